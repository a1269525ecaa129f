import { useCallback, useEffect, useRef, useState } from 'react';
import type { CommentItem, CommentPage } from './types';

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

interface State {
  items: CommentItem[];
  pageNo: number;
  totalPage: number;
  loading: boolean;
  error: boolean;
}

const INITIAL: State = { items: [], pageNo: 0, totalPage: 0, loading: false, error: false };

function mergeAppend(items: CommentItem[], page: CommentItem[]): CommentItem[] {
  // A comment posted here shifts the server's pages by one: skip what is already shown.
  const seen = new Set(items.map((item) => String(item.id)));
  return [...items, ...page.filter((item) => !seen.has(String(item.id)))];
}

/**
 * Spec 4 paging: the first load replaces, later loads append, finished when pageNo reaches
 * totalPage, a failure sets an error flag. `fetchPage` is read through a ref, so an inline
 * function does not reload; `autoStart` loads page 1 on mount.
 */
export function usePagedComments(
  fetchPage: (pageNo: number, signal: AbortSignal) => Promise<CommentPage>,
  autoStart: boolean,
): PagedComments {
  const [state, setState] = useState<State>(INITIAL);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const inflight = useRef<AbortController | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  const load = useCallback((pageNo: number) => {
    if (inflight.current) return;
    const controller = new AbortController();
    inflight.current = controller;
    setState((s) => ({ ...s, loading: true, error: false }));
    fetchRef.current(pageNo, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        inflight.current = null;
        setState((s) => ({
          items: pageNo === 1 ? page.list : mergeAppend(s.items, page.list),
          pageNo,
          totalPage: page.totalPage,
          loading: false,
          error: false,
        }));
      },
      () => {
        if (controller.signal.aborted) return;
        inflight.current = null;
        setState((s) => ({ ...s, loading: false, error: true }));
      },
    );
  }, []);

  const cancel = useCallback(() => {
    inflight.current?.abort();
    inflight.current = null;
  }, []);

  useEffect(() => {
    if (autoStart) load(1);
    return cancel;
  }, [autoStart, load, cancel]);

  const finished = state.pageNo > 0 && state.pageNo >= state.totalPage;

  const loadNext = useCallback(() => {
    const s = stateRef.current;
    if (s.loading || s.error || (s.pageNo > 0 && s.pageNo >= s.totalPage)) return;
    load(s.pageNo + 1);
  }, [load]);

  const retry = useCallback(() => {
    load(stateRef.current.pageNo + 1);
  }, [load]);

  const reset = useCallback(() => {
    cancel();
    setState(INITIAL);
  }, [cancel]);

  const prepend = useCallback((item: CommentItem) => {
    setState((s) => ({ ...s, items: [item, ...s.items] }));
  }, []);

  const append = useCallback((item: CommentItem) => {
    setState((s) => ({ ...s, items: [...s.items, item] }));
  }, []);

  return { ...state, finished, loadNext, retry, reset, prepend, append };
}
