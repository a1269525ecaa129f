import type { Kysely, Migration } from 'kysely';
import { type Dialect, idColumn } from '../../db/dialect';

/**
 * Migration 021: the record of uploaded pictures. No foreign key to `users`: the row must outlive
 * an account's removal, since the file it names stays on disk until a clean-up takes it.
 */
export function mediaUploads(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('media_uploads'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('path', 'varchar(100)', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // the hourly count per user
      await db.schema
        .createIndex('media_uploads_user_time')
        .on('media_uploads')
        .columns(['user_id', 'created_at'])
        .execute();
      // a clean-up asks who refers to a file
      await db.schema.createIndex('media_uploads_path').on('media_uploads').column('path').execute();
    },
  };
}
