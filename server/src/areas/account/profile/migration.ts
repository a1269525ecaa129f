import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../../../db/dialect';

/** Migration 027: 用户主页：关注、粉丝、收藏、动态、个人网站、主页展示设置、企业与管理员主页. */
export function accountProfileMigration(_dialect: Dialect): Migration {
  return {
    async up(_db: Kysely<unknown>) {},
  };
}
