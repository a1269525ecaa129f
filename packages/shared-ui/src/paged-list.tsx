// By package name, as every stateful sibling: one module for the shell and every remote.
import { InfiniteLoader, infiniteStatus } from '@portal/shared-ui/infinite-loader';
import type { ReactNode } from 'react';

/** The foot's texts, from the app's messages (spec 4: loading, no more; an error with retry). */
export interface ListTexts {
  noMore: string;
  loading: string;
  /** shown when the failure carries no server message */
  loadFailed: string;
  retry: string;
}

/** what the foot reads of an infinite query (TanStack's `useInfiniteQuery` result) */
export interface InfiniteListQuery {
  isPending: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  error: unknown;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

export interface InfiniteFooterProps {
  query: InfiniteListQuery;
  /** how many items are shown; 0 when done is the empty state */
  count: number;
  texts: ListTexts;
  emptyText: string;
}

/**
 * The foot of an infinite query's list, wired to the query: its status (`infiniteStatus`), the
 * next page when the sentinel nears, and a retry that asks again for what failed (the next page,
 * or the list).
 */
export function InfiniteFooter({ query, count, texts, emptyText }: InfiniteFooterProps) {
  return (
    <InfiniteLoader
      status={infiniteStatus(query)}
      error={query.error}
      count={count}
      onLoadMore={() => void query.fetchNextPage()}
      onRetry={() => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch())}
      emptyText={emptyText}
      noMoreText={texts.noMore}
      loadingText={texts.loading}
      loadFailedText={texts.loadFailed}
      retryText={texts.retry}
    />
  );
}

/** The items of every page loaded so far, in order. */
export function pagedItems<T>(data: { pages: readonly { list: readonly T[] }[] } | undefined): T[] {
  return data ? data.pages.flatMap((p) => p.list) : [];
}

/**
 * The one paged-list frame: the items of an infinite query's pages, rendered by `children`, and
 * its foot. For a list that needs its items elsewhere too, `pagedItems` and `InfiniteFooter`.
 */
export function PagedList<T>({
  query,
  texts,
  emptyText,
  children,
}: {
  query: InfiniteListQuery & { data: { pages: readonly { list: readonly T[] }[] } | undefined };
  texts: ListTexts;
  emptyText: string;
  children: (items: T[]) => ReactNode;
}) {
  const items = pagedItems(query.data);
  return (
    <>
      {children(items)}
      <InfiniteFooter query={query} count={items.length} texts={texts} emptyText={emptyText} />
    </>
  );
}
