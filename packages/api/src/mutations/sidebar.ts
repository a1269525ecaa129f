import { call } from '@portal/api/call';
import { sidebarEndpoints as e } from '@portal/api/endpoints/sidebar';
import { type FollowAnswer, writeOptions } from '@portal/api/mutation';

/**
 * Subscribe to a community activity (spec 4: an activity's follow toggles subscribed), from the
 * community's pages or an article's side column. The community's pages show the mark: they read it
 * anew (`communityKeys.all`, written out so an article page need not load the community's queries).
 */
export const subscribeActivityWrite = writeOptions({
  write: ({ activityId }: { activityId: number }): Promise<FollowAnswer> =>
    call(e.subscribeActivity, { activityId }).then((r) => ({
      on: r.subscribeStatus === 'T',
      count: r.subscribers,
    })),
  invalidates: () => [['community']],
});
