import type { PortalDb } from '../db/database';
import type { PaymentsPluginOptions } from '../payments/payments.plugin';
import type { Analyzer } from '../search/analyzer';
import type { Feeder } from '../search/feeder';
import { createIndexer as createSearchIndexer, type Indexer, searchRefresher } from '../search/indexer';
import type { AreaSeeder } from '../seed/area-seeder';
import {
  ACCOUNT_REVIEW_KINDS,
  accountProfileSeeder,
  COUPON_ORDER_HOOKS,
  messageCentreSeeder,
  personalDataSeeder,
  purchasesSeeder,
  userFeeder,
  walletHistorySeeder,
} from './account/index';
import {
  bookFeeder,
  booksSeeder,
  departmentFeeder,
  departmentsSeeder,
  productFeeder,
  productLineFeeder,
  productLinesSeeder,
} from './brands/index';
import {
  activitiesSeeder,
  COMMUNITY_REVIEW_KINDS,
  communityQaFeeder,
  communityQaSeeder,
  communityTopicsSeeder,
} from './community/index';
import {
  competitionFeeder,
  competitionsSeeder,
  courseFeeder,
  elabFeeder,
  guideFeeder,
  infoFeeder,
  interpretingVideoFeeder,
  mpArticleFeeder,
  panoramicGuidanceSeeder,
  shortVideoFeeder,
  shortVideosSeeder,
  sidebarSeeder,
  weekliesColumnsSeeder,
} from './content/index';
import {
  agendasLecturesSeeder,
  MEETING_PAYMENT_KINDS,
  meetingFeeder,
  meetingProgrammeSeeder,
  meetingsCoursesSeeder,
} from './meetings/index';
import type { ReviewKinds } from './portal/reviews/review-kinds';
import { advertisementsSeeder, createSearchSeeder } from './search/index';

/**
 * What the areas register with the shared mechanisms. The mechanisms (search engine, seed
 * runner, migrator) import no area: `app.ts`, `seed/generate.ts` and `main.ts` hand them these lists.
 */

/**
 * Every searchable type, in the order the index is built; a new type is one feeder file in its
 * area and one line here. Advertisements are not documents: the search area places them into a
 * first page.
 */
export const FEEDERS: readonly Feeder[] = [
  infoFeeder,
  mpArticleFeeder,
  elabFeeder,
  guideFeeder,
  interpretingVideoFeeder,
  meetingFeeder,
  courseFeeder,
  userFeeder,
  shortVideoFeeder,
  competitionFeeder,
  communityQaFeeder,
  bookFeeder,
  departmentFeeder,
  productFeeder,
  productLineFeeder,
] as Feeder[];

export function feederOf(type: string): Feeder | undefined {
  return FEEDERS.find((f) => f.type === type);
}

/** the indexer over every area's feeders (for main, seed, bench and tests; the app has `app.searchEngine`) */
export const createIndexer = (db: PortalDb, analyzer?: Analyzer): Indexer =>
  createSearchIndexer(db, FEEDERS, analyzer);

/** re-reads rows of one type after a write (tests and scripts; routes use `app.searchEngine.refresh`) */
export const refreshSearch = searchRefresher(FEEDERS);

/**
 * The seeders of migration 010's tables, one per area part (see `catalogueMigration` in
 * `migrations.ts`). They were one catalogue seeder; each still draws from that seeder's stream
 * for its kind, so the rows are what they were.
 */
export const CATALOGUE_SEEDERS: readonly AreaSeeder[] = [
  agendasLecturesSeeder,
  shortVideosSeeder,
  competitionsSeeder,
  communityQaSeeder,
  booksSeeder,
  departmentsSeeder,
  // after the side bar's products, which it files under brands and lines
  productLinesSeeder,
  advertisementsSeeder,
];

/** The later areas' seeders, in their fixed order (each draws from its own random stream). */
export const AREA_SEEDERS: readonly AreaSeeder[] = [
  weekliesColumnsSeeder,
  sidebarSeeder,
  panoramicGuidanceSeeder,
  meetingsCoursesSeeder,
  activitiesSeeder,
  ...CATALOGUE_SEEDERS,
  // after the agendas, brands and cases it builds on
  meetingProgrammeSeeder,
  // after the questions it files under topics and circles
  communityTopicsSeeder,
  // after everything a profile, a message or an order points at
  accountProfileSeeder,
  personalDataSeeder,
  messageCentreSeeder,
  purchasesSeeder,
  // after the message centre's (which runs only while there are no messages) and the meetings it buys:
  // the demo accounts' wallets, made by paying
  walletHistorySeeder,
  // last: it indexes what the others seeded
  createSearchSeeder(FEEDERS),
];

export * from './account/index';
export * from './brands/index';
export * from './community/index';
export * from './content/index';
export * from './meetings/index';
export * from './portal/index';
export * from './search/index';

/** What each area sells, as the payments mechanism fulfils it once paid (recharges are its own). */
export const PAYMENT_KINDS: PaymentsPluginOptions['kinds'] = { ...MEETING_PAYMENT_KINDS };

/** What the areas do when any order moves: the coupon an order holds is used, or freed. */
export const ORDER_HOOKS: NonNullable<PaymentsPluginOptions['hooks']> = [COUPON_ORDER_HOOKS];

/** What each area queues for review, and what a moderator's decision does to it. */
export const REVIEW_KINDS: ReviewKinds = { ...COMMUNITY_REVIEW_KINDS, ...ACCOUNT_REVIEW_KINDS };
