import { circlesQuery } from '@portal/api/queries/community';
import { useQuery } from '@portal/query';
import { SideCard } from '@portal/shared-ui/side-card';
import { messages } from '../../messages';
import { communityLinks } from '../community-links';

/** 圈子: every circle, a branch of neurosurgery each, with how much it holds. */
export function CirclesCard({ viewerId }: { viewerId: number | null }) {
  const circles = useQuery(circlesQuery(viewerId));
  return (
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
              <span className="block text-xs text-ink-mute">{messages.circle.contents(circle.contents)}</span>
            </a>
          </li>
        ))}
      </ul>
    </SideCard>
  );
}
