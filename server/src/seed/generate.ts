import { IDENTITY, IS_AUTH } from '@portal/api/contract/user';
import { type Insertable, PostgresAdapter, sql } from 'kysely';
import { AREA_SEEDERS } from '../areas/index';
import type { PortalDb } from '../db/database';
import type {
  Database,
  InfoArticlesTable,
  InfoAuthorsTable,
  InfoSubspecialtiesTable,
  SubspecialtiesTable,
  UsersTable,
} from '../db/schema';
import { seedAreasIfEmpty } from './area-seeder';
import {
  ARTICLE_KINDS,
  type ArticleContext,
  composeBody,
  composeSummary,
  composeTitle,
  type Person,
} from './article-content';
import { DEMO_ACCOUNTS } from './demo-accounts';
import {
  buildInfoComments,
  buildUgc,
  UGC_ARTICLES_PER_SCALE,
  UGC_CASES_PER_SCALE,
  type UgcData,
} from './mp-articles';
import { buildDemoActivity, buildFrameData, type DemoActivityData, type FrameData } from './portal-frame';
import { createRng, type Rng } from './random';
import { groupOf, leafWeight, pickCondition, SUBSPECIALTY_TREE } from './subspecialties';
import {
  CORPORATE_DEPARTMENTS,
  CORPORATE_TITLES,
  DEVICE_COMPANIES,
  DOCTOR_DEPARTMENTS,
  DOCTOR_TITLES,
  GIVEN_NAME_CHARS,
  GIVEN_NAMES,
  GROUP_MEETINGS,
  GROUP_SOCIETIES,
  HOSPITALS,
  type Hospital,
  JOURNALS,
  MEDICAL_SCHOOLS,
  MEETINGS,
  MOBILE_PREFIXES,
  NURSE_TITLES,
  SOCIETIES,
  SOURCES,
  STUDENT_DEPARTMENTS,
  STUDENT_TITLES,
  SURNAMES,
  TECHNICIAN_DEPARTMENTS,
  TECHNICIAN_TITLES,
} from './vocabulary';

export interface SeedOptions {
  /** multiplies the number of users (300) and articles (2,000) */
  scale?: number;
  /** the moment the data is generated "as of", in ms; dates are spread backwards from it */
  now?: number;
  /** a different seed gives different (but again reproducible) data */
  seed?: number;
  /**
   * also fill the later areas' tables (seed/areas: weeklies, sidebar, catalogue, the search
   * index…); default true. Tests of the core data turn it off: the areas test themselves.
   */
  areas?: boolean;
}

export interface SeedSummary {
  subspecialties: number;
  users: number;
  demoAccounts: number;
  infoArticles: number;
  infoAuthors: number;
  infoSubspecialties: number;
  /** portal frame: navigation links, hint words, academic resources, channels, device categories, footer QR codes, requirement types */
  frameRows: number;
  messages: number;
  reviewQueue: number;
  /** user-written articles and cases */
  mpArticles: number;
  comments: number;
  likes: number;
  collections: number;
  follows: number;
  elapsedMs: number;
}

export interface SeedData extends FrameData, DemoActivityData, UgcData {
  subspecialties: Insertable<SubspecialtiesTable>[];
  users: Insertable<UsersTable>[];
  infoArticles: Insertable<InfoArticlesTable>[];
  infoAuthors: Insertable<InfoAuthorsTable>[];
  infoSubspecialties: Insertable<InfoSubspecialtiesTable>[];
}

/** 2026-11-01 00:00 Beijing time: a fixed "now", so the default output never changes. */
export const DEFAULT_SEED_NOW = Date.parse('2026-11-01T00:00:00+08:00');
export const DEFAULT_SEED = 20261101;
export const USERS_PER_SCALE = 300;
export const ARTICLES_PER_SCALE = 2000;

const DAY = 86_400_000;
const YEAR = 365 * DAY;

/** Kept well under SQLite's 32,766 bound variables (and PostgreSQL's 65,535) per statement. */
const MAX_PARAMS_PER_STATEMENT = 30_000;
const MAX_ROWS_PER_STATEMENT = 500;

// ---------------------------------------------------------------------------------------------
// Subspecialties

interface SubspecialtyIds {
  parentIds: Map<string, number>;
  /** by leaf name, which every condition under the leaf carries */
  childIds: Map<string, number>;
}

