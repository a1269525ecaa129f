import type { Generated } from 'kysely';

/**
 * Books of the mall and their credits (migration 010's part of this feature, in `./migration.ts`).
 * Prices are in fen.
 */

export interface BooksTable {
  id: Generated<number>;
  name: string;
  cover: string;
  /** fen */
  price_fen: number;
  /** fen; null when not discounted */
  discount_price_fen: number | null;
  press_name: string;
  publish_year: number;
  isbn: string;
  subspecialty_id: number | null;
  sales: number;
  views: number;
  /** copies left (migration 034): an order holds its copies until it is paid or closes; never below zero */
  stock: Generated<number>;
  created_at: number;
  introduction: string;
}

/** 'A' author, 'T' translator */
export type BookAuthorType = 'A' | 'T';

export interface BookAuthorsTable {
  book_id: number;
  sort: number;
  type: BookAuthorType;
  name: string;
}

export type BookTables = {
  books: BooksTable;
  book_authors: BookAuthorsTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends BookTables {}
}
