import { PUBLISH_MESSAGES } from '@portal/api/identity';

/** Chinese texts of the session package (spec 8); the publish gates' are the API's (one declaration). */
export const messages = {
  sessionExpired: '登录已失效,请重新登录!',
  signingOut: '正在退出..',
  ...PUBLISH_MESSAGES,
} as const;
