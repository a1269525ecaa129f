import { call } from '@portal/api/call';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { apiErrorMessage } from '@portal/api/errors';
import { useSessionUser } from '@portal/session/hooks';
import { requireLogin } from '@portal/session/require-login';
import { toast } from '@portal/shared-ui/toast';
import { memo, useEffect, useState } from 'react';
import { messages } from '../../messages';

const t = messages.profile;

/**
 * Follow a user (spec 4): flips when the server confirms (followStatus), says 取消关注 on hover or
 * focus while followed, goes back to 关注 when the session ends; a visitor is sent to sign in. Each
 * button keeps its own state, so a toggle re-renders this button only, not the list around it.
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
  const viewer = useSessionUser();
  const [on, setOn] = useState(followed);
  const [busy, setBusy] = useState(false);
  const [hover, setHover] = useState(false);

  useEffect(() => setOn(followed), [followed]);
  // the session ended: nobody follows anyone any more on this page
  useEffect(() => {
    if (!viewer) setOn(false);
  }, [viewer]);

  const press = async () => {
    if (busy || !requireLogin()) return;
    setBusy(true);
    try {
      const result = await call(engagementEndpoints.followUser, { userId });
      const now = result.followStatus === 'T';
      setOn(now);
      onChange?.(now, result.fans);
    } catch (error) {
      toast(apiErrorMessage(error, t.followFailed));
    } finally {
      setBusy(false);
    }
  };

  const sizing = size === 'sm' ? 'px-3 py-0.5 text-xs' : 'px-5 py-1.5 text-sm';
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={`${on ? t.following : t.follow}：${name}`}
      disabled={busy}
      onClick={() => void press()}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setHover(true)}
      onBlur={() => setHover(false)}
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
