/**
 * Likes and collections of any content (migration 003's part of this mechanism, in
 * `./migration.ts`).
 */

export interface ContentDiggsTable {
  target_type: string;
  target_id: number;
  user_id: number;
  /** when the like was made (migration 027; null for rows from before it), read by profile dynamics */
  created_at: number | null;
}

export interface CollectionsTable {
  user_id: number;
  content_type: number;
  content_id: number;
  created_at: number;
}

export type EngagementTables = {
  content_diggs: ContentDiggsTable;
  collections: CollectionsTable;
};

// the tables join the one `Database` type (the mechanism registers them: db/ imports no area)
declare module '../db/schema' {
  interface Database extends EngagementTables {}
}
