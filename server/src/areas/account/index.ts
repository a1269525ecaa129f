/** The account area: sign-in, registration, users, personal info, browsing history, follows of users. */
export { authRoutes } from './auth/auth.routes';
export type { SmsSendLimits } from './auth/sms-codes';
export type { SmsSender } from './auth/sms-sender';
export { browsingHistoryRoutes } from './browsing-history/browsing-history.routes';
export { userFeeder } from './user.feeder';
