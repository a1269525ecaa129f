import type { Analyzer, QueryTerm } from './analyzer';
import type { SearchClause, SearchIndex, SearchQuery, SearchResult } from './search-index';

/**
 * The main search's match, in steps, so a qualified procedure finds what the procedure finds:
 *
 * 1. Every word, as typed. A query without qualifiers (显微镜下, 神经内镜, 导航下…: `qualifiers.txt`)
 *    stops here unless it found nothing.
 * 2. With optional words (qualifiers, and a lone character beside longer words: the 经|鼻 the cut
 *    leaves of 经鼻, where documents write 经鼻蝶): the documents with every word first (step 1's
 *    order), then those with the other words but not every optional one, in their own relevance
 *    order. 显微镜下微血管减压术 lists the microscope cases first and then the other 微血管减压术
 *    documents; totals and tab counts are the two parts' sum, and paging runs across them.
 * 3. Nothing in any tab: steps 1 and 2 again with compound words also matched by their parts
 *    (`Analyzer.loosen`), so 显微镜下动脉瘤夹闭术 finds 开颅夹闭术治疗颅内动脉瘤.
 *
 * Engine-agnostic: both engines answer each step (`SearchQuery.excluding` is the second part).
 */
export interface SteppedResult extends SearchResult {
  /** the clauses the results answer, for highlighting */
  clauses: SearchClause[];
}

const clausesOf = (terms: readonly QueryTerm[]): SearchClause[] => terms.map((term) => ({ term }));

function sumCounts(a: Record<string, number>, b: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = { ...a };
  for (const [tab, n] of Object.entries(b)) out[tab] = (out[tab] ?? 0) + n;
  return out;
}

/** a step's result: the documents with every word, then (with qualifiers) those without every qualifier */
async function withQualifiersFirst(
  index: SearchIndex,
  query: SearchQuery,
  terms: readonly QueryTerm[],
): Promise<SteppedResult> {
  const clauses = clausesOf(terms);
  const all = await index.search({ ...query, clauses });
  const longer = terms.some((t) => !t.qualifier && !lone(t));
  const optional = (t: QueryTerm) => t.qualifier === true || (longer && lone(t));
  const core = terms.filter((t) => !optional(t));
  const qualifiers = terms.filter(optional);
  if (core.length === 0 || qualifiers.length === 0) return { ...all, clauses };
  // the second part starts where the first ends; it is read even when the first fills the page,
  // for its counts (one row)
  const fromFirst = all.hits.length;
  const rest = await index.search({
    ...query,
    clauses: clausesOf(core),
    excluding: clausesOf(qualifiers),
    offset: Math.max(0, query.offset - all.total),
    limit: Math.max(1, query.limit - fromFirst),
  });
  const counts = sumCounts(all.counts, rest.counts);
  return {
    hits: fromFirst < query.limit ? [...all.hits, ...rest.hits].slice(0, query.limit) : all.hits,
    total: counts[query.tab] ?? 0,
    counts,
    clauses,
  };
}

/** a single Chinese character as a word of its own */
const lone = (t: QueryTerm) => [...t.word].length === 1 && /\p{Script=Han}/u.test(t.word);

const foundAny = (r: SearchResult) => Object.values(r.counts).some((n) => n > 0);

/** `query.clauses`: the query's terms (`Analyzer.queryTerms`), on every field */
export async function searchStepwise(
  index: SearchIndex,
  analyzer: Pick<Analyzer, 'loosen'>,
  query: SearchQuery,
): Promise<SteppedResult> {
  const terms = query.clauses.map((c) => c.term);
  const result = await withQualifiersFirst(index, query, terms);
  if (foundAny(result)) return result;
  const loose = analyzer.loosen(terms);
  if (loose.length === terms.length && loose.every((t, i) => t === terms[i])) return result;
  return withQualifiersFirst(index, query, loose);
}
