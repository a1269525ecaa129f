import { useEffect, useRef, useState } from 'react';

export type SidebarListState<T> =
  | { status: 'loading' }
  | { status: 'ready'; list: T[] }
  /** a side card hides itself on failure: the article is what matters */
  | { status: 'failed' };

/**
 * Loads one list of a right-column card, again whenever `key` changes (another article);
 * the answer of a previous article never lands on the next one.
 */
export function useSidebarList<T>(
  load: (signal: AbortSignal) => Promise<T[]>,
  key: string,
): SidebarListState<T> {
  const [state, setState] = useState<SidebarListState<T>>({ status: 'loading' });
  // the latest loader, so callers may pass an inline function without reloading on every render
  const loader = useRef(load);
  loader.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what is loaded; the loader itself is read through a ref
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    loader.current(controller.signal).then(
      (list) => {
        if (!controller.signal.aborted) setState({ status: 'ready', list });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [key]);

  return state;
}

export const listOf = <T>(state: SidebarListState<T>): T[] => (state.status === 'ready' ? state.list : []);
