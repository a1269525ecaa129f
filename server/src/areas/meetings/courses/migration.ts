import { type Kysely, type Migration, sql } from 'kysely';
import { type Dialect, idColumn } from '../../../db/dialect';

/**
 * The meetings area's part of 038-classroom (issue 22): course series, a course's introduction,
 * series and rating sums, the ratings (one per user and course), and who bought a paid course.
 */
export function classroomMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('course_series'), dialect)
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('cover', 'varchar(500)', (c) => c.notNull())
        .addColumn('intro', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('courses')
        .addColumn('series_id', 'integer', (c) => c.references('course_series.id').onDelete('set null'))
        .execute();
      await db.schema
        .alterTable('courses')
        .addColumn('intro', 'varchar(4000)', (c) => c.notNull().defaultTo(''))
        .execute();
      // the score is kept as the mean of the ratings: their sum and count move with each rating
      await db.schema
        .alterTable('courses')
        .addColumn('rating_total', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('courses')
        .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('courses')
        .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('courses_series_idx').on('courses').columns(['series_id']).execute();
      await db.schema
        .createIndex('courses_subspecialty_views_idx')
        .on('courses')
        .columns(['subspecialty_id', 'views'])
        .execute();

      await db.schema
        .createTable('course_ratings')
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('stars', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('course_ratings_pk', ['course_id', 'user_id'])
        .addCheckConstraint('course_ratings_stars_ck', sql`stars between 1 and 5`)
        .execute();

      // who may watch a paid course: written by the payment kind `course` when an order is paid
      await db.schema
        .createTable('course_purchases')
        .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('order_no', 'varchar(64)', (c) => c.notNull())
        .addColumn('paid_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('course_purchases_pk', ['course_id', 'user_id'])
        .execute();
    },
  };
}
