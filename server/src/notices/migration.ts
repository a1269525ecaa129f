import { type Kysely, sql } from 'kysely';
import { type Dialect, idColumn } from '../db/dialect';

/** Migration 002's part of the notices: every user's messages. */
export async function messageTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('messages'), dialect)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messages_unread_idx').on('messages').columns(['user_id', 'read_at']).execute();
}

/**
 * Migration 029's part of the notices mechanism (029 is the message centre's, in
 * `areas/account/message-centre/migration.ts`): `messages` gains its link, actor, subject and
 * replay key; broadcasts become one row for everyone with per-user read marks; users may mute kinds.
 */
export async function noticeTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('messages')
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('messages').addColumn('subject', 'varchar(60)').execute();
  await db.schema.alterTable('messages').addColumn('dedupe_key', 'varchar(120)').execute();
  // the kinds before the message centre: per-user copies of broadcasts and system notes had no
  // producer but the demo seed; comments and invitations keep their rows under the new codes
  await sql`delete from messages where type in ('BroadCasting', 'System')`.execute(db);
  await sql`update messages set type = 'Reply' where type = 'Comment'`.execute(db);
  await sql`update messages set type = 'Invite' where type = 'Invitation'`.execute(db);
  await db.schema
    .createIndex('messages_dedupe_idx')
    .unique()
    .on('messages')
    .columns(['user_id', 'dedupe_key'])
    .execute();
  // a tab's page, newest first; the Like tab's groups by subject
  await db.schema
    .createIndex('messages_tab_idx')
    .on('messages')
    .columns(['user_id', 'type', 'created_at'])
    .execute();
  await db.schema
    .createIndex('messages_subject_idx')
    .on('messages')
    .columns(['user_id', 'type', 'subject'])
    .execute();

  await idColumn(db.schema.createTable('broadcasts'), dialect)
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('broadcasts_created_idx').on('broadcasts').columns(['created_at']).execute();

  await db.schema
    .createTable('broadcast_reads')
    .addColumn('broadcast_id', 'integer', (c) => c.notNull().references('broadcasts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('broadcast_reads_pk', ['user_id', 'broadcast_id'])
    .execute();

  await db.schema
    .createTable('message_mutes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('message_mutes_pk', ['user_id', 'kind'])
    .execute();
}
