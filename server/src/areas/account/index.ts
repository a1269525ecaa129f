/** The account area: sign-in, registration, users, personal info, browsing history, follows of users. */
export { accountArea } from './account.area';
export { authRoutes, SIGN_IN_TRIES } from './auth/auth.routes';
export type { SmsSendLimits } from './auth/sms-codes';
export { SMS_POLICY } from './auth/sms-codes';
export type { OutboxEntry, SmsSender } from './auth/sms-sender';
export { browsingHistoryRoutes } from './browsing-history/browsing-history.routes';
export { messageCentreRoutes } from './message-centre/message-centre.routes';
export { messageCentreSeeder } from './message-centre/message-centre.seeder';
export { messageCentreMigration } from './message-centre/migration';
// the area's parts of the deployed migrations, which areas/migrations.ts composes in their order
export { browsingHistoryTables, signInCodeTables } from './migration';
export { identityDocumentAccess } from './personal-data/identity-documents';
export { personalDataMigration } from './personal-data/migration';
export { personalDataRoutes } from './personal-data/personal-data.routes';
export { personalDataSeeder } from './personal-data/personal-data.seeder';
export { ACCOUNT_REVIEW_KINDS } from './personal-data/review-kinds';
export { accountProfileMigration } from './profile/migration';
export { profileRoutes } from './profile/profile.routes';
export { accountProfileSeeder } from './profile/profile.seeder';
export {
  couponReservationsMigration,
  courseProgressResumeMigration,
  purchasesMigration,
} from './purchases/migration';
export { purchasesRoutes } from './purchases/purchases.routes';
export { purchasesSeeder } from './purchases/purchases.seeder';
export { walletHistorySeeder } from './purchases/wallet-history.seeder';
export { userFeeder } from './user.feeder';
