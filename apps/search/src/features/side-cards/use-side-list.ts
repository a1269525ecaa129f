import { useEffect, useState } from 'react';

/** A side card's list: skeleton while loading; nothing at all when empty or failed (spec 2 cards are extras). */
export type SideListState<T> = { status: 'loading' } | { status: 'hidden' } | { status: 'ready'; list: T[] };

/**
 * Loads a side card's list once, keeping at most `limit` entries. The call is started inside a
 * promise so even a throwing call only hides the card: a side card must never break the page.
 */
export function useSideList<T>(load: (signal: AbortSignal) => Promise<T[]>, limit: number): SideListState<T> {
  const [state, setState] = useState<SideListState<T>>({ status: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per mount; `load` is a fresh closure each render
  useEffect(() => {
    const controller = new AbortController();
    Promise.resolve()
      .then(() => load(controller.signal))
      .then(
        (list) => {
          if (controller.signal.aborted) return;
          const kept = Array.isArray(list) ? list.slice(0, limit) : [];
          setState(kept.length > 0 ? { status: 'ready', list: kept } : { status: 'hidden' });
        },
        () => {
          if (!controller.signal.aborted) setState({ status: 'hidden' });
        },
      );
    return () => controller.abort();
  }, [limit]);
  return state;
}
