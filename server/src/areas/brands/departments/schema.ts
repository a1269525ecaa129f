import type { Generated } from 'kysely';

/**
 * Hospital departments, members and subscribers (migration 010's part of this feature, in
 * `./migration.ts`); administrators, join applications and feedback (035, `./pages-migration.ts`).
 */

export interface DepartmentsTable {
  id: Generated<number>;
  hospital_group_name: string;
  name: string;
  icon_url: string;
  city: string;
  subspecialty_id: number | null;
  /** department_members rows */
  member_total: number;
  /** department_subscriptions rows */
  subscribers: number;
  views: number;
  created_at: number;
  description: string;
}

export interface DepartmentMembersTable {
  department_id: number;
  user_id: number;
  created_at: number;
  /** an administrator decides who joins and reads the feedback (migration 035); a member is listed */
  role: Generated<'admin' | 'member'>;
}

export interface DepartmentSubscriptionsTable {
  department_id: number;
  user_id: number;
  created_at: number;
}

/**
 * A doctor's application to join a department (the identity audit, migration 035): one pending per
 * person and department; a rejected one keeps its reason, and its applicant may apply again.
 */
export interface DepartmentJoinApplicationsTable {
  id: Generated<number>;
  department_id: number;
  user_id: number;
  status: 'pending' | 'approved' | 'rejected';
  /** the applicant's note, plain text */
  remark: string;
  /** why it was rejected, plain text; '' otherwise */
  reason: string;
  created_at: number;
  decided_at: number | null;
  /** the administrator who decided */
  decided_by: number | null;
}

/** What a signed-in person reported about a department (migration 035), read by its administrators. */
export interface DepartmentFeedbackTable {
  id: Generated<number>;
  department_id: number;
  user_id: number;
  type: 'wrong_info' | 'other';
  /** plain text */
  text: string;
  created_at: number;
}

export type DepartmentTables = {
  departments: DepartmentsTable;
  department_members: DepartmentMembersTable;
  department_subscriptions: DepartmentSubscriptionsTable;
  department_join_applications: DepartmentJoinApplicationsTable;
  department_feedback: DepartmentFeedbackTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends DepartmentTables {}
}
