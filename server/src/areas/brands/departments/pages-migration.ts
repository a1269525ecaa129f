import { type Kysely, type Migration, sql } from 'kysely';
import { type Dialect, idColumn } from '../../../db/dialect';

/**
 * 035-department-pages: a department's administrators (a role on its members), the identity audit
 * (doctors' applications to join) and the feedback visitors leave. Administrators are not made
 * here: the demo seed names them, and in a deployment that stays the operator's.
 */
export function departmentPagesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('department_members')
        .addColumn('role', 'varchar(10)', (c) => c.notNull().defaultTo('member'))
        .execute();

      await idColumn(db.schema.createTable('department_join_applications'), dialect)
        .addColumn('department_id', 'integer', (c) =>
          c.notNull().references('departments.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('remark', 'varchar(400)', (c) => c.notNull().defaultTo(''))
        .addColumn('reason', 'varchar(400)', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('decided_at', 'bigint')
        .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .execute();
      // one pending application per person and department, even when two are sent at once; a
      // decided one leaves the index, so its applicant may apply again
      await db.schema
        .createIndex('department_join_applications_pending_idx')
        .on('department_join_applications')
        .columns(['department_id', 'user_id'])
        .unique()
        .where(sql.ref('status'), '=', 'pending')
        .execute();
      // a person's own latest application to a department
      await db.schema
        .createIndex('department_join_applications_user_idx')
        .on('department_join_applications')
        .columns(['user_id', 'department_id', 'created_at'])
        .execute();

      await idColumn(db.schema.createTable('department_feedback'), dialect)
        .addColumn('department_id', 'integer', (c) =>
          c.notNull().references('departments.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'varchar(20)', (c) => c.notNull())
        .addColumn('text', 'varchar(2000)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // a department's feedback, newest first
      await db.schema
        .createIndex('department_feedback_department_idx')
        .on('department_feedback')
        .columns(['department_id', 'created_at'])
        .execute();
      // a person's feedback on a department today
      await db.schema
        .createIndex('department_feedback_user_idx')
        .on('department_feedback')
        .columns(['user_id', 'department_id', 'created_at'])
        .execute();
    },
  };
}
