import type { Generated } from 'kysely';

/**
 * Comments of any target and their likes (migration 003's part of this mechanism, in
 * `./migration.ts`).
 */

export interface CommentsTable {
  id: Generated<number>;
  /** 'mp_article', 'info', ... */
  target_type: string;
  target_id: number;
  /** the top-level comment of a reply; null for a top-level comment */
  parent_id: number | null;
  reply_to_user_id: number | null;
  user_id: number;
  /** plain text, never HTML */
  text: string;
  diggs: number;
  created_at: number;
}

export interface CommentDiggsTable {
  comment_id: number;
  user_id: number;
}

export type CommentTables = {
  comments: CommentsTable;
  comment_diggs: CommentDiggsTable;
};

// the tables join the one `Database` type (the mechanism registers them: db/ imports no area)
declare module '../db/schema' {
  interface Database extends CommentTables {}
}
