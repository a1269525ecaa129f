import { type CallOptions, postResult } from '@portal/api/client';
import { departmentPaths } from '@portal/api/paths/department';
import type { DepartmentFollowResult } from '../contract/department';

/** Subscribes the session user to a department, or unsubscribes when already subscribed. */
export const toggleDepartmentSubscription = (departmentId: number, options?: CallOptions) =>
  postResult<DepartmentFollowResult>(departmentPaths.follow, { departmentId }, options);
