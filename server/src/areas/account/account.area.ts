import type { AreaDefinition } from '../../area';
import { named } from '../../lib/plugin-name';
import { ACCOUNT_SITEMAP } from './account.sitemap';
import { authRoutes } from './auth/auth.routes';
import type { SmsSendLimits } from './auth/sms-codes';
import type { SmsSender } from './auth/sms-sender';
import { browsingHistoryRoutes } from './browsing-history/browsing-history.routes';
import { createMessageCentreRepository } from './message-centre/message-centre.repository';
import { messageCentreRoutes } from './message-centre/message-centre.routes';
import { messageCentreSeeder } from './message-centre/message-centre.seeder';
import { identityDocumentAccess } from './personal-data/identity-documents';
import { personalDataRoutes } from './personal-data/personal-data.routes';
import { personalDataSeeder } from './personal-data/personal-data.seeder';
import { ACCOUNT_REVIEW_KINDS } from './personal-data/review-kinds';
import { profileRoutes } from './profile/profile.routes';
import { accountProfileSeeder } from './profile/profile.seeder';
import { courseCompletion } from './purchases/courses/course-completion';
import { courseProgressRoutes } from './purchases/courses/course-progress.routes';
import { purchasesRoutes } from './purchases/purchases.routes';
import { purchasesSeeder } from './purchases/purchases.seeder';
import { walletHistorySeeder } from './purchases/wallet-history.seeder';
import { userFeeder } from './user.feeder';

declare module '../../area' {
  interface AreaSettings {
    /** where sign-in codes go (a gateway in production; the log and the dev outbox by default) */
    smsSender?: SmsSender;
    smsLimits?: SmsSendLimits;
    /** sign-in tries one client address may make in ten minutes */
    signInTries?: number;
  }
}

/**
 * The account area: sign-in and registration, profiles, personal data and identity verification,
 * the score, the message centre, browsing history, the wallet, coupons, book orders and my courses.
 */
export const accountArea: AreaDefinition = {
  name: 'account',
  async plugin(app, settings) {
    await app.register(named(authRoutes), {
      // behind a proxy every visitor may look local: no outbox there
      demo: settings.demo && !(settings.trustProxy && settings.trustProxy.length > 0),
      secureCookies: settings.secureCookies ?? false,
      smsSender: settings.smsSender,
      smsLimits: settings.smsLimits,
      signInTries: settings.signInTries,
    });
    await app.register(named(browsingHistoryRoutes), settings);
    await app.register(named(profileRoutes), settings);
    await app.register(named(personalDataRoutes), settings);
    await app.register(named(messageCentreRoutes), {
      ...settings,
      messages: createMessageCentreRepository(app.db),
    });
    await app.register(named(purchasesRoutes), settings);
    await app.register(named(courseProgressRoutes), settings);
  },
  feeders: [userFeeder],
  seeders: [
    accountProfileSeeder,
    personalDataSeeder,
    messageCentreSeeder,
    purchasesSeeder,
    walletHistorySeeder,
  ],
  reviewKinds: ACCOUNT_REVIEW_KINDS,
  // the course progress it keeps, as the CME certificates (meetings) read it
  readers: { courseCompletion },
  // identity documents are their applicant's and the moderators' alone
  uploadAccess: (db, settings) => identityDocumentAccess(db, settings.moderatorMobiles ?? []),
  sitemap: ACCOUNT_SITEMAP,
};
