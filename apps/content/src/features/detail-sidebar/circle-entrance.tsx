import type { JumpItem } from '@portal/api/contract/jump';
import type { CommunityEntry } from '@portal/api/contract/sidebar';
import { sidebarCommunityQuery } from '@portal/api/queries/content';
import { ContentLink } from '@portal/shared-ui/host';
import { SideCard } from '@portal/shared-ui/side-card';
import { messages } from '../../messages';
import type { SidebarContentProps } from './sidebar-props';
import { listOf, useSidebarList } from './use-sidebar-list';

const t = messages.detailSidebar;

export const circleJump = (circle: Pick<CommunityEntry, 'id'>): JumpItem => ({
  type: 'community_circle',
  id: circle.id,
});
export const topicJump = (topic: Pick<CommunityEntry, 'id'>): JumpItem => ({
  type: 'community_qa',
  id: topic.id,
});

/** about the bodies of three circles and three topics (px) */
const LOADING_HEIGHT = { circles: 168, topics: 192 } as const;

/**
 * Circle entrance (spec 2): the circles (communityType C) and topics (T) of the item's
 * subspecialties, each opening by the jump rule. A list that is empty or fails is left out;
 * nothing at all when both are.
 */
export function CircleEntrance({ contentId, contentType }: SidebarContentProps) {
  const content = { id: contentId, type: contentType };
  const circles = useSidebarList(sidebarCommunityQuery(content, 'C'));
  const topics = useSidebarList(sidebarCommunityQuery(content, 'T'));

  // first in the column and in the first screen: while loading it keeps the room the two cards
  // usually take, so the cards below do not move when they arrive
  if (circles.status === 'loading' || topics.status === 'loading')
    return (
      <>
        <SideCard
          density="regular"
          title={t.circles}
          loading
          loadingLabel={t.loading(t.circles)}
          loadingHeight={LOADING_HEIGHT.circles}
        />
        <SideCard
          density="regular"
          title={t.topics}
          loading
          loadingLabel={t.loading(t.topics)}
          loadingHeight={LOADING_HEIGHT.topics}
        />
      </>
    );
  const circleList = listOf(circles);
  const topicList = listOf(topics);
  if (circleList.length === 0 && topicList.length === 0) return null;

  return (
    <>
      {circleList.length > 0 ? (
        <SideCard density="regular" title={t.circles}>
          <ul className="space-y-3">
            {circleList.map((circle) => (
              <li key={circle.id}>
                <ContentLink
                  item={circleJump(circle)}
                  className="group flex items-center gap-3 no-underline"
                  title={circle.title}
                >
                  <span className="block h-12 w-12 shrink-0 overflow-hidden rounded-md bg-surface">
                    {circle.thumbnail || circle.image ? (
                      <img
                        src={circle.thumbnail || circle.image}
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                        decoding="async"
                        className="h-full w-full object-cover"
                      />
                    ) : null}
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate text-sm font-medium text-ink group-hover:text-brand">
                      {circle.title}
                    </span>
                    <span className="mt-1 text-xs text-ink-mute">
                      {t.circleStats(circle.contents, circle.views)}
                    </span>
                  </span>
                </ContentLink>
              </li>
            ))}
          </ul>
        </SideCard>
      ) : null}
      {topicList.length > 0 ? (
        <SideCard density="regular" title={t.topics}>
          <ul className="space-y-3">
            {topicList.map((topic) => (
              <li key={topic.id}>
                <ContentLink item={topicJump(topic)} className="group block no-underline" title={topic.title}>
                  <span className="block truncate text-sm font-medium text-ink group-hover:text-brand">
                    #{topic.title}#
                  </span>
                  {topic.description ? (
                    <span className="mt-1 line-clamp-2 text-xs text-ink-mute">{topic.description}</span>
                  ) : null}
                </ContentLink>
              </li>
            ))}
          </ul>
        </SideCard>
      ) : null}
    </>
  );
}
