import type { Kysely } from 'kysely';
import { type Dialect, idColumn } from '../../../db/dialect';

/**
 * Migration 010's part of this feature (the whole of 010 is composed in `areas/migrations.ts`):
 * brands, their product lines and the lines' subscribers; the side bar's products (006) gain
 * their brand and line.
 */
export async function productLineTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('brands'), dialect)
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('logo', 'varchar(500)', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('description', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .execute();

  await idColumn(db.schema.createTable('product_lines'), dialect)
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    // a first-level device category (spec 3 categoryId; the jump rule needs it)
    .addColumn('category_id', 'integer', (c) => c.references('brand_categories.id').onDelete('set null'))
    .addColumn('share_image', 'varchar(500)', (c) => c.notNull())
    .addColumn('products', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('articles', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subscribers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('description', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('product_lines_brand_idx').on('product_lines').columns(['brand_id']).execute();

  // subscribeStatus of a product line
  await db.schema
    .createTable('product_line_subscriptions')
    .addColumn('product_line_id', 'integer', (c) =>
      c.notNull().references('product_lines.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_line_subscriptions_pk', ['product_line_id', 'user_id'])
    .execute();

  // products (006) gain their brand and line; one column per statement, as SQLite wants
  await db.schema
    .alterTable('products')
    .addColumn('brand_id', 'integer', (c) => c.references('brands.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('product_line_id', 'integer', (c) => c.references('product_lines.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('products_product_line_idx')
    .on('products')
    .columns(['product_line_id'])
    .execute();
}
