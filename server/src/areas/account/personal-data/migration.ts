import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { type Dialect, idColumn } from '../../../db/dialect';

/**
 * Migration 028: 身份认证. Applications for identity verification, one pending per user at most
 * (a partial unique index: two submits racing each other make one application, the other is
 * refused). Points (/score) need no table: they are read from what the user did (see
 * `score/score-ledger.ts`).
 */
export function personalDataMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('identity_verifications'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('identity', 'integer', (c) => c.notNull())
        .addColumn('real_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('company', 'varchar(100)', (c) => c.notNull())
        .addColumn('title', 'varchar(50)', (c) => c.notNull())
        .addColumn('department', 'varchar(100)', (c) => c.notNull())
        .addColumn('certificate_url', 'varchar(500)', (c) => c.notNull())
        .addColumn('badge_url', 'varchar(500)', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('reason', 'varchar(200)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('decided_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('identity_verifications_user_idx')
        .on('identity_verifications')
        .columns(['user_id', 'id'])
        .execute();
      // the uploads route asks whether a picture is an identity document (who may read it)
      await db.schema
        .createIndex('identity_verifications_certificate_idx')
        .on('identity_verifications')
        .column('certificate_url')
        .execute();
      await db.schema
        .createIndex('identity_verifications_badge_idx')
        .on('identity_verifications')
        .column('badge_url')
        .execute();
      await db.schema
        .createIndex('identity_verifications_one_pending_idx')
        .on('identity_verifications')
        .column('user_id')
        .unique()
        .where(sql.ref('status'), '=', 'pending')
        .execute();
    },
  };
}
