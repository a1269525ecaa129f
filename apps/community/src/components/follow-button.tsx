import { call } from '@portal/api/call';
import { communityEndpoints } from '@portal/api/endpoints/community';
import { apiErrorMessage } from '@portal/api/errors';
import { communityKeys } from '@portal/api/queries/community';
import type { FollowType } from '@portal/api/rules/community';
import { useQueryClient } from '@portal/query';
import { useHost } from '@portal/shared-ui/host';
import { useState } from 'react';
import { messages } from '../messages';

const t = messages.follow;

/**
 * Follow a topic (T), circle (C) or question (Q): flips when the server answers (spec 4), says
 * 取消关注 on hover while followed; a visitor is asked to sign in.
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
  const queryClient = useQueryClient();
  const [on, setOn] = useState(followed);
  const [busy, setBusy] = useState(false);
  const [hover, setHover] = useState(false);

  const press = async () => {
    if (busy || !host.requireLogin()) return;
    setBusy(true);
    try {
      const result = await call(communityEndpoints.follow, { contentId, type });
      const now = result.followStatus === 'T';
      setOn(now);
      onChange?.(now, result.followers);
      // every page that shows this mark reads it anew
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
      aria-label={`${on ? t.following : t.follow}：${label}`}
      disabled={busy}
      onClick={() => void press()}
      onMouseEnter={() => setHover(true)}
      onMouseLeave={() => setHover(false)}
      onFocus={() => setHover(true)}
      onBlur={() => setHover(false)}
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
