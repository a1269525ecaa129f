import type { Kysely } from 'kysely';
import { type Dialect, idColumn } from '../../db/dialect';

/** Migration 001's part of this area (001 is composed in `areas/migrations.ts`): sign-in codes. */
export async function signInCodeTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
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

/** Migration 003's part of this area (003 is composed in `areas/migrations.ts`): what each user has browsed. */
export async function browsingHistoryTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
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
