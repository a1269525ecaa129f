import type { SearchUser } from '@portal/api/contract/search';
import { followUserWrite } from '@portal/api/mutations/engagement';
import { expertsQuery } from '@portal/api/queries/search';
import { SEARCH_LIMITS } from '@portal/api/rules/search';
import { useSessionUser } from '@portal/session/hooks';
import { useFollow } from '@portal/session/use-follow';
import { Avatar } from '@portal/shared-ui/avatar';
import { useHost } from '@portal/shared-ui/host';
import { SideCard } from '@portal/shared-ui/side-card';
import { messages } from '../../messages';
import { sideCardLoading, useSideList } from './use-side-list';

const t = messages.sideCards;

/**
 * A famous expert with a follow button that flips at once and goes back if the server refuses
 * (unlike the result card, a side card must feel instant). Login first; no button on oneself.
 */
export function ExpertRow({ expert }: { expert: SearchUser }) {
  const me = useSessionUser();
  const host = useHost();
  const follow = useFollow({
    write: followUserWrite,
    input: { userId: expert.id },
    on: expert.isFollow,
    count: expert.fans,
    optimistic: true,
    gate: host.requireLogin,
    failedText: t.followFailed,
    // the side card says only its own text, never the server's
    serverMessage: false,
  });
  const following = follow.on;

  return (
    <li className="flex items-center gap-3">
      <Avatar src={expert.avatarAddress} name={expert.realName} size={44} />
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline gap-1.5">
          <span className="truncate text-sm font-semibold text-ink">{expert.realName}</span>
          {expert.title ? <span className="shrink-0 text-xs text-ink-soft">{expert.title}</span> : null}
        </p>
        <p className="truncate text-xs text-ink-soft">{expert.company}</p>
        <p className="text-xs text-ink-mute">{t.fans(follow.count ?? 0)}</p>
      </div>
      {me?.id === expert.id ? null : (
        <button
          type="button"
          aria-label={t.followLabel(expert.realName)}
          aria-pressed={following}
          onClick={follow.toggle}
          {...follow.hoverProps}
          className={`h-7 w-16 shrink-0 rounded-full text-xs ${
            following ? 'bg-surface text-ink-soft ring-1 ring-line' : 'bg-brand text-white hover:opacity-90'
          }`}
        >
          {following ? (follow.hover ? t.unfollow : t.followed) : t.follow}
        </button>
      )}
    </li>
  );
}

/** 名医专家 (spec 2 side card, 4 experts). */
export function ExpertsCard() {
  const state = useSideList(expertsQuery(SEARCH_LIMITS.experts), SEARCH_LIMITS.experts);
  if (state.status === 'hidden') return null;
  return (
    <SideCard title={t.experts} {...sideCardLoading(state, 256)}>
      {state.status === 'ready' ? (
        <ul className="space-y-4">
          {state.list.map((expert) => (
            <ExpertRow key={expert.id} expert={expert} />
          ))}
        </ul>
      ) : null}
    </SideCard>
  );
}
