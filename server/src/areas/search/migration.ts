import { type Kysely, type Migration, sql } from 'kysely';
import { type Dialect, idColumn } from '../../db/dialect';

/**
 * Migration 010's part of this area (the whole of 010 is composed in `areas/migrations.ts`):
 * advertisements of the search pages.
 */
export async function advertisementTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('advertisements'), dialect)
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('image', 'varchar(500)', (c) => c.notNull())
    // where it shows, e.g. search_result, search_side
    .addColumn('module', 'varchar(50)', (c) => c.notNull())
    // the address a click opens: a site path or an absolute http(s) URL
    .addColumn('click_location', 'varchar(500)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'char(1)', (c) => c.notNull().defaultTo('T'))
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // JSON object: {keywords: string[], position: number, ...} the module reads
    .addColumn('extras', 'varchar(4000)', (c) => c.notNull().defaultTo('{}'))
    .execute();
}

/**
 * Migration 045 (issue 25): the day's random salt of the hot-search voter hash. The hash was of the
 * day and the client address alone, which anyone could recompute for every IPv4 address and so read
 * back who searched what; now it needs the day's salt, which is dropped once its day is over. The
 * voters hashed the old way are dropped with it (their day's counts stay in `search_log`).
 */
export function searchVoterSalts(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('search_voter_salts')
        .addColumn('day', 'bigint', (c) => c.primaryKey())
        .addColumn('salt', 'varchar(64)', (c) => c.notNull())
        .execute();
      await sql`delete from search_log_voters where voter like 'c:%'`.execute(db);
    },
  };
}
