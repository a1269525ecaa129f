import type { InfoDetail } from '@portal/api/contract/info';
import { saveHistoryWrite } from '@portal/api/mutations/engagement';
import { infoViewWrite } from '@portal/api/mutations/info';
import { relatedInfoQuery } from '@portal/api/queries/content';
import { useSearchParams } from '@portal/router';
import { useSessionUser } from '@portal/session/hooks';
import { Avatar } from '@portal/shared-ui/avatar';
import { type ReactNode, useMemo, useState } from 'react';
import { DetailArticle, MetaItem, PublishTime } from '../../components/detail/detail-article';
import { DetailNotFound, DetailStates } from '../../components/detail/detail-states';
import { parseDetailId } from '../../components/detail/use-detail';
import { useDocumentTitle } from '../../components/detail/use-document-title';
import { useViewTracking } from '../../components/detail/use-view-tracking';
import { messages } from '../../messages';
import { infoCommentAdapter } from './comment-adapter';
import { useInfoActions } from './use-info-actions';
import { useInfoDetail } from './use-info-detail';

const COMMENTS_ID = 'info-comments';

interface InfoDetailPageProps {
  /** where "not found" leads back to: the news list, or the case list for /case/detail */
  backTo?: '/info' | '/case';
  /** the right column's cards for the item shown (spec 2); none when absent */
  renderAside?: (infoId: number) => ReactNode;
}

/**
 * A news item's page (spec 2): /info/detail?id=, and the professional case detail
 * /case/detail?id= (the same item under the case section).
 */
export function InfoDetailPage({ backTo = '/info', renderAside }: InfoDetailPageProps) {
  const [params] = useSearchParams();
  const { state, retry } = useInfoDetail(parseDetailId(params.get('id')));
  useDocumentTitle(state.status === 'success' ? state.data.infoTitle : undefined);

  return (
    <div className="mx-auto w-full max-w-page px-4 py-6">
      <DetailStates
        state={state}
        retry={retry}
        notFound={
          <DetailNotFound
            title={messages.infoDetail.notFound}
            backTo={backTo}
            backText={backTo === '/case' ? messages.detailPage.backToCases : messages.infoDetail.backToList}
          />
        }
      >
        {(info) => (
          // remount per item: the like/collect state starts from the server's again
          <InfoView key={info.infoId} info={info} aside={renderAside?.(info.infoId)} />
        )}
      </DetailStates>
    </div>
  );
}

function InfoView({ info, aside }: { info: InfoDetail; aside?: ReactNode }) {
  const user = useSessionUser();
  const engagement = useInfoActions(info);
  const [views, setViews] = useState(info.showViews);
  useViewTracking(info.infoId, user?.id, setViews, {
    countView: (id) => infoViewWrite.write({ articleId: id }),
    saveHistory: saveHistoryWrite.write,
    contentSource: 'info',
  });
  const adapter = useMemo(() => infoCommentAdapter(info.infoId), [info.infoId]);

  return (
    <DetailArticle
      toolbarLabel={messages.detailPage.infoToolbar}
      engagement={engagement}
      commentCount={info.showComments}
      comments={{ id: COMMENTS_ID, label: messages.detailPage.commentsTitle, area: 'info', adapter }}
      aside={aside}
      title={info.infoTitle}
      essences={info.essences}
      bmsAuth={info.bmsAuth}
      byline={
        info.authorList.length > 0 ? (
          <ul
            aria-label={messages.infoDetail.authors}
            className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3"
          >
            {info.authorList.map((author, i) => (
              // names may repeat and there is no author id: the position is the identity
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={i} className="flex items-center gap-2">
                <Avatar src={author.headImage} name={author.authorName} size={36} decorative />
                <span className="text-sm font-medium text-ink">{author.authorName}</span>
              </li>
            ))}
          </ul>
        ) : info.authorNames ? (
          <p className="mt-5 text-sm font-medium text-ink">{info.authorNames}</p>
        ) : null
      }
      meta={
        <>
          {info.source ? <MetaItem term={messages.infoDetail.source}>{info.source}</MetaItem> : null}
          <MetaItem term={messages.infoDetail.publishedAt}>
            <PublishTime ms={info.publishDate} />
          </MetaItem>
          <MetaItem term={messages.common.views} testId="info-views">
            {views}
          </MetaItem>
        </>
      }
      tags={
        info.subspecialtys.length > 0 ? (
          <ul aria-label={messages.infoDetail.subspecialties} className="mt-4 flex flex-wrap gap-2">
            {info.subspecialtys.map((s) => (
              <li key={s.id} className="rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                {s.name}
              </li>
            ))}
          </ul>
        ) : null
      }
      readingKey={`info:${info.infoId}`}
      body={info.content}
      related={{ id: info.infoId, query: relatedInfoQuery }}
    />
  );
}
