/** Brand members (made by migration 027, in `areas/account/profile/migration.ts`). Timestamps are integer milliseconds. */

/**
 * Who speaks for a brand: its administrators and members (spec 6's brand members). The member
 * calls (authMember, removeMember) are to write it; the profile reads it through this area's readers.
 */
export interface BrandMembersTable {
  brand_id: number;
  user_id: number;
  role: 'admin' | 'member';
  created_at: number;
}

export type BrandMemberTables = {
  brand_members: BrandMembersTable;
};

declare module '../../../db/schema' {
  interface Database extends BrandMemberTables {}
}
