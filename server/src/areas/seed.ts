import { type Insertable, PostgresAdapter, sql } from 'kysely';
import type { PortalDb } from '../db/database';
import type { Database, SubspecialtiesTable } from '../db/schema';
import type { UsersTable } from '../people/schema';
import { buildUsers } from '../people/users-seed';
import { newsScale } from '../seed/area-inputs';
import { seedAreasIfEmpty } from '../seed/area-seeder';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import {
  ARTICLES_PER_SCALE,
  DEFAULT_SEED,
  DEFAULT_SEED_NOW,
  type SeedOptions,
  USERS_PER_SCALE,
} from '../seed/options';
import { createRng } from '../seed/random';
import { groupOf, SUBSPECIALTY_TREE, type SubspecialtyIds } from '../seed/subspecialties';
import {
  buildArticles,
  buildContext,
  buildInfoComments,
  buildUgc,
  type InfoSeedData,
  UGC_ARTICLES_PER_SCALE,
  UGC_CASES_PER_SCALE,
  type UgcData,
} from './content/index';
import { AREA_SEEDERS, FEEDERS } from './index';
import { buildDemoActivity, buildFrameData, type DemoActivityData, type FrameData } from './portal/index';

export {
  ARTICLES_PER_SCALE,
  DEFAULT_SEED,
  DEFAULT_SEED_NOW,
  type SeedOptions,
  USERS_PER_SCALE,
} from '../seed/options';

/*
 * The core seed: one generation in memory, each kind on its own named stream (the subspecialty
 * tree here; users from the account area, news items from content/info, user articles with their
 * comments, likes, collections and follows from content/articles, the frame and review queue from
 * portal; the demo accounts' messages are the message centre's area seeder's), inserted in one transaction; then the area seeders, which read back what it
 * wrote. The kinds feed each other before anything is written (authors bylining news and user
 * articles, comment rows setting the items' counters, follows the users' fans), which is why
 * they are generated together rather than by area seeders of their own.
 */

export interface SeedSummary {
  subspecialties: number;
  users: number;
  demoAccounts: number;
  infoArticles: number;
  infoAuthors: number;
  infoSubspecialties: number;
  /** portal frame: navigation links, hint words, academic resources, channels, device categories, footer QR codes, requirement types */
  frameRows: number;
  /** messages the areas' seeders wrote (the message centre's) */
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

export interface SeedData extends FrameData, DemoActivityData, UgcData, InfoSeedData {
  subspecialties: Insertable<SubspecialtiesTable>[];
  users: Insertable<UsersTable>[];
}

/** Kept well under SQLite's 32,766 bound variables (and PostgreSQL's 65,535) per statement. */
const MAX_PARAMS_PER_STATEMENT = 30_000;
const MAX_ROWS_PER_STATEMENT = 500;

// ---------------------------------------------------------------------------------------------
// Subspecialties

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
    createRng(`${seed}:articles:fit`),
  );
  const ugcFit = createRng(`${seed}:ugc:fit`);
  const ugc = buildUgc(createRng(`${seed}:ugc`), {
    articles: Math.max(1, Math.round(UGC_ARTICLES_PER_SCALE * scale)),
    cases: Math.max(1, Math.round(UGC_CASES_PER_SCALE * scale)),
    now,
    users: users.rows,
    authors: users.authors,
    makeContext: (r, id, publishTime, author, condition) =>
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
        ugcFit,
        condition,
      ),
    subspecialtyOf: (topic) => {
      const childId = subspecialties.ids.childIds.get(topic.name);
      if (childId === undefined) throw new Error(`unknown subspecialty ${topic.name}`);
      return { childId, parentId: subspecialties.ids.parentIds.get(groupOf(topic.name).name) };
    },
    pendingAuthorId: DEMO_ACCOUNTS.find((a) => a.label === '有内容审核中的医生')?.id,
    fit: ugcFit,
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
  return {
    subspecialties: subspecialties.rows,
    users: users.rows,
    ...articles,
    ...buildFrameData(subspecialties.ids.parentIds),
    // the demo accounts' messages are the message centre's seeder's (an area seeder, below)
    ...buildDemoActivity(now),
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
            feeders: FEEDERS,
            scale: await measureScale(trx),
          });
    if (postgres) {
      await setSequences(trx, [
        'users',
        'subspecialties',
        'info_articles',
        ...frameTables,
        ...(data.reviewQueue.length > 0 ? ['review_queue'] : []),
        ...(data.mpArticles.length > 0 ? ['mp_articles'] : []),
        ...(data.comments.length > 0 ? ['comments'] : []),
        ...areaTables,
      ]);
    }
  });

  // the message centre's seeder writes them (when the areas are seeded)
  const messages = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    subspecialties: data.subspecialties.length,
    users: data.users.length,
    demoAccounts: DEMO_ACCOUNTS.length,
    infoArticles: data.infoArticles.length,
    infoAuthors: data.infoAuthors.length,
    infoSubspecialties: data.infoSubspecialties.length,
    frameRows: FRAME_TABLES.reduce((sum, [, key]) => sum + data[key].length, 0),
    messages: Number(messages.n),
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

/** The seed's size as the news list the core seed wrote measures it (an older seed's too). */
async function measureScale(db: PortalDb): Promise<number> {
  const row = await db
    .selectFrom('info_articles')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return newsScale(Number(row?.n ?? 0));
}

/** Fills the later areas' tables on a database seeded before those areas existed. */
async function seedLaterAreas(db: PortalDb, options: SeedOptions): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const filled = await seedAreasIfEmpty(trx, AREA_SEEDERS, {
      now: options.now ?? DEFAULT_SEED_NOW,
      seed: options.seed ?? DEFAULT_SEED,
      feeders: FEEDERS,
      scale: await measureScale(trx),
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
