import { followListQuery } from '@portal/api/queries/community-side';
import { COMMUNITY_LIMITS } from '@portal/api/rules/community';
import { useQuery } from '@portal/query';
import { SideCard } from '@portal/shared-ui/side-card';
import { messages } from '../../messages';
import { communityLinks } from '../community-links';

const t = messages.home;

/** 我的关注: the reader's followed topics and circles, for a signed-in reader only. */
export function MyFollowsCard({ viewerId }: { viewerId: number }) {
  const follows = useQuery(followListQuery(viewerId, COMMUNITY_LIMITS.followList));
  const topics = follows.data?.topics ?? [];
  const circles = follows.data?.circles ?? [];
  return (
    <SideCard title={t.myFollows} loading={follows.isPending} loadingLabel={messages.common.loading}>
      {topics.length + circles.length === 0 ? (
        <p className="text-sm text-ink-mute">{t.noFollows}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {topics.map((topic) => (
            <li key={`T${topic.id}`}>
              <a
                href={communityLinks.topic(topic.id)}
                className="block rounded-full bg-brand-50 px-3 py-3 text-sm text-brand hover:underline md:py-1"
              >
                #{topic.title}
              </a>
            </li>
          ))}
          {circles.map((circle) => (
            <li key={`C${circle.id}`}>
              <a
                href={communityLinks.circle(circle.id)}
                className="block rounded-full bg-surface px-3 py-3 text-sm text-ink hover:text-brand md:py-1"
              >
                {circle.title}
              </a>
            </li>
          ))}
        </ul>
      )}
    </SideCard>
  );
}
