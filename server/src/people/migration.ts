import type { Kysely } from 'kysely';
import { type Dialect, idColumn } from '../db/dialect';

/** Migration 001's part of the people: users (001 is composed in `areas/migrations.ts`). */
export async function userTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('users'), dialect)
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('real_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('avatar', 'varchar(500)', (c) => c.notNull())
    .addColumn('identity', 'integer')
    .addColumn('is_auth', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'varchar(50)')
    .addColumn('company', 'varchar(100)')
    .addColumn('department', 'varchar(100)')
    .addColumn('level_number', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('medal_pendant_icon', 'varchar(500)')
    .addColumn('fans', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

/** Migration 003's part of the people: who follows whom. */
export async function followTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_follows')
    .addColumn('follower_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('followee_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_follows_pk', ['follower_id', 'followee_id'])
    .execute();
  await db.schema
    .createIndex('user_follows_followee_idx')
    .on('user_follows')
    .columns(['followee_id'])
    .execute();
}
