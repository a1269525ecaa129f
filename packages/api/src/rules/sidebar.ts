/**
 * The rules of the detail pages' right column (spec 7 article detail page, spec 9 limits), declared
 * once for the contract, the server (which applies the limits) and the cards. Schema-free.
 */

/**
 * The content types the right column serves. The column cards (keywords, circles, products,
 * activities, the columns an article is in) and the daily recommendations name an item by its id
 * and this type.
 */
export const SIDEBAR_CONTENT_TYPES = {
  /** a user-written article or case */
  userWritten: 'U',
  /** a news item */
  news: 'I',
} as const;
export type SidebarContentType = (typeof SIDEBAR_CONTENT_TYPES)[keyof typeof SIDEBAR_CONTENT_TYPES];

/** How many circles or topics the circle entrance shows. */
export const COMMUNITY_ENTRANCE_LIMIT = 3;

/** How many activities the activity entrance shows. */
export const ACTIVITY_ENTRANCE_LIMIT = 3;

/** At most this many mini tools, best matches first. */
export const MINI_TOOLS_LIMIT = 6;
