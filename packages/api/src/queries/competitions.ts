import { call } from '@portal/api/call';
import { competitionEndpoints as e } from '@portal/api/endpoints/competitions';
import { COMPETITION_LIMITS } from '@portal/api/rules/competitions';
import { infiniteQueryOptions, queryOptions } from '@portal/query';

/**
 * Query options of the competition pages (/competition, /competition/detail). Keys are
 * `['competition', resource, params]`; the viewer's own entry carries `viewerId` (not sent).
 */
export const competitionKeys = {
  all: ['competition'] as const,
  of: <P extends object>(resource: string, params: P) => ['competition', resource, params] as const,
};

const nextPage = (last: { page: { pageNo: number; totalPage: number } }) =>
  last.page.pageNo < last.page.totalPage ? last.page.pageNo + 1 : undefined;

/** the competitions, newest first; one status (spec 4) or all */
export const competitionListQuery = (status: 0 | 1 | 2 | 3 | undefined) =>
  infiniteQueryOptions({
    queryKey: competitionKeys.of('list', { status }),
    queryFn: ({ pageParam, signal }) =>
      call(
        e.list,
        {
          ...(status !== undefined ? { status } : {}),
          pageNo: pageParam,
          pageSize: COMPETITION_LIMITS.pageSize,
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** a competition's page (counts a view) */
export const competitionQuery = (competitionId: number) =>
  queryOptions({
    queryKey: competitionKeys.of('detail', { competitionId }),
    queryFn: ({ signal }) => call(e.detail, { competitionId }, { signal }),
  });

/** its approved entries, awarded first once ended */
export const competitionEntriesQuery = (competitionId: number) =>
  infiniteQueryOptions({
    queryKey: competitionKeys.of('entries', { competitionId }),
    queryFn: ({ pageParam, signal }) =>
      call(
        e.entries,
        { competitionId, pageNo: pageParam, pageSize: COMPETITION_LIMITS.pageSize },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** the viewer's own entry (null: none), polled while it transcodes */
export const myCompetitionEntryQuery = (competitionId: number, viewerId: number | null) =>
  queryOptions({
    queryKey: competitionKeys.of('mine', { competitionId, viewerId }),
    queryFn: ({ signal }) => call(e.myEntry, { competitionId }, { signal }),
  });
