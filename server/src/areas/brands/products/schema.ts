import type { Generated } from 'kysely';

/**
 * Brands and product lines (migration 010's part of this feature, in `./migration.ts`); the
 * products themselves are the side bar's (`content/sidebar/schema.ts`).
 */

export interface BrandsTable {
  id: Generated<number>;
  name: string;
  logo: string;
  views: number;
  created_at: number;
  description: string;
}

export interface ProductLinesTable {
  id: Generated<number>;
  brand_id: number;
  name: string;
  /** a first-level `brand_categories` row */
  category_id: number | null;
  share_image: string;
  /** products rows of the line */
  products: number;
  /** content linked to the line's products */
  articles: number;
  views: number;
  /** product_line_subscriptions rows */
  subscribers: number;
  created_at: number;
  description: string;
}

export interface ProductLineSubscriptionsTable {
  product_line_id: number;
  user_id: number;
  created_at: number;
}

export type ProductLineTables = {
  brands: BrandsTable;
  product_lines: ProductLinesTable;
  product_line_subscriptions: ProductLineSubscriptionsTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends ProductLineTables {}
}
