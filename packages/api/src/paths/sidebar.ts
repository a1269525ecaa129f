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

/** The content types the right column serves. */
export const SIDEBAR_CONTENT_TYPES = ['U', 'I'] as const;
export type SidebarContentType = (typeof SIDEBAR_CONTENT_TYPES)[number];

/** How many circles or topics the circle entrance shows. */
export const COMMUNITY_ENTRANCE_LIMIT = 3;

/** How many activities the activity entrance shows. */
export const ACTIVITY_ENTRANCE_LIMIT = 3;

/** At most this many mini tools, best matches first. */
export const MINI_TOOLS_LIMIT = 6;
