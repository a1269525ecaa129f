import type { Kysely, Migration } from 'kysely';
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

/**
 * 039-short-video-engagement: a short video's collect counter (likes and comments had theirs since
 * 010), and the views counted, one row per video, viewer and Beijing day, so a viewer counts once a day.
 */
export function shortVideoEngagementMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('short_videos')
        .addColumn('favorites', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('short_video_views')
        .addColumn('video_id', 'integer', (c) =>
          c.notNull().references('short_videos.id').onDelete('cascade'),
        )
        // 'u:{user id}' for the signed in, 'v:{hash of the address}' for visitors
        .addColumn('viewer', 'varchar(80)', (c) => c.notNull())
        // '2026-11-28': the Beijing day
        .addColumn('day', 'char(10)', (c) => c.notNull())
        .addPrimaryKeyConstraint('short_video_views_pk', ['video_id', 'viewer', 'day'])
        .execute();
      // yesterday's rows are pruned by day
      await db.schema
        .createIndex('short_video_views_day_idx')
        .on('short_video_views')
        .column('day')
        .execute();
    },
  };
}
