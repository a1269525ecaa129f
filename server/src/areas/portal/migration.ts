import type { Kysely, Migration } from 'kysely';
import { type Dialect, idColumn } from '../../db/dialect';

/**
 * Migration 002-portal-frame, every table of it this area's: the portal frame: header and footer navigation, search hint words, the More popup groups
 * (academic resources, channels, device categories), footer QR codes, requirement types and
 * submissions, messages, the review queue and one-time EN codes. Flags are integers 0/1;
 * timestamps integer milliseconds; long text columns last.
 */
export function portalFrame(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('nav_links'), dialect)
        .addColumn('position', 'varchar(10)', (c) => c.notNull())
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('url', 'varchar(500)', (c) => c.notNull())
        .addColumn('new_tab', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('nav_links_position_idx')
        .on('nav_links')
        .columns(['position', 'sort'])
        .execute();

      await idColumn(db.schema.createTable('dict_items'), dialect)
        .addColumn('dict_id', 'varchar(50)', (c) => c.notNull())
        .addColumn('word', 'varchar(100)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createIndex('dict_items_dict_idx')
        .on('dict_items')
        .columns(['dict_id', 'sort'])
        .execute();

      await idColumn(db.schema.createTable('academic_resources'), dialect)
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('url', 'varchar(500)', (c) => c.notNull())
        .addColumn('new_tab', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await idColumn(db.schema.createTable('channels'), dialect)
        .addColumn('title', 'varchar(50)', (c) => c.notNull())
        .addColumn('mp_id', 'integer', (c) => c.notNull())
        .addColumn('ocs_id', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await idColumn(db.schema.createTable('brand_categories'), dialect)
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
        .addColumn('parent_id', 'integer', (c) => c.references('brand_categories.id').onDelete('cascade'))
        .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createIndex('brand_categories_parent_idx')
        .on('brand_categories')
        .columns(['parent_id', 'sort'])
        .execute();

      await idColumn(db.schema.createTable('footer_qr_codes'), dialect)
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        // an absolute http(s) URL, or a site path the server makes absolute for the asking host
        .addColumn('url', 'varchar(500)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      await idColumn(db.schema.createTable('requirement_types'), dialect)
        .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
        // the spec's `desc`; named so no query has to quote a reserved word
        .addColumn('description', 'varchar(50)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await idColumn(db.schema.createTable('requirements'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('types_str', 'varchar(500)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('contact_information', 'varchar(255)', (c) => c.notNull())
        .addColumn('remark', 'varchar(300)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('requirements_user_idx')
        .on('requirements')
        .columns(['user_id', 'created_at'])
        .execute();

      await idColumn(db.schema.createTable('messages'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'varchar(20)', (c) => c.notNull())
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('read_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('messages_unread_idx')
        .on('messages')
        .columns(['user_id', 'read_at'])
        .execute();

      await idColumn(db.schema.createTable('review_queue'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('content_type', 'varchar(40)', (c) => c.notNull())
        .addColumn('content_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('review_queue_user_status_idx')
        .on('review_queue')
        .columns(['user_id', 'status'])
        .execute();

      await db.schema
        .createTable('en_tickets')
        .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .execute();
      await db.schema.createIndex('en_tickets_expires_idx').on('en_tickets').column('expires_at').execute();
    },
  };
}
