import { call } from '@portal/api/call';
import { communityEndpoints as e } from '@portal/api/endpoints/community';
import { type FollowAnswer, writeOptions } from '../mutation';
import { communityKeys } from '../queries/community';
import type { FollowType } from '../rules/community';

/** Follow a topic (T), circle (C) or question (Q); every community page showing the mark reads it anew. */
export const followContentWrite = writeOptions({
  write: (input: { contentId: number; type: FollowType }): Promise<FollowAnswer> =>
    call(e.follow, input).then((r) => ({ on: r.followStatus === 'T', count: r.followers })),
  invalidates: () => [communityKeys.all],
});
