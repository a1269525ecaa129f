import type { Generated } from 'kysely';

/**
 * Brands, product lines and products. Made by migrations 006 (products, as the side bar's: the
 * content area's migration still creates them), 010 (brands, lines, the lines' subscribers) and 032
 * (the product pages, follows and brand subscriptions, `./pages-migration.ts`). The content area
 * links its articles to products in its own `content_products` and reads the products through this
 * area's readers.
 */

export interface BrandsTable {
  id: Generated<number>;
  name: string;
  logo: string;
  views: number;
  created_at: number;
  description: string;
  /** brand_subscriptions rows (032) */
  subscribers: Generated<number>;
}

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  image: string;
  /** the maker as first seeded; a product filed under a brand shows the brand's name */
  brand_name: string;
  /** a first-level `brand_categories` row */
  category_id: number | null;
  views: number;
  created_at: number;
  /** the brand and product line (added by 010-catalogue) */
  brand_id: number | null;
  product_line_id: number | null;
  /** plain text, paragraphs by newline (032) */
  description: Generated<string>;
  /** JSON: [{ name, value }] (032) */
  specs: Generated<string>;
  /** JSON: image addresses, the first is `image` (032) */
  pictures: Generated<string>;
  /** product_follows rows (032) */
  followers: Generated<number>;
}

export interface ProductFollowsTable {
  product_id: number;
  user_id: number;
  created_at: number;
}

export interface ProductLineFollowsTable {
  product_line_id: number;
  user_id: number;
  created_at: number;
}

export interface BrandSubscriptionsTable {
  brand_id: number;
  user_id: number;
  created_at: number;
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
  /** product_line_follows rows (032) */
  followers: Generated<number>;
}

export interface ProductLineSubscriptionsTable {
  product_line_id: number;
  user_id: number;
  created_at: number;
}

export type ProductLineTables = {
  brands: BrandsTable;
  brand_subscriptions: BrandSubscriptionsTable;
  products: ProductsTable;
  product_follows: ProductFollowsTable;
  product_lines: ProductLinesTable;
  product_line_subscriptions: ProductLineSubscriptionsTable;
  product_line_follows: ProductLineFollowsTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends ProductLineTables {}
}
