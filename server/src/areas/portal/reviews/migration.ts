import type { Kysely, Migration } from 'kysely';

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
