import { sql } from 'kysely';
import { sanitizeRichText } from '../../../content-safety/sanitize';
import type { DatabaseHandle, PortalDb } from '../../../db/database';
import { createTestDatabase } from '../../../test-support/test-database';
import { DEFAULT_SEED_NOW, seedDatabase, seedIfEmpty } from '../../generate';
import { HOSPITALS } from '../../vocabulary';
import {
  AGENDAS_PER_MEETING,
  catalogueCounts,
  catalogueScale,
  catalogueSeeder,
  SHORT_VIDEO_URL,
  VIDEOS_PER_COURSE,
} from '../catalogue';
import { ADVERTISEMENTS, COMPETITIONS, TRANSLATED_BOOKS } from '../catalogue-data';

const SCALE = 0.05;
let first: DatabaseHandle;
let second: DatabaseHandle;

beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  await seedDatabase(first.db, { scale: SCALE });
  await seedDatabase(second.db, { scale: SCALE });
}, 120_000);

afterAll(async () => {
  await first?.close();
  await second?.close();
});

const count = async (db: PortalDb, table: string) =>
  Number(
    (await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]?.n,
  );

/** rows per key, from a list of keys */
function tally(keys: readonly number[]): Map<number, number> {
  const map = new Map<number, number>();
  for (const k of keys) map.set(k, (map.get(k) ?? 0) + 1);
  return map;
}

async function expectedCounts(db: PortalDb) {
  return catalogueCounts(catalogueScale(await count(db, 'info_articles')));
}

describe('catalogue seed: amounts', () => {
  it('fills every table it names, with the amounts the scale asks for', async () => {
    const db = first.db;
    const expected = await expectedCounts(db);
    expect(expected.shortVideos).toBeGreaterThanOrEqual(50);
    for (const table of catalogueSeeder.tables) expect(await count(db, table)).toBeGreaterThan(0);
    expect(await count(db, 'short_videos')).toBe(expected.shortVideos);
    expect(await count(db, 'community_questions')).toBe(expected.questions);
    expect(await count(db, 'books')).toBe(expected.books);
    expect(await count(db, 'competitions')).toBe(COMPETITIONS.length);
    expect(await count(db, 'advertisements')).toBe(ADVERTISEMENTS.length);
    // about three answers a question
    const answers = await count(db, 'community_answers');
    expect(answers).toBeGreaterThan(expected.questions * 2);
    expect(answers).toBeLessThan(expected.questions * 5);
  });

  it('scales with the news list, with a floor for small databases', () => {
    expect(catalogueScale(2000)).toBe(1);
    expect(catalogueScale(100_000)).toBe(50);
    expect(catalogueScale(0)).toBe(0.25);
    expect(catalogueCounts(1)).toEqual({ shortVideos: 300, questions: 400, books: 120 });
  });

  it('gives every meeting 3–12 agenda items and every course 3–15 lectures, in order', async () => {
    const db = first.db;
    const meetings = await db.selectFrom('meetings').select(['id', 'start_time', 'end_time']).execute();
    const agendas = await db
      .selectFrom('meeting_agendas')
      .select(['meeting_id', 'sort', 'start_time', 'theme', 'author_names'])
      .orderBy('meeting_id')
      .orderBy('sort')
      .execute();
    const perMeeting = tally(agendas.map((a) => a.meeting_id));
    for (const m of meetings) {
      const n = perMeeting.get(m.id) ?? 0;
      expect(n).toBeGreaterThanOrEqual(AGENDAS_PER_MEETING[0]);
      expect(n).toBeLessThanOrEqual(AGENDAS_PER_MEETING[1]);
    }
    const meetingById = new Map(meetings.map((m) => [m.id, m]));
    for (const a of agendas) {
      const m = meetingById.get(a.meeting_id);
      expect(m).toBeDefined();
      expect(a.start_time).toBeGreaterThanOrEqual(m?.start_time ?? Infinity);
      expect(a.start_time).toBeLessThanOrEqual(m?.end_time ?? -Infinity);
      expect(a.theme).toMatch(/\p{Script=Han}/u);
      expect(a.author_names.length).toBeGreaterThan(1);
    }

    const courses = await db.selectFrom('courses').select(['id', 'speaker_names']).execute();
    const videos = await db
      .selectFrom('course_videos')
      .select(['course_id', 'speaker_names', 'name', 'sort'])
      .execute();
    const perCourse = tally(videos.map((v) => v.course_id));
    const speakers = new Map(courses.map((c) => [c.id, c.speaker_names.split('、')]));
    for (const c of courses) {
      const n = perCourse.get(c.id) ?? 0;
      expect(n).toBeGreaterThanOrEqual(VIDEOS_PER_COURSE[0]);
      expect(n).toBeLessThanOrEqual(VIDEOS_PER_COURSE[1]);
    }
    for (const v of videos) {
      expect(speakers.get(v.course_id)).toContain(v.speaker_names);
      expect(v.name.startsWith(`第${v.sort + 1}讲 `)).toBe(true);
    }
  });
});

