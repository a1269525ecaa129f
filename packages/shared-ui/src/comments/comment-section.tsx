import { useQueryClient } from '@portal/query';
import { Button } from '@portal/shared-ui/button';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import { Skeleton } from '@portal/shared-ui/skeleton';
// By package name: federation shares the toast store under that name (see host.tsx).
import { toast } from '@portal/shared-ui/toast';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CommentContext, type CommentContextValue, type ReplyTarget } from './comment-context';
import { CommentInput } from './comment-input';
import { CommentThread } from './comment-thread';
import { FixedCommentBox } from './fixed-comment-box';
import { messages } from './messages';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_PAGE_SIZE,
  flipLike,
  formatCommentTime,
  isAnonymousIdentity,
  REPLY_PAGE_SIZE,
  REPLY_PREVIEW,
  shouldShowFixedBox,
} from './rules';
import type {
  CommentAdapter,
  CommentArea,
  CommentAuthor,
  CommentItem,
  CommentPostInput,
  LikeResult,
} from './types';
import { useInView } from './use-in-view';
import { type CommentPages, usePagedComments, withLike } from './use-paged-comments';

export interface CommentSectionProps {
  adapter: CommentAdapter;
  signedIn: boolean;
  /** visitors pressing 登录, 回复 or a like; usually `() => host.requireLogin()` */
  onRequireLogin(): void;
  /** 'article': identity 7 is anonymous too */
  area?: CommentArea;
  /** replies shown before the toggle: 2, article pages 3 */
  previewReplies?: number;
  replyPageSize?: number;
  pageSize?: number;
  maxLength?: number;
  emptyText?: string;
  /** the bar at the page bottom while the list is visible and the main input is not */
  fixedBox?: boolean;
  /** default: identity 3, or 7 when area is 'article' */
  isAnonymous?: (identity: number | null) => boolean;
  /** profile address of a (non-anonymous) author; no link without it */
  profileHref?: (author: CommentAuthor) => string | undefined;
  formatTime?: (ms: number) => string;
  /** comments pinned on top of the list, marked 置顶 (the pages are expected without them) */
  pinned?: readonly CommentItem[];
  /**
   * Inline on a card (spec 4): only the first `count` comments, then a 查看全部 link to `href`
   * instead of more pages (no infinite scroll, no fixed box).
   */
  preview?: { count: number; href: string };
  className?: string;
}

const NO_PINNED: readonly CommentItem[] = [];

