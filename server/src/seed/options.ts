/** What a seed run is asked for, and the defaults every seeder and test shares. */

export interface SeedOptions {
  /** multiplies the number of users (300) and articles (2,000) */
  scale?: number;
  /** the moment the data is generated "as of", in ms; dates are spread backwards from it */
  now?: number;
  /** a different seed gives different (but again reproducible) data */
  seed?: number;
  /**
   * also fill the later areas' tables (`AREA_SEEDERS` of `areas/index.ts`: weeklies, side bar, meetings, migration
   * 010's tables, the search index…); default true. Tests of the core data turn it off: the areas
   * test themselves.
   */
  areas?: boolean;
}

/** 2026-11-01 00:00 Beijing time: a fixed "now", so the default output never changes. */
export const DEFAULT_SEED_NOW = Date.parse('2026-11-01T00:00:00+08:00');
export const DEFAULT_SEED = 20261101;
export const USERS_PER_SCALE = 300;
export const ARTICLES_PER_SCALE = 2000;
