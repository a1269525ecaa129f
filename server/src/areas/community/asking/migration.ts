import type { Kysely, Migration } from 'kysely';

/** Migration 022: who wants to ask a question too ("N 人想问"), once each. */
export function communityAskIntentions(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('community_ask_intentions')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('question_id', 'integer', (c) =>
          c.notNull().references('community_questions.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('community_ask_intentions_pk', ['user_id', 'question_id'])
        .execute();
    },
  };
}
