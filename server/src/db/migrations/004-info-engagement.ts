import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * News (info) items gain a collect counter beside their likes, comments and views (comments,
 * likes and collections reuse 003's generic tables with their own target/content type).
 * User-written articles may keep their body as blocks (spec 3): a JSON array, validated on write
 * and read, used instead of `body_html` when present.
 */
export function infoEngagement(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('info_articles')
        .addColumn('favorites', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('mp_articles').addColumn('paragraphs', 'text').execute();
    },
  };
}
