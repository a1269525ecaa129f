import { getInfoList } from '@portal/api/calls/info';
import type { ListEnvelope } from '@portal/api/contract/envelope';
import type { InfoItem } from '@portal/api/contract/info';
import { useCallback, useEffect, useState } from 'react';

export const INFO_PAGE_SIZE = 20;

export type InfoListState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: ListEnvelope<InfoItem> };

/**
 * Loads one page of the info list. A change of page or filter aborts the request still in flight,
 * and a cancelled request never touches the state (its rejection is ignored).
 */
export function useInfoList(
  pageNo: number,
  subspecialtyId: number | undefined,
  pageSize: number = INFO_PAGE_SIZE,
) {
  const [state, setState] = useState<InfoListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getInfoList(
      { pageNo, pageSize, ...(subspecialtyId ? { subspecialtyId } : {}) },
      { signal: controller.signal },
    ).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [pageNo, subspecialtyId, pageSize, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
