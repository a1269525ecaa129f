import type { ListEnvelope } from '@portal/api/contract/envelope';
import { type QueryKey, type UseQueryOptions, useQuery } from '@portal/query';
import { useCallback } from 'react';

export type ListState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: ListEnvelope<T> };

export type ListQueryOptions<T, K extends QueryKey> = UseQueryOptions<
  ListEnvelope<T>,
  Error,
  ListEnvelope<T>,
  K
>;

/**
 * Reads one page of a list through the server-state cache (`query`: its options in
 * `@portal/api/queries/content`). A new query aborts the request still in flight, and a cancelled
 * request never touches the state; `retry` asks again.
 */
export function useListPage<T, K extends QueryKey>(query: ListQueryOptions<T, K>) {
  const result = useQuery(query);
  const state: ListState<T> = result.isSuccess
    ? { status: 'success', data: result.data }
    : result.isError
      ? { status: 'error', error: result.error }
      : { status: 'loading' };
  const { refetch } = result;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { state, retry };
}
