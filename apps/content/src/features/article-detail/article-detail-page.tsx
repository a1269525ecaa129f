import { apiErrorMessage } from '@portal/api/client';
import type { ArticleDetail } from '@portal/api/contract/article';
import { useSessionUser } from '@portal/session/hooks';
import { isAnonymousIdentity } from '@portal/session/identity';
import { requireLogin } from '@portal/session/require-login';
import { Avatar } from '@portal/shared-ui/avatar';
import { type CommentAuthor, CommentSection } from '@portal/shared-ui/comments';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ContentBadges } from '../../components/content-badges';
import { DetailSkeleton } from '../../components/detail/detail-skeleton';
import { parseDetailId } from '../../components/detail/use-detail';
import { useDocumentTitle } from '../../components/detail/use-document-title';
import { messages } from '../../messages';
import { ReadingLimitGate } from '../reading-limit/reading-limit-gate';
import { articleCommentAdapter } from './comment-adapter';
import type { Toggle } from './engagement';
import { FollowButton } from './follow-button';
import { RelatedArticles } from './related-articles';
import { ShareButton } from './share-button';
import { useArticleActions } from './use-article-actions';
import { useArticleDetail } from './use-article-detail';
import { useViewTracking } from './use-view-tracking';

const COMMENTS_ID = 'article-comments';

export const profileHref = (userId: number | string) =>
  `/user-center?profileUserId=${encodeURIComponent(String(userId))}`;

/**
 * The user-written article / case detail page (spec 2): /case/detail-ugc?id=. Written for any
 * `ArticleDetail`, so user-written articles can mount it under their own route later.
 */
export function ArticleDetailPage({ backTo = '/case' }: { backTo?: string }) {
  const [params] = useSearchParams();
  const { state, retry } = useArticleDetail(parseDetailId(params.get('id')));
  useDocumentTitle(state.status === 'success' ? state.data.title : undefined);

  return (
    <div className="mx-auto w-full max-w-[1000px] px-4 py-6">
      {state.status === 'loading' ? (
        <DetailSkeleton />
      ) : state.status === 'notFound' ? (
        <section className="flex flex-col items-center gap-4 py-24 text-center">
          <h1 className="text-lg font-medium text-ink">{messages.articleDetail.notFound}</h1>
          <Link
            to={backTo}
            className="rounded-md border border-brand px-4 py-1.5 text-sm text-brand hover:bg-brand-50"
          >
            {messages.articleDetail.backToList}
          </Link>
        </section>
      ) : state.status === 'error' ? (
        <ErrorBlock
          message={apiErrorMessage(state.error, messages.common.loadFailed)}
          onRetry={retry}
          retryText={messages.common.retry}
        />
      ) : (
        // remount per article: the like/collect/follow state starts from the server's again
        <ArticleView key={state.data.id} article={state.data} />
      )}
    </div>
  );
}

