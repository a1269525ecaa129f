import { call } from '@portal/api/call';
import type { SearchUser } from '@portal/api/contract/search';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { useSessionUser } from '@portal/session/hooks';
import { requireLogin } from '@portal/session/require-login';
import { Avatar } from '@portal/shared-ui/avatar';
import { useHost } from '@portal/shared-ui/host';
import { useState } from 'react';
import { Highlight } from '../../components/highlight';
import { messages } from '../../messages';

const t = messages.cards;

/**
 * A doctor: avatar, name, hospital, department, fans and a follow button (login first; hidden on
 * oneself). The state flips with the server's answer, not before.
 */
export function UserResult({ user, words }: { user: SearchUser; words: readonly string[] }) {
  const me = useSessionUser();
  const host = useHost();
  const [follow, setFollow] = useState({ isFollow: user.isFollow, fans: user.fans });
  const [busy, setBusy] = useState(false);
  const [hover, setHover] = useState(false);
  const following = me ? follow.isFollow : false;

  const onFollow = () => {
    if (busy || !requireLogin()) return;
    setBusy(true);
    call(engagementEndpoints.followUser, { userId: user.id })
      .then((result) => setFollow({ isFollow: result.followStatus === 'T', fans: result.fans }))
      .catch(() => host.toast(t.followFailed))
      .finally(() => setBusy(false));
  };

  return (
    <li className="flex items-center gap-4 border-b border-line py-4 last:border-b-0">
      <Avatar src={user.avatarAddress} name={user.realName} size={56} />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2">
          <span className="shrink-0 rounded bg-brand-50 px-1.5 py-0.5 text-xs leading-none text-brand">
            {t.types.user}
          </span>
          <span data-testid="result-title" className="truncate text-base font-semibold text-ink">
            <Highlight text={user.realName} words={words} />
          </span>
          {user.title ? <span className="text-sm text-ink-soft">{user.title}</span> : null}
        </p>
        <p className="mt-1 truncate text-sm text-ink-soft">
          {[user.company, user.department].filter(Boolean).join(' · ')}
        </p>
        <p className="mt-1 text-xs text-ink-mute">{t.fans(follow.fans)}</p>
      </div>
      {me?.id === user.id ? null : (
        <button
          type="button"
          aria-label={t.followLabel(user.realName)}
          aria-pressed={following}
          disabled={busy}
          onClick={onFollow}
          onMouseEnter={() => setHover(true)}
          onMouseLeave={() => setHover(false)}
          className={`h-8 w-20 shrink-0 rounded-full text-sm ${
            following ? 'bg-surface text-ink-soft ring-1 ring-line' : 'bg-brand text-white hover:opacity-90'
          }`}
        >
          {following ? (hover ? t.unfollow : t.followed) : t.follow}
        </button>
      )}
    </li>
  );
}
