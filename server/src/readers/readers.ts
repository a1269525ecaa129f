import type { ProfileArticle, ProfileQa } from '@portal/api/contract/account-profile';
import type { ProductMention, ProductMentionType } from '@portal/api/contract/brand';
import type { FlowItem, MeetingCard, RecommendationItem } from '@portal/api/contract/channel';
import type { Channel, DeviceCategory } from '@portal/api/contract/portal';
import type { HotAnswer, HotTopic } from '@portal/api/contract/search';
import type { SidebarActivity, SidebarProduct } from '@portal/api/contract/sidebar';
import type { DisplayArea } from '@portal/api/identity';
import type { ScoreAction } from '@portal/api/rules/account-score';
import type { RawBuilder, SelectQueryBuilder } from 'kysely';
import type { PortalDb } from '../db/database';
import type { Database } from '../db/schema';

/*
 * What one area reads of another's data, provided by the area that owns the data.
 *
 * An area never queries another area's tables: the profile lists what a doctor published in the
 * community, a message names the article it is about, the assistant quotes a guide, the channel page
 * mixes meetings into its flow — each through a reader the owning area registered in its definition
 * (`AreaDefinition.readers`). The composition gathers them (`areas/index.ts`), the app hands them out
 * as `app.readers`, a seeder gets them in its context. So an area can change its tables without
 * breaking another, and the areas do not import each other (no cycle among them).
 *
 * The readers are declared here, once, with the shapes they answer; each is documented with who
 * asks for it. A reader takes the database it reads (a transaction, a seed's connection, a test's).
 */

/** The kinds of item other areas show as a card: a message's subject, a profile row, a history entry. */
export type CardKind =
  | 'mp_article'
  | 'info'
  | 'meeting'
  | 'ocs_course'
  | 'community_question'
  | 'community_answer'
  | 'community_topic'
  | 'community_circle'
  | 'community_activity'
  | 'article_column'
  | 'department'
  | 'product_line'
  | 'brand'
  | 'short_video';

/** One item as another area shows it. */
export interface Card {
  kind: CardKind;
  id: number;
  title: string;
  /** plain text, short; '' when the item has none */
  summary: string;
  /** an image address; '' when none */
  cover: string;
  /** its page, from the jump rules */
  url: string;
  /** its author, who is told about likes and comments; null for the portal's own (news, meetings) */
  ownerId: number | null;
  /** what a message calls it (文章, 病例, 回答, 问题, 内容) */
  noun: string;
  /** the profile's word for its type: article, case, info, question, answer, topic, circle… */
  contentType: string;
  /** where it is read, when that makes its people anonymous there (identity 7 in the article area) */
  area?: DisplayArea;
  /** a first-level device category (a product line's page address needs it) */
  categoryId?: number | null;
  /** who wrote it, as its readers may see them (匿名用户 for an anonymous author) */
  authorName?: string;
}

/**
 * The cards of these ids that this viewer may see (published, or their own); missing and hidden ones
 * are left out.
 */
export type CardReader = (
  db: PortalDb,
  ids: readonly number[],
  viewerId: number | null,
) => Promise<Map<number, Card>>;

/** One row of a person's timeline: what (a card's id under the source's kind) and when. */
export interface TimelineRow {
  kind: string;
  ref_id: number;
  /** the time shown (null for a like made before like times were kept) */
  time: number | string | null;
  /** the time it is ordered by */
  at: number | string;
}

// biome-ignore lint/suspicious/noExplicitAny: the branches of a union select the same columns from different tables
export type TimelineBranch = SelectQueryBuilder<Database, any, TimelineRow>;

/** whose timeline is read, and by whom */
export interface TimelinePerson {
  userId: number;
  viewerId: number | null;
  /** the viewer is the person (anonymous questions are theirs to see) */
  own: boolean;
  /** their articles and cases are not listed to this viewer (identity 7 is anonymous in the article area) */
  articlesConcealed: boolean;
}

/**
 * One source of the profile's timelines (its dynamics, collections and subscriptions), provided by
 * the area whose items they are: the person's rows as a branch of the profile's union, which the
 * profile pages newest first, then reads the cards of.
 */
export interface TimelineSource {
  tab: 'dynamics' | 'collections' | 'subscriptions';
  /** the rows' name in the union (stable: rows of one moment are ordered by it) */
  kind: string;
  /** what the person did */
  action: 'publish' | 'like' | 'follow' | 'collect' | 'subscribe';
  /** the card of the item */
  card: CardKind;
  /** the person's rows, selecting `kind` as given; null when there are none to show this viewer */
  branch(db: PortalDb, person: TimelinePerson, kind: string): TimelineBranch | null;
}