function buildSubspecialties(): { rows: Insertable<SubspecialtiesTable>[]; ids: SubspecialtyIds } {
  const rows: Insertable<SubspecialtiesTable>[] = [];
  const parentIds = new Map<string, number>();
  const childIds = new Map<string, number>();
  let id = 0;
  SUBSPECIALTY_TREE.forEach((group, sort) => {
    id += 1;
    parentIds.set(group.name, id);
    rows.push({ id, name: group.name, parent_id: null, sort });
  });
  for (const group of SUBSPECIALTY_TREE) {
    group.children.forEach((child, sort) => {
      id += 1;
      childIds.set(child.name, id);
      rows.push({ id, name: child.name, parent_id: parentIds.get(group.name) ?? null, sort });
    });
  }
  return { rows, ids: { parentIds, childIds } };
}

// ---------------------------------------------------------------------------------------------
// Users

/** A seeded doctor who can be named as an article author. */
interface AuthorProfile {
  userId: number;
  name: string;
  avatar: string;
  hospital: Hospital;
  department: string;
}

const IDENTITY_WEIGHTS: readonly (readonly [number | null, number])[] = [
  [IDENTITY.doctor, 58],
  [IDENTITY.nurse, 8],
  [IDENTITY.patient, 10],
  [IDENTITY.corporate, 5],
  [IDENTITY.student, 8],
  [IDENTITY.technician, 5],
  [IDENTITY.otherPublic, 3],
  [null, 3],
];

function authWeights(identity: number | null): readonly (readonly [number, number])[] {
  switch (identity) {
    case IDENTITY.doctor:
      return [
        [IS_AUTH.verified, 72],
        [IS_AUTH.reviewing, 8],
        [IS_AUTH.failed, 5],
        [IS_AUTH.unverified, 15],
      ];
    case IDENTITY.nurse:
    case IDENTITY.technician:
      return [
        [IS_AUTH.verified, 50],
        [IS_AUTH.reviewing, 10],
        [IS_AUTH.failed, 5],
        [IS_AUTH.unverified, 35],
      ];
    case IDENTITY.student:
      return [
        [IS_AUTH.verified, 20],
        [IS_AUTH.reviewing, 10],
        [IS_AUTH.failed, 5],
        [IS_AUTH.unverified, 65],
      ];
    case IDENTITY.corporate:
      return [
        [IS_AUTH.verified, 40],
        [IS_AUTH.reviewing, 10],
        [IS_AUTH.unverified, 50],
      ];
    default:
      return [[IS_AUTH.unverified, 1]];
  }
}

export function randomName(r: Rng): string {
  const surname = r.weighted(SURNAMES);
  if (r.chance(0.45)) return surname + r.pick(GIVEN_NAMES);
  const first = r.pick(GIVEN_NAME_CHARS);
  let second = r.pick(GIVEN_NAME_CHARS);
  while (second === first) second = r.pick(GIVEN_NAME_CHARS);
  return surname + first + second;
}

function uniqueMobile(r: Rng, taken: Set<string>): string {
  for (;;) {
    const mobile = r.pick(MOBILE_PREFIXES) + String(r.int(0, 99_999_999)).padStart(8, '0');
    if (!taken.has(mobile)) {
      taken.add(mobile);
      return mobile;
    }
  }
}

const avatarUrl = (userId: number) => `/media/avatar/${userId}.svg`;

interface Profile {
  title: string | null;
  company: string | null;
  department: string | null;
  hospital: Hospital | null;
}

function profileFor(identity: number | null, r: Rng): Profile {
  switch (identity) {
    case IDENTITY.doctor: {
      const hospital = r.pick(HOSPITALS);
      return {
        title: r.weighted(DOCTOR_TITLES),
        company: hospital.name,
        department: r.weighted(DOCTOR_DEPARTMENTS),
        hospital,
      };
    }
    case IDENTITY.nurse: {
      const hospital = r.pick(HOSPITALS);
      return {
        title: r.weighted(NURSE_TITLES),
        company: hospital.name,
        department: r.pick(['神经外科', '神经外科', '神经重症医学科', '手术室']),
        hospital,
      };
    }
    case IDENTITY.technician: {
      const hospital = r.pick(HOSPITALS);
      return {
        title: r.pick(TECHNICIAN_TITLES),
        company: hospital.name,
        department: r.pick(TECHNICIAN_DEPARTMENTS),
        hospital,
      };
    }
    case IDENTITY.student:
      return {
        title: r.pick(STUDENT_TITLES),
        company: r.pick(MEDICAL_SCHOOLS),
        department: r.pick(STUDENT_DEPARTMENTS),
        hospital: null,
      };
    case IDENTITY.corporate:
      return {
        title: r.pick(CORPORATE_TITLES),
        company: r.pick(DEVICE_COMPANIES),
        department: r.pick(CORPORATE_DEPARTMENTS),
        hospital: null,
      };
    default:
      return { title: null, company: null, department: null, hospital: null };
  }
}

