/**
 * What the editor keeps of a user's case, article or popular science beside its `mp_articles` row
 * (migration 042): the kind it was written as, the version two tabs compare, the watermark switch
 * and when it was last saved (the products it names are the content area's `content_products`
 * links, which its page and the products' pages read). A piece without a row (seeded before the
 * editor existed) reads as version 0, its kind from its type, no watermark.
 */
export interface MpArticleWritingTable {
  article_id: number;
  /** the editor's type: 0 case, 2 article, 3 popular science */
  kind: number;
  /** one more on every save: an update names the version it started from */
  version: number;
  watermark: 'T' | 'F';
  updated_at: number;
}

/**
 * A watermarked copy of a picture the author uploaded into a piece: drawn when the piece is
 * published with the switch on, served in its place.
 */
export interface MpArticleWatermarksTable {
  article_id: number;
  /** the uploaded picture's address as the body names it */
  original: string;
  /** the copy's address */
  copy: string;
}

export type ArticleWritingTables = {
  mp_article_writing: MpArticleWritingTable;
  mp_article_watermarks: MpArticleWatermarksTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends ArticleWritingTables {}
}
