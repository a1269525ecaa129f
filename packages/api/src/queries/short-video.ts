import { call } from '@portal/api/call';
import { shortVideoEndpoints as e } from '@portal/api/endpoints/short-video';
import { firstQuery, queryFromFirst } from '@portal/api/first-data';
import { queryOptions } from '@portal/query';

/**
 * Query options of the short-video player. Keys are `['shortVideo', resource, params]`; a video's
 * page carries who reads (`viewerId`, not sent): it holds the reader's like and collect.
 */
export const shortVideoKeys = {
  all: ['shortVideo'] as const,
  of: <P extends object>(resource: string, params: P) => ['shortVideo', resource, params] as const,
};

/**
 * a video's page. Under `viewerId` null (what the screen reads before the session is known) it is
 * also the player page's first data (`@portal/api/pages/short-video`)
 */
export const shortVideoFirst = (id: number, viewerId: number | null) =>
  firstQuery(shortVideoKeys.of('detail', { id, viewerId }), e.detail, { id });
export const shortVideoQuery = (id: number, viewerId: number | null) =>
  queryFromFirst(shortVideoFirst(id, viewerId));

/** the videos before and after one (the player's swipe) */
export const shortVideoFeedQuery = (id: number) =>
  queryOptions({
    queryKey: shortVideoKeys.of('feed', { id }),
    queryFn: ({ signal }) => call(e.feed, { id }, { signal }),
    staleTime: 60_000,
  });

/** where a video's comment pages are cached (the comment system's adapter key) */
export const shortVideoCommentsKey = (videoId: number) => shortVideoKeys.of('comments', { videoId });
