import { contract } from '@portal/api/endpoint';

const engagement = contract(() => import(/* webpackMode: "weak" */ '../contract/engagement'));

/** Collections and follows that are not tied to one content area, and the reader's history (spec 7). */
export const engagementEndpoints = {
  collect: engagement.post('/wapi/user/collect.do', (c) => ({
    body: c.CollectBody,
    response: c.CollectResponse,
  })),
  followUser: engagement.post('/wapi/user/followUser.do', (c) => ({
    body: c.FollowUserBody,
    response: c.FollowUserResponse,
  })),
  history: engagement.get('/v2/cms/getBrowsingHistory.jspx', (c) => ({
    query: c.HistoryListQuery,
    response: c.HistoryListResponse,
  })),
  saveHistory: engagement.post('/v1/cms/saveBrowsingHistory.jspx', (c) => ({
    body: c.SaveHistoryBody,
    response: c.SaveHistoryResponse,
  })),
  deleteHistory: engagement.post('/v1/cms/deleteBrowsingHistory.jspx', (c) => ({
    body: c.DeleteHistoryBody,
    response: c.DeleteHistoryResponse,
  })),
};
