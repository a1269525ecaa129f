import { followContentWrite } from '@portal/api/mutations/community';
import type { FollowType } from '@portal/api/rules/community';
import { useFollow } from '@portal/session/use-follow';
import { useHost } from '@portal/shared-ui/host';
import { messages } from '../messages';

const t = messages.follow;

/**
 * Follow a topic (T), circle (C) or question (Q): flips when the server answers (spec 4), says
 * 取消关注 on hover while followed; a visitor is asked to sign in (the host's gate). `useFollow`.
 */
export function FollowButton({
  type,
  contentId,
  followed,
  label,
  onChange,
}: {
  type: FollowType;
  contentId: number;
  followed: boolean;
  /** what is followed, for assistive technology */
  label: string;
  onChange?: (followed: boolean, followers: number) => void;
}) {
  const host = useHost();
  const follow = useFollow({
    write: followContentWrite,
    input: { contentId, type },
    on: followed,
    gate: host.requireLogin,
    offWhenSignedOut: false,
    failedText: t.failed,
    onChange: (answer) => onChange?.(answer.on, answer.count ?? 0),
  });
  const { on, hover } = follow;

  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={`${on ? t.following : t.follow}：${label}`}
      disabled={follow.busy}
      onClick={follow.toggle}
      {...follow.hoverProps}
      className={`shrink-0 rounded-full px-3 py-1 text-sm disabled:opacity-60 ${
        on
          ? 'border border-line text-ink-soft hover:border-red-300 hover:text-red-600'
          : 'bg-brand text-white hover:bg-brand-700'
      }`}
    >
      {on ? (hover ? t.unfollow : t.following) : `+ ${t.follow}`}
    </button>
  );
}
