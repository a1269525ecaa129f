import type { Kysely } from 'kysely';
import { type Dialect, idColumn } from '../../../db/dialect';

/**
 * Migration 010's part of this feature (the whole of 010 is composed in `areas/migrations.ts`):
 * short videos, with counters the short video area keeps.
 */
export async function shortVideoTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('short_videos'), dialect)
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('cover', 'varchar(500)', (c) => c.notNull())
    .addColumn('creator_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subspecialty_id', 'integer', (c) => c.references('subspecialties.id').onDelete('set null'))
    .addColumn('video_url', 'varchar(500)', (c) => c.notNull())
    // seconds
    .addColumn('duration', 'integer', (c) => c.notNull())
    // 1 brand certified (spec 3 bmsAuth)
    .addColumn('bms_auth', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('essences', 'char(1)', (c) => c.notNull().defaultTo('F'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('published'))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('diggs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('online_time', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('description', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('short_videos_online_idx')
    .on('short_videos')
    .columns(['online_time', 'id'])
    .execute();
  await db.schema
    .createIndex('short_videos_creator_idx')
    .on('short_videos')
    .columns(['creator_id'])
    .execute();
}
