import { call } from '@portal/api/call';
import { accountMessageEndpoints as e } from '@portal/api/endpoints/account-messages';
import { UNREAD_POLL_MS, unreadKey } from '@portal/api/queries/message-badge';
import { MESSAGE_LIMITS, type MessageTab } from '@portal/api/rules/account-messages';
import { infiniteQueryOptions, queryOptions } from '@portal/query';

/**
 * Query options of the message centre (issue 14). Everything here is the signed-in user's, so the
 * keys carry who reads. The header's badge and the message centre read the same unread entry:
 * marking read in the centre invalidates `messageKeys.unread` (one QueryClient for the shell and
 * every remote), and the badge asks again on an interval and on focus.
 */
export const messageKeys = {
  /** every message-centre entry: invalidate it after marking read or when messages may have come */
  all: ['account-messages'] as const,
  unread: unreadKey,
  counts: (viewerId: number) => ['account-messages', 'counts', viewerId] as const,
  list: (tab: MessageTab, viewerId: number) => ['account-messages', 'list', tab, viewerId] as const,
  settings: (viewerId: number) => ['account-messages', 'settings', viewerId] as const,
};

/** each tab's unread count (a like group counts once) */
export const unreadCountsQuery = (viewerId: number) =>
  queryOptions({
    queryKey: messageKeys.counts(viewerId),
    queryFn: ({ signal }) => call(e.unreadCounts, {}, { signal }),
    staleTime: 0,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
  });

/** one tab's messages, newest first, 10 a page */
export const messageListQuery = (tab: MessageTab, viewerId: number) =>
  infiniteQueryOptions({
    queryKey: messageKeys.list(tab, viewerId),
    queryFn: ({ pageParam, signal }) =>
      call(e.list, { type: tab, pageNo: pageParam, pageSize: MESSAGE_LIMITS.pageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page.pageNo < last.page.totalPage ? last.page.pageNo + 1 : undefined),
  });

export const messageSettingsQuery = (viewerId: number) =>
  queryOptions({
    queryKey: messageKeys.settings(viewerId),
    queryFn: ({ signal }) => call(e.settings, {}, { signal }),
  });

export { unreadTotalQuery } from '@portal/api/queries/message-badge';
