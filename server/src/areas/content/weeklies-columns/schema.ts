import type { Generated } from 'kysely';

/**
 * Tables of the weeklies and columns area, merged into `Database` (schema.ts). Migration:
 * `migrations/005-weeklies-columns.ts`.
 */

/** what an item of a weekly or a column points at: a news item or a user-written article/case */
export type ItemContentType = 'info' | 'mp';

export interface WeekliesTable {
  id: Generated<number>;
  /** the publication, e.g. 神外周刊 */
  name: string;
  issue_no: number;
  cover: string;
  publish_date: number;
  views: number;
  created_at: number;
  summary: string;
}

export interface WeeklyItemsTable {
  weekly_id: number;
  /** order within the issue, over all sections */
  sort: number;
  /** e.g. 本周焦点, 临床研究, 手术病例 */
  section: string;
  content_type: ItemContentType;
  content_id: number;
}

export interface ArticleColumnsTable {
  id: Generated<number>;
  type: 'pgc' | 'ugc';
  title: string;
  cover: string;
  creator_id: number | null;
  views: number;
  subscribers: number;
  created_at: number;
  updated_at: number;
  description: string;
}

export interface ArticleColumnItemsTable {
  column_id: number;
  sort: number;
  content_type: ItemContentType;
  content_id: number;
  added_at: number;
}

export interface ColumnSubscriptionsTable {
  column_id: number;
  user_id: number;
  created_at: number;
}

export type WeekliesColumnsTables = {
  weeklies: WeekliesTable;
  weekly_items: WeeklyItemsTable;
  article_columns: ArticleColumnsTable;
  article_column_items: ArticleColumnItemsTable;
  column_subscriptions: ColumnSubscriptionsTable;
};

// the area's tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends WeekliesColumnsTables {}
}
