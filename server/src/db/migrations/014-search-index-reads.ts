import { type Kysely, type Migration, sql } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * PostgreSQL: the search index's GIN index keeps at most 64 kB of pending entries (the default
 * 4 MB, scanned in full by every query until a vacuum merges it, made the planner prefer a
 * sequential scan detoasting every tsvector); what is pending now is merged, and the table gets
 * its statistics. Rebuilds do the same at their end (`SearchIndex.optimize`). SQLite: nothing.
 */
export function searchIndexReads(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`alter index search_documents_tsv_idx set (gin_pending_list_limit = 64)`.execute(db);
      await sql`select gin_clean_pending_list('search_documents_tsv_idx'::regclass)`.execute(db);
      await sql`analyze search_documents`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`alter index search_documents_tsv_idx reset (gin_pending_list_limit)`.execute(db);
    },
  };
}
