import { focusManager, QueryClient } from '@portal/query';

/** how long an answer counts as fresh: frame data and lists change on the server's own caches' scale */
export const FRESH_MS = 30_000;

/**
 * A failure worth a second try: the network or the server, never a refusal (4xx) the user must
 * see. An envelope's failure (`ApiError`) carries a numeric code; this module reads it without
 * importing the HTTP client, which would put it into every page's first load.
 */
export function shouldRetry(failures: number, error: unknown): boolean {
  if (failures >= 1) return false;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code !== 'number' || code >= 500;
}

/** The defaults every query of the portal starts from (tests build their own client with them). */
export const QUERY_DEFAULTS = {
  queries: {
    staleTime: FRESH_MS,
    retry: shouldRetry,
    // a doctor switching tabs back to the portal is not a reason to refetch every list
    refetchOnWindowFocus: false,
  },
} as const;

/**
 * The portal's one server-state cache (TanStack Query). Like the jotai store, it lives in this
 * package so Module Federation gives the shell and every remote the same instance: a follow or a
 * new comment invalidated in one remote is fresh in all of them. The shell and the standalone
 * frame provide it (`ServerStateProvider`).
 */
export const queryClient = newQueryClient();

/** A client with the portal's defaults; tests make a fresh one each (without retries). */
export function newQueryClient(overrides: { retry?: false } = {}): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS.queries, ...overrides } } });
}

/**
 * "The window got focus" for queries that refresh on it (the unread badge): the window's focus as
 * well as the tab becoming visible, where the library listens to the latter only. Both arriving
 * together ask once: a refetch in flight is joined, not repeated.
 */
focusManager.setEventListener((handleFocus) => {
  if (typeof window === 'undefined' || typeof document === 'undefined') return undefined;
  const onChange = () => handleFocus();
  window.addEventListener('focus', onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.removeEventListener('focus', onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
});
