import type { FollowAnswer, WriteOptions } from '@portal/api/mutation';
import { useFollow } from '@portal/session/use-follow';
import { useHost } from '@portal/shared-ui/host';
import { messages } from '../messages';

const t = messages.toggles;

export interface ToggleTexts {
  off: string;
  on: string;
  /** what a hovered button in the on state says */
  cancel: string;
  /** the toast when it turns on (订阅成功, 关注成功) */
  succeeded: string;
}

export const SUBSCRIBE_TEXTS: ToggleTexts = {
  off: t.subscribe,
  on: t.subscribed,
  cancel: t.unsubscribe,
  succeeded: t.subscribeSucceeded,
};
export const FOLLOW_TEXTS: ToggleTexts = {
  off: t.follow,
  on: t.followed,
  cancel: t.unfollow,
  succeeded: t.followSucceeded,
};

/**
 * A subscribe or follow button of the brand pages (spec 4): a visitor is asked to sign in, it flips
 * on the server's answer (its toast when on), says 取消… while hovered in the on state, and shows
 * off once the session is gone.
 */
export function ToggleButton<I>({
  write,
  input,
  on,
  count,
  texts,
  name,
  onChange,
}: {
  write: WriteOptions<I, FollowAnswer>;
  input: I;
  on: boolean;
  count?: number;
  texts: ToggleTexts;
  /** what is subscribed or followed, for the accessible name */
  name: string;
  onChange?: (answer: FollowAnswer) => void;
}) {
  const host = useHost();
  const follow = useFollow({
    write,
    input,
    on,
    count,
    gate: host.requireLogin,
    failedText: messages.common.failed,
    successText: (now) => (now ? texts.succeeded : null),
    onChange,
  });
  const label = follow.on ? (follow.hover ? texts.cancel : texts.on) : texts.off;
  return (
    <button
      type="button"
      aria-pressed={follow.on}
      aria-label={`${follow.on ? texts.on : texts.off}：${name}`}
      disabled={follow.busy}
      onClick={follow.toggle}
      {...follow.hoverProps}
      className={`h-8 shrink-0 rounded px-4 text-sm ${
        follow.on
          ? 'border border-line text-ink-soft hover:border-brand hover:text-brand'
          : 'bg-brand text-white hover:bg-brand-700'
      } disabled:opacity-60`}
    >
      {label}
    </button>
  );
}
