import { followUserWrite } from '@portal/api/mutations/engagement';
import { useFollow } from '@portal/session/use-follow';
import { memo } from 'react';
import { messages } from '../../messages';

const t = messages.profile;

/**
 * Follow a user (spec 4, `useFollow`): flips when the server confirms (followStatus), says 取消关注
 * on hover or focus while followed, goes back to 关注 when the session ends; a visitor is sent to
 * sign in. Each button keeps its own state, so a toggle re-renders this button only, not the list
 * around it.
 */
export const FollowUserButton = memo(function FollowUserButton({
  userId,
  name,
  followed,
  size = 'md',
  onChange,
}: {
  userId: number;
  /** who is followed, for assistive technology */
  name: string;
  followed: boolean;
  size?: 'sm' | 'md';
  /** the server's answer: followed or not, and the user's fans now */
  onChange?: (followed: boolean, fans: number) => void;
}) {
  const follow = useFollow({
    write: followUserWrite,
    input: { userId },
    on: followed,
    failedText: t.followFailed,
    onChange: (answer) => onChange?.(answer.on, answer.count ?? 0),
  });
  const { on, hover } = follow;

  const sizing = size === 'sm' ? 'px-3 py-0.5 text-xs' : 'px-5 py-1.5 text-sm';
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={`${on ? t.following : t.follow}：${name}`}
      disabled={follow.busy}
      onClick={follow.toggle}
      {...follow.hoverProps}
      className={`shrink-0 rounded-full ${sizing} disabled:opacity-60 ${
        on
          ? 'border border-line text-ink-soft hover:border-red-300 hover:text-red-600'
          : 'bg-brand text-white hover:bg-brand-700'
      }`}
    >
      {on ? (hover ? t.unfollow : t.following) : `+ ${t.follow}`}
    </button>
  );
});
