import type { Kysely } from 'kysely';
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
