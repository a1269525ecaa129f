import type { Kysely } from 'kysely';

/**
 * Migration 003's part of the engagement mechanism (003 is composed in `areas/migrations.ts`):
 * likes and collections of any content.
 */
export async function engagementTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_diggs')
    .addColumn('target_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('content_diggs_pk', ['target_type', 'target_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('collections')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_type', 'integer', (c) => c.notNull())
    .addColumn('content_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('collections_pk', ['user_id', 'content_type', 'content_id'])
    .execute();
}
