import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../../../db/dialect';

/**
 * Migration 027: what a profile shows beyond the sign-in row: the personal website and a short
 * introduction (edited on /personaldata, shown on /user-center); which tabs the owner shows
 * visitors; who belongs to which brand (the enterprise and administrator profiles); when a like
 * was made (the dynamics tab), and the indexes the profile's lists read by user.
 */
export function accountProfileMigration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('website', 'varchar(300)').execute();
      await db.schema.alterTable('users').addColumn('introduction', 'varchar(500)').execute();

      await db.schema
        .createTable('home_view_settings')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('dynamics', 'char(1)', (c) => c.notNull().defaultTo('T'))
        .addColumn('articles', 'char(1)', (c) => c.notNull().defaultTo('T'))
        .addColumn('qa', 'char(1)', (c) => c.notNull().defaultTo('T'))
        .addColumn('follows', 'char(1)', (c) => c.notNull().defaultTo('T'))
        .addColumn('favourites', 'char(1)', (c) => c.notNull().defaultTo('F'))
        .addColumn('fans', 'char(1)', (c) => c.notNull().defaultTo('T'))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('brand_members')
        .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'varchar(10)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('brand_members_pk', ['brand_id', 'user_id'])
        .execute();
      await db.schema.createIndex('brand_members_user_idx').on('brand_members').column('user_id').execute();

      // null for likes made before this migration: the dynamics tab dates those by the content
      await db.schema.alterTable('content_diggs').addColumn('created_at', 'bigint').execute();
      await db.schema
        .createIndex('content_diggs_user_idx')
        .on('content_diggs')
        .columns(['user_id', 'target_type'])
        .execute();
      await db.schema
        .createIndex('user_follows_follower_time_idx')
        .on('user_follows')
        .columns(['follower_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('user_follows_followee_time_idx')
        .on('user_follows')
        .columns(['followee_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('collections_user_time_idx')
        .on('collections')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('community_questions_creator_idx')
        .on('community_questions')
        .columns(['creator_id', 'publish_time'])
        .execute();
      await db.schema
        .createIndex('community_answers_creator_idx')
        .on('community_answers')
        .columns(['creator_id', 'publish_time'])
        .execute();
      await db.schema
        .createIndex('community_follows_user_time_idx')
        .on('community_follows')
        .columns(['user_id', 'created_at'])
        .execute();
    },
  };
}
