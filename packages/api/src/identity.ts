/** Identity and verification codes, free of schemas so screens can import them cheaply. */

/**
 * Identities (spec 3, 6). 3 and 4 are restricted; 3 (and 7 in the article area) is shown
 * anonymously; 4 is a corporate account.
 */
export const IDENTITY = {
  doctor: 1,
  nurse: 2,
  patient: 3,
  corporate: 4,
  student: 5,
  technician: 6,
  otherPublic: 7,
} as const;
export type Identity = (typeof IDENTITY)[keyof typeof IDENTITY];
export const IDENTITY_VALUES = Object.values(IDENTITY) as Identity[];

/**
 * Whether this identity may publish and ask at all (spec 5, 6): 3 (the public) and 4 (corporate)
 * may not. The publish menu, asking from search and the server's publishing routes all ask this.
 */
export function mayPublish(identity: number | null | undefined): boolean {
  return identity !== IDENTITY.patient && identity !== IDENTITY.corporate;
}

/**
 * What the publishing gates say (spec 4, 5, 6, 8), on the server (the 401 of a signed-out caller,
 * the 403 of identity 3/4) and on the screens (the header's publish button, asking from search).
 */
export const PUBLISH_MESSAGES = {
  pleaseSignIn: '请先登录',
  identityCannotPublish: '当前身份无法使用发布功能',
  authReviewing: '身份审核中',
  authFailed: '身份认证失败',
  pleaseAuthenticate: '请先认证',
  pendingReview: '您发布的内容正在审核中，审核通过方可发布新内容。',
} as const;

/** isAuth: 1 verified, 2 under review, 3 failed, anything else unverified. */
export const IS_AUTH = { unverified: 0, verified: 1, reviewing: 2, failed: 3 } as const;

/** Where a person is shown: identity 7 is anonymous only in the article area (spec 3, 6). */
export type DisplayArea = 'article' | 'info' | 'meeting' | 'community' | 'short-video';

/**
 * Identity 3 is always shown anonymously; identity 7 only in the article area. The server applies
 * it before anything leaves (no name, id or avatar of an anonymous person reaches anyone else),
 * the screens to choose the label.
 */
export function isAnonymousIdentity(identity: number | null | undefined, area?: DisplayArea): boolean {
  if (identity === IDENTITY.patient) return true;
  return area === 'article' && identity === IDENTITY.otherPublic;
}

/** The name sent and shown in place of an anonymous person's. */
export const ANONYMOUS_NAME = '匿名用户';

/** The id sent in place of an anonymous person's: no profile has it. */
export const ANONYMOUS_ID = 0;
