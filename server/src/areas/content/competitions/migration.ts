import type { Kysely } from 'kysely';
import { type Dialect, idColumn } from '../../../db/dialect';

/**
 * Migration 010's part of this feature (the whole of 010 is composed in `areas/migrations.ts`):
 * case and video competitions.
 */
export async function competitionTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('competitions'), dialect)
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
    // 0 not started, 1 under review, 2 registration open, 3 ended (spec 4)
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('competition_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('cover_image', 'varchar(500)', (c) => c.notNull())
    .addColumn('subspecialty_id', 'integer', (c) => c.references('subspecialties.id').onDelete('set null'))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('add_time', 'bigint', (c) => c.notNull())
    .addColumn('description', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .execute();
}
