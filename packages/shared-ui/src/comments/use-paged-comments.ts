import { type InfiniteData, type QueryKey, useInfiniteQuery, useQueryClient } from '@portal/query';
import { useCallback, useMemo, useRef } from 'react';
import type { CommentId, CommentItem, CommentPage, LikeResult } from './types';

export interface PagedComments {
  items: CommentItem[];
  /** last page loaded; 0 before the first load */
  pageNo: number;
  totalPage: number;
  loading: boolean;
  error: boolean;
  /** pageNo reached totalPage */
  finished: boolean;
  /** loads the next page (ignored while loading or finished) */
  loadNext(): void;
  /** loads the page that failed again */
  retry(): void;
  /** forgets every page (and cancels a load in flight) */
  reset(): void;
  prepend(item: CommentItem): void;
  append(item: CommentItem): void;
}

/** What the cache holds under a comment key: the pages loaded, page 1 first. */
export type CommentPages = InfiniteData<CommentPage, number>;

function mergePages(pages: CommentPage[]): CommentItem[] {
  // A comment posted here shifts the server's pages by one: skip what is already shown.
  const seen = new Set<string>();
  const items: CommentItem[] = [];
  for (const page of pages) {
    for (const item of page.list) {
      const id = String(item.id);
      if (seen.has(id)) continue;
      seen.add(id);
      items.push(item);
    }
  }
  return items;
}

/** The cached pages with one comment (or reply, wherever it is shown) liked or not. */
export function withLike(data: CommentPages | undefined, id: CommentId, like: LikeResult) {
  if (!data) return data;
  const set = (item: CommentItem): CommentItem => {
    const replies = item.replies.map(set);
    const self = String(item.id) === String(id) ? { ...item, liked: like.liked, diggs: like.diggs } : item;
    return replies.some((reply, i) => reply !== item.replies[i]) ? { ...self, replies } : self;
  };
  return { ...data, pages: data.pages.map((page) => ({ ...page, list: page.list.map(set) })) };
}

/**
 * Spec 4 paging over the server-state cache (`useInfiniteQuery` under `key`): the first load
 * replaces, later loads append, finished when pageNo reaches totalPage, a failure sets an error
 * flag. `fetchPage` is read through a ref, so an inline function does not reload; `enabled`
 * loads page 1. A post or a like writes into the pages cached under `key`.
 */
export function usePagedComments(
  key: QueryKey,
  fetchPage: (pageNo: number, signal: AbortSignal) => Promise<CommentPage>,
  enabled: boolean,
): PagedComments {
  const queryClient = useQueryClient();
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const query = useInfiniteQuery<CommentPage, Error, CommentPages, QueryKey, number>({
    queryKey: key,
    queryFn: ({ pageParam, signal }) => fetchRef.current(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPageNo) =>
      lastPageNo < last.totalPage ? lastPageNo + 1 : undefined,
    enabled,
  });
  const { data, isFetching, isError, fetchNextPage, refetch } = query;

  const pages = data?.pages ?? [];
  const pageNo = data?.pageParams.at(-1) ?? 0;
  const totalPage = pages.at(-1)?.totalPage ?? 0;
  const finished = pageNo > 0 && pageNo >= totalPage;
  const items = useMemo(() => mergePages(data?.pages ?? []), [data]);

  const stateRef = useRef({ loading: isFetching, error: isError, finished, loaded: pageNo > 0 });
  stateRef.current = { loading: isFetching, error: isError, finished, loaded: pageNo > 0 };

  const loadNext = useCallback(() => {
    const s = stateRef.current;
    if (s.loading || s.error || s.finished) return;
    void (s.loaded ? fetchNextPage() : refetch());
  }, [fetchNextPage, refetch]);

  const retry = useCallback(() => {
    void (stateRef.current.loaded ? fetchNextPage() : refetch());
  }, [fetchNextPage, refetch]);

  // `key` as a ref: callers pass a fresh array each render
  const keyRef = useRef(key);
  keyRef.current = key;

  const reset = useCallback(() => {
    // removing the entry aborts its load in flight; the next load starts again at page 1
    queryClient.removeQueries({ queryKey: keyRef.current, exact: true });
  }, [queryClient]);

  const edit = useCallback(
    (change: (list: CommentItem[]) => CommentItem[], page: 'first' | 'last') => {
      queryClient.setQueryData<CommentPages>(keyRef.current, (old) => {
        if (!old || old.pages.length === 0) return old;
        const at = page === 'first' ? 0 : old.pages.length - 1;
        return { ...old, pages: old.pages.map((p, i) => (i === at ? { ...p, list: change(p.list) } : p)) };
      });
    },
    [queryClient],
  );
  const prepend = useCallback((item: CommentItem) => edit((list) => [item, ...list], 'first'), [edit]);
  const append = useCallback((item: CommentItem) => edit((list) => [...list, item], 'last'), [edit]);

  return {
    items,
    pageNo,
    totalPage,
    loading: isFetching,
    error: isError,
    finished,
    loadNext,
    retry,
    reset,
    prepend,
    append,
  };
}
