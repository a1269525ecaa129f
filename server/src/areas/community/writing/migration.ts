import type { Kysely, Migration } from 'kysely';

/**
 * Migration 020: answering. Drafts, one per author and question; and one answer per author and
 * question, held by the database so two tabs sending at once cannot make two.
 */
export function communityAnswering(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('community_answer_drafts')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('question_id', 'integer', (c) =>
          c.notNull().references('community_questions.id').onDelete('cascade'),
        )
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('community_answer_drafts_pk', ['user_id', 'question_id'])
        .execute();
      await db.schema
        .createIndex('community_answers_one_per_author')
        .on('community_answers')
        .columns(['question_id', 'creator_id'])
        .unique()
        .execute();
    },
  };
}
