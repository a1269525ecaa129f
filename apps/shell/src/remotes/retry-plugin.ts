import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Federation runtime plugin (registered through `runtimePlugins` of the webpack helper): retries
 * the fetch of a remote's mf-manifest.json and the load of its remoteEntry.js, then, when the remote
 * still cannot load, hands back a marker module instead of throwing, so the slot shows its fallback
 * and the rest of the portal keeps working. Kept free of React: it runs before anything renders.
 */

/** Waits before retry 1 and 2 (2 retries, short backoff). */
export const RETRY_DELAYS_MS = [300, 900] as const;

export const REMOTE_FAILED = '__portalRemoteFailed';

/** What `loadRemote` returns for a remote that could not be loaded. */
export interface RemoteFailure {
  [REMOTE_FAILED]: true;
  id: string;
  error: unknown;
}

export function isRemoteFailure(value: unknown): value is RemoteFailure {
  return (
    typeof value === 'object' && value !== null && (value as Record<string, unknown>)[REMOTE_FAILED] === true
  );
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function retriable(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/** fetch with the retries above; answers the last response, or throws the last network error. */
export async function fetchWithRetry(
  url: string,
  init: RequestInit = {},
  delays: readonly number[] = RETRY_DELAYS_MS,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await sleep(delays[attempt - 1] ?? 0);
    try {
      const response = await fetchImpl(url, init);
      if (response.ok || !retriable(response.status) || attempt === delays.length) return response;
      lastError = new Error(`HTTP ${response.status} for ${url}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryErrorHook>[0];
type RemoteEntryExports = NonNullable<LoadEntryErrorArgs['remoteEntryExports']>;

async function retryEntry(
  args: LoadEntryErrorArgs,
  delays: readonly number[],
): Promise<RemoteEntryExports | undefined> {
  const { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey } = args;
  for (const delay of delays) {
    await sleep(delay);
    // The failed attempt stays registered under this key until it settles; drop it, or the retry
    // would wait on itself.
    delete globalLoading[uniqueKey];
    try {
      const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (exports) return exports;
    } catch {
      // next attempt
    }
  }
  return undefined;
}

export function createRetryPlugin(
  delays: readonly number[] = RETRY_DELAYS_MS,
): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-retry-plugin',

    // The manifest fetch: retried; a non-2xx answer becomes an error (not a JSON parse of an HTML page).
    // Anything else (false) keeps the runtime's own fetch.
    fetch(url, init) {
      if (!/\.json(\?|$)/.test(url)) return false;
      return fetchWithRetry(url, init, delays).then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
        return response;
      });
    },

    // A manifest that arrived but was invalid stays cached as a failed load in the runtime: forget it,
    // so a retry fetches it again.
    afterLoadManifest(args) {
      if (args.error) {
        const loading = (
          args.origin.snapshotHandler as unknown as { manifestLoading?: Record<string, unknown> }
        ).manifestLoading;
        if (loading) delete loading[args.manifestUrl];
      }
      return args;
    },

    // remoteEntry.js failed to load: try again (a fresh <script>) after a short wait.
    loadEntryError: (args) =>
      // The runtime awaits whatever this returns; its 2.9.2 typing wraps the promise twice.
      retryEntry(args, delays) as unknown as ReturnType<LoadEntryErrorHook>,

    // Last layer: loadRemote resolves to a marker instead of rejecting. Only for the module load
    // itself: for a failed manifest ('afterResolve') the runtime must see the failure, or it would
    // take the marker for the manifest.
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const failure: RemoteFailure = { [REMOTE_FAILED]: true, id: args.id, error: args.error };
      return failure;
    },
  };
}

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return createRetryPlugin();
}
