import type { ColumnDetail, ColumnType } from '@portal/api/contract/weeklies-columns';
import { subscribeColumnWrite } from '@portal/api/mutations/weeklies-columns';
import { columnDetailQuery } from '@portal/api/queries/content';
import { useFollow } from '@portal/session/use-follow';
import { useDetail } from '../../components/detail/use-detail';
import { messages } from '../../messages';

const t = messages.weeklyColumns;

/**
 * Loads a column; `type` (the /column/detail?id&type form) must match it, or it is "not found".
 * The page remounts this per type.
 */
export function useColumn(id: number | undefined, type: ColumnType | undefined) {
  return useDetail(id, (columnId) => columnDetailQuery(columnId, type));
}

export interface Subscription {
  on: boolean;
  subscribers: number;
}

/**
 * The subscribe button's state. Visitors go through `requireLogin()`; the server's answer is the
 * truth (it flips only on success), toasting 订阅成功 / 已取消订阅; a click while one is pending
 * is ignored (`useFollow`).
 */
export function useSubscription(column: ColumnDetail) {
  const follow = useFollow({
    write: subscribeColumnWrite,
    input: { columnId: column.id },
    on: column.subscribeStatus === 'T',
    count: column.subscribers,
    offWhenSignedOut: false,
    failedText: t.actionFailed,
    successText: (on) => (on ? t.subscribeSuccess : t.unsubscribeSuccess),
  });
  return { on: follow.on, subscribers: follow.count ?? 0, busy: follow.busy, toggle: follow.toggle };
}
