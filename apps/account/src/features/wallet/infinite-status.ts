import type { InfiniteStatus } from '@portal/shared-ui/infinite-loader';

/** the foot of an infinite list from its query's state */
export function infiniteStatus(query: {
  isFetchingNextPage: boolean;
  isError: boolean;
  hasNextPage: boolean;
}): InfiniteStatus {
  if (query.isFetchingNextPage) return 'loading';
  if (query.isError) return 'error';
  return query.hasNextPage ? 'idle' : 'done';
}
