import type { DatabaseHandle } from '../../../../db/database';
import { createTestDatabase } from '../../../../test-support/test-database';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase({ seed: 'full' });
});

afterAll(async () => {
  await handle?.close();
});

const countBy = async (table: 'weekly_items' | 'article_column_items', key: 'weekly_id' | 'column_id') => {
  const rows = await handle.db
    .selectFrom(table)
    .select([key as 'weekly_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy(key as 'weekly_id')
    .execute();
  return rows.map((r) => Number(r.n));
};

describe('seeded weeklies and columns', () => {
  it('has 30 weekly issues of 8–12 items in the three main sections and more', async () => {
    const weeklies = await handle.db
      .selectFrom('weeklies')
      .select(['issue_no', 'name'])
      .orderBy('issue_no')
      .execute();
    expect(weeklies).toHaveLength(30);
    expect(weeklies.map((w) => w.issue_no)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(new Set(weeklies.map((w) => w.name))).toEqual(new Set(['神外周刊']));
    const sizes = await countBy('weekly_items', 'weekly_id');
    expect(sizes).toHaveLength(30);
    for (const n of sizes) {
      expect(n).toBeGreaterThanOrEqual(8);
      expect(n).toBeLessThanOrEqual(12);
    }
    const sections = await handle.db.selectFrom('weekly_items').select('section').distinct().execute();
    expect(sections.map((s) => s.section)).toEqual(
      expect.arrayContaining(['本周焦点', '临床研究', '手术病例']),
    );
  });

  it('has 40 columns of 5–20 items, ugc ones holding only their creator’s published articles', async () => {
    const columns = await handle.db.selectFrom('article_columns').selectAll().execute();
    expect(columns).toHaveLength(40);
    expect(columns.filter((c) => c.type === 'pgc')).toHaveLength(20);
    for (const n of await countBy('article_column_items', 'column_id')) {
      expect(n).toBeGreaterThanOrEqual(5);
      expect(n).toBeLessThanOrEqual(20);
    }
    const foreign = await handle.db
      .selectFrom('article_column_items as i')
      .innerJoin('article_columns as c', 'c.id', 'i.column_id')
      .innerJoin('mp_articles as m', 'm.id', 'i.content_id')
      .select('i.content_id')
      .where('i.content_type', '=', 'mp')
      .where((eb) =>
        eb.or([eb('m.creator_id', '!=', eb.ref('c.creator_id')), eb('m.status', '!=', 'published')]),
      )
      .execute();
    expect(foreign).toEqual([]);
  });

  it('keeps each column’s subscriber counter equal to its subscriptions', async () => {
    const rows = await handle.db
      .selectFrom('article_columns as c')
      .leftJoin('column_subscriptions as s', 's.column_id', 'c.id')
      .select(['c.id', 'c.subscribers', (eb) => eb.fn.count<number | string>('s.user_id').as('n')])
      .groupBy(['c.id', 'c.subscribers'])
      .execute();
    for (const r of rows) expect(Number(r.n)).toBe(r.subscribers);
    expect(rows.some((r) => r.subscribers > 0)).toBe(true);
  });
});
