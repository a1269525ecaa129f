import type { Kysely, Migration } from 'kysely';
import { type Dialect, idColumn } from '../../../db/dialect';

/** a (thing, user) pair table: who subscribed to or follows what, and since when */
async function pairTable(db: Kysely<unknown>, name: string, column: string, references: string) {
  await db.schema
    .createTable(name)
    .addColumn(column, 'integer', (c) => c.notNull().references(references).onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${name}_pk`, [column, 'user_id'])
    .execute();
  // a person's subscriptions and follows, for the profile's lists
  await db.schema.createIndex(`${name}_user_idx`).on(name).columns(['user_id']).execute();
}

/**
 * 032-brand-pages: the brand, product and brand-activity pages. Products gain their page (pictures,
 * specifications, introduction) and followers; brands their subscribers, lines their followers;
 * brand activities with their subscribers and sign-ups. One column per statement, as SQLite wants.
 */
export function brandPagesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const column = (table: string, name: string, type: 'integer' | 'text', fallback: number | string) =>
        db.schema
          .alterTable(table)
          .addColumn(name, type, (c) => c.notNull().defaultTo(fallback))
          .execute();
      await column('products', 'description', 'text', '');
      await column('products', 'specs', 'text', '[]');
      await column('products', 'pictures', 'text', '[]');
      await column('products', 'followers', 'integer', 0);
      await column('brands', 'subscribers', 'integer', 0);
      await column('product_lines', 'followers', 'integer', 0);
      await db.schema.createIndex('products_brand_idx').on('products').columns(['brand_id']).execute();
      await db.schema.createIndex('products_category_idx').on('products').columns(['category_id']).execute();

      await pairTable(db, 'brand_subscriptions', 'brand_id', 'brands.id');
      await pairTable(db, 'product_follows', 'product_id', 'products.id');
      await pairTable(db, 'product_line_follows', 'product_line_id', 'product_lines.id');

      await idColumn(db.schema.createTable('brand_activities'), dialect)
        .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (c) => c.references('brand_categories.id').onDelete('set null'))
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('cover', 'varchar(500)', (c) => c.notNull())
        .addColumn('share_image', 'varchar(500)', (c) => c.notNull())
        .addColumn('place', 'varchar(200)', (c) => c.notNull())
        .addColumn('start_time', 'bigint', (c) => c.notNull())
        .addColumn('end_time', 'bigint', (c) => c.notNull())
        .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('signups', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('subscribers', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('contents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('brand_activities_brand_idx')
        .on('brand_activities')
        .columns(['brand_id', 'end_time'])
        .execute();
      await db.schema
        .createIndex('brand_activities_category_idx')
        .on('brand_activities')
        .columns(['category_id', 'end_time'])
        .execute();
      await pairTable(db, 'brand_activity_subscriptions', 'activity_id', 'brand_activities.id');
      await pairTable(db, 'brand_activity_signups', 'activity_id', 'brand_activities.id');
    },
  };
}
