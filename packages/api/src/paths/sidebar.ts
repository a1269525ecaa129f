/**
 * Calls of the detail pages' right column (spec 7, article detail page requests). Only the mini
 * tools path is the spec's; the others are ours. A content item is `id` (or `articleId`) plus its
 * type: 'U' a user-written article or case, 'I' a news item.
 */
export const sidebarPaths = {
  /** search keywords (id, type) */
  keywords: '/wapi/info/detail/getSearchKeywords.do',
  /** mini tools (id, type) */
  miniTools: '/wapi/info/detail/getTypeMpArticleOrInfoMiniTool.do',
  /** circles and topics (articleId, articleType, communityType C or T; userId is ignored) */
  community: '/wapi/community/getArticleCommunity.do',
  /** products (id, type) */
  products: '/wapi/bms/brand/getContentProducts.do',
  /** the content's subspecialties, for related categories (id, type) */
  subspecialties: '/wapi/info/detail/getContentSubspecialties.do',
  /** community activities of the content (articleId, articleType; userId is ignored) */
  activities: '/wapi/community/getArticleActivities.do',
  /** POST subscribe or unsubscribe an activity (activityId), for the session user */
  subscribeActivity: '/wapi/community/subscribeActivity.do',
} as const;

export {
  ACTIVITY_ENTRANCE_LIMIT,
  COMMUNITY_ENTRANCE_LIMIT,
  MINI_TOOLS_LIMIT,
  SIDEBAR_CONTENT_TYPES,
  type SidebarContentType,
} from '../rules/sidebar';
