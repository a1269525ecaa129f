import type { Kysely, Migration } from 'kysely';

/**
 * Migration 042: writing cases, articles and popular science (issue 23). The editor's state of a
 * piece beside its `mp_articles` row, and the watermarked copies of its pictures.
 */
export function articleWritingMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('mp_article_writing')
        .addColumn('article_id', 'integer', (c) =>
          c.primaryKey().references('mp_articles.id').onDelete('cascade'),
        )
        .addColumn('kind', 'integer', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('watermark', 'char(1)', (c) => c.notNull().defaultTo('F'))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('mp_article_watermarks')
        .addColumn('article_id', 'integer', (c) =>
          c.notNull().references('mp_articles.id').onDelete('cascade'),
        )
        .addColumn('original', 'varchar(500)', (c) => c.notNull())
        .addColumn('copy', 'varchar(500)', (c) => c.notNull())
        .addPrimaryKeyConstraint('mp_article_watermarks_pk', ['article_id', 'original'])
        .execute();
    },
  };
}
