import { call } from '@portal/api/call';
import type { ColumnDetail, ColumnType } from '@portal/api/contract/weeklies-columns';
import { weekliesColumnsEndpoints } from '@portal/api/endpoints/weeklies-columns';
import { apiErrorMessage } from '@portal/api/errors';
import { columnDetailQuery } from '@portal/api/queries/content';
import { requireLogin } from '@portal/session/require-login';
import { useHost } from '@portal/shared-ui/host';
import { useCallback, useRef, useState } from 'react';
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
 * is ignored.
 */
export function useSubscription(column: ColumnDetail) {
  const host = useHost();
  const [state, setState] = useState<Subscription>({
    on: column.subscribeStatus === 'T',
    subscribers: column.subscribers,
  });
  const pending = useRef(false);
  const [busy, setBusy] = useState(false);

  const toggle = useCallback(() => {
    if (!requireLogin() || pending.current) return;
    pending.current = true;
    setBusy(true);
    call(weekliesColumnsEndpoints.subscribeColumn, { columnId: column.id })
      .then(
        (r) => {
          const on = r.subscribeStatus === 'T';
          setState({ on, subscribers: Math.max(0, r.subscribers) });
          host.toast(on ? t.subscribeSuccess : t.unsubscribeSuccess);
        },
        (error: unknown) => host.toast(apiErrorMessage(error, t.actionFailed)),
      )
      .finally(() => {
        pending.current = false;
        setBusy(false);
      });
  }, [column.id, host]);

  return { ...state, busy, toggle };
}
