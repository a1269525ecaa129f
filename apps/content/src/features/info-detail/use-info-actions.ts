import { toggleCollectInfo, toggleInfoDigg } from '@portal/api/calls/info';
import type { InfoDetail } from '@portal/api/contract/info';
import type { DetailEngagement } from '../../components/detail/engagement-toolbars';
import { useOptimisticToggle } from '../../components/detail/use-optimistic-toggle';

/** Like and collect of one news item, optimistic like the article page's (spec 4). */
export function useInfoActions(info: InfoDetail): DetailEngagement {
  const [like, onLike] = useOptimisticToggle({ on: info.diggStatus === 'T', count: info.showDiggs }, () =>
    toggleInfoDigg(info.infoId).then((r) => ({ on: r.diggStatus === 'T', count: r.diggs })),
  );
  const [collect, onCollect] = useOptimisticToggle({ on: info.isCollect, count: info.favorites }, () =>
    toggleCollectInfo(info.infoId).then((r) => ({ on: r.collected, count: r.favorites })),
  );
  return { like, collect, onLike, onCollect };
}
