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
} as const;

export const infoPaths = {
  list: '/wapi/info/getInfoList.do',
  detail: '/wapi/info/getInfoDetail.do',
  subspecialties: '/wapi/mp/getSubSpecialty.do',
} as const;

/** The page URL of an info item; the item's `url` carries it (jump rule: "the link given"). */
export const infoDetailUrl = (infoId: number) => `/info/detail?id=${infoId}`;
