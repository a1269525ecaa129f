import { ApiError } from '@portal/api/errors';
import { type QueryKey, type UseQueryOptions, useQuery } from '@portal/query';
import { useCallback } from 'react';

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

export type DetailQuery<T, K extends QueryKey> = (id: number) => UseQueryOptions<T, Error, T, K>;

/**
 * Reads one item of a detail page through the server-state cache (`query`: its options in
 * `@portal/api/queries/content`); `id` undefined (missing or invalid in the URL) is "not found"
 * without a call. A new id aborts the request in flight; `retry` asks again.
 */
export function useDetail<T, K extends QueryKey>(id: number | undefined, query: DetailQuery<T, K>) {
  // a 400 / 404 is not asked again: the client's defaults retry the network and 5xx only
  const result = useQuery({ ...query(id ?? 0), enabled: id !== undefined });
  const state: DetailState<T> =
    id === undefined
      ? { status: 'notFound' }
      : result.isSuccess
        ? { status: 'success', data: result.data }
        : result.isError
          ? isMissing(result.error)
            ? { status: 'notFound' }
            : { status: 'error', error: result.error }
          : { status: 'loading' };
  const { refetch } = result;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { state, retry };
}
