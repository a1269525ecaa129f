import { type Kysely, type Migration, sql } from 'kysely';

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

/**
 * Migration 025: what an asker adds to a question — pictures (a JSON array of our upload addresses)
 * and the community activity it was asked in — and who added a topic. A topic's name is unique, so
 * two doctors adding the same topic at once make one.
 */
export function communityQuestionExtras(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('community_questions')
        .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema
        .alterTable('community_questions')
        .addColumn('activity_id', 'integer', (c) => c.references('activities.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('community_questions_activity_idx')
        .on('community_questions')
        .columns(['activity_id', 'status', 'publish_time'])
        .execute();
      await db.schema
        .alterTable('community_topics')
        .addColumn('creator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      // unique whatever the case: two doctors adding 'GBM' and 'gbm' at the same moment make one
      await db.schema
        .createIndex('community_topics_title_unique')
        .on('community_topics')
        .expression(sql`lower(title)`)
        .unique()
        .execute();
      // how many topics a user added today (the daily cap)
      await db.schema
        .createIndex('community_topics_creator_idx')
        .on('community_topics')
        .columns(['creator_id', 'created_at'])
        .execute();
    },
  };
}

/**
 * Migration 044: a topic added by an account whose questions wait for review waits with them. It is
 * `pending` — seen by nobody but its creator — until a published question carries it (the
 * moderator approving the question it was added for, who is shown its topics); the topics there
 * before are `published`.
 */
export function communityTopicReview(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('community_topics')
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('published'))
        .execute();
    },
  };
}
