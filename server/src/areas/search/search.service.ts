import type {
  AdvancedSearchQuery,
  SearchQuery as SearchParams,
  SearchResponse,
  SearchResultItem,
} from '@portal/api/contract/search';
import {
  ADVANCED_SEARCH_TYPES,
  type AdvancedSearchType,
  SEARCH_DATE_PRESETS,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  SEARCH_ORDERS,
  SEARCH_TAB_CODES,
  SEARCH_TABS,
} from '@portal/api/rules/search';
import type { PortalDb } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import type { Analyzer } from '../../search/analyzer';
import type { Indexer } from '../../search/indexer';
import type {
  SearchClause,
  SearchField,
  SearchHit,
  SearchQuery,
  SearchSort,
} from '../../search/search-index';
import { searchStepwise } from '../../search/stepwise-search';
import { logSearch } from './hot-searches';
import { placeAdvertisements, resultAdvertisements } from './search-advertisements';

const DAY = 86_400_000;

/** the document types of each advanced search tab */
const ADVANCED_TYPES: Record<AdvancedSearchType, readonly string[]> = {
  [ADVANCED_SEARCH_TYPES.imageText]: ['info', 'mp_article', 'guide', 'elab'],
  [ADVANCED_SEARCH_TYPES.video]: ['interpreting_video', 'ocs_course'],
};

const SORTS: Record<string, SearchSort> = {
  [SEARCH_ORDERS.latest]: 'latest',
  [SEARCH_ORDERS.hottest]: 'hottest',
};

const monthsBefore = (now: number, months: number) => {
  const d = new Date(now);
  d.setMonth(d.getMonth() - months);
  return d.getTime();
};

const given = (ms: number | '' | undefined) => (typeof ms === 'number' && ms > 0 ? ms : undefined);

/**
 * The publish-time range of a date preset (orderRule): week, one month, six months, or the
 * custom firstTime/lastTime, which must come both, in order.
 */
export function timeRange(
  preset: string | undefined,
  firstTime: number | '' | undefined,
  lastTime: number | '' | undefined,
  now: number,
): { from?: number; to?: number } {
  switch (preset) {
    case SEARCH_DATE_PRESETS.week:
      return { from: now - 7 * DAY };
    case SEARCH_DATE_PRESETS.month:
      return { from: monthsBefore(now, 1) };
    case SEARCH_DATE_PRESETS.halfYear:
      return { from: monthsBefore(now, 6) };
    default:
      return customRange(firstTime, lastTime);
  }
}

export function customRange(firstTime: number | '' | undefined, lastTime: number | '' | undefined) {
  const from = given(firstTime);
  const to = given(lastTime);
  if ((from === undefined) !== (to === undefined)) throw badRequest(SEARCH_MESSAGES.wrongTime);
  if (from !== undefined && to !== undefined && from > to) throw badRequest(SEARCH_MESSAGES.wrongTime);
  return { from, to };
}

const isOn = (flag: string | number | undefined) => flag === 'T' || flag === '1' || flag === 1;

/** several keywords per field are comma-joined (spec 5) */
const splitKeywords = (value: string | undefined) =>
  (value ?? '')
    .split(/[,，;；]/)
    .map((k) => k.trim().slice(0, SEARCH_LIMITS.keywordMaxChars))
    .filter(Boolean);

function highlightOf(clauses: readonly SearchClause[]): string[] {
  return [...new Set(clauses.flatMap((c) => [c.term.word, ...c.term.synonyms]))].filter((w) => w.length > 0);
}

export interface SearchServiceOptions {
  db: PortalDb;
  indexer: Indexer;
  analyzer: Analyzer;
  now: () => number;
}

