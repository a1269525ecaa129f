import { getInformationFlow } from '@portal/api/calls/channel';
import type { FlowItem } from '@portal/api/contract/channel';
import type { InfiniteStatus } from '@portal/shared-ui/infinite-loader';
import { useCallback, useEffect, useRef, useState } from 'react';

export const FLOW_PAGE_SIZE = 10;

export interface FlowState {
  items: FlowItem[];
  status: InfiniteStatus;
  error?: unknown;
}

/**
 * The channel's information flow, page after page by the server's cursor (items published while
 * reading neither repeat nor go missing). A change of channel or node starts again and aborts the
 * request in flight; a failed page is asked again with the same cursor by `retry`.
 */
export function useInformationFlow(channelId: number, nodeId: number | undefined) {
  const [state, setState] = useState<FlowState>({ items: [], status: 'loading' });
  const cursor = useRef<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const busy = useRef(false);

  const load = useCallback(
    (first: boolean) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      busy.current = true;
      if (first) cursor.current = null;
      setState((s) => ({ items: first ? [] : s.items, status: 'loading' }));
      getInformationFlow(
        {
          channelId,
          pageSize: FLOW_PAGE_SIZE,
          ...(nodeId ? { nodeId } : {}),
          ...(cursor.current ? { cursor: cursor.current } : {}),
        },
        { signal: current.signal },
      ).then(
        (data) => {
          if (current.signal.aborted) return;
          busy.current = false;
          cursor.current = data.nextCursor;
          setState((s) => ({ items: [...s.items, ...data.list], status: data.nextCursor ? 'idle' : 'done' }));
        },
        (error: unknown) => {
          if (current.signal.aborted) return;
          busy.current = false;
          setState((s) => ({ items: s.items, status: 'error', error }));
        },
      );
    },
    [channelId, nodeId],
  );

  useEffect(() => {
    load(true);
    return () => controller.current?.abort();
  }, [load]);

  const loadMore = useCallback(() => {
    if (!busy.current && cursor.current) load(false);
  }, [load]);

  // the first page failing starts over; a later page is asked again from where it stopped
  const retry = useCallback(() => load(cursor.current === null), [load]);

  return { state, loadMore, retry };
}
