import type { Kysely } from 'kysely';
import { type Dialect, idColumn } from '../../db/dialect';

/**
 * Migration 010's part of this area (the whole of 010 is composed in `areas/migrations.ts`):
 * community questions (plain text) and their answers (sanitized HTML).
 */
export async function questionAnswerTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('community_questions'), dialect)
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('creator_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // 'T': shown as an anonymous user with the default avatar
    .addColumn('is_hide_creator', 'char(1)', (c) => c.notNull().defaultTo('F'))
    .addColumn('essences', 'char(1)', (c) => c.notNull().defaultTo('F'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('published'))
    .addColumn('subspecialty_id', 'integer', (c) => c.references('subspecialties.id').onDelete('set null'))
    .addColumn('answers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    // askQuestionsPeopleNumber: others who want the same question answered
    .addColumn('ask_people', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publish_time', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // plain text
    .addColumn('text', 'varchar(4000)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('community_questions_publish_idx')
    .on('community_questions')
    .columns(['publish_time', 'id'])
    .execute();
  await db.schema
    .createIndex('community_questions_subspecialty_idx')
    .on('community_questions')
    .columns(['subspecialty_id'])
    .execute();

  await idColumn(db.schema.createTable('community_answers'), dialect)
    .addColumn('question_id', 'integer', (c) =>
      c.notNull().references('community_questions.id').onDelete('cascade'),
    )
    .addColumn('creator_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('published'))
    .addColumn('is_top', 'char(1)', (c) => c.notNull().defaultTo('F'))
    .addColumn('essences', 'char(1)', (c) => c.notNull().defaultTo('F'))
    .addColumn('diggs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publish_time', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // sanitized HTML
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('community_answers_question_idx')
    .on('community_answers')
    .columns(['question_id', 'publish_time'])
    .execute();
  await db.schema
    .createIndex('community_answers_diggs_idx')
    .on('community_answers')
    .columns(['diggs', 'id'])
    .execute();
}
