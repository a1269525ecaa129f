import { call } from '@portal/api/call';
import { communityEndpoints as e } from '@portal/api/endpoints/community';
import { communityKeys } from '@portal/api/queries/community';
import { queryOptions } from '@portal/query';
import type { ActivityPhase } from '../rules/community';

/** an activity's page: its subscription mark is the reader's, so the key carries who reads */
export const activityQuery = (id: number, viewerId: number | null) =>
  queryOptions({
    queryKey: communityKeys.of('activity', { id, viewerId }),
    queryFn: ({ signal }) => call(e.activity, { id }, { signal }),
  });

/** activities of one phase (ongoing: ending soonest first) */
export const activitiesQuery = (phase: ActivityPhase, pageSize: number, viewerId: number | null) =>
  queryOptions({
    queryKey: communityKeys.of('activities', { phase, pageSize, viewerId }),
    queryFn: ({ signal }) => call(e.activities, { phase, pageNo: 1, pageSize }, { signal }),
    staleTime: 60_000,
  });
