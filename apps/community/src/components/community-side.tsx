import { circlesQuery, hotTopicsQuery } from '@portal/api/queries/community';
import { useQuery } from '@portal/query';
import { useSessionUser } from '@portal/session/hooks';
import { SideCard } from '@portal/shared-ui/side-card';
import { messages } from '../messages';
import { communityLinks } from './community-links';
import { FollowButton } from './follow-button';
import { ActivitiesCard } from './side/activities-card';
import { ContributorsCard } from './side/contributors-card';
import { HotSearchesCard } from './side/hot-searches-card';
import { MyFollowsCard } from './side/my-follows-card';

/**
 * The community's side column: the reader's follows, hot topics, contributors (of `topicId` on a
 * topic's page), hot searches and the circles.
 */
export function CommunitySide({ topicId }: { topicId?: number } = {}) {
  const user = useSessionUser();
  const topics = useQuery(hotTopicsQuery(user?.id ?? null));
  const circles = useQuery(circlesQuery(user?.id ?? null));
  return (
    <div className="space-y-4">
      {user ? <MyFollowsCard viewerId={user.id} /> : null}
      <SideCard
        title={messages.home.hotTopics}
        loading={topics.isPending}
        loadingLabel={messages.common.loading}
        loadingHeight={360}
      >
        <ul className="space-y-3">
          {(topics.data?.list ?? []).map((topic) => (
            <li key={topic.id} className="flex items-center gap-3">
              <a href={communityLinks.topic(topic.id)} className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-ink hover:text-brand">
                  #{topic.title}
                </span>
                <span className="block text-xs text-ink-mute">
                  {messages.topic.questions(topic.questions)} · {messages.follow.followers(topic.followers)}
                </span>
              </a>
              <FollowButton
                key={`${topic.id}-${topic.isFollow}`}
                type="T"
                contentId={topic.id}
                followed={topic.isFollow}
                label={topic.title}
              />
            </li>
          ))}
        </ul>
      </SideCard>
      <ActivitiesCard viewerId={user?.id ?? null} />
      <ContributorsCard topicId={topicId} />
      <HotSearchesCard />
      <SideCard
        title={messages.home.circles}
        loading={circles.isPending}
        loadingLabel={messages.common.loading}
        loadingHeight={300}
      >
        <ul className="space-y-3">
          {(circles.data?.list ?? []).map((circle) => (
            <li key={circle.id} className="flex items-center gap-3">
              <img
                src={circle.image}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                className="h-10 w-10 shrink-0 rounded object-cover"
              />
              <a href={communityLinks.circle(circle.id)} className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-ink hover:text-brand">
                  {circle.title}
                </span>
                <span className="block text-xs text-ink-mute">
                  {messages.circle.contents(circle.contents)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </SideCard>
    </div>
  );
}
