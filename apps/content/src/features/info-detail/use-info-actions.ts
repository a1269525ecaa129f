import { call } from '@portal/api/call';
import type { InfoDetail } from '@portal/api/contract/info';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { infoEndpoints } from '@portal/api/endpoints/info';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import type { DetailEngagement } from '../../components/detail/engagement-toolbars';
import { useOptimisticToggle } from '../../components/detail/use-optimistic-toggle';

/** Like and collect of one news item, optimistic like the article page's (spec 4). */
export function useInfoActions(info: InfoDetail): DetailEngagement {
  const [like, onLike] = useOptimisticToggle({ on: info.diggStatus === 'T', count: info.showDiggs }, () =>
    call(infoEndpoints.digg, { articleId: info.infoId }).then((r) => ({
      on: r.diggStatus === 'T',
      count: r.diggs,
    })),
  );
  const [collect, onCollect] = useOptimisticToggle({ on: info.isCollect, count: info.favorites }, () =>
    call(engagementEndpoints.collect, { contentId: info.infoId, type: COLLECT_TYPES.info }).then((r) => ({
      on: r.collected,
      count: r.favorites,
    })),
  );
  return { like, collect, onLike, onCollect };
}
