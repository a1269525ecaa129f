import type { Kysely } from 'kysely';
import { type Dialect, idColumn } from '../../../db/dialect';

/**
 * Migration 003's part of this feature (003 is composed in `areas/migrations.ts`): user-written
 * articles and cases with their subspecialties. Timestamps integer milliseconds; long text last.
 */
export async function articleTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
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
    .addColumn('article_id', 'integer', (c) => c.notNull().references('mp_articles.id').onDelete('cascade'))
    .addColumn('subspecialty_id', 'integer', (c) => c.notNull().references('subspecialties.id'))
    .addPrimaryKeyConstraint('mp_article_subspecialties_pk', ['article_id', 'subspecialty_id'])
    .execute();
  await db.schema
    .createIndex('mp_article_subspecialties_sub_idx')
    .on('mp_article_subspecialties')
    .columns(['subspecialty_id', 'article_id'])
    .execute();
}

/**
 * Migration 004's part of this feature: a user-written article may keep its body as blocks
 * (spec 3), a JSON array validated on write and read, used instead of `body_html` when present.
 */
export async function articleParagraphsColumn(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mp_articles').addColumn('paragraphs', 'text').execute();
}
