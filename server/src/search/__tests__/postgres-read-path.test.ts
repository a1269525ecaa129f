import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { createTestDatabase } from '../../test-support/test-database';
import { analyzer } from '../analyzer';
import { tsqueryExpression } from '../query-expression';

/**
 * After the seed's rebuild, PostgreSQL reads the index the way docs/architecture.md (Search)
 * describes: the table has statistics, the vectors are in their rows (none in the TOAST table),
 * and a selective word is matched through the GIN index. Before, the planner scanned the whole
 * table and fetched every row's vector from the TOAST table (10 times slower at the default seed).
 */
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('the PostgreSQL search index after a rebuild', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: 'full' });
  });

  afterAll(async () => {
    await database.close();
  });

  it('has statistics and keeps every vector in its row', async () => {
    const { rows } = await sql<{ reltuples: number; toast: string }>`
      select reltuples, reltoastrelid::regclass::text as toast from pg_class
      where oid = 'search_documents'::regclass`.execute(database.db);
    const table = rows[0];
    expect(table?.reltuples).toBeGreaterThan(0);
    const toasted = await sql<{ n: number }>`select count(*)::int as n from ${sql.raw(
      table?.toast ?? '',
    )}`.execute(database.db);
    expect(toasted.rows[0]?.n).toBe(0);
  });

  it.each(['胶质瘤', 'DBS', '多学科诊疗'])('matches %s through the GIN index', async (keywords) => {
    // the match every search statement shares (postgres-search-index.ts), with and without ranking
    const match = tsqueryExpression(
      analyzer()
        .queryTerms(keywords)
        .map((term) => ({ term })),
    );
    for (const statement of [
      sql`select d.doc_type, d.ref_id, d.title from search_documents d, to_tsquery('simple', ${match}) q
        where d.tsv @@ q order by d.publish_time desc, d.id desc limit 9`,
      sql`select d.doc_type, d.ref_id, ts_rank(d.tsv, q, 1) as score from search_documents d,
        to_tsquery('simple', ${match}) q where d.tsv @@ q order by score desc limit 200`,
      sql`select d.tabs, count(*) as n from search_documents d, to_tsquery('simple', ${match}) q
        where d.tsv @@ q group by d.tabs`,
    ]) {
      const plan = await sql<{ 'QUERY PLAN': unknown }>`explain (format json) ${statement}`.execute(
        database.db,
      );
      const text = JSON.stringify(plan.rows);
      expect(text).toContain('search_documents_tsv_idx');
      expect(text).not.toContain('"Seq Scan"');
    }
  });
});
