import type { SearchUser } from '@portal/api/contract/search';
import { followUserWrite } from '@portal/api/mutations/engagement';
import { useSessionUser } from '@portal/session/hooks';
import { useFollow } from '@portal/session/use-follow';
import { Avatar } from '@portal/shared-ui/avatar';
import { Highlight } from '../../components/highlight';
import { messages } from '../../messages';

const t = messages.cards;

/**
 * A doctor: avatar, name, hospital, department, fans and a follow button (login first; hidden on
 * oneself). The state flips with the server's answer, not before (`useFollow`).
 */
export function UserResult({ user, words }: { user: SearchUser; words: readonly string[] }) {
  const me = useSessionUser();
  const follow = useFollow({
    write: followUserWrite,
    input: { userId: user.id },
    on: user.isFollow,
    count: user.fans,
    failedText: t.followFailed,
  });
  const following = follow.on;

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
        <p className="mt-1 text-xs text-ink-mute">{t.fans(follow.count ?? 0)}</p>
      </div>
      {me?.id === user.id ? null : (
        <button
          type="button"
          aria-label={t.followLabel(user.realName)}
          aria-pressed={following}
          disabled={follow.busy}
          onClick={follow.toggle}
          {...follow.hoverProps}
          className={`h-8 w-20 shrink-0 rounded-full text-sm ${
            following ? 'bg-surface text-ink-soft ring-1 ring-line' : 'bg-brand text-white hover:opacity-90'
          }`}
        >
          {following ? (follow.hover ? t.unfollow : t.followed) : t.follow}
        </button>
      )}
    </li>
  );
}
