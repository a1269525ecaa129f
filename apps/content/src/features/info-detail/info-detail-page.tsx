import { apiErrorMessage } from '@portal/api/client';
import type { InfoDetail } from '@portal/api/contract/info';
import { Avatar } from '@portal/shared-ui/avatar';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router-dom';
import { ContentBadges } from '../../components/content-badges';
import { DetailSkeleton } from '../../components/detail/detail-skeleton';
import { parseDetailId } from '../../components/detail/use-detail';
import { useDocumentTitle } from '../../components/detail/use-document-title';
import { messages } from '../../messages';
import { ReadingLimitGate } from '../reading-limit/reading-limit-gate';
import { useInfoDetail } from './use-info-detail';

/** /info/detail?id=: one article. */
export function InfoDetailPage() {
  const [params] = useSearchParams();
  const { state, retry } = useInfoDetail(parseDetailId(params.get('id')));
  useDocumentTitle(state.status === 'success' ? state.data.infoTitle : undefined);

  return (
    <div className="mx-auto w-full max-w-[920px] px-4 py-6">
      {state.status === 'loading' ? (
        <DetailSkeleton />
      ) : state.status === 'notFound' ? (
        <InfoNotFound />
      ) : state.status === 'error' ? (
        <ErrorBlock
          message={apiErrorMessage(state.error, messages.common.loadFailed)}
          onRetry={retry}
          retryText={messages.common.retry}
        />
      ) : (
        <InfoArticle info={state.data} />
      )}
    </div>
  );
}

function InfoArticle({ info }: { info: InfoDetail }) {
  return (
    <article className="rounded-lg bg-white px-8 py-8">
      <header className="border-b border-line pb-6">
        <div className="flex items-start gap-3">
          <h1 className="text-[28px] font-semibold leading-snug text-ink">{info.infoTitle}</h1>
          <ContentBadges essences={info.essences} bmsAuth={info.bmsAuth} className="mt-3" />
        </div>
        {info.authorList.length > 0 ? (
          <ul
            aria-label={messages.infoDetail.authors}
            className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3"
          >
            {info.authorList.map((author, i) => (
              // names may repeat and there is no author id: the position is the identity
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={i} className="flex items-center gap-2">
                <Avatar src={author.headImage} name={author.authorName} size={36} />
                <span className="text-sm font-medium text-ink">{author.authorName}</span>
              </li>
            ))}
          </ul>
        ) : info.authorNames ? (
          <p className="mt-5 text-sm font-medium text-ink">{info.authorNames}</p>
        ) : null}
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-mute">
          {info.source ? (
            <div className="flex gap-1">
              <dt>{messages.infoDetail.source}</dt>
              <dd>{info.source}</dd>
            </div>
          ) : null}
          <div className="flex gap-1">
            <dt>{messages.infoDetail.publishedAt}</dt>
            <dd>
              <time dateTime={dayjs(info.publishDate).format('YYYY-MM-DDTHH:mm')}>
                {dayjs(info.publishDate).format('YYYY-MM-DD HH:mm')}
              </time>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{messages.common.views}</dt>
            <dd>{info.showViews}</dd>
          </div>
        </dl>
        {info.subspecialtys.length > 0 ? (
          <ul aria-label={messages.infoDetail.subspecialties} className="mt-4 flex flex-wrap gap-2">
            {info.subspecialtys.map((s) => (
              <li key={s.id} className="rounded bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                {s.name}
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <ReadingLimitGate articleKey={`info:${info.infoId}`}>
        <div
          className="info-body pt-6"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: `content` is sanitized on the server with an allowlist (ARCHITECTURE 5)
          dangerouslySetInnerHTML={{ __html: info.content }}
        />
      </ReadingLimitGate>
    </article>
  );
}

function InfoNotFound() {
  return (
    <section className="flex flex-col items-center gap-4 py-24 text-center">
      <h1 className="text-lg font-medium text-ink">{messages.infoDetail.notFound}</h1>
      <Link
        to="/info"
        className="rounded-md border border-brand px-4 py-1.5 text-sm text-brand hover:bg-brand-50"
      >
        {messages.infoDetail.backToList}
      </Link>
    </section>
  );
}
