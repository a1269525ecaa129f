import { ApiError, type CallOptions } from '@portal/api/client';
import { useCallback, useEffect, useState } from 'react';

export type DetailState<T> =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: T };

/** `?id=` must be a positive integer; anything else is "not found" without asking the server. */
export function parseDetailId(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}

/** 400 (bad id) and 404 (missing, offline or deleted) both mean "this item is not there". */
const isMissing = (error: unknown) => error instanceof ApiError && (error.code === 404 || error.code === 400);

/**
 * Loads one item of a detail page; `id` undefined (missing or invalid in the URL) is "not found"
 * without a call. A new id cancels the request in flight; `retry` loads again.
 */
export function useDetail<T>(id: number | undefined, load: (id: number, options: CallOptions) => Promise<T>) {
  const [state, setState] = useState<DetailState<T>>(id ? { status: 'loading' } : { status: 'notFound' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger; `load` is a module-level call
  useEffect(() => {
    if (!id) {
      setState({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(id, { signal: controller.signal }).then(
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
