import type { Kysely } from 'kysely';
import { type Dialect, idColumn } from '../../db/dialect';

/*
 * The portal frame's parts of migration 002-portal-frame (composed in its deployed order by
 * `areas/migrations.ts`): header and footer navigation, search hint words, the More popup's academic
 * resources, footer QR codes, requirement types and submissions, one-time EN codes. Flags are
 * integers 0/1; timestamps integer milliseconds; long text columns last.
 */

/** header and footer navigation, hint words, the More popup's academic resources */
export async function navigationTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
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
  await db.schema.createIndex('dict_items_dict_idx').on('dict_items').columns(['dict_id', 'sort']).execute();

  await idColumn(db.schema.createTable('academic_resources'), dialect)
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('new_tab', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

/** footer QR codes, requirement types and submissions */
export async function requirementTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
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
}

/** one-time codes of the EN link */
export async function enTicketTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('en_tickets')
    .addColumn('code_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('en_tickets_expires_idx').on('en_tickets').column('expires_at').execute();
}
