import { getInfoDetail } from '@portal/api/calls/info';
import { ApiError } from '@portal/api/client';
import type { InfoDetail } from '@portal/api/contract/info';
import { useCallback, useEffect, useState } from 'react';

export type InfoDetailState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: InfoDetail };

/** 400 (bad id) and 404 (missing or offline) both mean "this article is not there". */
const isMissing = (error: unknown) => error instanceof ApiError && (error.code === 404 || error.code === 400);

/** Loads one article; `id` undefined (missing or invalid in the URL) is "not found" without a call. */
export function useInfoDetail(id: number | undefined) {
  const [state, setState] = useState<InfoDetailState>(id ? { status: 'loading' } : { status: 'notFound' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    if (!id) {
      setState({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    getInfoDetail(id, { signal: controller.signal }).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(isMissing(error) ? { status: 'notFound' } : { status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
