import type { SearchResponse, SearchResultItem } from '@portal/api/contract/search';
import {
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@portal/query';
import { type InfiniteStatus, infiniteStatus } from '@portal/shared-ui/infinite-loader';
import { useCallback, useRef } from 'react';

export interface SearchPagesState {
  items: SearchResultItem[];
  status: InfiniteStatus;
  error?: unknown;
  /** the last page asked for and answered */
  pageNo: number;
  counts: Record<string, number>;
  highlight: string[];
}

export type SearchPagesOptions<TKey extends QueryKey> = UseInfiniteQueryOptions<
  SearchResponse,
  Error,
  InfiniteData<SearchResponse>,
  TKey,
  number
>;

const NOTHING: SearchPagesState = { items: [], status: 'done', pageNo: 0, counts: {}, highlight: [] };

/**
 * Search results page after page (spec 4), from an infinite query (`@portal/api/queries/search`):
 * a new query key (tab, sort, dates, keywords) starts again at page 1 and aborts the request in
 * flight; `loadMore` appends the next page until the page reached equals totalPage.
 */
export function useSearchPages<TKey extends QueryKey>(
  options: SearchPagesOptions<TKey>,
  /** false: nothing to ask (no keywords), the list stays empty */
  enabled = true,
) {
  const query = useInfiniteQuery({ ...options, enabled });
  // the loader's sentinel may call an older `loadMore`; it must see the query as it is now
  const latest = useRef(query);
  latest.current = query;

  const loadMore = useCallback(() => {
    const now = latest.current;
    // joins a page already on its way instead of asking it twice
    if (now.hasNextPage && !now.isFetching) void now.fetchNextPage({ cancelRefetch: false });
  }, []);

  const retry = useCallback(() => {
    const now = latest.current;
    void (now.isFetchNextPageError ? now.fetchNextPage() : now.refetch());
  }, []);

  return { state: enabled ? pagesState(query) : NOTHING, loadMore, retry };
}

function pagesState(query: UseInfiniteQueryResult<InfiniteData<SearchResponse>>): SearchPagesState {
  const pages = query.data?.pages ?? [];
  const status: InfiniteStatus = infiniteStatus(query);
  let counts: Record<string, number> = {};
  let highlight: string[] = [];
  for (const page of pages) {
    counts = page.counts ?? counts;
    highlight = page.highlight ?? highlight;
  }
  return {
    items: pages.flatMap((page) => page.list),
    status,
    error: status === 'error' ? query.error : undefined,
    pageNo: Number(query.data?.pageParams.at(-1) ?? 0),
    counts,
    highlight,
  };
}
