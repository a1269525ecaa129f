import type { Kysely } from 'kysely';
import { type Dialect, idColumn } from '../../../db/dialect';

/** Migration 002's part of the channel pages: the channels (`/channel/home`), each over an article subspecialty and a cloud-classroom category. */
export async function channelTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('channels'), dialect)
    .addColumn('title', 'varchar(50)', (c) => c.notNull())
    .addColumn('mp_id', 'integer', (c) => c.notNull())
    .addColumn('ocs_id', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
