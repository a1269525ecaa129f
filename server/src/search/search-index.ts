import { SEARCH_TAB_CODES, SEARCH_TABS, type SearchTab } from '@portal/api/rules/search';
import type { PortalDb } from '../db/database';
import { TtlCache } from '../lib/ttl-cache';
import type { QueryTerm } from './analyzer';

/**
 * The search engine behind one interface, so a search cluster can replace the database-backed
 * implementations (SQLite FTS5, PostgreSQL tsvector + GIN) without touching the routes. A leaf:
 * the engines (`sqlite-search-index.ts`, `postgres-search-index.ts`) import it, never the reverse;
 * `engines.ts` picks one.
 */

/** Every tab code of spec 2 besides All: the codes the screens and the routes use (one declaration). */
export type TabCode = Exclude<SearchTab, typeof SEARCH_TABS.all>;
export const TAB_CODES = SEARCH_TAB_CODES.filter((code): code is TabCode => code !== SEARCH_TABS.all);
export const ALL_TAB = SEARCH_TABS.all;

/** One searchable thing, already in the analyzer's token form. */
export interface SearchDocument {
  /** info, mp_article, elab, meeting, ocs_course, user, interpreting_video, guide, … */
  type: string;
  refId: number;
  /** the tabs it shows under besides All */
  tabs: readonly string[];
  title: string;
  /** space-separated tokens (analyzer.indexText) */
  titleTokens: string;
  bodyTokens: string;
  authorTokens: string;
  publishTime: number;
  views: number;
  essences: 'T' | 'F';
  bmsAuth: number;
  subspecialtyIds: readonly number[];
}

export interface DocumentKey {
  type: string;
  refId: number;
}

/** where a term must match: title, body or author; none = anywhere */
export type SearchField = 'title' | 'body' | 'author';

export interface SearchClause {
  term: QueryTerm;
  /** any of these fields; empty or absent = every field */
  fields?: readonly SearchField[];
}

export type SearchSort = 'relevance' | 'latest' | 'hottest';

export interface SearchQuery {
  /** all clauses must match */
  clauses: readonly SearchClause[];
  /**
   * documents that also match every one of these are left out: the second part of a match whose
   * first part (clauses and these together) was listed before it
   */
  excluding?: readonly SearchClause[];
  /** a tab code; 99 = every document */
  tab: string;
  /** only these document types (advanced search's image-text / video) */
  types?: readonly string[];
  essencesOnly?: boolean;
  brandCertifiedOnly?: boolean;
  /** publish time range in ms, both inclusive */
  from?: number;
  to?: number;
  sort: SearchSort;
  offset: number;
  limit: number;
}

export interface SearchHit extends DocumentKey {
  title: string;
}

export interface SearchResult {
  hits: SearchHit[];
  /** matches in the asked tab */
  total: number;
  /** matches per tab code (99 included) under the same filters */
  counts: Record<string, number>;
}

export interface Suggestion {
  keyword: string;
  /** 'term' from the vocabulary, else the document type whose title matched */
  source: string;
}

export interface SearchIndex {
  upsert(docs: readonly SearchDocument[]): Promise<void>;
  remove(keys: readonly DocumentKey[]): Promise<void>;
  /** drops every document (before a rebuild) */
  clear(): Promise<void>;
  count(): Promise<number>;
  /**
   * After a bulk load (a rebuild): brings the database's view of the index up to date, so its
   * planner reads the new index well (PostgreSQL: flush the GIN pending list, ANALYZE).
   */
  optimize(): Promise<void>;
  search(query: SearchQuery): Promise<SearchResult>;
  /** prefix matches on terms (and their pinyin) and titles, most popular first */
  suggest(prefix: string, limit: number): Promise<Suggestion[]>;
}

/** ' 1 7 ' form of a code list, so `like '% 7 %'` finds one code */
export const spaced = (codes: readonly (string | number)[]) => ` ${codes.join(' ')} `;

/** counts per tab from the distinct tab sets of the matches */
export function foldCounts(groups: readonly { tabs: string; n: number | string }[]): Record<string, number> {
  const counts = new Map<string, number>([[ALL_TAB, 0], ...TAB_CODES.map((code) => [code, 0] as const)]);
  const add = (code: string, n: number) => {
    const known = counts.get(code);
    if (known !== undefined) counts.set(code, known + n);
  };
  for (const group of groups) {
    const n = Number(group.n);
    add(ALL_TAB, n);
    for (const code of group.tabs.trim().split(/\s+/)) add(code, n);
  }
  return Object.fromEntries(counts);
}

/** `like` pattern of a prefix, with the wildcard characters escaped (escape char '\') */
export const prefixPattern = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Counts per tab depend on the match and the filters, not on the tab, the sort or the page, so
 * switching tab or sort and scrolling reuse them. Kept per database for 30 s; this process's
 * index writes clear them (another server instance's writes show within the TTL).
 */
const COUNTS_TTL_MS = 30_000;
const countsCaches = new WeakMap<PortalDb, TtlCache<Record<string, number>>>();

export function cachedCounts(
  db: PortalDb,
  query: SearchQuery,
  match: string,
  load: () => Promise<Record<string, number>>,
): Promise<Record<string, number>> {
  let cache = countsCaches.get(db);
  if (!cache) {
    cache = new TtlCache(COUNTS_TTL_MS, 2_000);
    countsCaches.set(db, cache);
  }
  const key = JSON.stringify([
    match,
    query.types ?? null,
    query.essencesOnly ?? false,
    query.brandCertifiedOnly ?? false,
    query.from ?? null,
    query.to ?? null,
  ]);
  return cache.get(key, load);
}

export function forgetCounts(db: PortalDb): void {
  countsCaches.get(db)?.clear();
}
