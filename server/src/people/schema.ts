import type { Generated } from 'kysely';

/**
 * The people of the portal: users (migration 001's part, in `./migration.ts`; 027 added the website
 * and introduction) and who follows whom (003's part). Timestamps are integer milliseconds.
 */
export interface UsersTable {
  id: Generated<number>;
  mobile: string;
  real_name: string;
  avatar: string;
  /** null until the user picks one at registration or in their profile */
  identity: number | null;
  /** 0 unverified, 1 verified, 2 under review, 3 failed */
  is_auth: number;
  title: string | null;
  company: string | null;
  department: string | null;
  level_number: number;
  medal_pendant_icon: string | null;
  fans: number;
  created_at: number;
  /** the personal website (https only), shown on the profile; migration 027 */
  website: string | null;
  /** a short introduction, plain text; migration 027 */
  introduction: string | null;
}

export interface UserFollowsTable {
  follower_id: number;
  followee_id: number;
  created_at: number;
}

export type PeopleTables = {
  users: UsersTable;
  user_follows: UserFollowsTable;
};

// the tables join the one `Database` type (db/ imports nobody)
declare module '../db/schema' {
  interface Database extends PeopleTables {}
}
