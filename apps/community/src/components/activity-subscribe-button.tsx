import { subscribeActivityWrite } from '@portal/api/mutations/sidebar';
import { useFollow } from '@portal/session/use-follow';
import { useHost } from '@portal/shared-ui/host';
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
  const follow = useFollow({
    write: subscribeActivityWrite,
    input: { activityId },
    on: subscribed,
    gate: host.requireLogin,
    offWhenSignedOut: false,
    failedText: t.failed,
    successText: (on) => (on ? t.subscribeSucceeded : null),
    onChange: (answer) => onChange?.(answer.on, answer.count ?? 0),
  });
  const { on, hover } = follow;

  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={`${on ? t.subscribed : t.subscribe}：${name}`}
      disabled={follow.busy}
      onClick={follow.toggle}
      {...follow.hoverProps}
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
