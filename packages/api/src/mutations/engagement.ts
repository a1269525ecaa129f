import { call } from '@portal/api/call';
import { engagementEndpoints as e } from '@portal/api/endpoints/engagement';
import { type FollowAnswer, writeOptions } from '../mutation';

/** Follow or unfollow a user (spec 7: followUser, answered with followStatus and the fans now). */
export const followUserWrite = writeOptions({
  write: ({ userId }: { userId: number }): Promise<FollowAnswer> =>
    call(e.followUser, { userId }).then((r) => ({ on: r.followStatus === 'T', count: r.fans })),
});
