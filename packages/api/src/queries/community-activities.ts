import { call } from '@portal/api/call';
import { communityEndpoints as e } from '@portal/api/endpoints/community';
import { firstQuery, queryFromFirst } from '@portal/api/first-data';
import { communityKeys } from '@portal/api/queries/community';
import { queryOptions } from '@portal/query';
import type { ActivityPhase } from '../rules/community';

/** an activity's page: its subscription mark is the reader's, so the key carries who reads */
export const activityFirst = (id: number, viewerId: number | null) =>
  firstQuery(communityKeys.of('activity', { id, viewerId }), e.activity, { id });
export const activityQuery = (id: number, viewerId: number | null) =>
  queryFromFirst(activityFirst(id, viewerId));

/** activities of one phase (ongoing: ending soonest first) */
export const activitiesQuery = (phase: ActivityPhase, pageSize: number, viewerId: number | null) =>
  queryOptions({
    queryKey: communityKeys.of('activities', { phase, pageSize, viewerId }),
    queryFn: ({ signal }) => call(e.activities, { phase, pageNo: 1, pageSize }, { signal }),
    staleTime: 60_000,
  });
