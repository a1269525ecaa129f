import { type CallOptions, http } from '@portal/api/client';
import { SEARCH_LIMITS, searchPaths } from '@portal/api/paths/search';
import type {
  AdvancedSearchQuery,
  ExpertsResponse,
  HotAnswer,
  HotAnswersResponse,
  HotSearch,
  HotsResponse,
  HotTopic,
  HotTopicsResponse,
  SearchQuery,
  SearchResponse,
  SearchUser,
  Suggestion,
  SuggestionResponse,
} from '../contract/search';

/** The main search (one tab, one page); pass `signal` so switching tab or sort cancels it. */
export async function search(query: SearchQuery, options?: CallOptions): Promise<SearchResponse> {
  const { data } = await http.get<SearchResponse>(searchPaths.query, {
    params: query,
    signal: options?.signal,
  });
  return data;
}

export async function advancedSearch(
  query: AdvancedSearchQuery,
  options?: CallOptions,
): Promise<SearchResponse> {
  const { data } = await http.get<SearchResponse>(searchPaths.advanced, {
    params: query,
    signal: options?.signal,
  });
  return data;
}

export async function getSuggestions(keywords: string, options?: CallOptions & { limit?: number }) {
  const { data } = await http.get<SuggestionResponse>(searchPaths.suggestions, {
    params: { keywords, limit: options?.limit ?? 10 },
    signal: options?.signal,
  });
  return data.list as Suggestion[];
}

export async function getHotSearches(options?: CallOptions & { limit?: number }) {
  const { data } = await http.get<HotsResponse>(searchPaths.hots, {
    params: { limit: options?.limit ?? 10 },
    signal: options?.signal,
  });
  return data.list as HotSearch[];
}

/** 名医专家 (spec 2 side card); the server reads who asks from the session (spec 7 userId is ignored). */
export async function getExperts(options?: CallOptions & { limit?: number }) {
  const { data } = await http.get<ExpertsResponse>(searchPaths.experts, {
    params: { limit: options?.limit ?? SEARCH_LIMITS.experts },
    signal: options?.signal,
  });
  return data.list as SearchUser[];
}

export async function getHotAnswers(options?: CallOptions & { limit?: number }) {
  const { data } = await http.get<HotAnswersResponse>(searchPaths.hotAnswers, {
    params: { limit: options?.limit ?? 10 },
    signal: options?.signal,
  });
  return data.list as HotAnswer[];
}

export async function getHotTopics(options?: CallOptions & { limit?: number }) {
  const { data } = await http.get<HotTopicsResponse>(searchPaths.hotTopics, {
    params: { limit: options?.limit ?? 10 },
    signal: options?.signal,
  });
  return data.list as HotTopic[];
}
