import { call } from '@portal/api/call';
import { sidebarEndpoints } from '@portal/api/endpoints/sidebar';
import { apiErrorMessage } from '@portal/api/errors';
import { communityKeys } from '@portal/api/queries/community';
import { useQueryClient } from '@portal/query';
import { useHost } from '@portal/shared-ui/host';
import { useState } from 'react';
import { messages } from '../messages';

const t = messages.activity;

/**
 * Subscribe to an activity (spec 4: an activity's follow toggles subscribed): flips when the server
 * answers, 订阅成功 when it is on, 取消订阅 on hover while subscribed; a visitor is asked to sign in.
 */
export function ActivitySubscribeButton({
  activityId,
  subscribed,
  name,
  onChange,
}: {
  activityId: number;
  subscribed: boolean;
  name: string;
  onChange?: (subscribed: boolean, subscribers: number) => void;
}) {
  const host = useHost();
  const queryClient = useQueryClient();
  const [on, setOn] = useState(subscribed);
  const [busy, setBusy] = useState(false);
  const [hover, setHover] = useState(false);

  const press = async () => {
    if (busy || !host.requireLogin()) return;
    setBusy(true);
    try {
      const result = await call(sidebarEndpoints.subscribeActivity, { activityId });
      const now = result.subscribeStatus === 'T';
      setOn(now);
      onChange?.(now, result.subscribers);
      if (now) host.toast(t.subscribeSucceeded);
      void queryClient.invalidateQueries({ queryKey: communityKeys.all });
    } catch (error) {
      host.toast(apiErrorMessage(error, t.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={`${on ? t.subscribed : t.subscribe}：${name}`}
      disabled={busy}
      onClick={() => void press()}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setHover(true)}
      onBlur={() => setHover(false)}
      className={`h-8 shrink-0 rounded px-4 text-sm ${
        on
          ? 'border border-line text-ink-soft hover:border-brand hover:text-brand'
          : 'bg-brand text-white hover:bg-brand-700'
      } disabled:opacity-60`}
    >
      {on ? (hover ? t.unsubscribe : t.subscribed) : t.subscribe}
    </button>
  );
}
