import { call } from '@portal/api/call';
import { departmentEndpoints as e } from '@portal/api/endpoints/department';
import { firstQuery, queryFromFirst } from '@portal/api/first-data';
import { DEPARTMENT_LIMITS } from '@portal/api/rules/department';
import { infiniteQueryOptions, queryOptions } from '@portal/query';

/**
 * Query options of a department's page (/department/detail). Keys are `['department', resource,
 * params]` and carry who reads (`viewerId`, not sent) where the answer holds the reader's own marks
 * or rights (subscription, collection, membership, application, administration).
 */
export const departmentKeys = {
  all: ['department'] as const,
  of: <P extends object>(resource: string, params: P) => ['department', resource, params] as const,
};

const nextPage = (last: { page: { pageNo: number; totalPage: number } }) =>
  last.page.pageNo < last.page.totalPage ? last.page.pageNo + 1 : undefined;

/** the page's header: the department, and what the viewer is to it (counts a view) */
export const departmentFirst = (departmentId: number, viewerId: number | null) =>
  firstQuery(departmentKeys.of('detail', { departmentId, viewerId }), e.detail, { departmentId });
export const departmentQuery = (departmentId: number, viewerId: number | null) =>
  queryFromFirst(departmentFirst(departmentId, viewerId));

/** 本院其他科室: the same hospital's other departments (the same for every viewer) */
export const siblingDepartmentsQuery = (departmentId: number) =>
  queryOptions({
    queryKey: departmentKeys.of('lists', { departmentId }),
    queryFn: ({ signal }) => call(e.lists, { departmentId }, { signal }),
    staleTime: 5 * 60_000,
  });

/** 成员: administrators first, a page at a time (an anonymous member sees themself named) */
export const departmentMembersQuery = (departmentId: number, viewerId: number | null) =>
  infiniteQueryOptions({
    queryKey: departmentKeys.of('members', { departmentId, viewerId }),
    queryFn: ({ pageParam, signal }) =>
      call(
        e.members,
        { departmentId, pageNo: pageParam, pageSize: DEPARTMENT_LIMITS.membersPageSize },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** 动态: what the members published, newest first (the viewer's own hidden items are theirs to see) */
export const departmentDynamicsQuery = (departmentId: number, viewerId: number | null) =>
  infiniteQueryOptions({
    queryKey: departmentKeys.of('dynamics', { departmentId, viewerId }),
    queryFn: ({ pageParam, signal }) =>
      call(
        e.dynamics,
        { departmentId, pageNo: pageParam, pageSize: DEPARTMENT_LIMITS.dynamicsPageSize },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** 审核: the pending applications (its administrators only), oldest first */
export const joinApplicationsQuery = (departmentId: number, viewerId: number | null) =>
  infiniteQueryOptions({
    queryKey: departmentKeys.of('applications', { departmentId, viewerId }),
    queryFn: ({ pageParam, signal }) =>
      call(
        e.applications,
        { departmentId, pageNo: pageParam, pageSize: DEPARTMENT_LIMITS.applicationsPageSize },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** 反馈: what visitors reported (its administrators only), newest first */
export const departmentFeedbackQuery = (departmentId: number, viewerId: number | null) =>
  infiniteQueryOptions({
    queryKey: departmentKeys.of('feedback', { departmentId, viewerId }),
    queryFn: ({ pageParam, signal }) =>
      call(
        e.feedbackList,
        { departmentId, pageNo: pageParam, pageSize: DEPARTMENT_LIMITS.feedbackPageSize },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
