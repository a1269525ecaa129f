// By package name, as the host does: one toast store across the shell and every remote.
import { apiErrorMessage } from '@portal/api/errors';
import type { WriteOptions } from '@portal/api/mutation';
import { type InvalidateQueryFilters, type QueryKey, useMutation, useQueryClient } from '@portal/query';
import { useOptionalHost } from '@portal/shared-ui/host';
import { toast } from '@portal/shared-ui/toast';
import { useCallback, useRef } from 'react';

export interface UseWriteOptions<I, R> {
  /** after the server confirmed (and the cache was settled) */
  onSuccess?: (result: R, input: I) => void;
  /** after a failure (and the optimistic change was put back, the toast shown) */
  onError?: (error: unknown, input: I) => void;
  /**
   * The failure toast: the server's Chinese message when it sent one, else this text (spec 8: a
   * comment that fails shows the server's message). `false`: no toast, the screen shows the failure.
   */
  failedText?: string | false;
  /** `false`: always `failedText`, never the server's message */
  serverMessage?: boolean;
  /** a toast once the write succeeded (订阅成功, 保存成功), or nothing */
  successText?: (result: R, input: I) => string | null | undefined;
  /** where toasts go; default the host's (the shell's toast), or the toast itself outside a host */
  notify?: (message: string) => void;
  /** `false` lets several run at once (one per item of a list); default one at a time */
  exclusive?: boolean;
}

export interface WriteHandle<I, R> {
  /** runs the write; the answer, or undefined when it failed (already toasted) or one is in flight */
  run: (input: I) => Promise<R | undefined>;
  /** a write of this hook is in flight */
  busy: boolean;
  /** the last failure, until the next run */
  error: unknown;
}

const isKey = (which: QueryKey | InvalidateQueryFilters): which is QueryKey => Array.isArray(which);

interface Snapshot {
  key: readonly unknown[];
  data: unknown;
}

/**
 * Runs a declared write (`@portal/api/mutations/*`) on TanStack Query's `useMutation`: busy while
 * in flight (a second run meanwhile is ignored, even in the same tick), the optimistic change shown
 * at once and put back on failure, the server's answer settled into the cache, the declared keys
 * read anew once it is over (after a failure too), and the failure toasted with the server's message or the screen's text.
 */
export function useWrite<I, R, D = unknown>(
  declared: WriteOptions<I, R, D>,
  options: UseWriteOptions<I, R> = {},
): WriteHandle<I, R> {
  const client = useQueryClient();
  const host = useOptionalHost();
  const latest = useRef(options);
  latest.current = options;
  const inFlight = useRef(0);

  const mutation = useMutation<R, unknown, I, Snapshot | undefined>({
    mutationFn: (input) => declared.write(input),
    onMutate: async (input) => {
      const optimistic = declared.optimistic;
      if (!optimistic) return undefined;
      const key = optimistic.key(input);
      // an answer in flight would overwrite the change with the state before it
      await client.cancelQueries({ queryKey: key, exact: true });
      const data = client.getQueryData(key);
      if (data !== undefined) client.setQueryData(key, optimistic.update(data as D, input));
      return { key, data };
    },
    onSuccess: (result, input) => declared.settle?.(client, result, input),
    onError: (_error, _input, snapshot) => {
      if (snapshot && snapshot.data !== undefined) client.setQueryData(snapshot.key, snapshot.data);
    },
    // after a failure too: what the server holds now may not be what the screen thought
    onSettled: (result, _error, input) => {
      for (const which of declared.invalidates?.(input, result) ?? []) {
        void client.invalidateQueries(isKey(which) ? { queryKey: which } : which);
      }
    },
  });

  const hostRef = useRef(host);
  hostRef.current = host;
  const { mutateAsync } = mutation;

  // stable, so screens may hand it to memoised callbacks; it reads the latest options when it runs
  const run = useCallback(
    async (input: I): Promise<R | undefined> => {
      const say = (message: string) => (latest.current.notify ?? hostRef.current?.toast ?? toast)(message);
      const o = latest.current;
      if (o.exclusive !== false && inFlight.current > 0) return undefined;
      inFlight.current += 1;
      try {
        const result = await mutateAsync(input);
        const text = o.successText?.(result, input);
        if (text) say(text);
        latest.current.onSuccess?.(result, input);
        return result;
      } catch (error) {
        const failed = o.failedText;
        if (failed !== false && failed !== undefined) {
          say(o.serverMessage === false ? failed : apiErrorMessage(error, failed));
        }
        latest.current.onError?.(error, input);
        return undefined;
      } finally {
        inFlight.current -= 1;
      }
    },
    [mutateAsync],
  );

  return { run, busy: mutation.isPending, error: mutation.error };
}
