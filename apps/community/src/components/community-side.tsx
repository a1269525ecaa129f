import { hotTopicsQuery } from '@portal/api/queries/community';
import { useQuery } from '@portal/query';
import { useSessionUser } from '@portal/session/hooks';
import { SideCard } from '@portal/shared-ui/side-card';
import { WhenIdle } from '@portal/shared-ui/when-idle';
import { lazy, Suspense } from 'react';
import { messages } from '../messages';
import { communityLinks } from './community-links';
import { FollowButton } from './follow-button';
import { MyFollowsCard } from './side/my-follows-card';

// below the fold: loaded in the first idle period, after the feed has painted
const LaterCards = lazy(() => import('./side/later-cards'));

/**
 * The community's side column: the reader's follows and hot topics; then, once the page is idle,
 * running activities, contributors (of `topicId` on a topic's page), hot searches and the circles.
 */
export function CommunitySide({ topicId }: { topicId?: number } = {}) {
  const user = useSessionUser();
  const topics = useQuery(hotTopicsQuery(user?.id ?? null));
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
      <WhenIdle>
        <Suspense fallback={null}>
          <LaterCards topicId={topicId} viewerId={user?.id ?? null} />
        </Suspense>
      </WhenIdle>
    </div>
  );
}