function buildUsers(
  count: number,
  now: number,
  r: Rng,
): { rows: Insertable<UsersTable>[]; authors: AuthorProfile[] } {
  const rows: Insertable<UsersTable>[] = [];
  const authors: AuthorProfile[] = [];
  const mobiles = new Set(DEMO_ACCOUNTS.map((a) => a.mobile));

  DEMO_ACCOUNTS.forEach((demo, index) => {
    const verifiedDoctor = demo.identity === IDENTITY.doctor && demo.isAuth === IS_AUTH.verified;
    rows.push({
      id: demo.id,
      mobile: demo.mobile,
      real_name: demo.realName,
      avatar: avatarUrl(demo.id),
      identity: demo.identity,
      is_auth: demo.isAuth,
      title: demo.title,
      company: demo.company,
      department: demo.department,
      level_number: verifiedDoctor ? 9 : 2,
      medal_pendant_icon: null,
      fans: verifiedDoctor ? 12_860 : 3 + index * 7,
      created_at: now - 2 * YEAR - (30 + index) * DAY,
    });
    const hospital = HOSPITALS.find((h) => h.name === demo.company);
    if (verifiedDoctor && hospital) {
      authors.push({
        userId: demo.id,
        name: demo.realName,
        avatar: avatarUrl(demo.id),
        hospital,
        department: demo.department ?? '神经外科',
      });
    }
  });

  for (let id = DEMO_ACCOUNTS.length + 1; id <= count; id++) {
    const identity = r.weighted(IDENTITY_WEIGHTS);
    const isAuth = r.weighted(authWeights(identity));
    const profile = profileFor(identity, r);
    const name = randomName(r);
    const verifiedDoctor = identity === IDENTITY.doctor && isAuth === IS_AUTH.verified;
    // Verified doctors joined before the article window opens, so no byline predates its author.
    const createdAt = verifiedDoctor ? now - 3 * YEAR + r.int(0, YEAR - DAY) : now - r.int(DAY, 3 * YEAR);
    rows.push({
      id,
      mobile: uniqueMobile(r, mobiles),
      real_name: name,
      avatar: avatarUrl(id),
      identity,
      is_auth: isAuth,
      title: profile.title,
      company: profile.company,
      department: profile.department,
      level_number: verifiedDoctor ? 3 + r.skewed(0, 7, 2) : 1 + r.skewed(0, 4, 2),
      medal_pendant_icon: null,
      fans: verifiedDoctor ? r.skewed(20, 20_000, 4) : r.skewed(0, 300, 3),
      created_at: Math.floor(createdAt / 1000) * 1000,
    });
    if (verifiedDoctor && profile.hospital) {
      authors.push({
        userId: id,
        name,
        avatar: avatarUrl(id),
        hospital: profile.hospital,
        department: profile.department ?? '神经外科',
      });
    }
  }
  return { rows, authors };
}

// ---------------------------------------------------------------------------------------------
// Articles

interface Byline {
  person: Person;
  department: string;
  avatar: string;
  userId: number | null;
}

/** every leaf with its share of the content (subspecialties.ts) */
const LEAF_WEIGHTS = SUBSPECIALTY_TREE.flatMap((g) =>
  g.children.map((leaf) => [leaf, leafWeight(leaf.name)] as const),
);

function buildBylines(r: Rng, pool: readonly AuthorProfile[], nextExternal: () => number): Byline[] {
  const count = r.weighted([
    [1, 55],
    [2, 30],
    [3, 15],
  ] as const);
  const bylines: Byline[] = [];
  const used = new Set<number>();
  for (let i = 0; i < count; i++) {
    // A few prolific authors write much of the content, as on real portals.
    const linked = pool.length > 0 && r.chance(0.85) ? pool[r.skewed(0, pool.length - 1, 2)] : undefined;
    if (linked && !used.has(linked.userId)) {
      used.add(linked.userId);
      bylines.push({
        person: { name: linked.name, hospital: linked.hospital },
        department: linked.department,
        avatar: linked.avatar,
        userId: linked.userId,
      });
    } else {
      bylines.push({
        person: { name: randomName(r), hospital: r.pick(HOSPITALS) },
        department: '神经外科',
        avatar: `/media/avatar/x-${nextExternal()}.svg`,
        userId: null,
      });
    }
  }
  return bylines;
}

