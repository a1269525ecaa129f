import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../../../db/dialect';
import { noticeTables } from '../../../notices/migration';

/**
 * Migration 029: 消息中心. The tables are the notices mechanism's (every area's events write
 * messages through it); the message centre reads and manages them.
 */
export function messageCentreMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await noticeTables(db, dialect);
    },
  };
}
