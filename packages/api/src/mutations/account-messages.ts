import { call } from '@portal/api/call';
import type { MessageItem, MessageSettings, UnreadCounts } from '@portal/api/contract/account-messages';
import { accountMessageEndpoints as e } from '@portal/api/endpoints/account-messages';
import { writeOptions } from '@portal/api/mutation';
import { messageKeys } from '@portal/api/queries/account-messages';
import type { InfiniteData, QueryClient } from '@portal/query';
import type { MessageTab } from '../rules/account-messages';

type Page = { list: MessageItem[] };

/**
 * Marking read. The server answers the new counts; the tab's cached pages show the messages read
 * at once, and the unread entries (this page's counts and the shell's badge: one QueryClient for
 * the shell and every remote) are asked again.
 */
function settleRead(
  client: QueryClient,
  viewerId: number,
  counts: UnreadCounts,
  tab: MessageTab,
  read: (m: MessageItem) => boolean,
) {
  client.setQueryData(messageKeys.counts(viewerId), counts);
  client.setQueryData<InfiniteData<Page>>(messageKeys.list(tab, viewerId), (data) =>
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
}

/** one message, opened */
export const markReadWrite = (viewerId: number) =>
  writeOptions({
    write: (item: MessageItem) => call(e.markRead, { type: item.type, id: item.id }),
    settle: (client, counts, item) =>
      settleRead(client, viewerId, counts, item.type, (m) => m.id === item.id),
    invalidates: (_, counts) => (counts ? [messageKeys.unread(viewerId)] : []),
  });

/** every message of a tab */
export const markAllReadWrite = (viewerId: number) =>
  writeOptions({
    write: (tab: MessageTab) => call(e.markAllRead, { type: tab }),
    settle: (client, counts, tab) => settleRead(client, viewerId, counts, tab, () => true),
    invalidates: (_, counts) => (counts ? [messageKeys.unread(viewerId)] : []),
  });

/** one kind of message switched on or off; the answer is every setting */
export const saveMessageSettingWrite = (viewerId: number) =>
  writeOptions({
    write: (settings: Partial<MessageSettings>) => call(e.saveSettings, { settings }),
    settle: (client, saved) => client.setQueryData(messageKeys.settings(viewerId), saved),
  });
