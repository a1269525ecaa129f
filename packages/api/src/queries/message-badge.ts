import { call } from '@portal/api/call';
import { userEndpoints } from '@portal/api/endpoints/user';
import { queryOptions } from '@portal/query';

/**
 * The header badge's query, apart from the message centre's (`queries/account-messages`), which
 * re-exports it: the shell's first load carries this module only. Both read one entry: marking
 * read in the centre invalidates `unreadKey`.
 */
/** the badge asks for the unread count this often while a page is open (and on focus) */
export const UNREAD_POLL_MS = 30_000;

export const unreadKey = (viewerId: number | null) => ['account-messages', 'unread', viewerId] as const;

/**
 * The unread total the header badge shows (spec 7 "unread message count"): asked every 30 s while
 * a page shows it, and when the window gets focus or the tab becomes visible.
 */
export const unreadTotalQuery = (viewerId: number | null) =>
  queryOptions({
    queryKey: unreadKey(viewerId),
    queryFn: async ({ signal }) => (await call(userEndpoints.unreadCount, undefined, { signal })).count,
    staleTime: 0,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
