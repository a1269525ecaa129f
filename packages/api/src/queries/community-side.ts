import { call } from '@portal/api/call';
import { communityEndpoints as e } from '@portal/api/endpoints/community';
import { communityFollowEndpoints as follows } from '@portal/api/endpoints/community-follows';
import { communityKeys } from '@portal/api/queries/community';
import { queryOptions } from '@portal/query';

/** the contributors ranking, overall or on a topic (the same for every reader; the server caches it a minute) */
export const contributorsQuery = (topicId: number | undefined, limit: number) =>
  queryOptions({
    queryKey: communityKeys.of('contributors', { topicId, limit }),
    queryFn: ({ signal }) => call(e.contributors, { ...(topicId ? { topicId } : {}), limit }, { signal }),
    staleTime: 60_000,
  });

/** the signed-in reader's followed topics and circles (theirs alone: keyed by who reads) */
export const followListQuery = (viewerId: number, limit: number) =>
  queryOptions({
    queryKey: communityKeys.of('follow-list', { viewerId, limit }),
    queryFn: ({ signal }) => call(follows.followList, { limit }, { signal }),
  });
