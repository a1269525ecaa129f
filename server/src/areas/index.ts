import type { PaymentKind } from '@portal/api/rules/payments';
import type { AreaDefinition } from '../area';
import type { PortalDb } from '../db/database';
import type { KindHandlers } from '../payments/payments.service';
import { gatherReaders } from '../readers/readers';
import { installReaders } from '../readers/registry';
import type { ReviewKinds } from '../reviews/review-kinds';
import type { Analyzer } from '../search/analyzer';
import type { Feeder } from '../search/feeder';
import { createIndexer as createSearchIndexer, type Indexer, searchRefresher } from '../search/indexer';
import type { AreaSeeder } from '../seed/area-seeder';
import { installPages, type PageRenderer } from '../web/pages';
import type { SitemapContribution } from '../web/sitemap/sitemap-source';
import { accountArea } from './account/index';
import { brandsArea } from './brands/index';
import { communityArea } from './community/index';
import { contentArea } from './content/index';
import { meetingsArea } from './meetings/index';
import { portalArea } from './portal/index';
import { searchArea } from './search/index';

/**
 * The composition of the areas: the list `app.ts` registers, and what the areas registered with
 * the mechanisms (feeders, seeders, review kinds, what is sold), gathered from their definitions.
 * Where an order matters across areas (the search index's, the seed's), it is declared here once:
 * it is the composition's decision, not any one area's.
 */
export const AREAS: readonly AreaDefinition[] = [
  accountArea,
  contentArea,
  portalArea,
  meetingsArea,
  searchArea,
  communityArea,
  brandsArea,
];

/** What the areas read of each other (`app.readers`), installed for the mechanisms as the composition loads. */
export const READERS = gatherReaders(AREAS.map((area) => area.readers ?? {}));
installReaders(READERS);

/** Every area's public pages as HTML (issue 24), installed for the web mechanism; one per path. */
export const PAGES: readonly PageRenderer[] = AREAS.flatMap((area) => area.pages ?? []);
installPages(PAGES);

/** `items` in the order `names` gives, each exactly once: a missing or unknown name is a bug here */
function inOrder<T>(
  what: string,
  items: readonly T[],
  nameOf: (item: T) => string,
  names: readonly string[],
): T[] {
  const byName = new Map(items.map((item) => [nameOf(item), item]));
  if (byName.size !== items.length) throw new Error(`${what}: two with the same name`);
  const unknown = names.filter((n) => !byName.has(n));
  const unlisted = [...byName.keys()].filter((n) => !names.includes(n));
  if (unknown.length || unlisted.length)
    throw new Error(
      `${what}: not registered ${unknown.join(', ') || '-'}; not in the order ${unlisted.join(', ') || '-'}`,
    );
  return names.map((n) => byName.get(n) as T);
}

/**
 * Every searchable type, in the order the index is built (the order documents get their row ids
 * in, which ties in ranking follow). A new type is one feeder in its area's definition and its
 * name here.
 */
export const FEEDERS: readonly Feeder[] = inOrder(
  'feeders',
  AREAS.flatMap((area) => area.feeders ?? []),
  (f) => f.type,
  [
    'info',
    'mp_article',
    'elab',
    'guide',
    'interpreting_video',
    'meeting',
    'ocs_course',
    'user',
    'shortVideo',
    'mcs_competition',
    'community_qa',
    'merchandise',
    'department',
    'bms_product',
    'bms_brand_product_line',
  ],
) as Feeder[];

export function feederOf(type: string): Feeder | undefined {
  return FEEDERS.find((f) => f.type === type);
}

/** the indexer over every area's feeders (for main, seed, bench and tests; the app has `app.searchEngine`) */
export const createIndexer = (db: PortalDb, analyzer?: Analyzer): Indexer =>
  createSearchIndexer(db, FEEDERS, analyzer);

/** re-reads rows of one type after a write (tests and scripts; routes use `app.searchEngine.refresh`) */
export const refreshSearch = searchRefresher(FEEDERS);

/**
 * The areas' seeders in the order they run: each draws from a random stream of its own, but some
 * build on what earlier ones seeded (and several write one table, whose ids follow the order), so
 * the order is fixed here, once. The seeders of migration 010's tables (the former catalogue) run
 * together, where the catalogue seeder did.
 */
export const CATALOGUE_SEEDER_NAMES = [
  'meeting-agendas-course-videos',
  'short-videos',
  'competitions',
  'community-qa',
  'books',
  'departments',
  // after the side bar's products, which it files under brands and lines
  'brands-product-lines',
  'advertisements',
] as const;

export const AREA_SEEDERS: readonly AreaSeeder[] = inOrder(
  'seeders',
  AREAS.flatMap((area) => area.seeders ?? []),
  (s) => s.name,
  [
    'weeklies-columns',
    'sidebar',
    'panoramic-guidance',
    'meetings-courses',
    'activities',
    ...CATALOGUE_SEEDER_NAMES,
    // after the agendas, brands and cases it builds on
    'meeting-programme',
    // after the courses, their lectures and the programme's comments (its comment ids follow theirs)
    'classroom',
    // after the questions it files under topics and circles
    'community-topics',
    // after the brands and lines it gives pages, activities and followers
    'brand-pages',
    // after the brands and products its videos show
    'brand-videos',
    // after the competitions and the doctors' short videos its entries are
    'competition-entries',
    // after the talks, questions and answers and the products (filed under categories) they mention
    'meeting-agenda-products',
    'community-qa-products',
    // after everything a profile, a message or an order points at (the members of the brands first)
    'brand-members',
    // after the departments and their members: their administrators, applications and feedback
    'department-pages',
    'profile',
    'personal-data',
    'message-centre',
    // after the message centre, which tells authors about their articles (drafts are nobody's news),
    // and the seeded articles its ids follow
    'article-drafts',
    'purchases',
    // after the message centre's (which runs only while there are no messages) and the meetings it
    // buys: the demo accounts' wallets, made by paying
    'wallet-history',
    // after the courses' lectures and the study progress it completes for the demo doctor
    'cme-certificates',
    // last: it indexes what the others seeded
    'search',
  ],
);

/** the seeders of migration 010's tables, in their order (their test refills a database without them) */
export const CATALOGUE_SEEDERS: readonly AreaSeeder[] = AREA_SEEDERS.filter((s) =>
  (CATALOGUE_SEEDER_NAMES as readonly string[]).includes(s.name),
);

/** The kinds of content waiting in the review queue, by `review_queue.content_type`. */
export const REVIEW_KINDS: ReviewKinds = Object.assign({}, ...AREAS.map((area) => area.reviewKinds ?? {}));

/** What each area lists in the sitemap and keeps from crawlers, in the areas' order. */
export const SITEMAP_CONTRIBUTIONS: readonly SitemapContribution[] = AREAS.flatMap((area) =>
  area.sitemap ? [area.sitemap] : [],
);

/** What each area sells, as the payments mechanism fulfils it once paid (recharges are its own). */
export const PAYMENT_KINDS: Partial<Record<PaymentKind, KindHandlers>> = Object.assign(
  {},
  ...AREAS.map((area) => area.paymentKinds ?? {}),
);
