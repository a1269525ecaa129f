import type { Kysely, Migration } from 'kysely';
import { type Dialect, idColumn } from '../dialect';

/**
 * User-written articles and cases, generic comments with replies, likes, collections, user
 * follows and browsing history. Timestamps integer milliseconds; long text columns last.
 */
export function articlesComments(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('mp_articles'), dialect)
        .addColumn('type', 'varchar(10)', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('published'))
        .addColumn('creator_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('description', 'varchar(1000)', (c) => c.notNull())
        .addColumn('cover', 'varchar(500)', (c) => c.notNull())
        // a JSON array of image paths
        .addColumn('images', 'varchar(4000)', (c) => c.notNull().defaultTo('[]'))
        .addColumn('publish_time', 'bigint', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('diggs', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('favorites', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('essences', 'char(1)', (c) => c.notNull().defaultTo('F'))
        .addColumn('bms_auth', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('body_html', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('mp_articles_list_idx')
        .on('mp_articles')
        .columns(['status', 'type', 'publish_time', 'id'])
        .execute();
      await db.schema
        .createIndex('mp_articles_creator_idx')
        .on('mp_articles')
        .columns(['creator_id', 'status'])
        .execute();

      await db.schema
        .createTable('mp_article_subspecialties')
        .addColumn('article_id', 'integer', (c) =>
          c.notNull().references('mp_articles.id').onDelete('cascade'),
        )
        .addColumn('subspecialty_id', 'integer', (c) => c.notNull().references('subspecialties.id'))
        .addPrimaryKeyConstraint('mp_article_subspecialties_pk', ['article_id', 'subspecialty_id'])
        .execute();
      await db.schema
        .createIndex('mp_article_subspecialties_sub_idx')
        .on('mp_article_subspecialties')
        .columns(['subspecialty_id', 'article_id'])
        .execute();

      await idColumn(db.schema.createTable('comments'), dialect)
        .addColumn('target_type', 'varchar(20)', (c) => c.notNull())
        .addColumn('target_id', 'integer', (c) => c.notNull())
        .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
        .addColumn('reply_to_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('diggs', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('text', 'varchar(1000)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('comments_target_idx')
        .on('comments')
        .columns(['target_type', 'target_id', 'parent_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('comments_parent_idx')
        .on('comments')
        .columns(['parent_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('comments_user_idx')
        .on('comments')
        .columns(['user_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('comment_diggs')
        .addColumn('comment_id', 'integer', (c) => c.notNull().references('comments.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('comment_diggs_pk', ['comment_id', 'user_id'])
        .execute();

      await db.schema
        .createTable('content_diggs')
        .addColumn('target_type', 'varchar(20)', (c) => c.notNull())
        .addColumn('target_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('content_diggs_pk', ['target_type', 'target_id', 'user_id'])
        .execute();

      await db.schema
        .createTable('collections')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('content_type', 'integer', (c) => c.notNull())
        .addColumn('content_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('collections_pk', ['user_id', 'content_type', 'content_id'])
        .execute();

      await db.schema
        .createTable('user_follows')
        .addColumn('follower_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('followee_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_follows_pk', ['follower_id', 'followee_id'])
        .execute();
      await db.schema
        .createIndex('user_follows_followee_idx')
        .on('user_follows')
        .columns(['followee_id'])
        .execute();

      await idColumn(db.schema.createTable('browsing_history'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('content_source', 'varchar(20)', (c) => c.notNull())
        .addColumn('content_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('browsing_history_unique_idx')
        .on('browsing_history')
        .columns(['user_id', 'content_source', 'content_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('browsing_history_user_time_idx')
        .on('browsing_history')
        .columns(['user_id', 'created_at'])
        .execute();
    },
  };
}
