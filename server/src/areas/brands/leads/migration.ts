import type { Kysely, Migration } from 'kysely';
import { type Dialect, idColumn } from '../../../db/dialect';

/** 033-product-interests: expressions of interest in a product (the brand's leads). */
export function productInterestsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('product_interests'), dialect)
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'varchar(40)', (c) => c.notNull())
        .addColumn('hospital', 'varchar(100)', (c) => c.notNull())
        .addColumn('department', 'varchar(60)', (c) => c.notNull())
        .addColumn('contact', 'varchar(100)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // a brand's leads, newest first
      await db.schema
        .createIndex('product_interests_brand_idx')
        .on('product_interests')
        .columns(['brand_id', 'created_at'])
        .execute();
      // one a day per person and product
      await db.schema
        .createIndex('product_interests_user_idx')
        .on('product_interests')
        .columns(['user_id', 'product_id', 'created_at'])
        .execute();
    },
  };
}