/** what a person published in one area, for the profile header's 发布 total */
export type ReleaseCounter = (
  db: PortalDb,
  userId: number,
  options: { articles: boolean; hiddenQuestions: boolean },
) => Promise<number>;

/** Something a person did that earns points (the score reads them from where they are kept). */
export interface ScoreEvent {
  userId: number;
  action: ScoreAction;
  /** the row's id (a check-in: its meeting's) */
  id: number;
  time: number;
  /** what it was (a title), shortened by the score */
  subject: string;
  /** where it is read; '' when it has no page */
  url: string;
}

/** the point-earning rows of one area, of one user or (for the seed) of everyone */
export type ScoreEventReader = (db: PortalDb, userId?: number) => Promise<ScoreEvent[]>;

/**
 * One kind of item of the channel page's flow (content) that another area owns: its rows among the
 * flow's union, and the flow items of a page.
 */
export interface FlowSource {
  type: Extract<FlowItem['type'], 'meeting' | 'ocscourse'>;
  /** `select <kind> as kind, id, t (publish time), views` of the items filed under these subspecialties */
  rows(kind: number, subspecialtyIds: readonly number[]): RawBuilder<unknown>;
  items(db: PortalDb, ids: readonly number[]): Promise<Map<number, FlowItem>>;
}

/** verified doctors who published lately in one area, with how much, most first */
export type ActiveAuthors = (
  db: PortalDb,
  query: { since: number; limit: number; excludeId: number | null },
) => Promise<{ id: number; n: number }[]>;

/** A product as a meeting's ads show it */
export interface ProductAd {
  id: number;
  name: string;
  image: string;
  categoryId: number | null;
}

/**
 * One type of content that mentions products (the product page's 临床应用), provided by the area
 * that owns the content: its visible items (published, never hidden or in review) that mention a
 * product, as cards with their page from the jump rules. One source per type.
 */
export interface ProductMentionSource {
  type: ProductMentionType;
  /** how many visible items mention the product */
  count(db: PortalDb, productId: number): Promise<number>;
  /** a page of them, newest first (a page past the last is empty) */
  page(
    db: PortalDb,
    productId: number,
    paging: { pageNo: number; pageSize: number },
  ): Promise<ProductMention[]>;
}

/** A course as a student's list shows it, with its lectures' lengths (for the progress). */
export interface StudyCourse {
  id: number;
  name: string;
  cover: string;
  speakerNames: string;
  money: number | null;
  lectures: readonly CourseLecture[];
}

/** A lecture of a course, as a history entry records watching it. */
export interface CourseLecture {
  id: number;
  /** seconds */
  duration: number;
}

/** How far a user watched a course, lecture by lecture, by the server's own measure. */
export interface CourseCompletion {
  courseId: number;
  lectures: readonly {
    id: number;
    /** seconds */
    duration: number;
    /** seconds of it really watched (course_progress, never more than its length) */
    watchedSeconds: number;
    /** watched to at least floor(duration × LECTURE_DONE_SHARE) */
    done: boolean;
  }[];
  /** every lecture done (false for a course without lectures) */
  allDone: boolean;
}

/**
 * The named readers, each provided by exactly one area (its owner). Beside each, who asks for it.
 */
