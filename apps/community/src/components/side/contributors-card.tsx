import { contributorsQuery } from '@portal/api/queries/community-side';
import { COMMUNITY_LIMITS } from '@portal/api/rules/community';
import { useQuery } from '@portal/query';
import { Avatar } from '@portal/shared-ui/avatar';
import { SideCard } from '@portal/shared-ui/side-card';
import { messages } from '../../messages';
import { communityLinks } from '../community-links';

const t = messages.home;

/** 贡献者: the doctors whose answers are most liked and featured, overall or on one topic. */
export function ContributorsCard({ topicId }: { topicId?: number }) {
  const ranking = useQuery(contributorsQuery(topicId, COMMUNITY_LIMITS.contributors));
  const list = ranking.data?.list ?? [];
  if (!ranking.isPending && list.length === 0) return null;
  return (
    <SideCard
      title={topicId ? t.topicContributors : t.contributors}
      loading={ranking.isPending}
      loadingLabel={messages.common.loading}
      loadingHeight={COMMUNITY_LIMITS.contributors * 52}
    >
      <ol className="space-y-3">
        {list.map((person, i) => (
          <li key={person.id} className="flex items-center gap-3">
            <span
              className={`w-4 shrink-0 text-center text-sm font-semibold ${i < 3 ? 'text-brand' : 'text-ink-mute'}`}
            >
              {i + 1}
            </span>
            <Avatar src={person.avatarAddress} name={person.realName} size={36} decorative />
            <div className="min-w-0 flex-1">
              <a
                href={communityLinks.profile(person.id)}
                className="block truncate text-sm font-medium text-ink hover:text-brand"
              >
                {person.realName}
                {person.title ? (
                  <span className="ml-1 text-xs font-normal text-ink-mute">{person.title}</span>
                ) : null}
              </a>
              <span className="block truncate text-xs text-ink-mute">
                {person.company ? `${person.company} · ` : ''}
                {t.contributorStats(person.diggs, person.answers)}
              </span>
            </div>
          </li>
        ))}
      </ol>
    </SideCard>
  );
}
