import type { JumpItem } from '@portal/api/contract/jump';
import type { SidebarActivity } from '@portal/api/contract/sidebar';
import { subscribeActivityWrite } from '@portal/api/mutations/sidebar';
import { sidebarActivitiesQuery } from '@portal/api/queries/content';
import { useSessionUser } from '@portal/session/hooks';
import { useFollow } from '@portal/session/use-follow';
import { ContentLink } from '@portal/shared-ui/host';
import { SideCard } from '@portal/shared-ui/side-card';
import { messages } from '../../messages';
import type { SidebarContentProps } from './sidebar-props';
import { listOf, useSidebarList } from './use-sidebar-list';

const t = messages.detailSidebar;

export const activityJump = (activity: Pick<SidebarActivity, 'id'>): JumpItem => ({
  type: 'community_activity',
  id: activity.id,
});

/**
 * Activity entrance: community activities of the item's subspecialties (ongoing first, at most
 * 3), each opening by the jump rule, with a subscribe button. The subscribe flags are the session
 * user's, so signing in or out loads the list again. Nothing at all when empty or failed.
 */
export function ActivityEntrance({ contentId, contentType }: SidebarContentProps) {
  const myId = useSessionUser()?.id ?? 0;
  const activities = useSidebarList(sidebarActivitiesQuery({ id: contentId, type: contentType }, myId));

  if (activities.status === 'loading')
    return <SideCard density="regular" title={t.activities} loading loadingLabel={t.loading(t.activities)} />;
  const list = listOf(activities);
  if (list.length === 0) return null;

  return (
    <SideCard density="regular" title={t.activities}>
      <ul className="space-y-3">
        {list.map((activity) => (
          <ActivityRow key={`${myId}-${activity.id}`} activity={activity} />
        ))}
      </ul>
    </SideCard>
  );
}

function ActivityRow({ activity }: { activity: SidebarActivity }) {
  // flips at once; the server's answer is the truth, a failure puts it back
  const follow = useFollow({
    write: subscribeActivityWrite,
    input: { activityId: activity.id },
    on: activity.subscribeStatus === 'T',
    optimistic: true,
    failedText: t.subscribeFailed,
    successText: (on) => (on ? t.subscribeSucceeded : null),
  });
  const subscribed = follow.on;

  return (
    <li className="flex items-center gap-3">
      <ContentLink
        item={activityJump(activity)}
        className="group flex min-w-0 flex-1 items-center gap-3 no-underline"
        title={activity.name}
      >
        <span className="block h-12 w-20 shrink-0 overflow-hidden rounded-md bg-surface">
          {activity.cover || activity.shareImage ? (
            <img
              src={activity.cover || activity.shareImage}
              alt=""
              width={80}
              height={48}
              loading="lazy"
              decoding="async"
              className="h-full w-full object-cover"
            />
          ) : null}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="line-clamp-2 text-sm font-medium text-ink group-hover:text-brand">
            {activity.name}
          </span>
          <span className="mt-1 text-xs text-ink-mute">
            {t.activityStats(activity.views, activity.contents)}
          </span>
        </span>
      </ContentLink>
      <button
        type="button"
        aria-pressed={subscribed}
        aria-label={t.subscribeLabel(activity.name)}
        onClick={follow.toggle}
        className={
          subscribed
            ? 'min-w-[56px] shrink-0 rounded-full border border-line px-3 py-0.5 text-xs text-ink-mute hover:border-brand hover:text-brand'
            : 'min-w-[56px] shrink-0 rounded-full bg-brand px-3 py-0.5 text-xs text-white hover:opacity-90'
        }
      >
        {subscribed ? t.subscribed : t.subscribe}
      </button>
    </li>
  );
}
