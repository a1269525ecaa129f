import type { Kysely } from 'kysely';
import { type Dialect, idColumn } from '../../../db/dialect';

/**
 * Migration 001's part of this feature (001 is composed in `areas/migrations.ts`): news items,
 * their authors (a portal user or a name) and subspecialties. Timestamps integer milliseconds.
 */
export async function infoTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('info_articles'), dialect)
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('cover', 'varchar(500)', (c) => c.notNull())
    .addColumn('summary', 'varchar(1000)', (c) => c.notNull())
    .addColumn('source', 'varchar(100)', (c) => c.notNull())
    .addColumn('publish_date', 'bigint', (c) => c.notNull())
    .addColumn('essences', 'char(1)', (c) => c.notNull().defaultTo('F'))
    .addColumn('bms_auth', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('compile_article', 'char(1)', (c) => c.notNull().defaultTo('F'))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('diggs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // last: SQLite stores a row's columns in order, and a long body ahead of the list columns
    // would make every list read walk the body's overflow pages
    .addColumn('body_html', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('info_publish_idx')
    .on('info_articles')
    .columns(['publish_date', 'id'])
    .execute();

  await db.schema
    .createTable('info_authors')
    .addColumn('info_id', 'integer', (c) => c.notNull().references('info_articles.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('author_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('head_image', 'varchar(500)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('info_authors_pk', ['info_id', 'sort'])
    .execute();

  await db.schema
    .createTable('info_subspecialties')
    .addColumn('info_id', 'integer', (c) => c.notNull().references('info_articles.id').onDelete('cascade'))
    .addColumn('subspecialty_id', 'integer', (c) => c.notNull().references('subspecialties.id'))
    .addPrimaryKeyConstraint('info_subspecialties_pk', ['info_id', 'subspecialty_id'])
    .execute();
  await db.schema
    .createIndex('info_subspecialties_sub_idx')
    .on('info_subspecialties')
    .columns(['subspecialty_id', 'info_id'])
    .execute();
}

/**
 * Migration 004's part of this feature: news items gain a collect counter beside their likes,
 * comments and views (comments, likes and collections reuse 003's generic tables with their own
 * target/content type).
 */
export async function infoFavoritesColumn(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('info_articles')
    .addColumn('favorites', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
