import type { InfoDetail } from '@portal/api/contract/info';
import { collectWrite } from '@portal/api/mutations/engagement';
import { infoDiggWrite } from '@portal/api/mutations/info';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import type { DetailEngagement } from '../../components/detail/engagement-toolbars';
import { useOptimisticToggle } from '../../components/detail/use-optimistic-toggle';

/** Like and collect of one news item, optimistic like the article page's (spec 4). */
export function useInfoActions(info: InfoDetail): DetailEngagement {
  const [like, onLike] = useOptimisticToggle(
    { on: info.diggStatus === 'T', count: info.showDiggs },
    infoDiggWrite,
    {
      articleId: info.infoId,
    },
  );
  const [collect, onCollect] = useOptimisticToggle(
    { on: info.isCollect, count: info.favorites },
    collectWrite,
    {
      contentId: info.infoId,
      type: COLLECT_TYPES.info,
    },
  );
  return { like, collect, onLike, onCollect };
}
