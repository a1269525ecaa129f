import type { Generated } from 'kysely';

/**
 * Sign-in codes (migration 001's part of this area) and browsing history (003's part), in
 * `./migration.ts`. Users and their follows are the people mechanism's (`people/schema.ts`),
 * sessions the auth mechanism's. Timestamps are integer milliseconds.
 */

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

export interface BrowsingHistoryTable {
  id: Generated<number>;
  user_id: number;
  content_source: string;
  content_id: number;
  created_at: number;
}

export type AccountTables = {
  sms_codes: SmsCodesTable;
  browsing_history: BrowsingHistoryTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../db/schema' {
  interface Database extends AccountTables {}
}
