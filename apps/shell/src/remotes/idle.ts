// No React here: the preloading and the widget slots share this one idle point.

/** Longest wait for an idle period before the work runs anyway (requestIdleCallback's timeout). */
export const IDLE_TIMEOUT_MS = 2000;

/** Without requestIdleCallback (Safari), the work runs after this delay instead. */
export const IDLE_FALLBACK_DELAY_MS = 50;

/**
 * Performance mark set when the first idle period starts (before any idle work): the bench counts
 * scripts requested before it as the first-load JS of a page (docs/architecture.md).
 */
export const IDLE_MARK = 'portal:idle';

/** Runs `callback` in the browser's next idle period; answers a function that cancels it. */
export function onIdle(callback: () => void, timeoutMs: number = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, IDLE_FALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}

let firstIdle: Promise<void> | null = null;
let reached = false;

/**
 * Resolves in the first idle period after the first call (made after the first paint, from an
 * effect), so remote widgets and preloads never compete with the page's own first load.
 */
export function afterFirstIdle(): Promise<void> {
  firstIdle ??= new Promise<void>((resolve) => {
    onIdle(() => {
      reached = true;
      performance.mark?.(IDLE_MARK);
      resolve();
    });
  });
  return firstIdle;
}

/** true once the first idle period has come. */
export function hasBeenIdle(): boolean {
  return reached;
}

/** For tests: forget the idle point. */
export function resetIdle(): void {
  firstIdle = null;
  reached = false;
}
