import type { ArticleDetail } from '@portal/api/contract/article';
import { relatedArticlesQuery } from '@portal/api/queries/content';
import { WRITING_KINDS } from '@portal/api/rules/article-writing';
import { Link, useSearchParams } from '@portal/router';
import { useSessionUser } from '@portal/session/hooks';
import { isAnonymousIdentity } from '@portal/session/identity';
import { Avatar } from '@portal/shared-ui/avatar';
import { type ReactNode, useMemo, useState } from 'react';
import { DetailArticle, MetaItem, PublishTime } from '../../components/detail/detail-article';
import { DetailNotFound, DetailStates } from '../../components/detail/detail-states';
import type { DetailEngagement } from '../../components/detail/engagement-toolbars';
import { profileHref } from '../../components/detail/profile-href';
import { parseDetailId } from '../../components/detail/use-detail';
import { useDocumentTitle } from '../../components/detail/use-document-title';
import { messages } from '../../messages';
import { articleCommentAdapter } from './comment-adapter';
import { FollowButton } from './follow-button';
import { useArticleActions } from './use-article-actions';
import { useArticleDetail } from './use-article-detail';
import { useArticleViewTracking } from './use-view-tracking';

const COMMENTS_ID = 'article-comments';

/**
 * The user-written article / case detail page (spec 2): /case/detail-ugc?id=. Written for any
 * `ArticleDetail`, so user-written articles can mount it under their own route later.
 */
export function ArticleDetailPage({
  backTo = '/case',
  renderAside,
}: {
  backTo?: string;
  /** the right column's cards for the article shown (spec 2); none when absent */
  renderAside?: (articleId: number) => ReactNode;
}) {
  const [params] = useSearchParams();
  const { state, retry } = useArticleDetail(parseDetailId(params.get('id')));
  useDocumentTitle(state.status === 'success' ? state.data.title : undefined);

  return (
    <div className="mx-auto w-full max-w-page px-4 py-6">
      <DetailStates
        state={state}
        retry={retry}
        notFound={
          <DetailNotFound
            title={messages.articleDetail.notFound}
            backTo={backTo}
            backText={messages.articleDetail.backToList}
          />
        }
      >
        {(article) => (
          // remount per article: the like/collect/follow state starts from the server's again
          <ArticleView key={article.id} article={article} aside={renderAside?.(article.id)} />
        )}
      </DetailStates>
    </div>
  );
}

function ArticleView({ article, aside }: { article: ArticleDetail; aside?: ReactNode }) {
  const user = useSessionUser();
  const actions = useArticleActions(article);
  const [views, setViews] = useState(article.showViews);
  useArticleViewTracking(article.id, user?.id, setViews);

  const adapter = useMemo(() => articleCommentAdapter(article.id), [article.id]);

  const anonymousCreator = isAnonymousIdentity(article.creator.identity, 'article');
  const ownContent = user?.id === article.creator.id;
  // the follow state belongs to a signed-in reader: signing out shows 关注 again (spec 4)
  const followed = Boolean(user) && actions.followed;
  const creatorName = anonymousCreator ? messages.articleDetail.anonymous : article.creator.realName;

  const engagement: DetailEngagement = {
    like: actions.like,
    collect: actions.collect,
    onLike: actions.toggleLike,
    onCollect: actions.toggleCollect,
  };

  return (
    <DetailArticle
      toolbarLabel={messages.articleDetail.toolbar}
      engagement={engagement}
      commentCount={article.showComments}
      comments={{ id: COMMENTS_ID, label: messages.articleDetail.commentsTitle, area: 'article', adapter }}
      aside={aside}
      title={article.title}
      essences={article.essences}
      bmsAuth={article.bmsAuth}
      byline={
        <div className="mt-5 flex items-center gap-3">
          {anonymousCreator ? (
            <>
              <Avatar anonymous size={40} />
              <span className="text-sm font-medium text-ink">{creatorName}</span>
            </>
          ) : (
            <a
              href={profileHref(article.creator.id)}
              target="_blank"
              rel="noopener"
              className="flex min-w-0 items-center gap-3 no-underline"
            >
              <Avatar src={article.creator.avatarAddress} name={creatorName} size={40} />
              <span className="flex min-w-0 flex-col">
                <span className="truncate text-sm font-medium text-ink hover:text-brand">{creatorName}</span>
                {article.creator.company ? (
                  <span className="truncate text-xs text-ink-mute">{article.creator.company}</span>
                ) : null}
              </span>
            </a>
          )}
          {!anonymousCreator && !ownContent ? (
            <span className="ml-auto">
              <FollowButton followed={followed} onToggle={actions.toggleFollow} />
            </span>
          ) : null}
          {ownContent ? (
            // the author's own piece opens in its editor (the server checks it is theirs again)
            <Link
              to={`/editor?type=${article.type === 'case' ? WRITING_KINDS.case : WRITING_KINDS.article}&id=${article.id}`}
              className="ml-auto inline-flex h-8 items-center rounded-md border border-brand px-3 text-sm text-brand hover:bg-brand-50"
            >
              {messages.articleDetail.edit}
            </Link>
          ) : null}
        </div>
      }
      meta={
        <>
          <MetaItem term={messages.articleDetail.publishedAt}>
            <PublishTime ms={article.publishTime} />
          </MetaItem>
          <MetaItem term={messages.articleDetail.views} testId="article-views">
            {views}
          </MetaItem>
        </>
      }
      readingKey={`mp:${article.id}`}
      body={article.mpArticleParagraphs}
      related={{ id: article.id, query: relatedArticlesQuery }}
    />
  );
}
