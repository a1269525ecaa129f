import type { ShortVideo } from '@portal/api/contract/short-video';
import { ApiError } from '@portal/api/errors';
import { SHORT_VIDEO_PLAYER_PATH } from '@portal/api/jump-rules';
import {
  shortVideoCollectWrite,
  shortVideoDiggWrite,
  shortVideoViewWrite,
} from '@portal/api/mutations/short-video';
import { shortVideoFeedQuery, shortVideoQuery } from '@portal/api/queries/short-video';
import { profileUrl } from '@portal/api/rules/account-profile';
import { useQuery, useQueryClient } from '@portal/query';
import { useSessionUser, useViewerId } from '@portal/session/hooks';
import { Avatar } from '@portal/shared-ui/avatar';
import { useHost } from '@portal/shared-ui/host';
import { QrCode } from '@portal/shared-ui/qr-code';
import { Spinner } from '@portal/shared-ui/spinner';
import { useWrite } from '@portal/shared-ui/use-write';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { shortVideoMessages as t } from '../../short-video-messages';
import { shortVideoCommentAdapter } from './comment-adapter';
import { ShortVideoStage } from './short-video-stage';

// the comment system loads when the panel is first shown, not with the player
const CommentSection = lazy(() =>
  import('@portal/shared-ui/comments').then((m) => ({ default: m.CommentSection })),
);

/** a swipe of at least this many pixels moves to the next or previous video */
export const SWIPE_MIN_PX = 60;

/** the player page's address of a video (what the QR code and the copied link hold) */
export const shortVideoPageUrl = (id: number) => `${SHORT_VIDEO_PLAYER_PATH}?id=${id}`;

export interface ShortVideoViewProps {
  id: number;
  /** moves to another video (the feed's next or previous) */
  onNavigate(id: number): void;
  /** shown as a close button (the player opened in place) */
  onClose?: () => void;
  /** what a missing video shows (the page: the not-found page) */
  notFound: ReactNode;
  /** the <video>, so the owner can pause it */
  videoRef?: React.Ref<HTMLVideoElement | null>;
  /** the title's id, so a dialog around the view is named by it */
  titleId?: string;
}

/** a screen wide enough for the comments beside the video */
const WIDE_QUERY = '(min-width: 1024px)';

