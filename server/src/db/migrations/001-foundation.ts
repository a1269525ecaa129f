import type { Kysely, Migration } from 'kysely';
import { type Dialect, idColumn } from '../dialect';

export function foundation(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('users'), dialect)
        .addColumn('mobile', 'varchar(20)', (c) => c.notNull().unique())
        .addColumn('real_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('avatar', 'varchar(500)', (c) => c.notNull())
        .addColumn('identity', 'integer')
        .addColumn('is_auth', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('title', 'varchar(50)')
        .addColumn('company', 'varchar(100)')
        .addColumn('department', 'varchar(100)')
        .addColumn('level_number', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('medal_pendant_icon', 'varchar(500)')
        .addColumn('fans', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

      await idColumn(db.schema.createTable('sms_codes'), dialect)
        .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
        .addColumn('scene', 'varchar(20)', (c) => c.notNull())
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('ip', 'varchar(64)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('consumed_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('sms_codes_mobile_idx')
        .on('sms_codes')
        .columns(['mobile', 'created_at'])
        .execute();
      await db.schema.createIndex('sms_codes_ip_idx').on('sms_codes').columns(['ip', 'created_at']).execute();

      await idColumn(db.schema.createTable('subspecialties'), dialect)
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('parent_id', 'integer')
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

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
        .addColumn('info_id', 'integer', (c) =>
          c.notNull().references('info_articles.id').onDelete('cascade'),
        )
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addColumn('author_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('head_image', 'varchar(500)', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addPrimaryKeyConstraint('info_authors_pk', ['info_id', 'sort'])
        .execute();

      await db.schema
        .createTable('info_subspecialties')
        .addColumn('info_id', 'integer', (c) =>
          c.notNull().references('info_articles.id').onDelete('cascade'),
        )
        .addColumn('subspecialty_id', 'integer', (c) => c.notNull().references('subspecialties.id'))
        .addPrimaryKeyConstraint('info_subspecialties_pk', ['info_id', 'subspecialty_id'])
        .execute();
      await db.schema
        .createIndex('info_subspecialties_sub_idx')
        .on('info_subspecialties')
        .columns(['subspecialty_id', 'info_id'])
        .execute();
    },
  };
}
