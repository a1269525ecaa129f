import { type RawBuilder, sql } from 'kysely';
import { ALL_TAB, type SearchDocument, type SearchQuery, spaced } from './search-index';
import { TYPE_WEIGHTS } from './title-fit';

/** Ranking and filter pieces both database engines share (SQLite FTS5, PostgreSQL tsvector). */

/**
 * Relevance order: documents with every term in the title first (the title boost), then bm25
 * times a popularity prior (×1 with no views to about ×3.7 at 50,000: among similar matches
 * the more read come first; bm25 is negative, lower is better, so the factor multiplies it).
 * 0.25 rather than 0.2 since the catalogue joined the index: a larger corpus lifts every IDF,
 * which widens bm25's lead for short bodies over equally matching, much more read articles.
 */
export const POPULARITY = sql.raw('(1 + 0.25 * ln(1 + d.views))');

/** TYPE_WEIGHTS as a factor of the same kind (the types' names are ours, not user input) */
export const TYPE_WEIGHT = sql.raw(
  `(case d.doc_type ${Object.entries(TYPE_WEIGHTS)
    .map(([type, weight]) => `when '${type}' then ${weight}`)
    .join(' ')} else 1 end)`,
);

export function documentRow(doc: SearchDocument) {
  return {
    doc_type: doc.type,
    ref_id: doc.refId,
    tabs: spaced(doc.tabs),
    title: doc.title,
    publish_time: doc.publishTime,
    views: doc.views,
    essences: doc.essences,
    bms_auth: doc.bmsAuth,
    subspecialty_ids: spaced(doc.subspecialtyIds),
  };
}

/** the filters of a query other than the text match; `withTab` false for the per-tab counts */
export function metadataFilters(query: SearchQuery, withTab: boolean): RawBuilder<unknown>[] {
  const filters: RawBuilder<unknown>[] = [];
  if (withTab && query.tab !== ALL_TAB) filters.push(sql`d.tabs like ${`% ${query.tab} %`}`);
  if (query.types?.length) filters.push(sql`d.doc_type in (${sql.join(query.types)})`);
  if (query.essencesOnly) filters.push(sql`d.essences = 'T'`);
  if (query.brandCertifiedOnly) filters.push(sql`d.bms_auth = 1`);
  if (query.from !== undefined) filters.push(sql`d.publish_time >= ${query.from}`);
  if (query.to !== undefined) filters.push(sql`d.publish_time <= ${query.to}`);
  return filters;
}

export const andAll = (conditions: RawBuilder<unknown>[]) =>
  conditions.length > 0 ? sql`and ${sql.join(conditions, sql` and `)}` : sql``;
