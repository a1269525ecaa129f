import { beijingDate } from '@portal/api/beijing-time';
import { sql } from 'kysely';
import type { DatabaseHandle, PortalDb } from '../../db/database';
import { seededDatabase } from '../../test-support/seeded-tables';
import { createTestDatabase, SEEDING_TIMEOUT } from '../../test-support/test-database';
import { DEFAULT_SEED_NOW, seedDatabase } from '../seed';

/**
 * The seed writes a world "as of now": nothing in it happened after that moment. Every column that
 * holds a moment is found from the schema itself (its name says so), so a table added later is
 * checked too; only the moments that are plans rather than events may lie ahead.
 */

/** a column holding a moment: created_at, publish_time, add_time, publish_date, day, valid_from… */
const MOMENT = /(_at|_time|_date)$|^day$|^valid_(from|to)$/;

/** not a moment on the calendar: a position in a venue's video */
const NOT_A_MOMENT = new Set(['meeting_barrages.media_time']);

/**
 * Moments that may lie ahead of now: when an upcoming meeting, talk, activity or campaign is held,
 * windows that close later, and expiries. Their creation and publication are events, never ahead.
 */
const MAY_LIE_AHEAD = new Set([
  'meetings.start_time',
  'meetings.end_time',
  'meeting_agendas.start_time',
  'meeting_agendas.end_time',
  'meeting_fields.day',
  'activities.start_time',
  'activities.end_time',
  'brand_activities.start_time',
  'brand_activities.end_time',
  'advertisements.start_time',
  'advertisements.end_time',
  'competitions.entry_opens_at',
  'competitions.entry_closes_at',
  'meeting_vote_phases.closes_at',
  'coupons.valid_to',
]);
const isExpiry = (column: string) => column === 'expires_at';

/** every `table.column: rows` whose moment lies after `now` (dates as Beijing days) */
async function momentsAfter(db: PortalDb, now: number): Promise<string[]> {
  const today = beijingDate(now);
  const found: string[] = [];
  for (const table of await db.introspection.getTables()) {
    for (const column of table.columns) {
      const name = `${table.name}.${column.name}`;
      if (!MOMENT.test(column.name) || NOT_A_MOMENT.has(name)) continue;
      if (MAY_LIE_AHEAD.has(name) || isExpiry(column.name)) continue;
      const text = /char|text|varchar/i.test(column.dataType);
      const bound = text ? today : now;
      const rows = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table.name)}
        where ${sql.ref(column.name)} > ${bound}`.execute(db);
      const n = Number(rows.rows[0]?.n ?? 0);
      if (n > 0) found.push(`${name}: ${n}`);
    }
  }
  return found.sort();
}

describe('the seed, as of its now', () => {
  const seeded = seededDatabase('full');

  it('finds the moment columns from the schema', async () => {
    const columns = (await seeded().introspection.getTables()).flatMap((t) =>
      t.columns.filter((c) => MOMENT.test(c.name)).map((c) => `${t.name}.${c.name}`),
    );
    // a sample of what the name rule must catch, across areas
    for (const column of [
      'comments.created_at',
      'info_articles.publish_date',
      'meeting_barrages.created_at',
      'messages.created_at',
      'pay_orders.paid_at',
      'competitions.add_time',
      'short_video_views.day',
    ])
      expect(columns).toContain(column);
  });

  it('dates nothing of the default database after now', async () => {
    expect(await momentsAfter(seeded(), DEFAULT_SEED_NOW)).toEqual([]);
  });

  describe('seeded at another hour of the day (the demo seeds as of its first start)', () => {
    // mid-afternoon Beijing time: recent items are hours old, not a whole day
    const now = DEFAULT_SEED_NOW + 15 * 3_600_000 + 37 * 60_000;
    let database: DatabaseHandle;

    beforeAll(async () => {
      database = await createTestDatabase();
      await seedDatabase(database.db, { scale: 0.05, now });
    }, SEEDING_TIMEOUT);

    afterAll(async () => {
      await database?.close();
    });

    it('dates nothing after now either', async () => {
      expect(await momentsAfter(database.db, now)).toEqual([]);
    });
  });
});
