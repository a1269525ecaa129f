import type { Kysely } from 'kysely';
import { type Dialect, idColumn } from '../db/dialect';

/**
 * Migration 003's part of the comments mechanism (003 is composed in `areas/migrations.ts`):
 * comments of any target with replies, and their likes.
 */
export async function commentTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('comments'), dialect)
    .addColumn('target_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('reply_to_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('diggs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('text', 'varchar(1000)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('comments_target_idx')
    .on('comments')
    .columns(['target_type', 'target_id', 'parent_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('comments_parent_idx')
    .on('comments')
    .columns(['parent_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('comments_user_idx')
    .on('comments')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('comment_diggs')
    .addColumn('comment_id', 'integer', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('comment_diggs_pk', ['comment_id', 'user_id'])
    .execute();
}
