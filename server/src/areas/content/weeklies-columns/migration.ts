import type { Kysely, Migration } from 'kysely';
import { type Dialect, idColumn } from '../../../db/dialect';

/**
 * Weekly digests (《神外周刊》 issues with ordered items in sections), columns ("specials": pgc =
 * a curated series of news items, ugc = a doctor's series of their articles) with ordered items,
 * and column subscriptions. Items point at content by (`content_type` 'info' | 'mp', `content_id`);
 * the reverse indexes answer "which weeklies / columns hold this article".
 */
export function weekliesColumns(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('weeklies'), dialect)
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('issue_no', 'integer', (c) => c.notNull())
        .addColumn('cover', 'varchar(500)', (c) => c.notNull())
        .addColumn('publish_date', 'bigint', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('summary', 'varchar(2000)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('weeklies_issue_idx')
        .on('weeklies')
        .columns(['name', 'issue_no'])
        .unique()
        .execute();

      await db.schema
        .createTable('weekly_items')
        .addColumn('weekly_id', 'integer', (c) => c.notNull().references('weeklies.id').onDelete('cascade'))
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('section', 'varchar(50)', (c) => c.notNull())
        .addColumn('content_type', 'varchar(10)', (c) => c.notNull())
        .addColumn('content_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('weekly_items_pk', ['weekly_id', 'sort'])
        .execute();
      await db.schema
        .createIndex('weekly_items_content_idx')
        .on('weekly_items')
        .columns(['content_type', 'content_id', 'weekly_id'])
        .execute();

      await idColumn(db.schema.createTable('article_columns'), dialect)
        .addColumn('type', 'varchar(3)', (c) => c.notNull())
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('cover', 'varchar(500)', (c) => c.notNull())
        // the doctor behind a ugc column; pgc columns are the editors'
        .addColumn('creator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('subscribers', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addColumn('description', 'varchar(2000)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('article_column_items')
        .addColumn('column_id', 'integer', (c) =>
          c.notNull().references('article_columns.id').onDelete('cascade'),
        )
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('content_type', 'varchar(10)', (c) => c.notNull())
        .addColumn('content_id', 'integer', (c) => c.notNull())
        .addColumn('added_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('article_column_items_pk', ['column_id', 'content_type', 'content_id'])
        .execute();
      await db.schema
        .createIndex('article_column_items_order_idx')
        .on('article_column_items')
        .columns(['column_id', 'sort'])
        .execute();
      await db.schema
        .createIndex('article_column_items_content_idx')
        .on('article_column_items')
        .columns(['content_type', 'content_id'])
        .execute();

      await db.schema
        .createTable('column_subscriptions')
        .addColumn('column_id', 'integer', (c) =>
          c.notNull().references('article_columns.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('column_subscriptions_pk', ['column_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('column_subscriptions_user_idx')
        .on('column_subscriptions')
        .columns(['user_id', 'created_at'])
        .execute();
    },
  };
}
