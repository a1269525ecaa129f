import { apiErrorMessage } from '@portal/api/errors';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import { useEffect, useRef } from 'react';

/** idle: more pages may follow; done: the last page is in */
export type InfiniteStatus = 'loading' | 'idle' | 'error' | 'done';

/** what an infinite query says of itself, as `infiniteStatus` reads it */
interface InfiniteQueryState {
  isPending: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  hasNextPage: boolean;
}

/**
 * The loader's status of an infinite query: loading while its first page or the next one comes
 * (never the empty state before the first page is in), an error, more to come, or done.
 */
export function infiniteStatus(query: InfiniteQueryState): InfiniteStatus {
  if (query.isPending || query.isFetchingNextPage) return 'loading';
  if (query.isError) return 'error';
  return query.hasNextPage ? 'idle' : 'done';
}

interface InfiniteLoaderProps {
  status: InfiniteStatus;
  error?: unknown;
  /** how many items are shown; 0 with `done` is the empty state */
  count: number;
  onLoadMore: () => void;
  onRetry: () => void;
  emptyText: string;
  noMoreText: string;
  loadingText: string;
  /** shown when the failure carries no server message */
  loadFailedText: string;
  retryText: string;
}

/**
 * The foot of an infinite list, for every remote (texts come from the app's messages) (spec 4: loading, empty, no more; plus error with retry). A sentinel
 * asks for the next page when it scrolls into view. The observer is made afresh after every page,
 * so a sentinel still in view after a short page asks again.
 */
export function InfiniteLoader({
  status,
  error,
  count,
  onLoadMore,
  onRetry,
  emptyText,
  noMoreText,
  loadingText,
  loadFailedText,
  retryText,
}: InfiniteLoaderProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  loadMore.current = onLoadMore;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `count` re-arms the observer after each page, so a sentinel still in view fires again
  useEffect(() => {
    const node = sentinel.current;
    if (status !== 'idle' || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore.current();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [status, count]);

  if (status === 'error')
    return (
      <ErrorBlock
        message={apiErrorMessage(error, loadFailedText)}
        onRetry={onRetry}
        retryText={retryText}
        className="py-8"
      />
    );
  if (status === 'done')
    return <p className="py-8 text-center text-sm text-ink-mute">{count === 0 ? emptyText : noMoreText}</p>;
  return (
    <div ref={sentinel} className="py-6 text-center text-sm text-ink-mute">
      {status === 'loading' ? (
        <span role="status" aria-busy="true">
          {loadingText}
        </span>
      ) : null}
    </div>
  );
}