function pickOther<T>(r: Rng, items: readonly T[], not: T): T {
  const others = items.filter((i) => i !== not);
  return others.length > 0 ? r.pick(others) : not;
}

function buildContext(
  r: Rng,
  id: number,
  publishDate: number,
  bylines: readonly Byline[],
  pool: readonly AuthorProfile[],
): ArticleContext {
  const topic = pickCondition(r, r.weighted(LEAF_WEIGHTS));
  const group = groupOf(topic.name);
  const first = bylines[0];
  if (!first) throw new Error('an article needs a byline');
  const operation = r.pick(topic.operations);
  const peers: Person[] = bylines.slice(1).map((b) => b.person);
  while (peers.length < 3) {
    const other = pool.length > 0 && r.chance(0.7) ? r.pick(pool) : undefined;
    peers.push(
      other
        ? { name: other.name, hospital: other.hospital }
        : { name: randomName(r), hospital: r.pick(HOSPITALS) },
    );
  }
  const date = new Date(publishDate + 8 * 3_600_000);
  const [minAge, maxAge] = topic.ages;
  return {
    id,
    kind: r.weighted(ARTICLE_KINDS),
    group: group.name,
    topic,
    operation,
    operation2: pickOther(r, topic.operations, operation),
    researchTopic: r.pick(topic.topics),
    scale: r.pick(topic.scales),
    complication: r.pick(topic.complications),
    imaging: r.pick(topic.imaging),
    symptom: r.pick(topic.symptoms),
    finding: r.pick(topic.findings),
    expert: first.person,
    department: first.department,
    peers: peers.filter((p) => p.name !== first.person.name),
    journal: r.pick(JOURNALS),
    meeting: r.chance(0.6) ? r.pick(GROUP_MEETINGS[group.name] ?? MEETINGS) : r.pick(MEETINGS),
    meetingCity: r.pick(HOSPITALS).city,
    attendees: r.int(3, 30) * 100,
    society: r.chance(0.6) ? r.pick(GROUP_SOCIETIES[group.name] ?? SOCIETIES) : r.pick(SOCIETIES),
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    cases: r.chance(0.5) ? r.int(36, 240) : r.int(120, 1800),
    centers: r.int(3, 36),
    followUpMonths: r.pick([6, 12, 12, 18, 24, 24, 36, 48, 60]),
    patientAge: Math.max(1, r.int(minAge, maxAge + (maxAge < 18 ? 0 : 8))),
    patientSex: r.chance(0.5) ? '男' : '女',
  };
}

