import { call } from '@portal/api/call';
import type { DepartmentDetail } from '@portal/api/contract/department';
import { departmentEndpoints as e } from '@portal/api/endpoints/department';
import { type FollowAnswer, writeOptions } from '@portal/api/mutation';
import { departmentKeys } from '@portal/api/queries/department';
import type { FeedbackType } from '@portal/api/rules/department';

/** Subscribe to a department (spec 7: department follow). */
export const followDepartmentWrite = writeOptions({
  write: ({ departmentId }: { departmentId: number }): Promise<FollowAnswer> =>
    call(e.follow, { departmentId }).then((r) => ({ on: r.isSubscribe, count: r.subscribers })),
});

/** Collect a department (it shows in the profile's 收藏). */
export const collectDepartmentWrite = writeOptions({
  write: ({ departmentId }: { departmentId: number }): Promise<FollowAnswer> =>
    call(e.collect, { departmentId }).then((r) => ({ on: r.isCollect })),
});

/** spec 7 feedback: the text as typed (the server trims it and keeps it as plain text) */
export const departmentFeedbackWrite = writeOptions({
  write: (input: { departmentId: number; type: FeedbackType; text: string }) => call(e.feedback, input),
  invalidates: ({ departmentId }) => [departmentKeys.of('feedback', { departmentId })],
});

/**
 * Identity audit: the session user applies to join. The answer is their application, written into
 * the page's header at once (reading the header anew would count another view).
 */
export const applyToDepartmentWrite = writeOptions({
  write: (input: { departmentId: number; remark?: string }) => call(e.apply, input),
  settle: (client, application, { departmentId }) => {
    client.setQueriesData<DepartmentDetail>(
      { queryKey: departmentKeys.of('detail', { departmentId }) },
      (detail) => (detail ? { ...detail, application } : detail),
    );
  },
});

/** Identity audit: an administrator approves or rejects (with a reason) an application. */
export const auditApplicationWrite = writeOptions({
  write: (input: {
    departmentId: number;
    applicationId: number;
    decision: 'approve' | 'reject';
    reason?: string;
  }) =>
    call(e.audit, {
      applicationId: input.applicationId,
      decision: input.decision,
      ...(input.reason === undefined ? {} : { reason: input.reason }),
    }),
  invalidates: ({ departmentId }) => [
    departmentKeys.of('applications', { departmentId }),
    departmentKeys.of('members', { departmentId }),
    departmentKeys.of('detail', { departmentId }),
  ],
});

/** 移出科室: an administrator removes a member; the list, the count and the page are read anew */
export const removeMemberWrite = writeOptions({
  write: (input: { departmentId: number; memberId: number }) => call(e.removeMember, input),
  invalidates: ({ departmentId }) => [
    departmentKeys.of('members', { departmentId }),
    departmentKeys.of('detail', { departmentId }),
  ],
});
