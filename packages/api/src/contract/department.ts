import { Id, IgnoredUserId, okResult } from '@portal/api/contract/envelope';
import { type Static, Type } from 'typebox';

/** Department follow (spec 7: userId, departmentId); the user is the session's. */
export const DepartmentFollowBody = Type.Object({
  departmentId: Id(),
  /** accepted as the spec lists it; the server never acts on it */
  userId: IgnoredUserId(),
});
export type DepartmentFollowBody = Static<typeof DepartmentFollowBody>;

export const DepartmentFollowResult = Type.Object({
  isSubscribe: Type.Boolean(),
  subscribers: Type.Integer(),
});
export type DepartmentFollowResult = Static<typeof DepartmentFollowResult>;
export const DepartmentFollowResponse = okResult(DepartmentFollowResult);
export type DepartmentFollowResponse = Static<typeof DepartmentFollowResponse>;