function buildArticles(
  count: number,
  now: number,
  r: Rng,
  authors: readonly AuthorProfile[],
  ids: SubspecialtyIds,
): Pick<SeedData, 'infoArticles' | 'infoAuthors' | 'infoSubspecialties'> {
  // Popularity is skewed by position, so shuffle first: who is prolific should be arbitrary.
  const pool = r.shuffle(authors);
  const infoArticles: Insertable<InfoArticlesTable>[] = [];
  const infoAuthors: Insertable<InfoAuthorsTable>[] = [];
  const infoSubspecialties: Insertable<InfoSubspecialtiesTable>[] = [];
  const titles = new Set<string>();
  let external = 0;
  const nextExternal = () => ++external;

  // Ids follow publication order, as they would on a live site.
  const dates: number[] = [];
  for (let i = 0; i < count; i++) {
    const day = now - r.int(1, 2 * 365) * DAY;
    // Mostly office hours, Beijing time (UTC+8).
    const minuteOfDay = r.int(7 * 60, 22 * 60 + 30) - 8 * 60;
    dates.push(Math.floor(day / DAY) * DAY + minuteOfDay * 60_000);
  }
  dates.sort((a, b) => a - b);

  const allChildren = [...ids.childIds.keys()];

  dates.forEach((publishDate, index) => {
    const id = index + 1;
    const bylines = buildBylines(r, pool, nextExternal);
    let context = buildContext(r, id, publishDate, bylines, pool);
    let title = composeTitle(context, r);
    for (let attempt = 0; titles.has(title); attempt++) {
      if (attempt > 200) throw new Error(`could not compose a unique title for article ${id}`);
      context = buildContext(r, id, publishDate, bylines, pool);
      title = composeTitle(context, r);
    }
    titles.add(title);

    const essences = r.chance(0.1);
    const ageDays = (now - publishDate) / DAY;
    // Fresh items have not had time to collect views; featured ones get more.
    const reach = Math.min(1, 0.15 + ageDays / 30);
    const views = Math.max(
      100,
      Math.round((essences ? r.skewed(3000, 50_000, 2) : r.skewed(100, 50_000, 4)) * reach),
    );
    infoArticles.push({
      id,
      title,
      cover: `/media/cover/info-${id}.svg`,
      summary: composeSummary(context, r),
      body_html: composeBody(context, r),
      source: r.weighted(SOURCES),
      publish_date: publishDate,
      essences: essences ? 'T' : 'F',
      bms_auth: r.chance(0.08) ? 1 : 0,
      compile_article: r.chance(0.05) ? 'T' : 'F',
      views,
      comments: Math.round(views * r.float(0.001, 0.012)),
      diggs: Math.round(views * r.float(0.005, 0.04)),
      created_at: publishDate - r.int(10, 3 * 24 * 60) * 60_000,
    });

    bylines.forEach((b, sort) => {
      infoAuthors.push({
        info_id: id,
        sort,
        author_name: b.person.name,
        head_image: b.avatar,
        user_id: b.userId,
      });
    });

    const childId = ids.childIds.get(context.topic.name);
    if (childId === undefined) throw new Error(`unknown subspecialty ${context.topic.name}`);
    const tagIds = [childId];
    const roll = r.next();
    if (roll < 0.5) {
      const parentId = ids.parentIds.get(groupOf(context.topic.name).name);
      if (parentId !== undefined) tagIds.push(parentId);
    } else if (roll < 0.65) {
      const otherId = ids.childIds.get(pickOther(r, allChildren, context.topic.name));
      if (otherId !== undefined && otherId !== childId) tagIds.push(otherId);
    }
    for (const subspecialtyId of tagIds)
      infoSubspecialties.push({ info_id: id, subspecialty_id: subspecialtyId });
  });

  return { infoArticles, infoAuthors, infoSubspecialties };
}

/** Everything the seed inserts, computed without touching a database. */
export function generateSeedData(options: SeedOptions = {}): SeedData {
  const scale = options.scale ?? 1;
  if (!(scale > 0)) throw new Error(`scale must be positive, got ${scale}`);
  const now = options.now ?? DEFAULT_SEED_NOW;
  const seed = options.seed ?? DEFAULT_SEED;
  const userCount = Math.max(DEMO_ACCOUNTS.length + 20, Math.round(USERS_PER_SCALE * scale));
  const articleCount = Math.max(1, Math.round(ARTICLES_PER_SCALE * scale));

  const subspecialties = buildSubspecialties();
  // Separate streams, so more articles never reshuffle the users.
  const users = buildUsers(userCount, now, createRng(`${seed}:users`));
  const articles = buildArticles(
    articleCount,
    now,
    createRng(`${seed}:articles`),
    users.authors,
    subspecialties.ids,
  );
  const ugc = buildUgc(createRng(`${seed}:ugc`), {
    articles: Math.max(1, Math.round(UGC_ARTICLES_PER_SCALE * scale)),
    cases: Math.max(1, Math.round(UGC_CASES_PER_SCALE * scale)),
    now,
    users: users.rows,
    authors: users.authors,
    makeContext: (r, id, publishTime, author) =>
      buildContext(
        r,
        id,
        publishTime,
        [
          {
            person: { name: author.name, hospital: author.hospital },
            department: author.department,
            avatar: author.avatar,
            userId: author.userId,
          },
        ],
        users.authors,
      ),
    subspecialtyOf: (topic) => {
      const childId = subspecialties.ids.childIds.get(topic.name);
      if (childId === undefined) throw new Error(`unknown subspecialty ${topic.name}`);
      return { childId, parentId: subspecialties.ids.parentIds.get(groupOf(topic.name).name) };
    },
    pendingAuthorId: DEMO_ACCOUNTS.find((a) => a.label === '有内容审核中的医生')?.id,
  });
  const infoAnswerer = new Map<number, number>();
  for (const a of articles.infoAuthors) {
    if (a.user_id != null && !infoAnswerer.has(a.info_id)) infoAnswerer.set(a.info_id, a.user_id);
  }
  const infoComments = buildInfoComments(createRng(`${seed}:info-comments`), {
    infos: articles.infoArticles.map((a) => ({
      id: a.id as number,
      publishDate: a.publish_date,
      answererId: infoAnswerer.get(a.id as number) ?? null,
    })),
    userIds: users.rows.map((u) => u.id as number),
    now,
    firstCommentId: ugc.comments.reduce((max, c) => Math.max(max, c.id as number), 0),
  });
  // an item's comment counter is what its rows say
  for (const a of articles.infoArticles) a.comments = infoComments.counts.get(a.id as number) ?? 0;
  // a user's fans count at least the follow rows behind it
  const followers = new Map<number, number>();
  for (const f of ugc.userFollows) followers.set(f.followee_id, (followers.get(f.followee_id) ?? 0) + 1);
  for (const u of users.rows) u.fans = Math.max(u.fans ?? 0, followers.get(u.id as number) ?? 0);
  // names of generated users comment on and like the demo accounts' content
  const names = users.rows.slice(DEMO_ACCOUNTS.length, DEMO_ACCOUNTS.length + 60).map((u) => u.real_name);
  return {
    subspecialties: subspecialties.rows,
    users: users.rows,
    ...articles,
    ...buildFrameData(subspecialties.ids.parentIds),
    ...buildDemoActivity(now, createRng(`${seed}:messages`), names),
    ...ugc,
    comments: [...ugc.comments, ...infoComments.comments],
    commentDiggs: [...ugc.commentDiggs, ...infoComments.commentDiggs],
  };
}

