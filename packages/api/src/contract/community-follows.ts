import { Circle, Topic } from '@portal/api/contract/community';
import { IgnoredUserId, okResult } from '@portal/api/contract/envelope';
import { type Static, Type } from 'typebox';

/** The session user's followed topics and circles (the community home's "我的关注"); theirs only. */
export const FollowListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  userId: IgnoredUserId(),
});
export type FollowListQuery = Static<typeof FollowListQuery>;
export const FollowList = Type.Object({
  topics: Type.Array(Topic),
  circles: Type.Array(Circle),
});
export type FollowList = Static<typeof FollowList>;
export const FollowListResponse = okResult(FollowList);
