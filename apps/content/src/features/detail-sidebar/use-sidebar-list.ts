import { type QueryKey, type UseQueryOptions, useQuery } from '@portal/query';

export type SidebarListState<T> =
  | { status: 'loading' }
  | { status: 'ready'; list: T[] }
  /** a side card hides itself on failure: the article is what matters */
  | { status: 'failed' };

/**
 * Reads one list of a right-column card through the server-state cache (`query`: its options in
 * `@portal/api/queries/content`); another article is another key, so the answer of a previous
 * article never lands on the next one and its request in flight is aborted.
 */
export function useSidebarList<T, K extends QueryKey>(
  query: UseQueryOptions<T[], Error, T[], K>,
): SidebarListState<T> {
  const result = useQuery(query);
  return result.isSuccess
    ? { status: 'ready', list: result.data }
    : result.isError
      ? { status: 'failed' }
      : { status: 'loading' };
}

export const listOf = <T>(state: SidebarListState<T>): T[] => (state.status === 'ready' ? state.list : []);
