import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const sidebar = contract(() => import(/* webpackMode: "weak" */ '../contract/sidebar'));

/**
 * The detail pages' right column (spec 7, article detail page requests). Only the mini tools path
 * is the spec's; the others are ours. A content item is `id` (or `articleId`) plus its type
 * (`SIDEBAR_CONTENT_TYPES` of `@portal/api/rules/sidebar`).
 */
export const sidebarEndpoints = {
  /** search keywords (id, type) */
  keywords: sidebar.get('/wapi/info/detail/getSearchKeywords.do', (c) => ({
    query: c.ContentRefQuery,
    response: c.KeywordsResponse,
  })),
  /** mini tools (id, type) */
  miniTools: sidebar.get('/wapi/info/detail/getTypeMpArticleOrInfoMiniTool.do', (c) => ({
    query: c.ContentRefQuery,
    response: c.MiniToolsResponse,
  })),
  /** circles and topics (articleId, articleType, communityType C or T; userId is ignored) */
  community: sidebar.get('/wapi/community/getArticleCommunity.do', (c) => ({
    query: c.CommunityQuery,
    response: c.CommunityResponse,
  })),
  /** products (id, type) */
  products: sidebar.get('/wapi/bms/brand/getContentProducts.do', (c) => ({
    query: c.ContentRefQuery,
    response: c.ProductsResponse,
  })),
  /** the content's subspecialties, for related categories (id, type) */
  subspecialties: sidebar.get('/wapi/info/detail/getContentSubspecialties.do', (c) => ({
    query: c.ContentRefQuery,
    response: c.ContentSubspecialtiesResponse,
  })),
  /** community activities of the content (articleId, articleType; userId is ignored) */
  activities: sidebar.get('/wapi/community/getArticleActivities.do', (c) => ({
    query: c.ActivitiesQuery,
    response: c.ActivitiesResponse,
  })),
  /** subscribe or unsubscribe an activity (activityId), for the session user */
  subscribeActivity: sidebar.post('/wapi/community/subscribeActivity.do', (c) => ({
    body: c.SubscribeActivityBody,
    response: c.SubscribeActivityResponse,
  })),
};
