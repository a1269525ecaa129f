import { ApiError, type CallOptions, getEmpty, getResult, postEmpty, postResult } from '@portal/api/client';
import { userPaths } from '@portal/api/paths';
import type { Static } from 'typebox';
import type {
  CheckLoginResponse,
  DevOutboxResponse,
  FastLoginBody,
  IdentityResponse,
  PersonalInfo,
  RegisterBody,
  SendSmsQuery,
  SessionUser,
} from '../contract/user';

let sessionExpiredHandler: (() => void) | null = null;

/**
 * Who to tell when the personal-info call of the signed-in user does not answer code 1
 * (spec 8: toast `登录已失效,请重新登录!` and sign out). packages/session registers it.
 */
export function onSessionExpired(handler: (() => void) | null): void {
  sessionExpiredHandler = handler;
}

export const sendSmsCode = (query: SendSmsQuery, options?: CallOptions) =>
  getEmpty(userPaths.sendSms, query, options);

export const fastLogin = (body: FastLoginBody, options?: CallOptions) =>
  postResult<SessionUser>(userPaths.fastLogin, body, options);

export const register = (body: RegisterBody, options?: CallOptions) =>
  postResult<SessionUser>(userPaths.register, body, options);

export const checkLogin = (options?: CallOptions) =>
  getResult<Static<typeof CheckLoginResponse>['result']>(userPaths.checkLogin, undefined, options);

export async function getPersonalInfo(profileUserId?: number, options?: CallOptions): Promise<PersonalInfo> {
  try {
    return await getResult<PersonalInfo>(
      userPaths.personalInfo,
      profileUserId ? { profileUserId } : undefined,
      options,
    );
  } catch (error) {
    // Only the user's own info decides the session; a code (not a dropped connection) ends it.
    if (error instanceof ApiError && error.code !== 0 && profileUserId === undefined)
      sessionExpiredHandler?.();
    throw error;
  }
}

export const getIdentity = (options?: CallOptions) =>
  getResult<Static<typeof IdentityResponse>['result']>(userPaths.identity, undefined, options);

export const logout = (options?: CallOptions) => postEmpty(userPaths.logout, {}, options);

export const readDevOutbox = (mobile: string, options?: CallOptions) =>
  getResult<Static<typeof DevOutboxResponse>['result']>(userPaths.devOutbox, { mobile }, options);
