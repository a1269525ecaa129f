import type { Generated } from 'kysely';

/**
 * The search index's tables (migration `migrations/011-search.ts`), owned by `server/src/search/`.
 * `search_documents` is derived data: `indexer.rebuildAll()` can always recreate it from the
 * content tables. The segmented text itself lives in the FTS5 table `search_fts` (SQLite) or the
 * `tsv` column (PostgreSQL), neither of which Kysely queries directly.
 */
export interface SearchDocumentsTable {
  id: Generated<number>;
  /** info, mp_article, elab, meeting, ocs_course, user, interpreting_video, guide, … */
  doc_type: string;
  ref_id: number;
  /** the tab codes it appears under besides 99, space-separated with spaces around: ' 1 7 ' */
  tabs: string;
  title: string;
  /** ms: the time the "latest" order and the date presets use */
  publish_time: number;
  /** the "hottest" order */
  views: number;
  essences: 'T' | 'F';
  bms_auth: number;
  /** space-separated with spaces around, like tabs */
  subspecialty_ids: string;
}

/** searches per normalised keyword and Beijing day: the hot-search list */
export interface SearchLogTable {
  keyword: string;
  /** ms at 00:00 Beijing time of the day */
  day: number;
  count: number;
}

/** one row per keyword, day and searcher: a searcher counts once a day towards the hot list (013) */
/** the day's salt of the anonymous voters' hash (`searcherKey`), kept only during its day */
export interface SearchVoterSaltsTable {
  day: number;
  salt: string;
}

export interface SearchLogVotersTable {
  keyword: string;
  day: number;
  /** `u:<user id>` or `c:<hash of the client address>` */
  voter: string;
}

/** the vocabulary of suggestions, with pinyin keys and a popularity weight */
export interface SearchTermsTable {
  term: string;
  pinyin_full: string;
  pinyin_initials: string;
  weight: number;
}

/** what the index was built with: key 'analyzer' holds ANALYZER_VERSION */
export interface SearchMetaTable {
  key: string;
  value: string;
}

export type SearchTables = {
  search_meta: SearchMetaTable;
  search_documents: SearchDocumentsTable;
  search_log: SearchLogTable;
  search_log_voters: SearchLogVotersTable;
  search_voter_salts: SearchVoterSaltsTable;
  search_terms: SearchTermsTable;
};
