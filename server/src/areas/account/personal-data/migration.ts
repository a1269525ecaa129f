import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../../../db/dialect';

/** Migration 028: 个人资料、身份认证与积分. */
export function personalDataMigration(_dialect: Dialect): Migration {
  return {
    async up(_db: Kysely<unknown>) {},
  };
}
