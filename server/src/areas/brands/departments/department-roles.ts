import type { PortalDb } from '../../../db/database';
import { forbidden } from '../../../lib/app-error';

/** whether this person administers the department */
export async function isDepartmentAdmin(db: PortalDb, departmentId: number, userId: number) {
  const row = await db
    .selectFrom('department_members')
    .select('user_id')
    .where('department_id', '=', departmentId)
    .where('user_id', '=', userId)
    .where('role', '=', 'admin')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Refuses (403, with `message`) anyone who does not administer the department: its members and
 * the administrators of other departments too. An unknown department has no administrators.
 */
export async function assertDepartmentAdmin(
  db: PortalDb,
  departmentId: number,
  userId: number,
  message: string,
) {
  if (!(await isDepartmentAdmin(db, departmentId, userId))) throw forbidden(message);
}
