import type { InvalidateQueryFilters, QueryClient, QueryKey } from '@portal/query';

/**
 * A write as the screens run it, declared once beside the query options of what it changes
 * (`@portal/api/mutations/<area>`), and run by `useWrite` (`@portal/shared-ui/use-write`), which
 * adds the busy state, the failure toast and the cache work below. No React here and no HTTP client:
 * `write` calls the endpoint table through `call`, which loads the client on first use.
 */
export interface WriteOptions<I, R, D = unknown> {
  /** the call; its answer is what the screen reads */
  write: (input: I) => Promise<R>;
  /**
   * One cache entry shown changed at once, while the write is in flight (spec 4: like, collect and
   * follow flip at once); it is put back as it was when the write fails.
   */
  optimistic?: {
    key: (input: I) => QueryKey;
    update: (data: D, input: I) => D;
  };
  /** the server's answer written into the cache at once (its word is the last) */
  settle?: (client: QueryClient, result: R, input: I) => void;
  /**
   * Entries read anew once the write is over, failed ones too (the server may hold something else
   * than the screen thought): keys or key prefixes, or filters. `result` is undefined after a failure.
   */
  invalidates?: (input: I, result: R | undefined) => readonly (QueryKey | InvalidateQueryFilters)[];
}

/** Declares a write: the identity, typed, so a declaration reads as one. */
export function writeOptions<I, R, D = unknown>(options: WriteOptions<I, R, D>): WriteOptions<I, R, D> {
  return options;
}

/** What a follow or subscribe toggle reads from its answer: on or off now, and the count when it has one. */
export interface FollowAnswer {
  on: boolean;
  count?: number;
}
