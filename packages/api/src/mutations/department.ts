import { call } from '@portal/api/call';
import { departmentEndpoints as e } from '@portal/api/endpoints/department';
import { type FollowAnswer, writeOptions } from '@portal/api/mutation';

/** Subscribe to a department (spec 7: department follow). */
export const followDepartmentWrite = writeOptions({
  write: ({ departmentId }: { departmentId: number }): Promise<FollowAnswer> =>
    call(e.follow, { departmentId }).then((r) => ({ on: r.isSubscribe, count: r.subscribers })),
});
