import { type FeedScope, feedQuery } from '@portal/api/queries/community';
import { useInfiniteQuery } from '@portal/query';
import { useViewerId } from '@portal/session/hooks';
import { PagedList } from '@portal/shared-ui/paged-list';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { messages } from '../messages';
import { FeedCard } from './feed-card';

/** A feed (home, topic, circle) that loads its next page as the reader nears the end (spec 4: loading, empty, no more). */
export function FeedList({ scope, label }: { scope: FeedScope; label: string }) {
  const reader = useViewerId();
  const query = useInfiniteQuery(feedQuery(scope, reader));
  if (query.isPending) return <Skeleton lines={8} label={messages.common.loading} />;
  return (
    <PagedList query={query} texts={messages.common} emptyText={messages.common.empty}>
      {(items) => (
        <div aria-label={label} role="feed" aria-busy={query.isFetching}>
          {items.map((item) => (
            <FeedCard key={`${item.type}:${item.id}`} item={item} />
          ))}
        </div>
      )}
    </PagedList>
  );
}
