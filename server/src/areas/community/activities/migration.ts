import type { Kysely, Migration } from 'kysely';
import { type Dialect, idColumn } from '../../../db/dialect';

/**
 * Community activities (case calls, surgical video contests, reading clubs, topic discussions)
 * shown on the detail pages' right column, and who subscribed to them. `status` is whether the
 * activity is shown at all; whether it is upcoming, ongoing or over follows from its start and
 * end time at read time, so it never goes stale. The community area extends these tables later.
 */
export function activities(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('activities'), dialect)
        .addColumn('subspecialty_id', 'integer', (c) =>
          c.references('subspecialties.id').onDelete('set null'),
        )
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('cover', 'varchar(500)', (c) => c.notNull())
        .addColumn('share_image', 'varchar(500)', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('contents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('subscribers', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('start_time', 'bigint', (c) => c.notNull())
        .addColumn('end_time', 'bigint', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('published'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('activities_subspecialty_idx')
        .on('activities')
        .columns(['subspecialty_id', 'end_time'])
        .execute();

      await db.schema
        .createTable('activity_subscriptions')
        .addColumn('activity_id', 'integer', (c) =>
          c.notNull().references('activities.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('activity_subscriptions_pk', ['activity_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('activity_subscriptions_user_idx')
        .on('activity_subscriptions')
        .columns(['user_id'])
        .execute();
    },
  };
}

/**
 * Migration 026: what an activity asks of its participants, shown on its page. Plain text; the
 * activities that existed before it have none until an editor writes one.
 */
export function activityDescriptions(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('activities')
        .addColumn('description', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  };
}
