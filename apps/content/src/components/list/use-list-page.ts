import type { CallOptions } from '@portal/api/client';
import type { ListEnvelope } from '@portal/api/contract/envelope';
import { useCallback, useEffect, useState } from 'react';

export type ListState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: ListEnvelope<T> };

/**
 * Loads one page of a list for `query`. A new query aborts the request still in flight, and a
 * cancelled request never touches the state (its rejection is ignored); `retry` loads again.
 */
export function useListPage<Q extends object, T>(
  query: Q,
  load: (query: Q, options: CallOptions) => Promise<ListEnvelope<T>>,
) {
  const [state, setState] = useState<ListState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // the query object is rebuilt on every render; its content is what matters
  const key = JSON.stringify(query);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `query`, `attempt` is the retry trigger; `load` is a module-level call
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(JSON.parse(key) as Q, { signal: controller.signal }).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
