import { sidebarEndpoints } from '@portal/api/endpoints/sidebar';
import { sql } from 'kysely';
import { seedDatabase } from '../../../../test-support/seed';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';
import { SEEDING_TIMEOUT } from '../../../../test-support/test-database';

/** The seeded community activities, as a detail page's right column sees them. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // seeded as of now, so the phases below are those of the seed
  await seedDatabase(t.database.db, { scale: 0.05, now: Date.now() });
}, SEEDING_TIMEOUT);
afterAll(async () => {
  await t.close();
});

it('seeds activities of every phase, each in a subspecialty, with counters matching the subscriptions', async () => {
  const db = t.database.db;
  const rows = await db
    .selectFrom('activities')
    .select(['id', 'subspecialty_id', 'subscribers', 'start_time', 'end_time'])
    .execute();
  expect(rows.length).toBeGreaterThanOrEqual(30);
  expect(rows.filter((r) => r.subspecialty_id === null)).toEqual([]);
  const now = Date.now();
  expect(rows.some((r) => Number(r.start_time) <= now && Number(r.end_time) >= now)).toBe(true);
  expect(rows.some((r) => Number(r.end_time) < now)).toBe(true);
  expect(rows.some((r) => Number(r.start_time) > now)).toBe(true);

  const counts = await sql<{ activity_id: number; n: number | string }>`
    select activity_id, count(*) as n from activity_subscriptions group by activity_id`.execute(db);
  const byActivity = new Map(counts.rows.map((r) => [Number(r.activity_id), Number(r.n)]));
  for (const r of rows) expect(Number(r.subscribers)).toBe(byActivity.get(r.id) ?? 0);
});

it('a seeded news item of a subspecialty gets up to 3 activities', async () => {
  const info = await t.database.db
    .selectFrom('info_subspecialties')
    .select('info_id')
    .orderBy('info_id')
    .executeTakeFirstOrThrow();
  const res = await t.app.inject({
    method: 'GET',
    url: sidebarEndpoints.activities.path,
    query: { articleId: String(info.info_id), articleType: 'I' },
  });
  expect(res.statusCode).toBe(200);
  const list = res.json().list;
  expect(list.length).toBeGreaterThan(0);
  expect(list.length).toBeLessThanOrEqual(3);
});
