import type { FlowItem } from '@portal/api/contract/channel';
import { informationFlowQuery } from '@portal/api/queries/content';
import { useInfiniteQuery } from '@portal/query';
import type { InfiniteStatus } from '@portal/shared-ui/infinite-loader';
import { useCallback, useMemo, useState } from 'react';

export const FLOW_PAGE_SIZE = 10;

export interface FlowState {
  items: FlowItem[];
  status: InfiniteStatus;
  error?: unknown;
}

/**
 * The channel's information flow, page after page by the server's cursor (items published while
 * reading neither repeat nor go missing). A change of channel or node is another key: it starts
 * again and aborts the request in flight; a failed page is asked again with the same cursor by
 * `retry`.
 */
export function useInformationFlow(channelId: number, nodeId: number | undefined) {
  const query = informationFlowQuery({ channelId, pageSize: FLOW_PAGE_SIZE, ...(nodeId ? { nodeId } : {}) });
  const flow = useInfiniteQuery(query);
  const { data, error, isError, isFetching, hasNextPage, fetchNextPage, refetch } = flow;
  const items = useMemo(() => data?.pages.flatMap((page) => page.list) ?? [], [data]);
  const key = JSON.stringify(query.queryKey);
  const pages = data?.pages.length ?? 0;
  // the next page asked (at this many pages of this flow): "loading more" shows at once, not when
  // the cache tells the component a moment later
  // the next page asked (at this many pages of this flow, before this failure): "loading more"
  // shows at once, not when the cache tells the component a moment later
  const failedAt = flow.errorUpdatedAt;
  const [asked, setAsked] = useState<{ key: string; pages: number; failedAt: number } | null>(null);
  const askedMore = asked?.key === key && asked.pages === pages && asked.failedAt === failedAt;
  const state: FlowState =
    flow.isPending || flow.isFetchingNextPage || askedMore
      ? { items, status: 'loading' }
      : isError
        ? { items, status: 'error', error }
        : { items, status: hasNextPage ? 'idle' : 'done' };

  const askMore = useCallback(() => {
    setAsked({ key, pages, failedAt });
    void fetchNextPage();
  }, [key, pages, failedAt, fetchNextPage]);

  const loadMore = useCallback(() => {
    if (!isFetching && !askedMore && hasNextPage) askMore();
  }, [isFetching, askedMore, hasNextPage, askMore]);

  // the first page failing starts over; a later page is asked again from where it stopped
  const retry = useCallback(() => {
    if (data) askMore();
    else void refetch();
  }, [data, askMore, refetch]);

  return { state, loadMore, retry };
}
