import type { SearchResponse, SearchResultItem } from '@portal/api/contract/search';
import type { InfiniteStatus } from '@portal/shared-ui/infinite-loader';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface SearchPagesState {
  items: SearchResultItem[];
  status: InfiniteStatus;
  error?: unknown;
  /** the last page asked for and answered */
  pageNo: number;
  counts: Record<string, number>;
  highlight: string[];
}

const START: SearchPagesState = { items: [], status: 'loading', pageNo: 0, counts: {}, highlight: [] };

/**
 * Search results page after page (spec 4): a new `queryKey` (tab, sort, dates, keywords) starts
 * again at page 1 and aborts the request in flight; `loadMore` appends the next page until the
 * page reached equals totalPage. `fetchPage` reads the query it was made with, so it must change
 * with `queryKey`.
 */
export function useSearchPages(
  queryKey: string,
  fetchPage: (pageno: number, signal: AbortSignal) => Promise<SearchResponse>,
  /** false: nothing to ask (no keywords), the list stays empty */
  enabled = true,
) {
  const [state, setState] = useState<SearchPagesState>(START);
  const controller = useRef<AbortController | null>(null);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const next = useRef({ pageNo: 1, busy: false, done: false });

  const load = useCallback((pageno: number) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    next.current.busy = true;
    setState((s) => (pageno === 1 ? { ...START } : { ...s, status: 'loading', error: undefined }));
    fetchRef.current(pageno, current.signal).then(
      (data) => {
        if (current.signal.aborted) return;
        const done = data.page.pageNo >= data.page.totalPage;
        next.current = { pageNo: pageno + 1, busy: false, done };
        setState((s) => ({
          items: pageno === 1 ? data.list : [...s.items, ...data.list],
          status: done ? 'done' : 'idle',
          pageNo: pageno,
          counts: data.counts ?? s.counts,
          highlight: data.highlight ?? s.highlight,
        }));
      },
      (error: unknown) => {
        if (current.signal.aborted) return;
        next.current.busy = false;
        setState((s) => ({ ...s, status: 'error', error }));
      },
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the query; a new one starts over at page 1
  useEffect(() => {
    if (!enabled) {
      controller.current?.abort();
      next.current = { pageNo: 1, busy: false, done: true };
      setState({ ...START, status: 'done' });
      return;
    }
    next.current = { pageNo: 1, busy: false, done: false };
    load(1);
    return () => controller.current?.abort();
  }, [queryKey, load, enabled]);

  const loadMore = useCallback(() => {
    if (!next.current.busy && !next.current.done) load(next.current.pageNo);
  }, [load]);

  const retry = useCallback(() => load(next.current.pageNo), [load]);

  return { state, loadMore, retry };
}
