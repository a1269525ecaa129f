import { type CallOptions, http } from '@portal/api/client';
import { searchPaths } from '@portal/api/paths/search';
import type {
  AdvancedSearchQuery,
  HotSearch,
  HotsResponse,
  SearchQuery,
  SearchResponse,
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
