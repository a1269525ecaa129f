import type { SearchClause, SearchHit } from './search-index';

/**
 * The last step of relevance, in code rather than SQL because it needs to know which spelling of
 * each word a title carries: among the documents with every word in the title, a title the query
 * mostly *is* ranks above one that merely contains it. "StealthStation S8" finds the product
 * named so before the twenty videos about it, "TIA" the article titled 短暂性脑缺血发作 before
 * the long titles that mention it. Only the first RERANK_WINDOW ranks are reordered, always the
 * same window, so pages stay consistent.
 */

/**
 * Ranks reordered by title fit. Wide enough to hold a named thing behind the templated titles
 * about it (at scale a product has a hundred short videos); reading 200 titles costs about a
 * millisecond. Inside the window the type weights are applied here, not in SQL, so the SQL order
 * that fills it is the match and popularity alone.
 */
export const RERANK_WINDOW = 200;

/**
 * Relevance weight of a document type against the content types (weight 1), applied to an
 * equal match. Departments, products and product lines are things one looks up by name, not
 * reading: their short names would otherwise outrank every article on the word they contain.
 * Community questions and short videos are many, with short templated titles; an edited piece
 * on the same match comes first.
 */
export const TYPE_WEIGHTS: Readonly<Record<string, number>> = {
  department: 0.6,
  bms_product: 0.6,
  bms_brand_product_line: 0.6,
  community_qa: 0.8,
  shortVideo: 0.8,
};

/** Things one looks up by name: a search that names one should find it first. */
const NAMED_TYPES: ReadonlySet<string> = new Set(['department', 'bms_product', 'bms_brand_product_line']);
/**
 * A department, product or product line is *named* by a query when the query makes up at least
 * NAMED_MIN_FIT of its title and no other document in the window fits the query better: the
 * query is its name more than anything else's title (StealthStation S8 for 美敦力 StealthStation
 * S8 手术导航系统 over the videos about it), while ICP监测 names the article 颅内压监测 rather than
 * the five "brand 颅内压监测" product lines, and several of them fitting alike name none.
 */
export const NAMED_MIN_FIT = 0.4;
/** at most this many department, product or product line titles may share the best fit and still be named */
export const MAX_NAMED = 2;
/** how strongly fit lifts content: an exact title ×1.5 over a title twice the query's length ×1.25 */
export const FIT_LIFT = 0.5;

const compact = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/**
 * How much of the title (spaces left out) the query's words make up, 0..1; each word counts by
 * the longest of its spellings (synonyms included) that the title carries.
 */
export function titleFit(title: string, clauses: readonly SearchClause[]): number {
  const text = compact(title);
  if (!text) return 0;
  let covered = 0;
  for (const { term } of clauses) {
    const spellings = [term.word, ...term.synonyms, ...term.alternatives.map((tokens) => tokens.join(''))];
    let longest = 0;
    for (const spelling of spellings) {
      const s = compact(spelling);
      if (s.length > longest && text.includes(s)) longest = s.length;
    }
    covered += longest;
  }
  return Math.min(1, covered / text.length);
}

/**
 * A department, product or product line the query names is what was looked for: it goes before
 * the match-and-popularity order (a video about a product carries its name in a longer title and
 * a longer body, and is watched more, so bm25 and popularity alone favour the video).
 */
export const NAMED_LIFT = 10;
/** a title that is the query itself (fit ≥ EXACT_FIT): the article titled 短暂性脑缺血发作 for TIA */
export const EXACT_FIT = 0.95;
export const EXACT_LIFT = 3;

/**
 * The factor a title-tier match gets: the type's weight times 1 + FIT_LIFT·fit; an exact title
 * ×EXACT_LIFT; a department, product or product line the query names ×NAMED_LIFT.
 */
export function titleFitWeight(type: string, fit: number, named = false): number {
  if (named && NAMED_TYPES.has(type)) return NAMED_LIFT;
  if (fit >= EXACT_FIT) return (TYPE_WEIGHTS[type] ?? 1) * EXACT_LIFT;
  return (TYPE_WEIGHTS[type] ?? 1) * (1 + FIT_LIFT * fit);
}

/** a hit with its SQL relevance before the type weight, higher is better */
export interface ScoredHit extends SearchHit {
  score: number;
  /** false for matches outside the title tier (PostgreSQL ranks both tiers in one query) */
  inTitle: boolean;
}

/** Reorders the title-tier hits of a window by score × titleFitWeight; others keep their place. */
export function rerankByTitleFit(hits: readonly ScoredHit[], clauses: readonly SearchClause[]): ScoredHit[] {
  const tier = hits.filter((h) => h.inTitle).map((hit) => ({ hit, fit: titleFit(hit.title, clauses) }));
  const rest = hits.filter((h) => !h.inTitle);
  const isNamedType = (t: { hit: ScoredHit }) => NAMED_TYPES.has(t.hit.type);
  const bestOtherFit = Math.max(0, ...tier.filter((t) => !isNamedType(t)).map((t) => t.fit));
  const namedFits = tier.filter(isNamedType).map((t) => t.fit);
  const bestNamedFit = Math.max(0, ...namedFits);
  // several lines fitting alike (科瑞 / 强生 / 迈瑞 颅内压监测) mean a category was searched, not a name
  const alike = namedFits.filter((fit) => fit >= bestNamedFit - 1e-9).length;
  const names = (fit: number) =>
    fit >= NAMED_MIN_FIT && fit >= bestOtherFit && fit >= bestNamedFit - 1e-9 && alike <= MAX_NAMED;
  const weighted = tier.map(({ hit, fit }, rank) => ({
    hit,
    rank,
    value: hit.score * titleFitWeight(hit.type, fit, names(fit)),
  }));
  weighted.sort((a, b) => b.value - a.value || a.rank - b.rank);
  return [...weighted.map((w) => w.hit), ...rest];
}

/**
 * A page of relevance-ordered hits where the first RERANK_WINDOW ranks are reordered by title
 * fit: `fetch(offset, limit)` reads the SQL order.
 */
export async function pageWithTitleFit(
  offset: number,
  limit: number,
  clauses: readonly SearchClause[],
  fetch: (offset: number, limit: number) => Promise<ScoredHit[]>,
): Promise<SearchHit[]> {
  const strip = (hits: ScoredHit[]): SearchHit[] =>
    hits.map(({ type, refId, title }) => ({ type, refId, title }));
  if (offset >= RERANK_WINDOW) return strip(await fetch(offset, limit));
  const rows = await fetch(0, Math.max(RERANK_WINDOW, offset + limit));
  const window = rerankByTitleFit(rows.slice(0, RERANK_WINDOW), clauses);
  return strip([...window, ...rows.slice(RERANK_WINDOW)].slice(offset, offset + limit));
}
