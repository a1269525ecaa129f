import { preloadRemote } from '@module-federation/enhanced/runtime';
import { afterFirstIdle, onIdle } from './idle';
import { afterRemotesLoaded } from './progress';
import { getRegistry, matchRemote, subscribeRegistry } from './registry';

/**
 * What a preload fetches: the remote's manifest, its remoteEntry.js, and the files `./routes` needs
 * to run ('sync'). 'all' would add the async chunks, which for our remotes are mostly their own
 * copies of the shared packages (React, the router, the HTTP client) that the shell already provides.
 */
export const PRELOAD_EXPOSES = ['./routes'];

const preloaded = new Set<string>();

/**
 * Preloading is off with `?preload=off` in the page address (the bench measures cold navigation
 * with it) and when the browser asks to save data.
 */
export function preloadingEnabled(): boolean {
  if (new URLSearchParams(window.location.search).get('preload') === 'off') return false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData !== true;
}

/** Preloads a registered remote through its manifest, once per remote for the page's life. */
export function preloadRemoteOnce(name: string): void {
  if (preloaded.has(name)) return;
  preloaded.add(name);
  // A failed preload costs nothing but the attempt: the real load retries on its own.
  Promise.resolve()
    .then(() => preloadRemote([{ nameOrAlias: name, exposes: PRELOAD_EXPOSES, resourceCategory: 'sync' }]))
    .catch((error: unknown) => console.warn(`[shell] preloading remote "${name}" failed`, error));
}

/** Preloads the remote owning `pathname` (the registry's prefix match), if any. */
export function preloadRemoteForPath(pathname: string): void {
  const match = matchRemote(pathname, getRegistry().remotes);
  if (match) preloadRemoteOnce(match.remote.name);
}

function linkPath(target: EventTarget | null): string | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url.pathname : null;
}

/**
 * Preloads remotes when the user shows intent (pointer over, focus on or touch of a link to a path
 * a remote owns), and every registered remote in the first idle period. Answers a stop function.
 */
export function startRemotePreloading(): () => void {
  if (!preloadingEnabled()) return () => {};
  const onIntent = (event: Event) => {
    const path = linkPath(event.target);
    if (path) preloadRemoteForPath(path);
  };
  const events = ['mouseover', 'focusin', 'touchstart'] as const;
  for (const type of events) document.addEventListener(type, onIntent, { passive: true });

  let stopped = false;
  let unsubscribe = () => {};
  // The first idle period of a remote's page comes while its own code is still on the way (the
  // shell has painted and waits): preloading the other remotes then made them compete with it, and
  // its first page showed later. So: the first idle period, then that remote's page loaded, then
  // the next idle period (its page rendered and its data asked for).
  void afterFirstIdle()
    .then(afterRemotesLoaded)
    .then(() => new Promise<void>((resolve) => onIdle(resolve)))
    .then(() => {
      if (stopped) return;
      const preloadAll = () => {
        for (const remote of getRegistry().remotes) preloadRemoteOnce(remote.name);
      };
      preloadAll();
      // remotes registered later (the manifest arrived after the idle point, or was retried)
      unsubscribe = subscribeRegistry(preloadAll);
    });

  return () => {
    stopped = true;
    for (const type of events) document.removeEventListener(type, onIntent);
    unsubscribe();
  };
}

/** For tests: forget which remotes were preloaded. */
export function resetPreloaded(): void {
  preloaded.clear();
}
