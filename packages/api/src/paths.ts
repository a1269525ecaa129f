/**
 * Paths of the calls. Kept apart from the schemas so screens can import them without pulling
 * TypeBox into a browser bundle. Paths the spec does not show are ours.
 */
export const userPaths = {
  sendSms: '/oldweb/getSmsAgain.jspx',
  fastLogin: '/oldweb/v3/fastLogin.jspx',
  register: '/wapi/user/register.do',
  checkLogin: '/wapi/user/checkLogin.do',
  personalInfo: '/wapi/user/getPersonalInfo.do',
  identity: '/wapi/user/getIdentity.do',
  logout: '/wapi/user/logout.do',
  devOutbox: '/dev/sms-outbox',
  // the header's user calls (spec 7, User: get identity, pending content, unread count,
  // requirement types list, submit requirement)
  pendingContent: '/wapi/user/checkPendingContent.do',
  unreadCount: '/wapi/user/getUnreadMessageCount.do',
  requirementTypes: '/wapi/user/getRequirementTypes.do',
  submitRequirement: '/wapi/user/submitRequirement.do',
  /** a one-time code for the English site's link (never the session token) */
  createEnTicket: '/wapi/user/createEnTicket.do',
  /** the English site's backend exchanges the code for a session within 60 s */
  exchangeEnTicket: '/wapi/user/exchangeEnTicket.do',
} as const;

/** The portal frame: navigation, hint words, More popup groups, channels, device categories. */
export const portalPaths = {
  navigation: '/wapi/portal/getNavigation.do',
  hintWords: '/wapi/dict/getHintWords.do',
  academicResources: '/wapi/portal/getAcademicResources.do',
  channels: '/wapi/channel/getWebApiChannel.do',
  deviceCategories: '/wapi/bms/brand/getFirstCategoryList.do',
  footerQrCodes: '/wapi/portal/getFooterQrCodes.do',
} as const;

export const infoPaths = {
  list: '/wapi/info/getInfoList.do',
  detail: '/wapi/info/getInfoDetail.do',
  subspecialties: '/wapi/mp/getSubSpecialty.do',
  // spec 7 "Info and article comments": like the article's calls, the item id travels as `articleId`
  comments: '/wapi/info/getInfoCommentsPage.do',
  childComments: '/wapi/info/getInfoChildComments.do',
  postComment: '/wapi/info/infoComment.do',
  commentDigg: '/wapi/info/infoCommentDigg.do',
  digg: '/wapi/info/infoDigg.do',
  views: '/wapi/info/views.do',
  related: '/wapi/info/getRelatedInfo.do',
} as const;

/** The page URL of an info item; the item's `url` carries it (jump rule: "the link given"). */
export const infoDetailUrl = (infoId: number) => `/info/detail?id=${infoId}`;

/** The professional (PGC) case detail: an info item shown under the case section (spec 2). */
export const pgcCaseDetailUrl = (infoId: number) => `/case/detail?id=${infoId}`;

/** User-written articles and cases (spec 7, Article module) and their comments. */
export const articlePaths = {
  list: '/wapi/mp/articleList.do',
  detail: '/wapi/mp/getMpArticle.do',
  comments: '/wapi/mp/getArticleCommentsPage.do',
  childComments: '/wapi/mp/getArticleChildComments.do',
  postComment: '/wapi/mp/articleComment.do',
  commentDigg: '/wapi/mp/articleCommentDigg.do',
  digg: '/wapi/mp/articleDigg.do',
  views: '/wapi/mp/views.do',
  related: '/query/v1/getRelatedArticles.jspx',
} as const;

/** Likes, collections and follows that are not tied to one content area. */
export const engagementPaths = {
  collect: '/wapi/user/collect.do',
  followUser: '/wapi/user/followUser.do',
} as const;

/** The signed-in user's browsing history (spec 7). */
export const browsingHistoryPaths = {
  list: '/v2/cms/getBrowsingHistory.jspx',
  save: '/v1/cms/saveBrowsingHistory.jspx',
  remove: '/v1/cms/deleteBrowsingHistory.jspx',
} as const;

/** The page URL of a user-written article or case. */
export const mpArticleUrl = (articleId: number) => `/article/detail?id=${articleId}`;
