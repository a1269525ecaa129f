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
