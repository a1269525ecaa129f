import type { Generated } from 'kysely';

/**
 * User-written articles and cases with their subspecialties (migration 003's part of this feature,
 * and 004's block bodies), in `./migration.ts`.
 */

export interface MpArticlesTable {
  id: Generated<number>;
  type: 'article' | 'case';
  status: 'published' | 'pending' | 'draft';
  creator_id: number;
  title: string;
  description: string;
  cover: string;
  /** JSON array of image paths */
  images: string;
  publish_time: number;
  views: number;
  comments: number;
  diggs: number;
  favorites: number;
  essences: 'T' | 'F';
  bms_auth: number;
  created_at: number;
  /** sanitized on write and again on read */
  body_html: string;
  /** the body in block form (004): a JSON array of ParagraphBlock, validated on write and read; used instead of body_html when set */
  paragraphs: string | null;
}

export interface MpArticleSubspecialtiesTable {
  article_id: number;
  subspecialty_id: number;
}

export type ArticleTables = {
  mp_articles: MpArticlesTable;
  mp_article_subspecialties: MpArticleSubspecialtiesTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends ArticleTables {}
}