export interface NamedReaders {
  /**
   * a user's watching of a course's lectures; null when the course is unknown (account, which keeps
   * the course progress) — the CME certificates
   */
  courseCompletion(db: PortalDb, userId: number, courseId: number): Promise<CourseCompletion | null>;
  /** a course's lecture (meetings, which carries the cloud classroom) — the browsing history */
  courseLecture(db: PortalDb, courseId: number, videoId: number): Promise<CourseLecture | null>;
  /**
   * a course's lecture and whether `userId` (null: signed out) may play it: a free course's, a
   * paid course's preview, or a bought course's (meetings) — the heartbeats of course progress
   */
  watchableLecture(
    db: PortalDb,
    courseId: number,
    videoId: number,
    userId: number | null,
  ): Promise<(CourseLecture & { canWatch: boolean }) | null>;
  /** courses with their lectures (meetings) — my courses */
  studyCourses(db: PortalDb, courseIds: readonly number[]): Promise<StudyCourse[]>;
  /** a channel's meetings: live, then upcoming (soonest first), then past (meetings) — the channel page */
  channelMeetings(db: PortalDb, subspecialtyIds: readonly number[], limit: number): Promise<MeetingCard[]>;
  /**
   * live, then upcoming meetings, and courses, those of `related` subspecialties first (meetings) —
   * the article page's daily recommendations
   */
  recommendations(
    db: PortalDb,
    related: readonly number[],
    limits: { meetings: number; courses: number },
  ): Promise<RecommendationItem[]>;
  /**
   * the published activities of these subspecialties, ongoing, then upcoming, then over, the
   * `exact` ones first within each, with the viewer's subscription (community) — the detail pages'
   * right column
   */
  activitiesForSubspecialties(
    db: PortalDb,
    scope: { exact: ReadonlySet<number>; branch: ReadonlySet<number> },
    viewerId: number | null,
    now: number,
  ): Promise<SidebarActivity[]>;
  /** the channels to open, in the editors' order (content) — the header's More popup */
  moreChannels(db: PortalDb): Promise<Channel[]>;
  /** first-level device categories, in order (brands) — the header's More popup */
  deviceCategories(db: PortalDb): Promise<DeviceCategory[]>;
  /** products by id, as an article's product list shows them (brands) — the detail pages' side bar */
  productsByIds(db: PortalDb, ids: readonly number[]): Promise<Map<number, SidebarProduct>>;
  /**
   * every product's name (brands) — the community finds the products a question or an answer names
   * when it is written
   */
  productNames(db: PortalDb): Promise<{ id: number; name: string }[]>;
  /** a brand's most viewed products (brands) — a meeting's ads */
  productsOfBrand(db: PortalDb, brandId: number, limit: number): Promise<ProductAd[]>;
  /** questions and answers by recent activity, one per question (community) — the search page's side */
  hotAnswers(db: PortalDb, limit: number, now: number): Promise<HotAnswer[]>;
  /** topics by views and content (content's side-bar topics) — the search page's side */
  hotTopics(db: PortalDb, limit: number): Promise<HotTopic[]>;
  /** a person's published articles and cases, newest first (content) — the profile's 文章/病例 tab */
  profileArticles(
    db: PortalDb,
    query: { userId: number; type?: 'article' | 'case'; pageNo: number; pageSize: number },
  ): Promise<{ list: ProfileArticle[]; total: number }>;
  /** a person's questions and answers, newest first (community) — the profile's 问答 tab */
  profileQa(
    db: PortalDb,
    query: { userId: number; own: boolean; kind?: 'question' | 'answer'; pageNo: number; pageSize: number },
  ): Promise<{ list: ProfileQa[]; total: number }>;
  /** the brands a person belongs to, administrators first (brands) — enterprise and administrator profiles */
  brandsOfUser(db: PortalDb, userId: number): Promise<BrandMembership[]>;
  /** members of each brand (brands) — the administrator profile */
  brandMemberCounts(db: PortalDb, brandIds: readonly number[]): Promise<Map<number, number>>;
  /** the newest products of these brands (brands) — the enterprise profile */
  brandProducts(db: PortalDb, brandIds: readonly number[], limit: number): Promise<BrandProduct[]>;
  /** products of each brand (brands) — the administrator profile */
  brandProductCounts(db: PortalDb, brandIds: readonly number[]): Promise<Map<number, number>>;
}

export interface BrandMembership {
  id: number;
  name: string;
  logo: string;
  description: string;
  role: 'admin' | 'member';
}

export interface BrandProduct {
  id: number;
  name: string;
  image: string;
  brandName: string;
  categoryId: number | null;
}

/** The readers several areas contribute to: each area adds its own. */
export interface ListReaders {
  /** the profile's timelines */
  timeline: readonly TimelineSource[];
  /** what a person published, by area — the profile header's 发布 */
  releases: readonly ReleaseCounter[];
  /** what earns points, by area — /score and the levels */
  scoreEvents: readonly ScoreEventReader[];
  /** the channel flow's items of other areas — the channel page */
  channelFlow: readonly FlowSource[];
  /** who published lately, by area — the search page's famous experts */
  activeAuthors: readonly ActiveAuthors[];
  /** what mentions a product, by type and area — the product page's 临床应用 */
  productMentions: readonly ProductMentionSource[];
}

/** Every reader, as the areas provide them. */
export interface Readers extends NamedReaders, ListReaders {
  /** item cards by kind: notices' subjects, profiles, browsing history, wallets */
  cards: Record<CardKind, CardReader>;
}

/** What one area provides: some card kinds, some named readers, its part of the list readers. */
export type ReaderContribution = Partial<NamedReaders> &
  Partial<ListReaders> & {
    cards?: Partial<Record<CardKind, CardReader>>;
  };

