import type { MessageItem } from '@portal/api/contract/account-messages';
import { markAllReadWrite, markReadWrite } from '@portal/api/mutations/account-messages';
import type { MessageTab } from '@portal/api/rules/account-messages';
import { toast } from '@portal/shared-ui/toast';
import { useWrite } from '@portal/shared-ui/use-write';
import { messages } from '../../messages';

/**
 * Marking read (the declared writes settle the counts and the tab's pages, and ask the badge
 * again). Opening a message marks it silently (a failure leaves it unread, to be opened again);
 * 全部已读 says why it failed.
 */
export function useMarkRead(viewerId: number) {
  const one = useWrite(markReadWrite(viewerId), { exclusive: false });
  const all = useWrite(markAllReadWrite(viewerId), {
    notify: toast,
    failedText: messages.messageCentre.loadFailed,
  });
  return {
    markOne: async (item: MessageItem) => {
      await one.run(item);
    },
    markAll: async (tab: MessageTab) => {
      await all.run(tab);
    },
  };
}
