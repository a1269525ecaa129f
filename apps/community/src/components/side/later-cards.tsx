import { ActivitiesCard } from './activities-card';
import { CirclesCard } from './circles-card';
import { ContributorsCard } from './contributors-card';
import { HotSearchesCard } from './hot-searches-card';

/**
 * The side column's cards below the fold: running activities, contributors, hot searches and the circles. One
 * chunk, loaded in the page's first idle period, so their code and three requests wait until the
 * feed has painted.
 */
export default function LaterCards({ topicId, viewerId }: { topicId?: number; viewerId: number | null }) {
  return (
    <>
      <ActivitiesCard viewerId={viewerId} />
      <ContributorsCard topicId={topicId} />
      <HotSearchesCard />
      <CirclesCard viewerId={viewerId} />
    </>
  );
}
