import type { Kysely, Migration } from 'kysely';
import { type Dialect, idColumn } from '../../../db/dialect';

/**
 * 041-cme-certificates (issue 22): a course's optional quiz (single-choice questions, attempts), a
 * meeting's watch time per user (credited by the player's beats), and the CME certificates.
 */
export function cmeCertificatesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // one quiz a course at most
      await idColumn(db.schema.createTable('course_quizzes'), dialect)
        .addColumn('course_id', 'integer', (c) =>
          c.notNull().unique().references('courses.id').onDelete('cascade'),
        )
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('pass_percent', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await idColumn(db.schema.createTable('course_quiz_questions'), dialect)
        .addColumn('quiz_id', 'integer', (c) =>
          c.notNull().references('course_quizzes.id').onDelete('cascade'),
        )
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('text', 'varchar(500)', (c) => c.notNull())
        /** a JSON array of the options' texts */
        .addColumn('options', 'text', (c) => c.notNull())
        /** the index of the right option: never leaves the server before an attempt */
        .addColumn('answer', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('course_quiz_questions_quiz_idx')
        .on('course_quiz_questions')
        .columns(['quiz_id', 'sort'])
        .execute();
      await idColumn(db.schema.createTable('course_quiz_attempts'), dialect)
        .addColumn('quiz_id', 'integer', (c) =>
          c.notNull().references('course_quizzes.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('score', 'integer', (c) => c.notNull())
        .addColumn('passed', 'integer', (c) => c.notNull())
        .addColumn('answers', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('course_quiz_attempts_user_idx')
        .on('course_quiz_attempts')
        .columns(['user_id', 'quiz_id'])
        .execute();

      await db.schema
        .createTable('meeting_watch_time')
        .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        /** milliseconds credited: each beat adds the wall-clock time since the previous one, capped */
        .addColumn('watched_ms', 'bigint', (c) => c.notNull().defaultTo(0))
        /** the last beat of a playing player; null after a stop */
        .addColumn('last_beat_at', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('meeting_watch_time_pk', ['meeting_id', 'user_id'])
        .execute();

      await idColumn(db.schema.createTable('cme_certificates'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        /** 'course' | 'meeting' */
        .addColumn('activity_kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('activity_id', 'integer', (c) => c.notNull())
        .addColumn('activity_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('holder_name', 'varchar(50)', (c) => c.notNull())
        /** CME hours × 10 (15 = 1.5 h) */
        .addColumn('hours_tenths', 'integer', (c) => c.notNull())
        .addColumn('code', 'varchar(24)', (c) => c.notNull().unique())
        .addColumn('issued_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('cme_certificates_activity_uq', ['user_id', 'activity_kind', 'activity_id'])
        .execute();
      await db.schema
        .createIndex('cme_certificates_user_idx')
        .on('cme_certificates')
        .columns(['user_id', 'issued_at'])
        .execute();
    },
  };
}
