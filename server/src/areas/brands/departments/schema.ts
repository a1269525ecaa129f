import type { Generated } from 'kysely';

/**
 * Hospital departments, members and subscribers (migration 010's part of this feature, in
 * `./migration.ts`).
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
}

export interface DepartmentSubscriptionsTable {
  department_id: number;
  user_id: number;
  created_at: number;
}

export type DepartmentTables = {
  departments: DepartmentsTable;
  department_members: DepartmentMembersTable;
  department_subscriptions: DepartmentSubscriptionsTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends DepartmentTables {}
}
