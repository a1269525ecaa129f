import type { Kysely, Migration } from 'kysely';
import { type Dialect, idColumn } from '../../../db/dialect';

/**
 * The detail pages' right column: search keywords of a content item, circles and topics (the
 * community area extends them later), products (the brand area extends them later) and their
 * links to content, and scoring mini tools. A content item is named by its spec type, 'U'
 * (user-written, `mp_articles`) or 'I' (news, `info_articles`), and its id, so one table serves
 * both without a foreign key. Timestamps integer milliseconds; long text columns last.
 */
export function sidebar(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('content_keywords')
        .addColumn('content_type', 'char(1)', (c) => c.notNull())
        .addColumn('content_id', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('keyword', 'varchar(50)', (c) => c.notNull())
        .addPrimaryKeyConstraint('content_keywords_pk', ['content_type', 'content_id', 'sort'])
        .execute();

      await idColumn(db.schema.createTable('circles'), dialect)
        .addColumn('subspecialty_id', 'integer', (c) =>
          c.references('subspecialties.id').onDelete('set null'),
        )
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('image', 'varchar(500)', (c) => c.notNull())
        .addColumn('share_image', 'varchar(500)', (c) => c.notNull())
        .addColumn('thumbnail', 'varchar(500)', (c) => c.notNull())
        .addColumn('contents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('description', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('circles_subspecialty_idx')
        .on('circles')
        .columns(['subspecialty_id', 'views'])
        .execute();

      await idColumn(db.schema.createTable('topics'), dialect)
        .addColumn('subspecialty_id', 'integer', (c) =>
          c.references('subspecialties.id').onDelete('set null'),
        )
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('image', 'varchar(500)', (c) => c.notNull())
        .addColumn('contents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('description', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('topics_subspecialty_idx')
        .on('topics')
        .columns(['subspecialty_id', 'views'])
        .execute();

      await idColumn(db.schema.createTable('products'), dialect)
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('image', 'varchar(500)', (c) => c.notNull())
        .addColumn('brand_name', 'varchar(100)', (c) => c.notNull())
        // a first-level device category; null when the product has none (jump rule uses '-')
        .addColumn('category_id', 'integer', (c) => c.references('brand_categories.id').onDelete('set null'))
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('content_products')
        .addColumn('content_type', 'char(1)', (c) => c.notNull())
        .addColumn('content_id', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('content_products_pk', ['content_type', 'content_id', 'product_id'])
        .execute();
      await db.schema
        .createIndex('content_products_product_idx')
        .on('content_products')
        .columns(['product_id'])
        .execute();

      await idColumn(db.schema.createTable('mini_tools'), dialect)
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('url', 'varchar(500)', (c) => c.notNull())
        // comma-joined, as the spec's scoreToolKeywords
        .addColumn('keywords', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', 'char(1)', (c) => c.notNull().defaultTo('T'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('mini_tool_subspecialties')
        .addColumn('tool_id', 'integer', (c) => c.notNull().references('mini_tools.id').onDelete('cascade'))
        .addColumn('subspecialty_id', 'integer', (c) =>
          c.notNull().references('subspecialties.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('mini_tool_subspecialties_pk', ['tool_id', 'subspecialty_id'])
        .execute();
    },
  };
}
