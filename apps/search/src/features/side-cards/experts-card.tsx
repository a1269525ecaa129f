import { call } from '@portal/api/call';
import type { SearchUser } from '@portal/api/contract/search';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { expertsQuery } from '@portal/api/queries/search';
import { SEARCH_LIMITS } from '@portal/api/rules/search';
import { useSessionUser } from '@portal/session/hooks';
import { Avatar } from '@portal/shared-ui/avatar';
import { useHost } from '@portal/shared-ui/host';
import { SideCard } from '@portal/shared-ui/side-card';
import { useRef, useState } from 'react';
import { messages } from '../../messages';
import { sideCardLoading, useSideList } from './use-side-list';

const t = messages.sideCards;

type FollowState = { isFollow: boolean; fans: number };

const flipped = ({ isFollow, fans }: FollowState): FollowState => ({
  isFollow: !isFollow,
  fans: Math.max(0, fans + (isFollow ? -1 : 1)),
});

/**
 * A famous expert with a follow button that flips at once and goes back if the server refuses
 * (unlike the result card, a side card must feel instant). Login first; no button on oneself.
 */
export function ExpertRow({ expert }: { expert: SearchUser }) {
  const me = useSessionUser();
  const host = useHost();
  const [follow, setFollow] = useState<FollowState>({ isFollow: expert.isFollow, fans: expert.fans });
  const [hover, setHover] = useState(false);
  // a ref, not state: a second click in the same tick must already see the call in flight
  const busy = useRef(false);
  const following = me ? follow.isFollow : false;

  const onFollow = () => {
    if (busy.current || !host.requireLogin()) return;
    busy.current = true;
    const before = follow;
    setFollow(flipped(before));
    call(engagementEndpoints.followUser, { userId: expert.id })
      .then((result) => setFollow({ isFollow: result.followStatus === 'T', fans: result.fans }))
      .catch(() => {
        setFollow(before);
        host.toast(t.followFailed);
      })
      .finally(() => {
        busy.current = false;
      });
  };

  return (
    <li className="flex items-center gap-3">
      <Avatar src={expert.avatarAddress} name={expert.realName} size={44} />
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline gap-1.5">
          <span className="truncate text-sm font-semibold text-ink">{expert.realName}</span>
          {expert.title ? <span className="shrink-0 text-xs text-ink-soft">{expert.title}</span> : null}
        </p>
        <p className="truncate text-xs text-ink-soft">{expert.company}</p>
        <p className="text-xs text-ink-mute">{t.fans(follow.fans)}</p>
      </div>
      {me?.id === expert.id ? null : (
        <button
          type="button"
          aria-label={t.followLabel(expert.realName)}
          aria-pressed={following}
          onClick={onFollow}
          onMouseEnter={() => setHover(true)}
          onMouseLeave={() => setHover(false)}
          className={`h-7 w-16 shrink-0 rounded-full text-xs ${
            following ? 'bg-surface text-ink-soft ring-1 ring-line' : 'bg-brand text-white hover:opacity-90'
          }`}
        >
          {following ? (hover ? t.unfollow : t.followed) : t.follow}
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
