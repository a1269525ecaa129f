import { call } from '@portal/api/call';
import type { InputOf } from '@portal/api/endpoint';
import { assistantEndpoints } from '@portal/api/endpoints/assistant';
import { searchEndpoints } from '@portal/api/endpoints/search';
import { firstPageQuery } from '@portal/api/first-data';
import { SEARCH_DATE_PRESETS, SEARCH_LIMITS, type SearchAddress } from '@portal/api/rules/search';
import { infiniteQueryOptions, queryOptions } from '@portal/query';

/**
 * Query options of the search area's calls: keys `['search', <resource>, params]`, so `['search']`
 * names everything search knows. `call` loads the HTTP client on first use: the shell's header box
 * asks for suggestions and hot searches, and the client must stay out of the frame's first paint.
 * Every query passes its `signal`, so a query nobody reads any more aborts its request.
 */

/** a query of the results lists without its page: the page is the infinite list's own */
export type SearchResultsParams = Omit<InputOf<typeof searchEndpoints.query>, 'pageno'>;
export type AdvancedResultsParams = Omit<InputOf<typeof searchEndpoints.advanced>, 'pageno'>;

export const searchKeys = {
  all: ['search'] as const,
  results: (params: SearchResultsParams) => ['search', 'results', params] as const,
  advancedResults: (params: AdvancedResultsParams) => ['search', 'advanced-results', params] as const,
  suggestions: (keywords: string, limit: number) => ['search', 'suggestions', { keywords, limit }] as const,
  hots: (limit: number) => ['search', 'hots', { limit }] as const,
  /** the viewer's: the server leaves out whoever asks, and each carries the viewer's follow */
  experts: (limit: number) => ['search', 'experts', { limit }] as const,
  hotAnswers: (limit: number) => ['search', 'hot-answers', { limit }] as const,
  hotTopics: (limit: number) => ['search', 'hot-topics', { limit }] as const,
  assistantAnswer: (question: string) => ['search', 'assistant-answer', { question }] as const,
};

/** the page after `lastPageParam`, until the page reached is the last one */
const nextPage = (
  last: { page: { pageNo: number; totalPage: number } },
  _all: unknown,
  lastPageParam: number,
) => (last.page.pageNo >= last.page.totalPage ? undefined : lastPageParam + 1);

/** The main call's query for an address of the results page (spec 7), without its page. */
export function searchResultsParams(address: SearchAddress): SearchResultsParams {
  const custom = address.datePreset === SEARCH_DATE_PRESETS.custom && address.firstTime && address.lastTime;
  return {
    platform: 'web',
    keywords: address.keywords,
    type: address.tab,
    order: address.order,
    pagesize: SEARCH_LIMITS.pageSize,
    ...(address.essences ? { essences: '1' } : {}),
    ...(address.brandCertified ? { bmsAuth: 1 } : {}),
    ...(custom
      ? { orderRule: SEARCH_DATE_PRESETS.custom, firstTime: address.firstTime, lastTime: address.lastTime }
      : address.datePreset !== SEARCH_DATE_PRESETS.custom && address.datePreset
        ? { orderRule: address.datePreset }
        : {}),
  };
}

/**
 * The main search's first page: also the results page's first data (`@portal/api/pages/search`),
 * so the page's HTML carries it under the key the screen reads.
 */
export const searchResultsFirst = (params: SearchResultsParams) =>
  firstPageQuery(searchKeys.results(params), searchEndpoints.query, { ...params, pageno: 1 }, 1);

/**
 * The main search, page after page. A page is the whole list envelope: its page, the counts per tab
 * and the words to highlight. A new query (tab, sort, dates, keywords) is a new key: the request in
 * flight is aborted (the server stops abandoned searches), and the list starts again at page 1 —
 * results and their cards' follow and subscribe states are not kept once no screen shows them
 * (`gcTime: 0`), so coming back to a query asks page 1 again as before.
 */
export const searchResultsQuery = (params: SearchResultsParams) => {
  const first = searchResultsFirst(params);
  return infiniteQueryOptions({
    queryKey: first.queryKey,
    queryFn: ({ pageParam, signal }) => call(first.endpoint, { ...params, pageno: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    gcTime: 0,
  });
};

/** The advanced search (图文 / 视频), page after page, like the main one. */
export const advancedResultsQuery = (params: AdvancedResultsParams) =>
  infiniteQueryOptions({
    queryKey: searchKeys.advancedResults(params),
    queryFn: ({ pageParam, signal }) =>
      call(searchEndpoints.advanced, { ...params, pageno: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    gcTime: 0,
  });

/** Suggestions for `keywords` (already trimmed; '' asks nothing). */
export const suggestionsQuery = (keywords: string, limit: number) =>
  queryOptions({
    queryKey: searchKeys.suggestions(keywords, limit),
    queryFn: async ({ signal }) =>
      (await call(searchEndpoints.suggestions, { keywords, limit }, { signal })).list,
    enabled: keywords !== '',
  });

/** 热门搜索: the results page's card and the header box read the same entry. */
export const hotSearchesQuery = (limit: number) =>
  queryOptions({
    queryKey: searchKeys.hots(limit),
    queryFn: async ({ signal }) => (await call(searchEndpoints.hots, { limit }, { signal })).list,
  });

/** 名医专家: asked again on every mount, as the viewer's follows may have changed since (`gcTime: 0`). */
export const expertsQuery = (limit: number) =>
  queryOptions({
    queryKey: searchKeys.experts(limit),
    queryFn: async ({ signal }) => (await call(searchEndpoints.experts, { limit }, { signal })).list,
    gcTime: 0,
  });

export const hotAnswersQuery = (limit: number) =>
  queryOptions({
    queryKey: searchKeys.hotAnswers(limit),
    queryFn: async ({ signal }) => (await call(searchEndpoints.hotAnswers, { limit }, { signal })).list,
  });

export const hotTopicsQuery = (limit: number) =>
  queryOptions({
    queryKey: searchKeys.hotTopics(limit),
    queryFn: async ({ signal }) => (await call(searchEndpoints.hotTopics, { limit }, { signal })).list,
  });

/** The assistant's answer to `question` ('' asks nothing); a newer question aborts the older call. */
export const assistantAnswerQuery = (question: string) =>
  queryOptions({
    queryKey: searchKeys.assistantAnswer(question),
    queryFn: ({ signal }) => call(assistantEndpoints.answer, { question }, { signal }),
    enabled: question !== '',
  });
