import type { Kysely } from 'kysely';
import { type Dialect, idColumn } from '../../db/dialect';

/**
 * Migration 001's part of this area (001 is composed in `areas/migrations.ts`): users, their
 * sessions (sha-256 of the cookie token) and sign-in codes.
 */
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

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await idColumn(db.schema.createTable('sms_codes'), dialect)
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('scene', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('sms_codes_mobile_idx')
    .on('sms_codes')
    .columns(['mobile', 'created_at'])
    .execute();
  await db.schema.createIndex('sms_codes_ip_idx').on('sms_codes').columns(['ip', 'created_at']).execute();
}

/**
 * Migration 003's part of this area (003 is composed in `areas/migrations.ts`): who follows whom
 * and what each user has browsed.
 */
export async function followHistoryTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
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

  await idColumn(db.schema.createTable('browsing_history'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_source', 'varchar(20)', (c) => c.notNull())
    .addColumn('content_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('browsing_history_unique_idx')
    .on('browsing_history')
    .columns(['user_id', 'content_source', 'content_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('browsing_history_user_time_idx')
    .on('browsing_history')
    .columns(['user_id', 'created_at'])
    .execute();
}