// ---------------------------------------------------------------------------------------------
// Insertion

function* chunks<T extends object>(rows: readonly T[]): Generator<T[]> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).length;
  const size = Math.max(1, Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(MAX_PARAMS_PER_STATEMENT / columns)));
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

function isPostgres(db: PortalDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** the frame's reference tables, each filled from FrameData when it is empty */
const FRAME_TABLES = [
  ['nav_links', 'navLinks'],
  ['dict_items', 'dictItems'],
  ['academic_resources', 'academicResources'],
  ['channels', 'channels'],
  ['brand_categories', 'brandCategories'],
  ['footer_qr_codes', 'footerQrCodes'],
  ['requirement_types', 'requirementTypes'],
] as const satisfies readonly (readonly [keyof Database, keyof FrameData])[];

type FrameTable = (typeof FRAME_TABLES)[number][0];
type CountedTable = 'users' | 'subspecialties' | 'info_articles' | FrameTable;

async function setSequences(db: PortalDb, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
      db,
    );
  }
}

/** Inserts each frame table's rows when that table is empty; the names of the tables filled. */
async function insertFrame(db: PortalDb, frame: FrameData): Promise<FrameTable[]> {
  const filled: FrameTable[] = [];
  for (const [table, key] of FRAME_TABLES) {
    const rows = frame[key];
    if (rows.length === 0 || (await countRows(db, table)) > 0) continue;
    // one statement per table: the frame tables are small
    await db
      .insertInto(table)
      .values(rows as never)
      .execute();
    filled.push(table);
  }
  return filled;
}

async function countRows(db: PortalDb, table: CountedTable): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Fills an empty database. Ids are given explicitly so demo accounts, covers and avatars line
 * up with them; on PostgreSQL the sequences are moved past them afterwards.
 */
