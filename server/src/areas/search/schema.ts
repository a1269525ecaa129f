import type { Generated } from 'kysely';

/**
 * Advertisements of the search pages (migration 010's part of this area, in `./migration.ts`).
 */

export interface AdvertisementsTable {
  id: Generated<number>;
  name: string;
  code: string;
  image: string;
  /** where it shows, e.g. search_result, search_side */
  module: string;
  /** a site path or an absolute http(s) URL */
  click_location: string;
  sort: number;
  enabled: 'T' | 'F';
  start_time: number;
  end_time: number;
  created_at: number;
  /** JSON object, see AdvertisementExtras */
  extras: string;
}

/** what `advertisements.extras` holds */
export interface AdvertisementExtras {
  /** search words the advertisement answers to */
  keywords: string[];
  /** 1-based slot in the first page of results */
  position: number;
  /** tab type codes it shows on */
  tabs: string[];
}

export type AdvertisementTables = {
  advertisements: AdvertisementsTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../db/schema' {
  interface Database extends AdvertisementTables {}
}