export function createSearchService({ db, indexer, analyzer, now }: SearchServiceOptions) {
  /** the hits' search objects, one query batch per type present, in hit order */
  async function objectsOf(hits: readonly SearchHit[], viewerId: number | null): Promise<SearchResultItem[]> {
    const idsByType = new Map<string, number[]>();
    for (const hit of hits) idsByType.set(hit.type, [...(idsByType.get(hit.type) ?? []), hit.refId]);
    const loaded = new Map<string, Map<number, SearchResultItem>>();
    await Promise.all(
      [...idsByType].map(async ([type, ids]) => {
        const feeder = indexer.feederOf(type);
        if (feeder) loaded.set(type, await feeder.objects(db, ids, viewerId));
      }),
    );
    return hits
      .map((hit) => loaded.get(hit.type)?.get(hit.refId))
      .filter((item): item is SearchResultItem => item !== undefined);
  }

  function clausesOf(keywords: string, fields?: readonly SearchField[]): SearchClause[] {
    return analyzer.queryTerms(keywords).map((term) => ({ term, fields }));
  }

  async function respond(
    query: SearchQuery,
    pageNo: number,
    viewerId: number | null,
    signal: AbortSignal | undefined,
    extraCounts?: Promise<Record<string, number>>,
    /** the main search's steps (stepwise-search.ts); the advanced search matches its clauses as given */
    stepwise = false,
  ): Promise<SearchResponse> {
    const [result, counts] = await Promise.all([
      stepwise
        ? searchStepwise(indexer.index, analyzer, query)
        : indexer.index.search(query).then((r) => ({ ...r, clauses: query.clauses })),
      extraCounts,
    ]);
    // the asker has moved on (another tab or sort): the page's objects would be read for nobody
    signal?.throwIfAborted();
    const list = await objectsOf(result.hits, viewerId);
    return {
      code: 1,
      list,
      page: {
        pageNo,
        pageSize: query.limit,
        totalCount: result.total,
        totalPage: Math.ceil(result.total / query.limit),
      },
      counts: counts ?? result.counts,
      highlight: highlightOf(result.clauses),
    };
  }

  return {
    /**
     * One page of the main search. `signal` aborts when the client goes away (the screen cancels
     * the request in flight on every tab or sort change): no objects are read after that, and an
     * abandoned search is not counted among the hot searches.
     */
    async search(
      params: SearchParams,
      viewerId: number | null,
      signal?: AbortSignal,
      /** who counts towards the hot list (`searcherKey`); a search without one is not counted */
      searcher?: string,
    ): Promise<SearchResponse> {
      const keywords = (params.keywords ?? '').trim().slice(0, SEARCH_LIMITS.keywordMaxChars);
      if (!keywords) throw badRequest(SEARCH_MESSAGES.enterKeyword);
      const tab = params.type || SEARCH_TABS.all;
      if (!(SEARCH_TAB_CODES as string[]).includes(tab)) throw badRequest(SEARCH_MESSAGES.wrongType);
      const pageNo = params.pageno ?? 1;
      const pageSize = params.pagesize ?? SEARCH_LIMITS.pageSize;
      const at = now();
      // presets from the minute, so the same search within a minute shares its cached counts
      const range = timeRange(params.orderRule, params.firstTime, params.lastTime, at - (at % 60_000));
      signal?.throwIfAborted();
      const [response, ads] = await Promise.all([
        respond(
          {
            clauses: clausesOf(keywords),
            tab,
            essencesOnly: isOn(params.essences) || params.order === SEARCH_ORDERS.featured,
            brandCertifiedOnly: params.order === SEARCH_ORDERS.brandCertified || isOn(params.bmsAuth),
            ...range,
            sort: SORTS[params.order ?? ''] ?? 'relevance',
            offset: (pageNo - 1) * pageSize,
            limit: pageSize,
          },
          pageNo,
          viewerId,
          signal,
          undefined,
          true,
        ),
        pageNo === 1 ? resultAdvertisements(db, keywords, tab, at) : Promise.resolve([]),
      ]);
      signal?.throwIfAborted();
      // a search that found nothing is no hot search: junk typed at the box stays off the list
      if (searcher && pageNo === 1 && tab === SEARCH_TABS.all && response.page.totalCount > 0) {
        await logSearch(db, keywords, at, searcher);
      }
      // a page of no results keeps its empty state rather than showing only advertisements
      if (ads.length === 0 || response.list.length === 0) return response;
      return { ...response, list: placeAdvertisements(response.list, ads) };
    },

    async advanced(
      params: AdvancedSearchQuery,
      viewerId: number | null,
      signal?: AbortSignal,
    ): Promise<SearchResponse> {
      const title = splitKeywords(params.titleKeywords);
      const content = splitKeywords(params.contentKeywords);
      const author = splitKeywords(params.authorKeywords);
      if (title.length + content.length + author.length === 0) throw badRequest(SEARCH_MESSAGES.enterKeyword);
      const range = customRange(params.firstTime, params.lastTime);
      const clauses = [
        ...title.flatMap((k) => clausesOf(k, ['title'])),
        ...content.flatMap((k) => clausesOf(k, ['title', 'body'])),
        ...author.flatMap((k) => clausesOf(k, ['author'])),
      ];
      const pageNo = params.pageno ?? 1;
      const pageSize = params.pagesize ?? SEARCH_LIMITS.pageSize;
      const type = params.type ?? ADVANCED_SEARCH_TYPES.imageText;
      const base = {
        clauses,
        tab: SEARCH_TABS.all,
        essencesOnly: isOn(params.essences) || params.order === SEARCH_ORDERS.featured,
        brandCertifiedOnly: params.order === SEARCH_ORDERS.brandCertified,
        ...range,
        sort: SORTS[params.order ?? ''] ?? 'relevance',
      } satisfies Omit<SearchQuery, 'offset' | 'limit'>;
      const other =
        type === ADVANCED_SEARCH_TYPES.imageText
          ? ADVANCED_SEARCH_TYPES.video
          : ADVANCED_SEARCH_TYPES.imageText;
      // the other tab's count, for its label
      const otherCount = indexer.index
        .search({ ...base, types: ADVANCED_TYPES[other], offset: 0, limit: 1 })
        .then((r) => r.total);
      const response = await respond(
        { ...base, types: ADVANCED_TYPES[type], offset: (pageNo - 1) * pageSize, limit: pageSize },
        pageNo,
        viewerId,
        signal,
      );
      return { ...response, counts: { [type]: response.page.totalCount, [other]: await otherCount } };
    },
  };
}
