import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Limits that must hold across server instances (sign-in tries, searches per client) count in
 * `rate_limit_hits`; the hot-search list counts a keyword once per searcher and day through
 * `search_log_voters`, so one client repeating a query cannot put it on the home page.
 */
export function safety(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limit_hits')
        .addColumn('key', 'varchar(200)', (c) => c.notNull())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limit_hits_pk', ['key', 'window_start'])
        .execute();
      await db.schema
        .createIndex('rate_limit_hits_expires_idx')
        .on('rate_limit_hits')
        .columns(['expires_at'])
        .execute();

      await db.schema
        .createTable('search_log_voters')
        .addColumn('keyword', 'varchar(100)', (c) => c.notNull())
        .addColumn('day', 'bigint', (c) => c.notNull())
        /** `u:<user id>` or `c:<hash of the client address>`: never the address itself */
        .addColumn('voter', 'varchar(80)', (c) => c.notNull())
        .addPrimaryKeyConstraint('search_log_voters_pk', ['keyword', 'day', 'voter'])
        .execute();
      await db.schema
        .createIndex('search_log_voters_day_idx')
        .on('search_log_voters')
        .columns(['day'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('search_log_voters').execute();
      await db.schema.dropTable('rate_limit_hits').execute();
    },
  };
}
