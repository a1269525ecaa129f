import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../../../db/dialect';

/**
 * Migration 027: what a profile shows beyond the sign-in row: the personal website and a short
 * introduction (edited on /personaldata, shown on /user-center).
 */
export function accountProfileMigration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('website', 'varchar(300)').execute();
      await db.schema.alterTable('users').addColumn('introduction', 'varchar(500)').execute();
    },
  };
}