function useWide(): boolean {
  const [wide, setWide] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(WIDE_QUERY);
    const update = () => setWide(list.matches);
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return wide;
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

function RailButton({
  label,
  pressed,
  onClick,
  children,
  count,
}: {
  label: string;
  pressed?: boolean;
  onClick(): void;
  children: ReactNode;
  count?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      className="flex flex-col items-center gap-1 text-xs text-white drop-shadow"
    >
      <span
        className={`flex h-11 w-11 items-center justify-center rounded-full bg-black/40 ring-1 ring-white/20 ${
          pressed ? 'text-rose-400' : 'text-white'
        }`}
      >
        {children}
      </span>
      {count !== undefined ? <span aria-hidden="true">{count}</span> : null}
    </button>
  );
}

function Creator({ video }: { video: ShortVideo }) {
  const anonymous = video.creator.id === 0;
  const name = anonymous ? t.anonymous : video.creator.realName;
  return (
    <p className="flex items-center gap-2 text-sm font-medium">
      <Avatar src={video.creator.avatarAddress} name={name} size={32} anonymous={anonymous} decorative />
      {anonymous ? (
        <span data-testid="short-video-creator">{name}</span>
      ) : (
        <a data-testid="short-video-creator" href={profileUrl(video.creator.id)} className="hover:underline">
          {name}
        </a>
      )}
    </p>
  );
}

function SharePanel({ video, onClose }: { video: ShortVideo; onClose(): void }) {
  const host = useHost();
  const url = shortVideoPageUrl(video.id);
  const copy = () => {
    const absolute = new URL(url, window.location.origin).href;
    void navigator.clipboard?.writeText(absolute).then(
      () => host.toast(t.copied),
      () => undefined,
    );
  };
  return (
    <section
      aria-label={t.share}
      className="absolute bottom-24 right-16 z-20 w-44 rounded-lg bg-white p-3 text-center text-ink shadow-lg"
    >
      <p className="mb-2 text-xs text-ink-soft">{t.shareTitle}</p>
      <QrCode url={url} alt={t.shareAlt(video.title)} size={136} className="mx-auto" />
      <div className="mt-2 flex justify-center gap-2 text-xs">
        <button type="button" onClick={copy} className="rounded bg-brand px-2 py-1 text-white">
          {t.copyLink}
        </button>
        <button type="button" onClick={onClose} className="rounded px-2 py-1 ring-1 ring-line">
          {t.close}
        </button>
      </div>
    </section>
  );
}

function CommentPanel({ video, onClose }: { video: ShortVideo; onClose?: () => void }) {
  const host = useHost();
  const user = useSessionUser();
  const adapter = useMemo(() => shortVideoCommentAdapter(video.id), [video.id]);
  return (
    <section
      aria-label={t.commentsTitle}
      className="flex h-full flex-col bg-white text-ink"
      data-testid="short-video-comments"
    >
      <header className="flex items-center justify-between border-b border-line px-4 py-3">
        <h2 className="text-base font-semibold">{t.comments(video.comments)}</h2>
        {onClose ? (
          <button type="button" onClick={onClose} className="text-sm text-ink-soft">
            {t.close}
          </button>
        ) : null}
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
        <Suspense fallback={<Spinner />}>
          <CommentSection
            adapter={adapter}
            signedIn={user !== null}
            onRequireLogin={() => host.requireLogin()}
            area="short-video"
            fixedBox={false}
            emptyText={t.noComments}
            profileHref={(author) => (author.id == null ? undefined : profileUrl(Number(author.id)))}
          />
        </Suspense>
      </div>
    </section>
  );
}

/**
 * One short video as the player shows it, in place over a page or as a page of its own: the video
 * full height, its title, creator (anonymous rule), description, badges and views over it, like,
 * collect, comments and share beside it, and the move to the next or previous video of the feed by
 * swipe (up: next), arrow keys or the buttons. Counts a view when shown.
 */
export function ShortVideoView({
  id,
  onNavigate,
  onClose,
  notFound,
  videoRef,
  titleId,
}: ShortVideoViewProps) {
  const host = useHost();
  // the page's reader while the session check runs: the video the page brought is theirs
  const viewerId = useViewerId();
  const client = useQueryClient();
  const query = useQuery(shortVideoQuery(id, viewerId));
  const feed = useQuery(shortVideoFeedQuery(id));
  const wide = useWide();
  // a wide screen has room for the comments beside the video: open from the start
  const [commentsOpen, setCommentsOpen] = useState(wide);
  const [shareOpen, setShareOpen] = useState(false);
  const digg = useWrite(shortVideoDiggWrite, { failedText: t.actionFailed });
  const collect = useWrite(shortVideoCollectWrite, {
    failedText: t.actionFailed,
    successText: (r) => (r.on ? t.collectDone : t.collectUndone),
  });

  // a view once per video shown (the server counts a viewer once a day)
  useEffect(() => {
    void shortVideoViewWrite.write({ videoId: id }).catch(() => undefined);
    setShareOpen(false);
  }, [id]);

  const nextId = feed.data?.next[0]?.id;
  const previousId = feed.data?.previous[0]?.id;
  // the next video's page is read ahead, so a swipe shows it at once
  useEffect(() => {
    if (nextId !== undefined) void client.prefetchQuery(shortVideoQuery(nextId, viewerId));
  }, [client, nextId, viewerId]);

  // the videos the reader moved on from, nearest last: up goes back along them first (a feed that
  // ran out of a subspecialty continues with the latest of all, whose "newer" is not where they came from)
  const trail = useRef<number[]>([]);
  const go = useCallback(
    (direction: 'next' | 'previous') => {
      const back = direction === 'previous' ? trail.current.at(-1) : undefined;
      const target = back ?? (direction === 'next' ? nextId : previousId);
      if (target === undefined) {
        if (feed.data) host.toast(direction === 'next' ? t.noMore : t.moreAbove);
        // the neighbours of a video just shown may still be on their way: the move waits for them
        else pending.current = direction;
        return;
      }
      pending.current = null;
      if (back !== undefined) trail.current.pop();
      else if (direction === 'next') trail.current.push(id);
      onNavigate(target);
    },
    [id, nextId, previousId, feed.data, host, onNavigate],
  );
  const pending = useRef<'next' | 'previous' | null>(null);
  useEffect(() => {
    const direction = pending.current;
    if (direction && feed.data) go(direction);
  }, [feed.data, go]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || typing(event.target) || event.altKey || event.ctrlKey || event.metaKey)
        return;
      if (event.key === 'ArrowDown' || event.key === 'PageDown') {
        event.preventDefault();
        go('next');
      } else if (event.key === 'ArrowUp' || event.key === 'PageUp') {
        event.preventDefault();
        go('previous');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: React.TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: React.TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dy = touch.clientY - start.y;
    const dx = touch.clientX - start.x;
    if (Math.abs(dy) < SWIPE_MIN_PX || Math.abs(dy) < Math.abs(dx)) return;
    go(dy < 0 ? 'next' : 'previous');
  };

  if (query.isError) {
    if (query.error instanceof ApiError && query.error.code === 404) return <>{notFound}</>;
    return (
      <div
        role="alert"
        className="flex h-full flex-col items-center justify-center gap-3 bg-black text-white"
      >
        <p>{t.loadFailed}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="rounded bg-white/20 px-4 py-1.5"
        >
          {t.retry}
        </button>
        {onClose ? (
          <button type="button" onClick={onClose} className="text-sm text-white/70 underline">
            {t.close}
          </button>
        ) : null}
      </div>
    );
  }

  const video = query.data;
  const signedInDo = (action: () => void) => {
    if (host.requireLogin()) action();
  };

  return (
    <div className="flex h-full w-full justify-center bg-black text-white" data-testid="short-video-view">
      <div
        className="relative h-full w-full max-w-[520px] touch-pan-x overflow-hidden"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        {video ? (
          <ShortVideoStage
            key={video.id}
            ref={videoRef}
            src={video.videoUrl}
            poster={video.cover}
            title={video.title}
          />
        ) : (
          <div className="flex h-full items-center justify-center" aria-busy="true">
            <Spinner label={t.loading} />
          </div>
        )}

        {onClose ? (
          <button
            type="button"
            onClick={onClose}
            aria-label={t.close}
            className="absolute left-3 top-3 z-10 flex h-10 w-10 items-center justify-center rounded-full bg-black/50 text-2xl leading-none text-white ring-1 ring-white/30"
          >
            ×
          </button>
        ) : null}

        <div className="absolute right-3 top-3 z-10 flex flex-col gap-2">
          <button
            type="button"
            onClick={() => go('previous')}
            aria-label={t.previous}
            disabled={feed.isSuccess && previousId === undefined}
            className="flex h-9 w-9 items-center justify-center rounded-full bg-black/50 ring-1 ring-white/30 disabled:opacity-30"
          >
            <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
              <path d="M12 8l-6 6h12z" />
            </svg>
          </button>
          <button
            type="button"
            onClick={() => go('next')}
            aria-label={t.next}
            disabled={feed.isSuccess && nextId === undefined}
            className="flex h-9 w-9 items-center justify-center rounded-full bg-black/50 ring-1 ring-white/30 disabled:opacity-30"
          >
            <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
              <path d="M12 16l6-6H6z" />
            </svg>
          </button>
        </div>

        {video ? (
          <>
            <div className="pointer-events-none absolute inset-x-0 bottom-0 z-10 bg-gradient-to-t from-black/80 via-black/40 to-transparent px-4 pb-16 pt-16 pr-20">
              <div className="pointer-events-auto space-y-2">
                <Creator video={video} />
                <h1 id={titleId} className="text-base font-semibold leading-6">
                  {video.title}
                </h1>
                <p className="flex flex-wrap items-center gap-2 text-xs text-white/80">
                  {video.bmsAuth === 1 ? (
                    <span className="rounded bg-amber-400/90 px-1.5 py-0.5 font-medium text-black">
                      {t.brandCertified}
                    </span>
                  ) : null}
                  {video.essences === 'T' ? (
                    <span className="rounded bg-brand px-1.5 py-0.5 text-white">{t.featured}</span>
                  ) : null}
                  <span data-testid="short-video-views">{t.views(video.views)}</span>
                </p>
                {video.description ? (
                  <p className="line-clamp-3 text-sm leading-6 text-white/90">{video.description}</p>
                ) : null}
                <p className="hidden text-xs text-white/50 sm:block">{t.swipeHint}</p>
              </div>
            </div>

            <div className="absolute bottom-24 right-3 z-10 flex flex-col items-center gap-4">
              <RailButton
                label={video.isDigg === 'T' ? t.liked : t.like}
                pressed={video.isDigg === 'T'}
                count={String(video.diggs)}
                onClick={() => signedInDo(() => void digg.run({ videoId: video.id }))}
              >
                <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true">
                  <path d="M12 21l-1.5-1.3C5.4 15.1 2 12 2 8.2 2 5.1 4.4 3 7.3 3c1.7 0 3.4.8 4.7 2.1C13.3 3.8 15 3 16.7 3 19.6 3 22 5.1 22 8.2c0 3.8-3.4 6.9-8.5 11.5z" />
                </svg>
              </RailButton>
              <RailButton
                label={video.isCollect === 'T' ? t.collected : t.collect}
                pressed={video.isCollect === 'T'}
                count={String(video.favorites)}
                onClick={() => signedInDo(() => void collect.run({ videoId: video.id }))}
              >
                <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true">
                  <path d="M12 17.3l6.2 3.7-1.6-7 5.4-4.7-7.1-.6L12 2 9.1 8.7 2 9.3l5.4 4.7-1.6 7z" />
                </svg>
              </RailButton>
              <RailButton
                label={t.comments(video.comments)}
                pressed={commentsOpen}
                count={String(video.comments)}
                onClick={() => setCommentsOpen((open) => !open)}
              >
                <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true">
                  <path d="M4 4h16a2 2 0 012 2v10a2 2 0 01-2 2H8l-4 4V6a2 2 0 012-2z" />
                </svg>
              </RailButton>
              <RailButton label={t.share} pressed={shareOpen} onClick={() => setShareOpen((open) => !open)}>
                <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" aria-hidden="true">
                  <path d="M18 16a3 3 0 00-2.4 1.2l-6.7-3.4a3 3 0 000-1.6l6.7-3.4A3 3 0 1015 7l-6.7 3.4a3 3 0 100 3.2L15 17a3 3 0 103-1z" />
                </svg>
              </RailButton>
            </div>
            {shareOpen ? <SharePanel video={video} onClose={() => setShareOpen(false)} /> : null}
          </>
        ) : null}

        {video && commentsOpen && !wide ? (
          // a phone: the comments rise over the lower part of the video
          <div className="absolute inset-x-0 bottom-0 z-30 h-[65%] overflow-hidden rounded-t-xl">
            <CommentPanel video={video} onClose={() => setCommentsOpen(false)} />
          </div>
        ) : null}
      </div>
      {commentsOpen && wide ? (
        // a wide screen: the comments beside the video. The column is there before the video's
        // data, so the video does not jump sideways when it arrives (layout shift)
        <div className="h-full w-[380px] shrink-0 bg-white" aria-busy={video ? undefined : true}>
          {video ? <CommentPanel video={video} onClose={() => setCommentsOpen(false)} /> : null}
        </div>
      ) : null}
    </div>
  );
}
