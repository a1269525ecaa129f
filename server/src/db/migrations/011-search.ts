import { type Kysely, type Migration, sql } from 'kysely';
import { type Dialect, idColumn } from '../dialect';

/**
 * The search index: document metadata in `search_documents`, the segmented text in an FTS5
 * table (SQLite) or a weighted tsvector with a GIN index (PostgreSQL); the hot-search log and the
 * suggestion vocabulary. All of it is derived or statistical data; see `server/src/search/`.
 */
export function search(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('search_documents'), dialect)
        .addColumn('doc_type', 'varchar(32)', (c) => c.notNull())
        .addColumn('ref_id', 'integer', (c) => c.notNull())
        .addColumn('tabs', 'varchar(60)', (c) => c.notNull())
        .addColumn('publish_time', 'bigint', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('essences', 'char(1)', (c) => c.notNull().defaultTo('F'))
        .addColumn('bms_auth', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('subspecialty_ids', 'varchar(200)', (c) => c.notNull().defaultTo(' '))
        .addColumn('title', 'varchar(500)', (c) => c.notNull())
        .addUniqueConstraint('search_documents_ref_uq', ['doc_type', 'ref_id'])
        .execute();
      await db.schema
        .createIndex('search_documents_title_idx')
        .on('search_documents')
        .columns(['title'])
        .execute();

      if (dialect === 'postgres') {
        await sql`alter table search_documents add column tsv tsvector not null default ''::tsvector`.execute(
          db,
        );
        await sql`create index search_documents_tsv_idx on search_documents using gin (tsv)`.execute(db);
      } else {
        // rowid = search_documents.id; title, body and author hold space-separated jieba tokens;
        // facets the filter tokens (tab codes, type, featured, brand certified) so the filters
        // narrow the match inside FTS5
        await sql`create virtual table search_fts using fts5(title, body, author, facets, tokenize = 'unicode61 remove_diacritics 0')`.execute(
          db,
        );
      }

      await db.schema
        .createTable('search_log')
        .addColumn('keyword', 'varchar(100)', (c) => c.notNull())
        .addColumn('day', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('search_log_pk', ['keyword', 'day'])
        .execute();
      await db.schema.createIndex('search_log_day_idx').on('search_log').columns(['day']).execute();

      await db.schema
        .createTable('search_terms')
        .addColumn('term', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('pinyin_full', 'varchar(400)', (c) => c.notNull())
        .addColumn('pinyin_initials', 'varchar(100)', (c) => c.notNull())
        .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
