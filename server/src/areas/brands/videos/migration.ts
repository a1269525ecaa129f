import type { Kysely, Migration } from 'kysely';
import { type Dialect, idColumn } from '../../../db/dialect';

/** 037-brand-videos: a brand's videos, their views and comment counts. */
export function brandVideosMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('brand_videos'), dialect)
        .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('cover', 'varchar(500)', (c) => c.notNull())
        .addColumn('video_url', 'varchar(500)', (c) => c.notNull())
        .addColumn('duration', 'integer', (c) => c.notNull())
        .addColumn('description', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // a brand's videos, newest first
      await db.schema
        .createIndex('brand_videos_brand_idx')
        .on('brand_videos')
        .columns(['brand_id', 'created_at'])
        .execute();
    },
  };
}
