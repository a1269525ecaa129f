import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * PostgreSQL: the search index's tsvectors live in their rows. A tsvector (1.8 kB on average at
 * the default seed, at most about 3.3 kB: a title, a summary and 500 characters of body) hardly
 * compresses, so past the default 2 kB toast target a row's vector went out of line, and ranking
 * fetched it from the TOAST table at every reference (six a row), while a sequential scan the
 * planner judged cheap fetched every row's. With a row target of 8160 bytes (the most a page
 * allows) the vectors stay inline and uncompressed: ranking is 2–3 times faster and the larger
 * heap steers the planner to the GIN index for selective words. The existing vectors are
 * rewritten in place (the same values, stored anew); the GIN pending list this leaves is merged.
 * SQLite: nothing (FTS5 keeps its own storage).
 */
export function searchVectorsInline(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`alter table search_documents set (toast_tuple_target = 8160)`.execute(db);
      await sql`update search_documents set tsv = tsv || ''::tsvector`.execute(db);
      await sql`select gin_clean_pending_list('search_documents_tsv_idx'::regclass)`.execute(db);
      await sql`analyze search_documents`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`alter table search_documents reset (toast_tuple_target)`.execute(db);
    },
  };
}
