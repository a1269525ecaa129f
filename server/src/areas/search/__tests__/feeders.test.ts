import { sql } from 'kysely';
import type { DatabaseHandle, PortalDb } from '../../../db/database';
import { ANALYZER_VERSION } from '../../../search/analyzer';
import { excerpt } from '../../../search/feeder';
import { createIndexer, FEEDERS, feederOf } from '../../../test-support/areas';
import { createTestDatabase } from '../../../test-support/test-database';
import { yuan } from '../../brands/index';

/**
 * The feeders' shared parts: `ids()` paging (one helper for every type), what each type
 * counts as searchable, the rebuild covering every type, and the card texts.
 */
let handle: DatabaseHandle;
let db: PortalDb;

beforeAll(async () => {
  handle = await createTestDatabase({ seed: 'small' });
  db = handle.db;
});

afterAll(async () => {
  await handle?.close();
});

/** every id a feeder gives, read in batches of `limit` the way the rebuild reads them */
async function allIds(type: string, limit: number): Promise<number[]> {
  const feeder = feederOf(type);
  if (!feeder) throw new Error(`no feeder ${type}`);
  const ids: number[] = [];
  let afterId = 0;
  for (;;) {
    const batch = await feeder.ids(db, afterId, limit);
    expect(batch.length).toBeLessThanOrEqual(limit);
    ids.push(...batch);
    if (batch.length < limit) return ids;
    afterId = batch[batch.length - 1] ?? afterId;
  }
}

const idsOf = (rows: readonly { id: number }[]) => rows.map((r) => r.id);

describe('ids(): the searchable rows, ascending, in batches', () => {
  it('batches of any size give the same ascending ids', async () => {
    for (const feeder of FEEDERS) {
      const whole = await allIds(feeder.type, 100_000);
      expect(whole.length).toBeGreaterThan(0);
      expect([...whole].sort((a, b) => a - b)).toEqual(whole);
      expect(await allIds(feeder.type, 7)).toEqual(whole);
    }
  });

  it('takes every row of the tables without a visibility rule', async () => {
    const tables: Record<string, string> = {
      info: 'info_articles',
      elab: 'elab_cases',
      guide: 'guides',
      interpreting_video: 'interpreting_videos',
      ocs_course: 'courses',
      mcs_competition: 'competitions',
      merchandise: 'books',
      department: 'departments',
      bms_product: 'products',
      bms_brand_product_line: 'product_lines',
    };
    for (const [type, table] of Object.entries(tables)) {
      const rows = await sql<{ id: number }>`select id from ${sql.table(table)} order by id`.execute(db);
      expect(await allIds(type, 50)).toEqual(rows.rows.map((r) => Number(r.id)));
    }
  });

  it('keeps only published articles, short videos and questions, visible meetings and named doctors', async () => {
    // make sure each rule has something to leave out
    await db.updateTable('mp_articles').set({ status: 'draft' }).where('id', '=', 1).execute();
    await db.updateTable('short_videos').set({ status: 'pending' }).where('id', '=', 1).execute();
    await db.updateTable('community_questions').set({ status: 'pending' }).where('id', '=', 1).execute();
    await db
      .updateTable('meetings')
      .set({ publish_status: '0', forthcoming: 'F' })
      .where('id', '=', 1)
      .execute();

    const published = (table: 'mp_articles' | 'short_videos' | 'community_questions') =>
      db.selectFrom(table).select('id').where('status', '=', 'published').orderBy('id').execute();
    expect(await allIds('mp_article', 50)).toEqual(idsOf(await published('mp_articles')));
    expect(await allIds('shortVideo', 50)).toEqual(idsOf(await published('short_videos')));
    expect(await allIds('community_qa', 50)).toEqual(idsOf(await published('community_questions')));
    for (const type of ['mp_article', 'shortVideo', 'community_qa', 'meeting'])
      expect(await allIds(type, 50)).not.toContain(1);

    const meetings = await db
      .selectFrom('meetings')
      .select('id')
      .where((eb) => eb.or([eb('publish_status', '=', '1'), eb('forthcoming', '=', 'T')]))
      .orderBy('id')
      .execute();
    expect(await allIds('meeting', 50)).toEqual(idsOf(meetings));

    const doctors = await db
      .selectFrom('users')
      .select('id')
      .where('identity', '=', 1)
      .where('real_name', '<>', '')
      .orderBy('id')
      .execute();
    const everyone = await db.selectFrom('users').select('id').execute();
    expect(doctors.length).toBeLessThan(everyone.length);
    expect(await allIds('user', 50)).toEqual(idsOf(doctors));
  });
});

describe('the index', () => {
  it('a rebuild indexes every type, as many documents as its searchable rows', async () => {
    await createIndexer(db).rebuildAll();
    const rows = await db
      .selectFrom('search_documents')
      .select(['doc_type', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('doc_type')
      .execute();
    const indexed = new Map(rows.map((r) => [r.doc_type, Number(r.n)]));
    for (const feeder of FEEDERS)
      expect(indexed.get(feeder.type)).toBe((await allIds(feeder.type, 100_000)).length);
    expect(indexed.size).toBe(FEEDERS.length);
  });

  it("copies books' sales (their popularity) into the index", async () => {
    const book = await db.selectFrom('books').select(['id', 'sales']).orderBy('id').executeTakeFirstOrThrow();
    await db
      .updateTable('books')
      .set({ sales: book.sales + 12_345 })
      .where('id', '=', book.id)
      .execute();
    await createIndexer(db).refreshViews();
    const doc = await db
      .selectFrom('search_documents')
      .select('views')
      .where('doc_type', '=', 'merchandise')
      .where('ref_id', '=', book.id)
      .executeTakeFirstOrThrow();
    expect(doc.views).toBe(book.sales + 12_345);
  });
});

describe('card texts', () => {
  it('prices in fen print as yuan with two decimals', () => {
    expect(yuan(6800)).toBe('68.00');
    expect(yuan(12_850)).toBe('128.50');
    expect(yuan(5)).toBe('0.05');
    expect(yuan(0)).toBe('0.00');
  });

  it('an excerpt is plain text, cut with an ellipsis only when longer', () => {
    expect(excerpt('<p>短的&nbsp;回答</p>')).toBe('短的 回答');
    const long = `<p>${'字'.repeat(200)}</p>`;
    expect(excerpt(long)).toBe(`${'字'.repeat(120)}…`);
    expect(excerpt('一二三四五', 5)).toBe('一二三四五');
    expect(excerpt('一二三四五六', 5)).toBe('一二三四五…');
  });
});

describe('ensureBuilt', () => {
  it('keeps an index built by this analyzer, and rebuilds one built by another version', async () => {
    const indexer = createIndexer(db);
    await indexer.rebuildAll();
    expect(await indexer.ensureBuilt()).toBeNull();
    await db.updateTable('search_meta').set({ value: 'older' }).where('key', '=', 'analyzer').execute();
    const rebuilt = await indexer.ensureBuilt();
    expect(rebuilt?.documents).toBeGreaterThan(0);
    const meta = await db.selectFrom('search_meta').select('value').where('key', '=', 'analyzer').execute();
    expect(meta).toEqual([{ value: ANALYZER_VERSION }]);
    expect(await indexer.ensureBuilt()).toBeNull();
  });
});