/** The comment system every area reuses; all server work goes through `adapter`. */
export function CommentSection({
  adapter,
  signedIn,
  onRequireLogin,
  area,
  previewReplies = REPLY_PREVIEW,
  replyPageSize = REPLY_PAGE_SIZE,
  pageSize = COMMENT_PAGE_SIZE,
  maxLength = COMMENT_MAX_LENGTH,
  emptyText = messages.noMore,
  fixedBox = true,
  isAnonymous,
  profileHref,
  formatTime = formatCommentTime,
  pinned = NO_PINNED,
  preview,
  className = '',
}: CommentSectionProps) {
  const size = preview ? preview.count : pageSize;
  const withFixedBox = fixedBox && !preview;
  const adapterRef = useRef(adapter);
  adapterRef.current = adapter;
  const queryClient = useQueryClient();
  const list = usePagedComments(
    [...adapter.key, { pageSize: size }],
    (pageNo, signal) => adapterRef.current.loadPage(pageNo, size, signal),
    true,
  );

  // Likes of comments and replies alike, as overrides of the loaded items.
  const [likes, setLikes] = useState<ReadonlyMap<string, LikeResult>>(new Map());
  const likesRef = useRef(likes);
  likesRef.current = likes;
  const pendingLikes = useRef(new Set<string>());
  const setLike = useCallback((key: string, value: LikeResult) => {
    setLikes((map) => new Map(map).set(key, value));
  }, []);

  const [draft, setDraft] = useState('');
  const [posting, setPosting] = useState(false);
  const [replyTarget, setReplyTarget] = useState<ReplyTarget | null>(null);

  const submit = useCallback(
    async (input: CommentPostInput, emptyMessage: string): Promise<CommentItem | null> => {
      if (!signedIn) {
        onRequireLogin();
        return null;
      }
      const text = input.text.trim().slice(0, maxLength);
      if (!text) {
        toast(emptyMessage);
        return null;
      }
      const dismiss = toast.loading(messages.submitting);
      try {
        const created = await adapterRef.current.post({ ...input, text });
        dismiss();
        toast(messages.postSuccess);
        return created;
      } catch (error) {
        dismiss();
        toast(error instanceof Error && error.message ? error.message : messages.postFailed);
        return null;
      }
    },
    [signedIn, onRequireLogin, maxLength],
  );

  const submitMain = async () => {
    if (posting) return;
    setPosting(true);
    const created = await submit({ text: draft }, messages.emptyComment);
    setPosting(false);
    if (!created) return;
    list.prepend(created);
    setDraft('');
  };

  const ctx = useMemo<CommentContextValue>(
    () => ({
      adapter,
      signedIn,
      onRequireLogin,
      isAnonymous: isAnonymous ?? ((identity) => isAnonymousIdentity(identity, area)),
      ...(profileHref ? { profileHref } : {}),
      formatTime,
      maxLength,
      previewReplies,
      replyPageSize,
      likeOf: (item) => likes.get(String(item.id)) ?? { liked: item.liked, diggs: Math.max(0, item.diggs) },
      toggleLike: (item) => {
        if (!signedIn) {
          onRequireLogin();
          return;
        }
        const key = String(item.id);
        if (pendingLikes.current.has(key)) return;
        const before = likesRef.current.get(key) ?? { liked: item.liked, diggs: Math.max(0, item.diggs) };
        const next = flipLike(before);
        pendingLikes.current.add(key);
        setLike(key, next);
        const settle = (result: LikeResult | null) => {
          pendingLikes.current.delete(key);
          const confirmed = result ? { liked: result.liked, diggs: Math.max(0, result.diggs) } : null;
          setLike(key, confirmed ?? before);
          // the server's state into every cached page that shows it (comments and reply pages)
          if (confirmed) {
            queryClient.setQueriesData<CommentPages>({ queryKey: adapterRef.current.key }, (data) =>
              withLike(data, item.id, confirmed),
            );
          }
        };
        adapterRef.current.toggleLike(item.id, next.liked).then(settle, () => settle(null));
      },
      submit,
      replyTarget,
      setReplyTarget,
    }),
    [
      adapter,
      signedIn,
      onRequireLogin,
      isAnonymous,
      area,
      profileHref,
      formatTime,
      maxLength,
      previewReplies,
      replyPageSize,
      likes,
      setLike,
      queryClient,
      submit,
      replyTarget,
    ],
  );

  // Infinite scroll: the sentinel under the list loads the next page while it is on screen.
  const sentinelRef = useRef<HTMLDivElement>(null);
  const sentinelInView = useInView(sentinelRef);
  const { loadNext, loading, error, finished, pageNo } = list;
  useEffect(() => {
    if (!preview && sentinelInView && pageNo > 0 && !loading && !error && !finished) loadNext();
  }, [preview, sentinelInView, pageNo, loading, error, finished, loadNext]);

  const inputRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const inputInView = useInView(inputRef, withFixedBox);
  const listInView = useInView(listRef, withFixedBox);
  const showFixed = withFixedBox && shouldShowFixedBox(listInView, inputInView);

  const mainInput = (fixed: boolean) => (
    <CommentInput
      value={draft}
      onChange={setDraft}
      onSubmit={submitMain}
      signedIn={signedIn}
      onRequireLogin={onRequireLogin}
      posting={posting}
      maxLength={maxLength}
      label={fixed ? messages.fixedLabel : messages.commentLabel}
    />
  );

  const firstLoad = list.pageNo === 0;
  const pinnedIds = new Set(pinned.map((item) => String(item.id)));
  const listed = list.items.filter((item) => !pinnedIds.has(String(item.id)));
  return (
    <CommentContext.Provider value={ctx}>
      <section aria-label={messages.sectionLabel} className={className}>
        <div ref={inputRef}>{mainInput(false)}</div>
        <div ref={listRef} className="mt-4">
          {firstLoad && list.error ? (
            <ErrorBlock message={messages.loadFailed} onRetry={list.retry} retryText={messages.retry} />
          ) : firstLoad ? (
            <Skeleton lines={3} label={messages.loading} />
          ) : listed.length === 0 && pinned.length === 0 && finished ? (
            <p className="py-8 text-center text-sm text-ink-mute">{emptyText}</p>
          ) : (
            <>
              <ul aria-label={messages.sectionLabel}>
                {pinned.map((item) => (
                  <CommentThread key={`pinned-${String(item.id)}`} item={item} pinned />
                ))}
                {listed.map((item) => (
                  <CommentThread key={String(item.id)} item={item} />
                ))}
              </ul>
              <div className="py-4 text-center text-sm text-ink-mute">
                {list.error ? (
                  <p role="alert">
                    {messages.loadFailed}
                    <Button variant="text" size="sm" onClick={list.retry}>
                      {messages.retry}
                    </Button>
                  </p>
                ) : list.loading ? (
                  <p>{messages.loading}</p>
                ) : preview ? (
                  finished ? null : (
                    <a href={preview.href} className="text-brand hover:underline">
                      {messages.viewAll}
                    </a>
                  )
                ) : finished ? (
                  <p>{messages.noMore}</p>
                ) : (
                  <Button variant="secondary" size="sm" onClick={list.loadNext}>
                    {messages.loadMore}
                  </Button>
                )}
              </div>
            </>
          )}
          <div ref={sentinelRef} data-testid="comment-sentinel" aria-hidden="true" className="h-px" />
        </div>
        {withFixedBox ? <FixedCommentBox visible={showFixed}>{mainInput(true)}</FixedCommentBox> : null}
      </section>
    </CommentContext.Provider>
  );
}
