import type { Kysely } from 'kysely';
import { type Dialect, idColumn } from '../dialect';

/**
 * Migration 001's shared part (001 is composed in `areas/migrations.ts`): the subspecialty tree
 * every area files its content under.
 */
export async function subspecialtyTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('subspecialties'), dialect)
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('parent_id', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
