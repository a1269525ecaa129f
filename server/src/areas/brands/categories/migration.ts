import type { Kysely } from 'kysely';
import { type Dialect, idColumn } from '../../../db/dialect';

/** Migration 002's part of the device categories (the header More popup's medical-device group, `/bms/home/{id}?categoryCode=`). */
export async function brandCategoryTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('brand_categories'), dialect)
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('parent_id', 'integer', (c) => c.references('brand_categories.id').onDelete('cascade'))
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('brand_categories_parent_idx')
    .on('brand_categories')
    .columns(['parent_id', 'sort'])
    .execute();
}