const NAMED_READERS: readonly (keyof NamedReaders)[] = [
  'courseCompletion',
  'courseLecture',
  'watchableLecture',
  'studyCourses',
  'channelMeetings',
  'recommendations',
  'activitiesForSubspecialties',
  'moreChannels',
  'deviceCategories',
  'productsByIds',
  'productNames',
  'productsOfBrand',
  'hotAnswers',
  'hotTopics',
  'profileArticles',
  'profileQa',
  'brandsOfUser',
  'brandMemberCounts',
  'brandProducts',
  'brandProductCounts',
];

/**
 * The readers of every area together. A reader provided twice, or one nobody provides, is a mistake
 * of the composition and stops it from loading.
 */
export function gatherReaders(contributions: readonly ReaderContribution[]): Readers {
  const cards: Partial<Record<CardKind, CardReader>> = {};
  const named: Partial<NamedReaders> = {};
  const lists: ListReaders = {
    timeline: [],
    releases: [],
    scoreEvents: [],
    channelFlow: [],
    activeAuthors: [],
    productMentions: [],
  };
  for (const {
    cards: theirs,
    timeline,
    releases,
    scoreEvents,
    channelFlow,
    activeAuthors,
    productMentions,
    ...rest
  } of contributions) {
    for (const [kind, reader] of Object.entries(theirs ?? {}) as [CardKind, CardReader][]) {
      if (cards[kind]) throw new Error(`card reader "${kind}" is provided twice`);
      cards[kind] = reader;
    }
    lists.timeline = [...lists.timeline, ...(timeline ?? [])];
    lists.releases = [...lists.releases, ...(releases ?? [])];
    lists.scoreEvents = [...lists.scoreEvents, ...(scoreEvents ?? [])];
    lists.channelFlow = [...lists.channelFlow, ...(channelFlow ?? [])];
    lists.activeAuthors = [...lists.activeAuthors, ...(activeAuthors ?? [])];
    for (const source of productMentions ?? [])
      if (lists.productMentions.some((s) => s.type === source.type))
        throw new Error(`product mentions of "${source.type}" are provided twice`);
    lists.productMentions = [...lists.productMentions, ...(productMentions ?? [])];
    for (const [name, reader] of Object.entries(rest)) {
      if (name in named) throw new Error(`reader "${name}" is provided twice`);
      Object.assign(named, { [name]: reader });
    }
  }
  const missing = [
    ...CARD_KINDS.filter((kind) => !cards[kind]).map((kind) => `cards.${kind}`),
    ...NAMED_READERS.filter((name) => !named[name]),
  ];
  if (missing.length > 0) throw new Error(`no area provides the readers: ${missing.join(', ')}`);
  return { ...(named as NamedReaders), ...lists, cards: cards as Record<CardKind, CardReader> };
}

export const CARD_KINDS: readonly CardKind[] = [
  'mp_article',
  'info',
  'meeting',
  'ocs_course',
  'community_question',
  'community_answer',
  'community_topic',
  'community_circle',
  'community_activity',
  'article_column',
  'department',
  'product_line',
  'brand',
  'short_video',
];

/** The cards of mixed references, each read by its kind's reader once. */
export async function readCards(
  readers: Readers,
  db: PortalDb,
  refs: readonly { kind: CardKind; id: number }[],
  viewerId: number | null,
): Promise<Map<string, Card>> {
  const byKind = new Map<CardKind, number[]>();
  for (const { kind, id } of refs) byKind.set(kind, [...(byKind.get(kind) ?? []), id]);
  const found = new Map<string, Card>();
  await Promise.all(
    [...byKind].map(async ([kind, ids]) => {
      for (const [id, card] of await readers.cards[kind](db, [...new Set(ids)], viewerId))
        found.set(cardKey(kind, id), card);
    }),
  );
  return found;
}

export const cardKey = (kind: CardKind, id: number) => `${kind}:${id}`;

/** Pages a union of timeline rows newest first (`at`, then kind, then id); the total beside it. */
export async function pageTimeline(
  db: PortalDb,
  branches: readonly TimelineBranch[],
  paging: { pageNo: number; pageSize: number },
): Promise<{ rows: TimelineRow[]; total: number }> {
  const [first, ...rest] = branches;
  if (!first) return { rows: [], total: 0 };
  const union = rest.reduce((q, b) => q.unionAll(b), first);
  const [rows, count] = await Promise.all([
    db
      .selectFrom(union.as('u'))
      .select(['u.kind', 'u.ref_id', 'u.time', 'u.at'])
      .orderBy('u.at', 'desc')
      .orderBy('u.kind')
      .orderBy('u.ref_id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.pageNo - 1) * paging.pageSize)
      .execute(),
    db
      .selectFrom(union.as('u'))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as TimelineRow[], total: Number(count.n) };
}
