import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AdvancedSearchQuery, SearchQuery } from '../contract/search';

/**
 * Query options of the search area's calls, beside the calls: keys `['search', <resource>, params]`,
 * so `['search']` names everything search knows. The calls load on first use (`import()`): the
 * shell's header box asks for suggestions and hot searches, and the HTTP client must stay out of the
 * frame's first paint.
 */
const searchCalls = () => import('@portal/api/calls/search');
const assistantCalls = () => import('@portal/api/calls/assistant');

/** a query of the results lists without its page: the page is the infinite list's own */
export type SearchResultsParams = Omit<SearchQuery, 'pageno'>;
export type AdvancedResultsParams = Omit<AdvancedSearchQuery, 'pageno'>;

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

/**
 * The main search, page after page. A new query (tab, sort, dates, keywords) is a new key: the
 * request in flight is aborted (the server stops abandoned searches), and the list starts again
 * at page 1 — results and their cards' follow and subscribe states are not kept once no screen
 * shows them (`gcTime: 0`), so coming back to a query asks page 1 again as before.
 */
export const searchResultsQuery = (params: SearchResultsParams) =>
  infiniteQueryOptions({
    queryKey: searchKeys.results(params),
    queryFn: async ({ pageParam, signal }) =>
      (await searchCalls()).search({ ...params, pageno: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    gcTime: 0,
  });

/** The advanced search (图文 / 视频), page after page, like the main one. */
export const advancedResultsQuery = (params: AdvancedResultsParams) =>
  infiniteQueryOptions({
    queryKey: searchKeys.advancedResults(params),
    queryFn: async ({ pageParam, signal }) =>
      (await searchCalls()).advancedSearch({ ...params, pageno: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    gcTime: 0,
  });

/** Suggestions for `keywords` (already trimmed; '' asks nothing). */
export const suggestionsQuery = (keywords: string, limit: number) =>
  queryOptions({
    queryKey: searchKeys.suggestions(keywords, limit),
    queryFn: async ({ signal }) => (await searchCalls()).getSuggestions(keywords, { limit, signal }),
    enabled: keywords !== '',
  });

/** 热门搜索: the results page's card and the header box read the same entry. */
export const hotSearchesQuery = (limit: number) =>
  queryOptions({
    queryKey: searchKeys.hots(limit),
    queryFn: async ({ signal }) => (await searchCalls()).getHotSearches({ limit, signal }),
  });

/** 名医专家: asked again on every mount, as the viewer's follows may have changed since (`gcTime: 0`). */
export const expertsQuery = (limit: number) =>
  queryOptions({
    queryKey: searchKeys.experts(limit),
    queryFn: async ({ signal }) => (await searchCalls()).getExperts({ limit, signal }),
    gcTime: 0,
  });

export const hotAnswersQuery = (limit: number) =>
  queryOptions({
    queryKey: searchKeys.hotAnswers(limit),
    queryFn: async ({ signal }) => (await searchCalls()).getHotAnswers({ limit, signal }),
  });

export const hotTopicsQuery = (limit: number) =>
  queryOptions({
    queryKey: searchKeys.hotTopics(limit),
    queryFn: async ({ signal }) => (await searchCalls()).getHotTopics({ limit, signal }),
  });

/** The assistant's answer to `question` ('' asks nothing); a newer question aborts the older call. */
export const assistantAnswerQuery = (question: string) =>
  queryOptions({
    queryKey: searchKeys.assistantAnswer(question),
    queryFn: async ({ signal }) => (await assistantCalls()).askAssistant(question, { signal }),
    enabled: question !== '',
  });
