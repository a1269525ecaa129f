import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * What the search index was built with (the analyzer's version): a server whose analyzer cuts
 * text differently from the stored index rebuilds it on start instead of missing words.
 */
export function searchMeta(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('search_meta')
        .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('value', 'varchar(200)', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('search_meta').execute();
    },
  };
}
