import { call } from '@portal/api/call';
import type { PageInfo } from '@portal/api/contract/envelope';
import { cmeEndpoints as e } from '@portal/api/endpoints/cme';
import { infiniteQueryOptions, queryOptions } from '@portal/query';

/**
 * CME certificates (issue 22). Keys carry whose progress they are (`viewerId`, never sent: the
 * server answers for the session's user), so another sign-in never reads a cached answer.
 */
export const cmeKeys = {
  all: ['cme'] as const,
  of: <P extends object>(resource: string, params: P) => ['cme', resource, params] as const,
};

export const courseCmeQuery = (courseId: number, viewerId: number | null) =>
  queryOptions({
    queryKey: cmeKeys.of('course', { courseId, viewerId }),
    queryFn: ({ signal }) => call(e.courseProgress, { courseId }, { signal }),
  });

/** a course's quiz (questions and options only); a 404 (no quiz) is an answer */
export const courseQuizQuery = (courseId: number) =>
  queryOptions({
    queryKey: cmeKeys.of('quiz', { courseId }),
    queryFn: ({ signal }) => call(e.courseQuiz, { courseId }, { signal }),
    retry: false,
  });

export const meetingCmeQuery = (meetingId: number, viewerId: number | null) =>
  queryOptions({
    queryKey: cmeKeys.of('meeting', { meetingId, viewerId }),
    queryFn: ({ signal }) => call(e.meetingProgress, { meetingId }, { signal }),
  });

export const MY_CERTIFICATES_PAGE_SIZE = 10;

export const myCertificatesQuery = (viewerId: number | null) =>
  infiniteQueryOptions({
    queryKey: cmeKeys.of('mine', { viewerId }),
    queryFn: ({ pageParam, signal }) =>
      call(e.myCertificates, { pageNo: pageParam, pageSize: MY_CERTIFICATES_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: { page: PageInfo }) =>
      last.page.pageNo < last.page.totalPage ? last.page.pageNo + 1 : undefined,
  });

/** what a certificate's code proves (the public page); a 404 is an answer, not worth a retry */
export const cmeVerificationQuery = (code: string) =>
  queryOptions({
    queryKey: cmeKeys.of('verify', { code }),
    queryFn: ({ signal }) => call(e.verify, { code }, { signal }),
    retry: false,
  });
