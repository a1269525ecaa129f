import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../../../db/dialect';

/** Migration 029: 消息中心：各类消息、分类未读数、已读、消息设置. */
export function messageCentreMigration(_dialect: Dialect): Migration {
  return {
    async up(_db: Kysely<unknown>) {},
  };
}