describe('catalogue seed: references and counters', () => {
  it('keeps each question’s answer count equal to its published answers, by others, after it', async () => {
    const db = first.db;
    const questions = await db
      .selectFrom('community_questions')
      .select(['id', 'creator_id', 'answers', 'publish_time', 'status'])
      .execute();
    const answers = await db
      .selectFrom('community_answers')
      .select(['question_id', 'creator_id', 'status', 'publish_time', 'is_top', 'text'])
      .execute();
    const byId = new Map(questions.map((q) => [q.id, q]));
    const published = tally(answers.filter((a) => a.status === 'published').map((a) => a.question_id));
    for (const q of questions) {
      expect([q.id, q.answers]).toEqual([q.id, published.get(q.id) ?? 0]);
      if (q.status === 'pending') expect(q.answers).toBe(0);
    }
    const tops = tally(answers.filter((a) => a.is_top === 'T').map((a) => a.question_id));
    for (const n of tops.values()) expect(n).toBe(1);
    for (const a of answers) {
      const q = byId.get(a.question_id);
      expect(q).toBeDefined();
      expect(a.creator_id).not.toBe(q?.creator_id);
      expect(a.publish_time).toBeGreaterThanOrEqual(q?.publish_time ?? Infinity);
      expect(a.publish_time).toBeLessThanOrEqual(DEFAULT_SEED_NOW);
      expect(sanitizeRichText(a.text)).toBe(a.text);
      expect(a.text).toMatch(/^<p>/);
    }
  });

  it('has questions asked by users who may publish, some anonymous and some featured', async () => {
    const rows = await first.db
      .selectFrom('community_questions')
      .innerJoin('users', 'users.id', 'community_questions.creator_id')
      .select(['users.identity', 'community_questions.is_hide_creator', 'community_questions.essences'])
      .execute();
    for (const r of rows) expect([1, 2, 5, 6]).toContain(r.identity);
    expect(rows.some((r) => r.is_hide_creator === 'T')).toBe(true);
    expect(rows.some((r) => r.essences === 'T')).toBe(true);
  });

  it('keeps department and product line counters equal to their rows', async () => {
    const db = first.db;
    const departments = await db
      .selectFrom('departments')
      .select(['id', 'member_total', 'subscribers', 'hospital_group_name', 'name'])
      .execute();
    const members = await db
      .selectFrom('department_members')
      .innerJoin('users', 'users.id', 'department_members.user_id')
      .innerJoin('departments', 'departments.id', 'department_members.department_id')
      .select([
        'department_id',
        'users.company',
        'users.department',
        'departments.hospital_group_name',
        'departments.name',
      ])
      .execute();
    const subscriptions = await db.selectFrom('department_subscriptions').select(['department_id']).execute();
    const memberCount = tally(members.map((m) => m.department_id));
    const subscriberCount = tally(subscriptions.map((s) => s.department_id));
    for (const d of departments) {
      expect([d.id, d.member_total, d.subscribers]).toEqual([
        d.id,
        memberCount.get(d.id) ?? 0,
        subscriberCount.get(d.id) ?? 0,
      ]);
    }
    // members work there, as their profile says
    for (const m of members) expect([m.company, m.department]).toEqual([m.hospital_group_name, m.name]);
    // every hospital of the vocabulary has its neurosurgery department, and no name repeats in one
    const hospitals = new Set(
      departments.filter((d) => d.name === '神经外科').map((d) => d.hospital_group_name),
    );
    expect(hospitals.size).toBe(HOSPITALS.length);
    const pairs = departments.map((d) => `${d.hospital_group_name}/${d.name}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(departments.length).toBeGreaterThanOrEqual(120);

    const lines = await db
      .selectFrom('product_lines')
      .select(['id', 'brand_id', 'category_id', 'products', 'subscribers'])
      .execute();
    const products = await db
      .selectFrom('products')
      .innerJoin('brands', 'brands.id', 'products.brand_id')
      .select([
        'products.product_line_id',
        'products.brand_id',
        'products.category_id',
        'products.brand_name',
        'brands.name',
      ])
      .execute();
    expect(products).toHaveLength(await count(db, 'products'));
    const lineById = new Map(lines.map((l) => [l.id, l]));
    for (const p of products) {
      expect(p.name).toBe(p.brand_name);
      const line = lineById.get(p.product_line_id ?? -1);
      expect(line).toBeDefined();
      expect([line?.brand_id, line?.category_id]).toEqual([p.brand_id, p.category_id]);
    }
    const perLine = tally(products.map((p) => p.product_line_id ?? -1));
    const lineSubscriptions = tally(
      (await db.selectFrom('product_line_subscriptions').select(['product_line_id']).execute()).map(
        (s) => s.product_line_id,
      ),
    );
    for (const l of lines) {
      expect([l.id, l.products, l.subscribers]).toEqual([
        l.id,
        perLine.get(l.id) ?? 0,
        lineSubscriptions.get(l.id) ?? 0,
      ]);
    }
  });

  it('has short videos by doctors, and brand-certified ones by corporate accounts', async () => {
    const rows = await first.db
      .selectFrom('short_videos')
      .innerJoin('users', 'users.id', 'short_videos.creator_id')
      .select([
        'users.identity',
        'short_videos.bms_auth',
        'short_videos.video_url',
        'short_videos.online_time',
      ])
      .execute();
    for (const r of rows) {
      expect(r.identity).toBe(r.bms_auth === 1 ? 4 : 1);
      expect(r.video_url).toBe(SHORT_VIDEO_URL);
      expect(r.online_time).toBeLessThanOrEqual(DEFAULT_SEED_NOW);
    }
    expect(rows.some((r) => r.bms_auth === 1)).toBe(true);
  });

  it('has books with valid unique ISBNs, authors, translators for the classics, and prices in fen', async () => {
    const db = first.db;
    const books = await db
      .selectFrom('books')
      .select(['id', 'isbn', 'price_fen', 'discount_price_fen'])
      .execute();
    const credits = await db.selectFrom('book_authors').select(['book_id', 'type']).execute();
    expect(new Set(books.map((b) => b.isbn)).size).toBe(books.length);
    for (const b of books) {
      const digits = b.isbn.replaceAll('-', '');
      expect(digits).toMatch(/^9787\d{9}$/);
      const sum = [...digits].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
      expect(sum % 10).toBe(0);
      expect(b.price_fen % 100).toBe(0);
      if (b.discount_price_fen !== null) expect(b.discount_price_fen).toBeLessThan(b.price_fen);
      expect(credits.some((c) => c.book_id === b.id && c.type === 'A')).toBe(true);
    }
    for (let id = 1; id <= TRANSLATED_BOOKS.length; id++)
      expect(credits.some((c) => c.book_id === id && c.type === 'T')).toBe(true);
  });

  it('has competitions in every status and advertisements that open a real place', async () => {
    const db = first.db;
    const statuses = new Set(
      (await db.selectFrom('competitions').select(['status']).execute()).map((c) => c.status),
    );
    expect([...statuses].sort()).toEqual([0, 1, 2, 3]);
    const ads = await db.selectFrom('advertisements').select(['click_location', 'extras']).execute();
    for (const ad of ads) {
      expect(ad.click_location).toMatch(
        /^\/(bms\/classify\/\d+\/product-details\/\d+|mall\/product\/\d+|[a-z])/,
      );
      const extras = JSON.parse(ad.extras);
      expect(extras.keywords.length).toBeGreaterThan(0);
      expect(extras.position).toBeGreaterThanOrEqual(1);
    }
  });
});

const DUMPED = [
  'meeting_agendas',
  'course_videos',
  'short_videos',
  'community_questions',
  'community_answers',
  'books',
  'book_authors',
  'departments',
  'department_subscriptions',
  'product_lines',
  'advertisements',
] as const;

async function dump(db: PortalDb, table: string) {
  const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
  return rows.rows.map((r) => JSON.stringify(r)).sort();
}

describe('catalogue seed: determinism and later seeding', () => {
  it('writes the same rows for the same seed', async () => {
    for (const table of DUMPED) expect(await dump(second.db, table)).toEqual(await dump(first.db, table));
  });

  it('refills a database seeded before the catalogue existed, identically', async () => {
    const db = second.db;
    for (const table of [...catalogueSeeder.tables].reverse())
      await sql`delete from ${sql.table(table)}`.execute(db);
    await db.updateTable('products').set({ brand_id: null, product_line_id: null }).execute();
    expect(await seedIfEmpty(db, { scale: SCALE })).toBeNull();
    for (const table of DUMPED) expect(await dump(db, table)).toEqual(await dump(first.db, table));
  });

  it('moves the id sequences past the seeded rows, so an insert without id works', async () => {
    const db = second.db;
    const now = DEFAULT_SEED_NOW;
    const user = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    const meeting = await db.selectFrom('meetings').select('id').orderBy('id').executeTakeFirstOrThrow();
    const course = await db.selectFrom('courses').select('id').orderBy('id').executeTakeFirstOrThrow();
    const inserted: Record<string, number> = {};
    const max = async (table: string) =>
      Number(
        (await sql<{ n: number | string }>`select max(id) as n from ${sql.table(table)}`.execute(db)).rows[0]
          ?.n,
      );
    const before = Object.fromEntries(
      await Promise.all(catalogueSeeder.sequenceTables.map(async (t) => [t, await max(t)] as const)),
    );
    const idOf = (row: { id: number } | undefined) => row?.id ?? 0;
    inserted.meeting_agendas = idOf(
      await db
        .insertInto('meeting_agendas')
        .values({
          meeting_id: meeting.id,
          theme: '新增议程',
          author_names: '张三',
          keywords: '',
          start_time: now,
          sort: 99,
          summary: '',
        })
        .returning('id')
        .executeTakeFirst(),
    );
    inserted.course_videos = idOf(
      await db
        .insertInto('course_videos')
        .values({ course_id: course.id, name: '新增课时', speaker_names: '张三', duration: 600, sort: 99 })
        .returning('id')
        .executeTakeFirst(),
    );
    inserted.short_videos = idOf(
      await db
        .insertInto('short_videos')
        .values({
          title: '新增短视频',
          cover: '/media/cover/x.svg',
          creator_id: user.id,
          subspecialty_id: null,
          video_url: SHORT_VIDEO_URL,
          duration: 10,
          bms_auth: 0,
          essences: 'F',
          status: 'published',
          views: 0,
          diggs: 0,
          comments: 0,
          online_time: now,
          created_at: now,
          description: '',
        })
        .returning('id')
        .executeTakeFirst(),
    );
    inserted.competitions = idOf(
      await db
        .insertInto('competitions')
        .values({
          name: '新增大赛',
          code: 'NEW-1',
          status: 0,
          competition_url: '/competition?competitionId=0',
          cover_image: '/media/cover/x.svg',
          subspecialty_id: null,
          views: 0,
          add_time: now,
          description: '',
        })
        .returning('id')
        .executeTakeFirst(),
    );
    const question = await db
      .insertInto('community_questions')
      .values({
        title: '新增问题？',
        creator_id: user.id,
        is_hide_creator: 'F',
        essences: 'F',
        status: 'published',
        subspecialty_id: null,
        answers: 0,
        views: 0,
        ask_people: 0,
        publish_time: now,
        created_at: now,
        text: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    inserted.community_questions = question.id;
    inserted.community_answers = idOf(
      await db
        .insertInto('community_answers')
        .values({
          question_id: question.id,
          creator_id: user.id,
          status: 'published',
          is_top: 'F',
          essences: 'F',
          diggs: 0,
          comments: 0,
          views: 0,
          publish_time: now,
          created_at: now,
          text: '<p>回答</p>',
        })
        .returning('id')
        .executeTakeFirst(),
    );
    inserted.books = idOf(
      await db
        .insertInto('books')
        .values({
          name: '新书',
          cover: '/media/cover/x.svg',
          price_fen: 100,
          discount_price_fen: null,
          press_name: '人民卫生出版社',
          publish_year: 2026,
          isbn: '978-7-117-00000-0',
          subspecialty_id: null,
          sales: 0,
          views: 0,
          created_at: now,
          introduction: '',
        })
        .returning('id')
        .executeTakeFirst(),
    );
    inserted.departments = idOf(
      await db
        .insertInto('departments')
        .values({
          hospital_group_name: '某医院',
          name: '神经外科',
          icon_url: '/media/avatar/x.svg',
          city: '北京',
          subspecialty_id: null,
          member_total: 0,
          subscribers: 0,
          views: 0,
          created_at: now,
          description: '',
        })
        .returning('id')
        .executeTakeFirst(),
    );
    const brand = await db
      .insertInto('brands')
      .values({ name: '新品牌', logo: '/media/cover/x.svg', views: 0, created_at: now, description: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    inserted.brands = brand.id;
    inserted.product_lines = idOf(
      await db
        .insertInto('product_lines')
        .values({
          brand_id: brand.id,
          name: '新产品线',
          category_id: null,
          share_image: '/media/cover/x.svg',
          products: 0,
          articles: 0,
          views: 0,
          subscribers: 0,
          created_at: now,
          description: '',
        })
        .returning('id')
        .executeTakeFirst(),
    );
    inserted.advertisements = idOf(
      await db
        .insertInto('advertisements')
        .values({
          name: '新广告',
          code: 'AD-NEW',
          image: '/media/cover/x.svg',
          module: 'search_side',
          click_location: '/mooc',
          sort: 99,
          enabled: 'T',
          start_time: now,
          end_time: now,
          created_at: now,
          extras: '{}',
        })
        .returning('id')
        .executeTakeFirst(),
    );
    for (const table of catalogueSeeder.sequenceTables)
      expect([table, inserted[table]]).toEqual([table, (before[table] ?? 0) + 1]);
  });
});
