import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const follows = contract(() => import(/* webpackMode: "weak" */ '../contract/community-follows'));

/** What the signed-in reader follows in the community (issue 13). */
export const communityFollowEndpoints = {
  followList: follows.get('/wapi/community/follow/getFollowList', (c) => ({
    query: c.FollowListQuery,
    response: c.FollowListResponse,
  })),
};
