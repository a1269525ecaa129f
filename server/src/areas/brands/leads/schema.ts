import type { Generated } from 'kysely';

/**
 * Expressions of interest in a product (migration 033, `./migration.ts`): who asked, and how the
 * brand reaches them. A lead is private to the person who left it and the brand's administrators.
 */
export interface ProductInterestsTable {
  id: Generated<number>;
  product_id: number;
  /** the product's brand when the lead was left (a product moving brands keeps its old leads there) */
  brand_id: number;
  user_id: number;
  name: string;
  hospital: string;
  department: string;
  contact: string;
  created_at: number;
}

export type LeadTables = { product_interests: ProductInterestsTable };

declare module '../../../db/schema' {
  interface Database extends LeadTables {}
}
