import { call } from '@portal/api/call';
import type { MessageItem, UnreadCounts } from '@portal/api/contract/account-messages';
import { accountMessageEndpoints as e } from '@portal/api/endpoints/account-messages';
import { messageKeys } from '@portal/api/queries/account-messages';
import type { MessageTab } from '@portal/api/rules/account-messages';
import { type InfiniteData, useQueryClient } from '@portal/query';
import { useCallback } from 'react';

type Page = { list: MessageItem[] };

/**
 * Marking read. The server answers the new counts; the tab's cached pages show the messages read
 * at once, and the unread entries (this page's counts and the shell's badge: one QueryClient for
 * the shell and every remote) are asked again.
 */
export function useMarkRead(viewerId: number) {
  const queries = useQueryClient();

  const settle = useCallback(
    (counts: UnreadCounts, tab: MessageTab, read: (m: MessageItem) => boolean) => {
      queries.setQueryData(messageKeys.counts(viewerId), counts);
      queries.setQueryData<InfiniteData<Page>>(messageKeys.list(tab, viewerId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                ...p,
                list: p.list.map((m) => (read(m) ? { ...m, read: true } : m)),
              })),
            }
          : data,
      );
      void queries.invalidateQueries({ queryKey: messageKeys.unread(viewerId) });
    },
    [queries, viewerId],
  );

  const markOne = useCallback(
    async (item: MessageItem) => {
      const counts = await call(e.markRead, { type: item.type, id: item.id });
      settle(counts, item.type, (m) => m.id === item.id);
    },
    [settle],
  );

  const markAll = useCallback(
    async (tab: MessageTab) => {
      const counts = await call(e.markAllRead, { type: tab });
      settle(counts, tab, () => true);
    },
    [settle],
  );

  return { markOne, markAll };
}
