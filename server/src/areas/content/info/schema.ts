import type { Generated } from 'kysely';

/**
 * News items, their authors and subspecialties (migration 001's part of this feature, and 004's
 * collect counter), in `./migration.ts`.
 */

export interface InfoArticlesTable {
  id: Generated<number>;
  title: string;
  cover: string;
  summary: string;
  body_html: string;
  source: string;
  publish_date: number;
  essences: 'T' | 'F';
  bms_auth: number;
  compile_article: 'T' | 'F';
  views: number;
  comments: number;
  diggs: number;
  /** collections of the item (004); defaults to 0 */
  favorites: Generated<number>;
  created_at: number;
}

export interface InfoAuthorsTable {
  info_id: number;
  sort: number;
  author_name: string;
  head_image: string;
  user_id: number | null;
}

export interface InfoSubspecialtiesTable {
  info_id: number;
  subspecialty_id: number;
}

export type InfoTables = {
  info_articles: InfoArticlesTable;
  info_authors: InfoAuthorsTable;
  info_subspecialties: InfoSubspecialtiesTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends InfoTables {}
}
