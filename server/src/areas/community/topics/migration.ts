import type { Kysely, Migration } from 'kysely';
import { type Dialect, idColumn } from '../../../db/dialect';

/** Migration 019: the community's topics, circles, questions' topics and follows. */
export function communityTopics(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('community_topics'), dialect)
        .addColumn('title', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('description', 'varchar(300)', (c) => c.notNull())
        .addColumn('cover', 'varchar(500)', (c) => c.notNull())
        .addColumn('subspecialty_id', 'integer', (c) =>
          c.references('subspecialties.id').onDelete('set null'),
        )
        .addColumn('followers', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('questions', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await idColumn(db.schema.createTable('community_circles'), dialect)
        .addColumn('title', 'varchar(40)', (c) => c.notNull())
        .addColumn('description', 'varchar(300)', (c) => c.notNull())
        .addColumn('image', 'varchar(500)', (c) => c.notNull())
        .addColumn('subspecialty_id', 'integer', (c) =>
          c.references('subspecialties.id').onDelete('set null'),
        )
        .addColumn('followers', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('contents', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('community_question_topics')
        .addColumn('question_id', 'integer', (c) =>
          c.notNull().references('community_questions.id').onDelete('cascade'),
        )
        .addColumn('topic_id', 'integer', (c) =>
          c.notNull().references('community_topics.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('community_question_topics_pk', ['question_id', 'topic_id'])
        .execute();
      await db.schema
        .createIndex('community_question_topics_topic_idx')
        .on('community_question_topics')
        .columns(['topic_id', 'question_id'])
        .execute();

      await db.schema
        .createTable('community_follows')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'varchar(1)', (c) => c.notNull())
        .addColumn('content_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('community_follows_pk', ['user_id', 'type', 'content_id'])
        .execute();
      await db.schema
        .createIndex('community_follows_content_idx')
        .on('community_follows')
        .columns(['type', 'content_id'])
        .execute();
    },
  };
}
