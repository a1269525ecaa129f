import { call } from '@portal/api/call';
import type { CourseListQuery, CoursePayment } from '@portal/api/contract/classroom';
import { classroomEndpoints as e, courseProgressEndpoints as p } from '@portal/api/endpoints/classroom';
import { firstQuery, queryFromFirst } from '@portal/api/first-data';
import { CLASSROOM_LIMITS } from '@portal/api/rules/classroom';
import { isSettled, PAYMENT_LIMITS } from '@portal/api/rules/payments';
import { infiniteQueryOptions, queryOptions } from '@portal/query';

export const classroomKeys = {
  all: ['classroom'] as const,
  of: <P extends object>(resource: string, params: P) => ['classroom', resource, params] as const,
};

/** /mooc's courses, a page at a time */
export const coursePagesQuery = (filter: Omit<CourseListQuery, 'pageNo' | 'pageSize'>) =>
  infiniteQueryOptions({
    queryKey: classroomKeys.of('courses', filter),
    queryFn: ({ pageParam, signal }) =>
      call(e.courses, { ...filter, pageNo: pageParam, pageSize: CLASSROOM_LIMITS.pageSize }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page.pageNo < last.page.totalPage ? last.page.pageNo + 1 : undefined),
    staleTime: 60_000,
  });

export const courseSeriesQuery = () =>
  queryOptions({
    queryKey: classroomKeys.of('series', {}),
    queryFn: ({ signal }) => call(e.series, undefined, { signal }),
    staleTime: 10 * 60_000,
  });

/**
 * a course's page (keyed by who asks: it says what they may play, collected and rated); the
 * visitor's (`viewerId` null) is also the page's first data (`@portal/api/pages/meetings`)
 */
export const courseFirst = (courseId: number, viewerId: number | null) =>
  firstQuery(classroomKeys.of('course', { courseId, viewerId }), e.course, { courseId });
export const courseQuery = (courseId: number, viewerId: number | null) =>
  queryFromFirst(courseFirst(courseId, viewerId));

/** the session user's progress in a course (resume positions) */
export const courseProgressQuery = (courseId: number, viewerId: number | null) =>
  queryOptions({
    queryKey: classroomKeys.of('progress', { courseId, viewerId }),
    queryFn: ({ signal }) => call(p.progress, { courseId }, { signal }),
  });

/** the session user's collected courses (我的课程's 收藏 tab) */
export const collectedCoursesQuery = (viewerId: number | null) =>
  infiniteQueryOptions({
    queryKey: classroomKeys.of('collected', { viewerId }),
    queryFn: ({ pageParam, signal }) => call(p.collected, { pageNo: pageParam, pageSize: 10 }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page.pageNo < last.page.totalPage ? last.page.pageNo + 1 : undefined),
  });

/** the buyer's coupons for a course of `amountFen` (全场通用), the best first */
export const courseCouponsQuery = (amountFen: number, viewerId: number | null) =>
  queryOptions({
    queryKey: classroomKeys.of('coupons', { amountFen, viewerId }),
    queryFn: ({ signal }) => call(p.coupons, { amountFen }, { signal }),
  });

/** a course order's payment, asked after every few seconds until it is settled */
export const coursePaymentQuery = (orderNo: string) =>
  queryOptions({
    queryKey: classroomKeys.of('payment', { orderNo }),
    queryFn: ({ signal }) => call(e.payment, { orderNo }, { signal }),
    refetchInterval: (query) => {
      const order = query.state.data as CoursePayment | undefined;
      return order && isSettled(order.status) ? false : PAYMENT_LIMITS.pollIntervalMs;
    },
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
