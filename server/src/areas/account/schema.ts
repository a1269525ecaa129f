import type { Generated } from 'kysely';

/**
 * Users and sign-in (migration 001's part of this area), follows and browsing history (003's
 * part), in `./migration.ts`. Timestamps are integer milliseconds.
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

export interface SessionsTable {
  /** sha-256 of the cookie token, so a leaked database does not leak sessions */
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
}

export interface SmsCodesTable {
  id: Generated<number>;
  mobile: string;
  scene: string;
  code_hash: string;
  ip: string;
  created_at: number;
  expires_at: number;
  failed_attempts: number;
  /** set when used or invalidated (5 wrong tries, or a newer code) */
  consumed_at: number | null;
}

export interface UserFollowsTable {
  follower_id: number;
  followee_id: number;
  created_at: number;
}

export interface BrowsingHistoryTable {
  id: Generated<number>;
  user_id: number;
  content_source: string;
  content_id: number;
  created_at: number;
}

export type AccountTables = {
  users: UsersTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  user_follows: UserFollowsTable;
  browsing_history: BrowsingHistoryTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../db/schema' {
  interface Database extends AccountTables {}
}
