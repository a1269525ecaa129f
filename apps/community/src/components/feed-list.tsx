import { type FeedScope, feedQuery } from '@portal/api/queries/community';
import { useInfiniteQuery } from '@portal/query';
import { useSessionUser } from '@portal/session/hooks';
import { InfiniteLoader, type InfiniteStatus, infiniteStatus } from '@portal/shared-ui/infinite-loader';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { messages } from '../messages';
import { FeedCard } from './feed-card';

/** A feed (home, topic, circle) that loads its next page as the reader nears the end (spec 4: loading, empty, no more). */
export function FeedList({ scope, label }: { scope: FeedScope; label: string }) {
  const user = useSessionUser();
  const query = useInfiniteQuery(feedQuery(scope, user?.id ?? null));
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (query.isPending) return <Skeleton lines={8} label={messages.common.loading} />;
  const status: InfiniteStatus = infiniteStatus(query);
  return (
    <>
      <div aria-label={label} role="feed" aria-busy={query.isFetching}>
        {items.map((item) => (
          <FeedCard key={`${item.type}:${item.id}`} item={item} />
        ))}
      </div>
      <InfiniteLoader
        status={status}
        error={query.error}
        count={items.length}
        onLoadMore={() => void query.fetchNextPage()}
        onRetry={() => void query.refetch()}
        emptyText={messages.common.empty}
        noMoreText={messages.common.noMore}
        loadingText={messages.common.loading}
        loadFailedText={messages.common.loadFailed}
        retryText={messages.common.retry}
      />
    </>
  );
}