function ArticleView({ article }: { article: ArticleDetail }) {
  const user = useSessionUser();
  const actions = useArticleActions(article);
  const [views, setViews] = useState(article.showViews);
  useViewTracking(article.id, user?.id, setViews);

  const adapter = useMemo(() => articleCommentAdapter(article.id), [article.id]);
  const commentProfile = useCallback((author: CommentAuthor) => {
    return author.id == null ? undefined : profileHref(author.id);
  }, []);

  const anonymousCreator = isAnonymousIdentity(article.creator.identity, 'article');
  const ownContent = user?.id === article.creator.id;
  // the follow state belongs to a signed-in reader: signing out shows 关注 again (spec 4)
  const followed = Boolean(user) && actions.followed;
  const creatorName = anonymousCreator ? messages.articleDetail.anonymous : article.creator.realName;

  return (
    <div className="flex items-start gap-6">
      <aside
        aria-label={messages.articleDetail.toolbar}
        className="sticky top-24 hidden w-14 shrink-0 flex-col items-center gap-3 md:flex"
      >
        <ToggleButton
          label={messages.articleDetail.like}
          activeLabel={messages.articleDetail.liked}
          state={actions.like}
          onClick={actions.toggleLike}
          className={sideButton}
        />
        <ToggleButton
          label={messages.articleDetail.collect}
          activeLabel={messages.articleDetail.collected}
          state={actions.collect}
          onClick={actions.toggleCollect}
          className={sideButton}
        />
        <button type="button" onClick={scrollToComments} className={sideButton}>
          {messages.articleDetail.comments} {article.showComments}
        </button>
        <ShareButton className={sideButton} />
      </aside>

      <div className="min-w-0 flex-1">
        <article className="rounded-lg bg-white px-8 py-8">
          <header className="border-b border-line pb-6">
            <div className="flex items-start gap-3">
              <h1 className="text-[28px] font-semibold leading-snug text-ink">{article.title}</h1>
              <ContentBadges essences={article.essences} bmsAuth={article.bmsAuth} className="mt-3" />
            </div>
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
                    <span className="truncate text-sm font-medium text-ink hover:text-brand">
                      {creatorName}
                    </span>
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
            </div>
            <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-mute">
              <div className="flex gap-1">
                <dt>{messages.articleDetail.publishedAt}</dt>
                <dd>
                  <time dateTime={dayjs(article.publishTime).format('YYYY-MM-DDTHH:mm')}>
                    {dayjs(article.publishTime).format('YYYY-MM-DD HH:mm')}
                  </time>
                </dd>
              </div>
              <div className="flex gap-1">
                <dt>{messages.articleDetail.views}</dt>
                <dd data-testid="article-views">{views}</dd>
              </div>
            </dl>
          </header>
          <ReadingLimitGate articleKey={`mp:${article.id}`}>
            <div
              className="info-body pt-6"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: `mpArticleParagraphs` is sanitized on the server with an allowlist (ARCHITECTURE 5)
              dangerouslySetInnerHTML={{ __html: article.mpArticleParagraphs }}
            />
          </ReadingLimitGate>
          <footer className="mt-8 flex justify-center gap-6 border-t border-line pt-6">
            <ToggleButton
              label={messages.articleDetail.like}
              activeLabel={messages.articleDetail.liked}
              state={actions.like}
              onClick={actions.toggleLike}
              className={bottomButton}
            />
            <ToggleButton
              label={messages.articleDetail.collect}
              activeLabel={messages.articleDetail.collected}
              state={actions.collect}
              onClick={actions.toggleCollect}
              className={bottomButton}
            />
          </footer>
        </article>

        <RelatedArticles articleId={article.id} />

        <section
          id={COMMENTS_ID}
          aria-label={messages.articleDetail.commentsTitle}
          className="mt-6 scroll-mt-24"
        >
          <CommentSection
            key={article.id}
            area="article"
            previewReplies={3}
            adapter={adapter}
            signedIn={!!user}
            onRequireLogin={() => requireLogin()}
            profileHref={commentProfile}
          />
        </section>
      </div>
    </div>
  );
}

const sideButton =
  'flex h-12 w-12 flex-col items-center justify-center rounded-full bg-white text-xs text-ink-soft shadow ring-1 ring-line hover:text-brand aria-pressed:text-brand';
const bottomButton =
  'rounded-full px-6 py-2 text-sm ring-1 ring-line text-ink-soft hover:text-brand aria-pressed:bg-brand-50 aria-pressed:text-brand aria-pressed:ring-brand';

interface ToggleButtonProps {
  label: string;
  activeLabel: string;
  state: Toggle;
  onClick(): void;
  className: string;
}

function ToggleButton({ label, activeLabel, state, onClick, className }: ToggleButtonProps) {
  return (
    <button type="button" aria-pressed={state.on} onClick={onClick} className={className}>
      <span>{state.on ? activeLabel : label}</span> <span>{state.count}</span>
    </button>
  );
}

function scrollToComments() {
  document.getElementById(COMMENTS_ID)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
}
