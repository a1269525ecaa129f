import { beijingDate } from '@portal/api/beijing-time';
import { activitiesQuery } from '@portal/api/queries/community-activities';
import { useQuery } from '@portal/query';
import { SideCard } from '@portal/shared-ui/side-card';
import { messages } from '../../messages';
import { communityLinks } from '../community-links';

const t = messages.activity;
const SHOWN = 4;

/** 进行中的活动: running activities, ending soonest first; nothing when none runs. */
export function ActivitiesCard({ viewerId }: { viewerId: number | null }) {
  const running = useQuery(activitiesQuery('ongoing', SHOWN, viewerId));
  const list = running.data?.list ?? [];
  if (!running.isPending && list.length === 0) return null;
  return (
    <SideCard
      title={t.ongoing}
      loading={running.isPending}
      loadingLabel={messages.common.loading}
      loadingHeight={SHOWN * 56}
    >
      <ul className="space-y-3">
        {list.map((activity) => (
          <li key={activity.id}>
            <a href={communityLinks.activity(activity.id)} className="group flex items-center gap-3">
              <img
                src={activity.cover}
                alt=""
                width={80}
                height={45}
                loading="lazy"
                className="h-[45px] w-20 shrink-0 rounded object-cover"
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm text-ink group-hover:text-brand">
                  {activity.name}
                </span>
                <span className="block text-xs text-ink-mute">
                  {t.contents(activity.contents)} · {t.endsOn(beijingDate(activity.endTime))}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </SideCard>
  );
}
