import type { PayloadOf } from '@portal/api/endpoint';
import type { weekliesColumnsEndpoints } from '@portal/api/endpoints/weeklies-columns';
import { writeOptions } from '@portal/api/mutation';
import { followUserWrite } from '@portal/api/mutations/engagement';
import { contentKeys } from '@portal/api/queries/content';
import { hashKey, type QueryKey } from '@portal/query';
import type { FollowAnswer } from '../mutation';

type CollectorsPage = PayloadOf<typeof weekliesColumnsEndpoints.collectors>;

/**
 * Follow a collector on an article's honor card: the answer goes into the page of collectors on
 * screen (`entry`), so 换一批 back shows it from the cache, and every other collectors page (other
 * pages, other articles' cards) is read anew, as it may show this user too.
 */
export const followCollectorWrite = writeOptions({
  write: ({ userId }: { userId: number; entry: QueryKey }): Promise<FollowAnswer> =>
    followUserWrite.write({ userId }),
  settle: (client, answer, { userId, entry }) =>
    client.setQueryData<CollectorsPage>(entry, (page) =>
      page
        ? { ...page, list: page.list.map((c) => (c.userId === userId ? { ...c, isFollow: answer.on } : c)) }
        : page,
    ),
  invalidates: (input) => {
    const shown = hashKey(input.entry);
    return [{ queryKey: contentKeys.resource('collectors'), predicate: (q) => q.queryHash !== shown }];
  },
});
