import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { DEFAULT_SEED_NOW } from '../../seed/options';
import { CATALOGUE_SEEDERS } from '../../test-support/areas';
import { seedDatabase, seedIfEmpty } from '../../test-support/seed';
import { dumpRows } from '../../test-support/seeded-tables';
import { createTestDatabase, SEEDING_TIMEOUT } from '../../test-support/test-database';
import { SHORT_VIDEO_URL } from '../content/index';

/**
 * Migration 010's tables as one: deployed databases got them all at once, so a database seeded
 * before they existed has them all empty. Each area's own rows are tested beside its seeder.
 */

const SCALE = 0.05;
let first: DatabaseHandle;
let second: DatabaseHandle;

beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  await seedDatabase(first.db, { scale: SCALE });
  await seedDatabase(second.db, { scale: SCALE });
}, SEEDING_TIMEOUT);

afterAll(async () => {
  await first?.close();
  await second?.close();
});

/** in the order the seeders fill them */
const catalogueTables = () => CATALOGUE_SEEDERS.flatMap((s) => s.tables);
const catalogueSequences = CATALOGUE_SEEDERS.flatMap((s) => s.sequenceTables);

it('fills every table of migration 010, in its order', () => {
  expect(catalogueTables()).toEqual([
    'meeting_agendas',
    'course_videos',
    'short_videos',
    'competitions',
    'community_questions',
    'community_answers',
    'books',
    'book_authors',
    'departments',
    'department_members',
    'department_subscriptions',
    'brands',
    'product_lines',
    'product_line_subscriptions',
    'advertisements',
  ]);
  expect(catalogueSequences).toEqual([
    'meeting_agendas',
    'course_videos',
    'short_videos',
    // the short videos' seeded comments carry their ids (issue 22)
    'comments',
    'competitions',
    'community_questions',
    'community_answers',
    'books',
    'departments',
    'brands',
    'product_lines',
    'advertisements',
  ]);
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
  // migration 016's, built on the agenda
  'meeting_fields',
  // migration 032's, built on the brands and lines
  'brand_activities',
  'brand_activity_signups',
  'product_follows',
  'products',
  'meeting_speakers',
  'meeting_vote_options',
  // migration 036's, built on the talks, questions, answers and products
  'meeting_agenda_products',
  'community_qa_products',
] as const;

/** migration 016's tables, children first: a database seeded before 010 had none of them either */
const PROGRAMME_TABLES = [
  'meeting_tickets',
  'meeting_barrages',
  'meeting_preset_comments',
  'meeting_comment_sticks',
  'questionnaire_results',
  'questionnaire_items',
  'questionnaires',
  'meeting_vote_ballots',
  'meeting_vote_options',
  'meeting_vote_phases',
  'meeting_vote_themes',
  'meeting_field_cases',
  'meeting_express',
  'meeting_interviews',
  'meeting_tag_links',
  'meeting_tags',
  'meeting_agenda_speakers',
  'meeting_speakers',
] as const;

describe("migration 010's seeders: determinism and later seeding", () => {
  it('writes the same rows for the same seed', async () => {
    for (const table of DUMPED)
      expect(await dumpRows(second.db, table)).toEqual(await dumpRows(first.db, table));
  });

  it('refills a database seeded before the catalogue existed, identically', async () => {
    const db = second.db;
    // migration 036's links came last: they point at the talks, questions and answers cleared below
    for (const table of ['meeting_agenda_products', 'community_qa_products'] as const)
      await db.deleteFrom(table).execute();
    for (const table of PROGRAMME_TABLES) await sql`delete from ${sql.table(table)}`.execute(db);
    await db.deleteFrom('comments').where('target_type', '=', 'meeting').execute();
    // migration 019's community tables came later still, with the answers' comments, likes and collects
    for (const table of [
      'community_follows',
      'community_question_topics',
      'community_circles',
      'community_topics',
    ] as const)
      await db.deleteFrom(table).execute();
    const answerComments = db
      .selectFrom('comments')
      .select('id')
      .where('target_type', '=', 'community_answer');
    await db.deleteFrom('comment_diggs').where('comment_id', 'in', answerComments).execute();
    await db.deleteFrom('comments').where('target_type', '=', 'community_answer').execute();
    await db.deleteFrom('content_diggs').where('target_type', '=', 'community_answer').execute();
    await db.deleteFrom('collections').where('content_type', '=', 4).execute();
    await db
      .updateTable('meetings')
      .set({ series_id: null, price: null, intro: '', checkin_fields: '', brand_id: null })
      .execute();
    await db.updateTable('meeting_agendas').set({ field_id: null, end_time: null }).execute();
    await db.deleteFrom('meeting_fields').execute();
    await db.deleteFrom('meeting_series').execute();
    // migration 032's brand pages came later too: activities, follows, and the products' pages
    for (const table of [
      'brand_activity_signups',
      'brand_activity_subscriptions',
      'brand_activities',
      'product_follows',
      'product_line_follows',
      'brand_subscriptions',
    ] as const)
      await db.deleteFrom(table).execute();
    await db
      .updateTable('products')
      .set({ description: '', specs: '[]', pictures: '[]', followers: 0 })
      .execute();
    for (const table of catalogueTables().reverse()) await sql`delete from ${sql.table(table)}`.execute(db);
    await db.updateTable('products').set({ brand_id: null, product_line_id: null }).execute();
    expect(await seedIfEmpty(db, { scale: SCALE })).toBeNull();
    for (const table of DUMPED) expect(await dumpRows(db, table)).toEqual(await dumpRows(first.db, table));
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
      await Promise.all(catalogueSequences.map(async (t) => [t, await max(t)] as const)),
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
    inserted.comments = idOf(
      await db
        .insertInto('comments')
        .values({
          target_type: 'short_video',
          target_id: 1,
          parent_id: null,
          reply_to_user_id: null,
          user_id: user.id,
          text: '新增评论',
          diggs: 0,
          created_at: now,
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
    for (const table of catalogueSequences)
      expect([table, inserted[table]]).toEqual([table, (before[table] ?? 0) + 1]);
  });
});
