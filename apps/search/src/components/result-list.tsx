import type { SearchResultItem } from '@portal/api/contract/search';
import { InfiniteLoader } from '@portal/shared-ui/infinite-loader';
import { isKnownResult, ResultCard, resultKey } from '../features/cards/result-card';
import { messages } from '../messages';
import type { SearchPagesState } from './use-search-pages';

const t = messages.results;

/** The results so far, a skeleton on the first load, and the infinite list's foot. */
export function ResultList({
  state,
  loadMore,
  retry,
}: {
  state: SearchPagesState;
  loadMore: () => void;
  retry: () => void;
}) {
  const items = state.items.filter((item: SearchResultItem) => isKnownResult(item));
  const seen = new Set<string>();
  const unique = items.filter((item) => {
    const key = resultKey(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const firstLoad = state.status === 'loading' && state.items.length === 0;
  if (firstLoad)
    return (
      <div role="status" aria-busy="true" aria-label={messages.common.loading} className="animate-pulse">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex gap-3 border-b border-line py-4 md:gap-4">
            <div className="h-[67px] w-[120px] shrink-0 rounded-md bg-line/70 md:h-[112px] md:w-[200px]" />
            <div className="flex-1 space-y-3 pt-1">
              <div className="h-5 w-3/4 rounded bg-line/70" />
              <div className="h-4 rounded bg-line/70" />
            </div>
          </div>
        ))}
      </div>
    );
  return (
    <>
      {unique.length > 0 ? (
        <ul aria-label={t.listLabel}>
          {unique.map((item) => (
            <ResultCard key={resultKey(item)} item={item} words={state.highlight} />
          ))}
        </ul>
      ) : null}
      <InfiniteLoader
        status={state.status}
        error={state.error}
        count={unique.length}
        onLoadMore={loadMore}
        onRetry={retry}
        emptyText={t.empty}
        noMoreText={t.noMore}
        loadingText={t.loadingMore}
        loadFailedText={messages.common.loadFailed}
        retryText={messages.common.retry}
      />
    </>
  );
}
