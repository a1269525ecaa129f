import type { Kysely } from 'kysely';
import { type Dialect, idColumn } from '../../../db/dialect';

/**
 * Migration 010's part of this feature (the whole of 010 is composed in `areas/migrations.ts`):
 * hospital departments, their members and subscribers.
 */
export async function departmentTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('departments'), dialect)
    // the hospital the department belongs to (spec 3 hospitalGroupName)
    .addColumn('hospital_group_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('icon_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('city', 'varchar(20)', (c) => c.notNull())
    .addColumn('subspecialty_id', 'integer', (c) => c.references('subspecialties.id').onDelete('set null'))
    .addColumn('member_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('subscribers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('description', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('department_members')
    .addColumn('department_id', 'integer', (c) =>
      c.notNull().references('departments.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('department_members_pk', ['department_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('department_members_user_idx')
    .on('department_members')
    .columns(['user_id'])
    .execute();

  // isSubscribe of a department card
  await db.schema
    .createTable('department_subscriptions')
    .addColumn('department_id', 'integer', (c) =>
      c.notNull().references('departments.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('department_subscriptions_pk', ['department_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('department_subscriptions_user_idx')
    .on('department_subscriptions')
    .columns(['user_id'])
    .execute();
}
