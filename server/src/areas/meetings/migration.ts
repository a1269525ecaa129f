import type { Kysely, Migration } from 'kysely';
import { type Dialect, idColumn } from '../../db/dialect';

/**
 * Meetings and cloud-classroom courses, the minimum the channel home and the daily
 * recommendations read; the meetings and cloud-classroom areas extend these tables later.
 */
export function meetingsCourses(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('meetings'), dialect)
        .addColumn('meeting_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('app_main_pic', 'varchar(500)', (c) => c.notNull())
        .addColumn('title_pic', 'varchar(500)', (c) => c.notNull())
        // LE recorded, NS upcoming, LI live, NL none (spec 4)
        .addColumn('live_status', 'varchar(2)', (c) => c.notNull())
        .addColumn('start_time', 'bigint', (c) => c.notNull())
        .addColumn('end_time', 'bigint', (c) => c.notNull())
        .addColumn('province', 'varchar(20)', (c) => c.notNull())
        .addColumn('city', 'varchar(20)', (c) => c.notNull())
        // '1' published, '0' not yet; '0' with forthcoming 'T' shows as coming soon
        .addColumn('publish_status', 'char(1)', (c) => c.notNull().defaultTo('1'))
        .addColumn('forthcoming', 'char(1)', (c) => c.notNull().defaultTo('F'))
        .addColumn('subspecialty_id', 'integer', (c) =>
          c.references('subspecialties.id').onDelete('set null'),
        )
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        // when it was announced: the information flow orders by it
        .addColumn('publish_time', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('meetings_subspecialty_idx')
        .on('meetings')
        .columns(['subspecialty_id', 'start_time'])
        .execute();
      await db.schema
        .createIndex('meetings_publish_idx')
        .on('meetings')
        .columns(['publish_time', 'id'])
        .execute();
      await db.schema.createIndex('meetings_start_idx').on('meetings').columns(['start_time']).execute();

      await idColumn(db.schema.createTable('courses'), dialect)
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('cover', 'varchar(500)', (c) => c.notNull())
        .addColumn('speaker_names', 'varchar(200)', (c) => c.notNull())
        // yuan; null is free (spec 3: money empty = free)
        .addColumn('money', 'integer')
        // tenths of a point (48 = 4.8), so both databases compare it exactly
        .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('subspecialty_id', 'integer', (c) =>
          c.references('subspecialties.id').onDelete('set null'),
        )
        .addColumn('publish_time', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('courses_subspecialty_idx')
        .on('courses')
        .columns(['subspecialty_id', 'publish_time'])
        .execute();
      await db.schema
        .createIndex('courses_publish_idx')
        .on('courses')
        .columns(['publish_time', 'id'])
        .execute();
    },
  };
}

/**
 * Migration 010's part of this area (the whole of 010 is composed in `areas/migrations.ts`): the
 * agenda of a meeting and the lectures of a course. Names joined into one column ('、' for
 * people, ',' for keywords) are display strings the search indexes as they are.
 */
export async function agendasLecturesTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('meeting_agendas'), dialect)
    .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('theme', 'varchar(200)', (c) => c.notNull())
    // '、'-joined speaker names, as the meeting page prints them
    .addColumn('author_names', 'varchar(200)', (c) => c.notNull())
    // ','-joined
    .addColumn('keywords', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('summary', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('meeting_agendas_meeting_idx')
    .on('meeting_agendas')
    .columns(['meeting_id', 'sort'])
    .execute();

  await idColumn(db.schema.createTable('course_videos'), dialect)
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('speaker_names', 'varchar(200)', (c) => c.notNull())
    // seconds
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('course_videos_course_idx')
    .on('course_videos')
    .columns(['course_id', 'sort'])
    .execute();
}
