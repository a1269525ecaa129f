import type { Kysely, Migration } from 'kysely';
import { type Dialect, idColumn } from '../db/dialect';

/** Migration 002's part of the review queue: content waiting for a moderator. */
export async function reviewQueueTable(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('review_queue'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('content_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('review_queue_user_status_idx')
    .on('review_queue')
    .columns(['user_id', 'status'])
    .execute();
}

/** Migration 023: a review's decision — why it was rejected (the author reads it), when and by whom. */
export function reviewDecisions(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('review_queue').addColumn('reason', 'varchar(200)').execute();
      await db.schema.alterTable('review_queue').addColumn('decided_at', 'bigint').execute();
      await db.schema.alterTable('review_queue').addColumn('decided_by', 'integer').execute();
      // the page reads the queue oldest first, per kind
      await db.schema
        .createIndex('review_queue_status_kind_idx')
        .on('review_queue')
        .columns(['status', 'content_type', 'created_at'])
        .execute();
      // an item's state, as its author's page asks for it
      await db.schema
        .createIndex('review_queue_content_idx')
        .on('review_queue')
        .columns(['content_type', 'content_id'])
        .execute();
    },
  };
}
