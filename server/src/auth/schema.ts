/** Sign-in sessions (migration 001's part, in `./migration.ts`). */
export interface SessionsTable {
  /** sha-256 of the cookie token, so a leaked database does not leak sessions */
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
}

export type AuthTables = {
  sessions: SessionsTable;
};

declare module '../db/schema' {
  interface Database extends AuthTables {}
}
