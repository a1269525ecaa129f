import type { Generated } from 'kysely';
import type { SearchTables } from './schema-areas/search';

/**
 * The database as Kysely sees it. Timestamps are integer milliseconds since the epoch (bigint
 * in PostgreSQL, read back as numbers); flags the spec spells 'T'/'F' are stored that way.
 */

/** the subspecialty tree every area files its content under (migration 001's shared part) */
export interface SubspecialtiesTable {
  id: Generated<number>;
  name: string;
  parent_id: number | null;
  sort: number;
}

/** hits of one rate-limit key in one fixed window (013): limits that hold across instances */
export interface RateLimitHitsTable {
  key: string;
  window_start: number;
  count: number;
  expires_at: number;
}

/**
 * The tables no single area owns are declared here; every area (and the comments and engagement
 * mechanisms) adds its own from its `schema.ts` by declaration merging, so `db/` imports none of
 * them; the search index's tables sit in `schema-areas/`.
 */
export interface Database extends SearchTables {
  subspecialties: SubspecialtiesTable;
  rate_limit_hits: RateLimitHitsTable;
}
