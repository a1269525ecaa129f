import type { Generated } from 'kysely';

/** Device categories: migration 002's part of this feature, in `./migration.ts`. */
/** medical device categories; first level has parent_id null */
export interface BrandCategoriesTable {
  id: Generated<number>;
  name: string;
  code: string;
  parent_id: number | null;
  level: number;
  sort: number;
  enabled: 0 | 1;
}

export type BrandCategoryTables = {
  brand_categories: BrandCategoriesTable;
};

declare module '../../../db/schema' {
  interface Database extends BrandCategoryTables {}
}
