import { IDENTITY, IS_AUTH } from '@portal/api/identity';
import { messages } from './messages';

/**
 * What a user may publish (spec 4 "Publishing by isAuth", spec 6). `essay` has no entry in the
 * header's popup but is one of the kinds an under-review user may still open, so callers
 * elsewhere (the editor) can ask about it.
 */
export type PublishOption = 'demand' | 'answer' | 'case' | 'essay' | 'article' | 'popularScience' | 'drafts';

/** Spec 4: under review (isAuth 2) only these may open; anything else shows 身份审核中. */
export const ALLOWED_UNDER_REVIEW: ReadonlySet<PublishOption> = new Set([
  'case',
  'essay',
  'article',
  'drafts',
]);

/**
 * Options that make new content, so pending content under review blocks them (spec 4, 8).
 * Opening the drafts list makes nothing new.
 */
export const CREATES_CONTENT: ReadonlySet<PublishOption> = new Set([
  'demand',
  'answer',
  'case',
  'essay',
  'article',
  'popularScience',
]);

/** Where the authentication flow starts (unverified user with an identity). */
export const AUTHENTICATE_URL = '/personaldata?tab=auth';
/** Where the incomplete-profile box sends the user (去完善信息). */
export const COMPLETE_PROFILE_URL = '/personaldata';

export interface PublishGateUser {
  identity: number | null;
  isAuth: number;
}

export interface PublishGateInput {
  /** the signed-in user; null for a visitor */
  user: PublishGateUser | null;
  /** the option chosen in the popup; null when the Publish button itself is pressed */
  option: PublishOption | null;
  /**
   * checkPendingContent().pending, when known. Left undefined, a user who passes every other gate
   * gets `checkPending`: make the call, then ask again with the answer.
   */
  pendingContent?: boolean;
}

export type PublishDecision =
  /** not signed in: requireLogin() (toast 请先登录, keep the return address, go to sign-in) */
  | { action: 'signIn'; message: string }
  /** a toast and nothing else: 当前身份无法使用发布功能, 身份审核中, 身份认证失败 */
  | { action: 'toast'; message: string }
  /** identity 4: the corporate publish dialog (publish through brand pages) */
  | { action: 'corporateDialog' }
  /** no identity: the incomplete-profile confirm box (以后再说 / 去完善信息 -> `url`) */
  | { action: 'completeProfile'; url: string }
  /** unverified with an identity: toast 请先认证, then go to `url` */
  | { action: 'authenticate'; message: string; url: string }
  /** every other gate passed; ask checkPendingContent() and decide again with its answer */
  | { action: 'checkPending' }
  /** content under review: the notice dialog with `message` */
  | { action: 'pendingReview'; message: string }
  /** the Publish button: open the popup of options */
  | { action: 'openMenu' }
  /** the option may open */
  | { action: 'proceed' };

/**
 * The publish gates of spec 4, 5, 6 and 8, in order: sign-in; identity 3 (blocked); identity 4
 * (the corporate dialog on the button, the identity toast on an option); then, for an option:
 * no identity (complete-profile box); isAuth 3 (身份认证失败); isAuth 2 outside case, essay,
 * article and drafts (身份审核中); isAuth other than 1 and 2 (请先认证 and the authentication
 * flow); content pending review (the notice); otherwise proceed. Pure: the caller shows toasts,
 * dialogs and navigates.
 */
export function decidePublish({ user, option, pendingContent }: PublishGateInput): PublishDecision {
  if (!user) return { action: 'signIn', message: messages.pleaseSignIn };
  if (user.identity === IDENTITY.patient) return { action: 'toast', message: messages.identityCannotPublish };
  if (option === null) {
    return user.identity === IDENTITY.corporate ? { action: 'corporateDialog' } : { action: 'openMenu' };
  }
  if (user.identity === IDENTITY.corporate)
    return { action: 'toast', message: messages.identityCannotPublish };
  if (user.identity === null || user.identity === undefined) {
    return { action: 'completeProfile', url: COMPLETE_PROFILE_URL };
  }
  if (user.isAuth === IS_AUTH.failed) return { action: 'toast', message: messages.authFailed };
  if (user.isAuth === IS_AUTH.reviewing && !ALLOWED_UNDER_REVIEW.has(option)) {
    return { action: 'toast', message: messages.authReviewing };
  }
  if (user.isAuth !== IS_AUTH.verified && user.isAuth !== IS_AUTH.reviewing) {
    return { action: 'authenticate', message: messages.pleaseAuthenticate, url: AUTHENTICATE_URL };
  }
  if (!CREATES_CONTENT.has(option)) return { action: 'proceed' };
  if (pendingContent === undefined) return { action: 'checkPending' };
  if (pendingContent) return { action: 'pendingReview', message: messages.pendingReview };
  return { action: 'proceed' };
}