export async function seedDatabase(db: PortalDb, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  for (const table of ['users', 'subspecialties', 'info_articles'] as const) {
    if ((await countRows(db, table)) > 0) {
      throw new Error(`种子数据只能写入空数据库：表 ${table} 已有数据`);
    }
  }
  const data = generateSeedData(options);
  const postgres = isPostgres(db);

  await db.transaction().execute(async (trx) => {
    for (const rows of chunks(data.subspecialties))
      await trx.insertInto('subspecialties').values(rows).execute();
    for (const rows of chunks(data.users)) await trx.insertInto('users').values(rows).execute();
    for (const rows of chunks(data.infoArticles))
      await trx.insertInto('info_articles').values(rows).execute();
    for (const rows of chunks(data.infoAuthors)) await trx.insertInto('info_authors').values(rows).execute();
    for (const rows of chunks(data.infoSubspecialties)) {
      await trx.insertInto('info_subspecialties').values(rows).execute();
    }
    const frameTables = await insertFrame(trx, data);
    for (const rows of chunks(data.messages)) await trx.insertInto('messages').values(rows).execute();
    for (const rows of chunks(data.reviewQueue)) await trx.insertInto('review_queue').values(rows).execute();
    for (const rows of chunks(data.mpArticles)) await trx.insertInto('mp_articles').values(rows).execute();
    for (const rows of chunks(data.mpArticleSubspecialties)) {
      await trx.insertInto('mp_article_subspecialties').values(rows).execute();
    }
    for (const rows of chunks(data.comments)) await trx.insertInto('comments').values(rows).execute();
    for (const rows of chunks(data.commentDiggs))
      await trx.insertInto('comment_diggs').values(rows).execute();
    for (const rows of chunks(data.contentDiggs))
      await trx.insertInto('content_diggs').values(rows).execute();
    for (const rows of chunks(data.collections)) await trx.insertInto('collections').values(rows).execute();
    for (const rows of chunks(data.userFollows)) await trx.insertInto('user_follows').values(rows).execute();
    const areaTables =
      options.areas === false
        ? []
        : await seedAreasIfEmpty(trx, AREA_SEEDERS, {
            now: options.now ?? DEFAULT_SEED_NOW,
            seed: options.seed ?? DEFAULT_SEED,
          });
    if (postgres) {
      await setSequences(trx, [
        'users',
        'subspecialties',
        'info_articles',
        ...frameTables,
        ...(data.messages.length > 0 ? ['messages'] : []),
        ...(data.reviewQueue.length > 0 ? ['review_queue'] : []),
        ...(data.mpArticles.length > 0 ? ['mp_articles'] : []),
        ...(data.comments.length > 0 ? ['comments'] : []),
        ...areaTables,
      ]);
    }
  });

  return {
    subspecialties: data.subspecialties.length,
    users: data.users.length,
    demoAccounts: DEMO_ACCOUNTS.length,
    infoArticles: data.infoArticles.length,
    infoAuthors: data.infoAuthors.length,
    infoSubspecialties: data.infoSubspecialties.length,
    frameRows: FRAME_TABLES.reduce((sum, [, key]) => sum + data[key].length, 0),
    messages: data.messages.length,
    reviewQueue: data.reviewQueue.length,
    mpArticles: data.mpArticles.length,
    comments: data.comments.length,
    likes: data.contentDiggs.length + data.commentDiggs.length,
    collections: data.collections.length,
    follows: data.userFollows.length,
    elapsedMs: Math.round(performance.now() - started),
  };
}

/**
 * Fills the frame's reference tables that are empty (navigation, hint words, More popup groups,
 * footer QR codes, requirement types), for a database seeded before they existed. Channels
 * follow the database's own top-level subspecialties. Returns the tables it filled.
 */
export async function seedFrameIfEmpty(db: PortalDb): Promise<string[]> {
  const parents = await db
    .selectFrom('subspecialties')
    .select(['id', 'name'])
    .where('parent_id', 'is', null)
    .execute();
  const frame = buildFrameData(new Map(parents.map((p) => [p.name, p.id])));
  return db.transaction().execute(async (trx) => {
    const filled = await insertFrame(trx, frame);
    if (isPostgres(db) && filled.length > 0) await setSequences(trx, filled);
    return filled;
  });
}

/** Fills the later areas' tables on a database seeded before those areas existed. */
async function seedLaterAreas(db: PortalDb, options: SeedOptions): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const filled = await seedAreasIfEmpty(trx, AREA_SEEDERS, {
      now: options.now ?? DEFAULT_SEED_NOW,
      seed: options.seed ?? DEFAULT_SEED,
    });
    if (isPostgres(db) && filled.length > 0) await setSequences(trx, filled);
  });
}

/**
 * Seeds only a database without users (first start); returns null when it left it alone. A
 * database that has users but empty frame tables (seeded before they existed) gets the frame.
 */
export async function seedIfEmpty(db: PortalDb, options: SeedOptions = {}): Promise<SeedSummary | null> {
  if ((await countRows(db, 'users')) > 0) {
    await seedFrameIfEmpty(db);
    if (options.areas !== false) await seedLaterAreas(db, options);
    return null;
  }
  return seedDatabase(db, options);
}
