import { type ReactNode, useEffect, useState } from 'react';

/** the longest wait for an idle period before the part renders anyway */
const IDLE_TIMEOUT_MS = 2000;
/** where the browser has no idle callback (Safari), the part renders after this delay instead */
const FALLBACK_DELAY_MS = 50;

/**
 * Performance mark set when a deferred part starts, as the shell's `portal:idle`: the bench counts
 * the scripts requested before the first of them as the page's first-load JS.
 */
export const IDLE_PART_MARK = 'portal:idle-part';

function start(setIdle: (idle: boolean) => void) {
  performance.mark?.(IDLE_PART_MARK);
  setIdle(true);
}

/**
 * Renders `children` in the browser's first idle period after this mounts: a part that is not the
 * page's content (a dialog that opens over it, a card far down) then loads its code and data after
 * the page has painted and answers, not with it.
 */
export function WhenIdle({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => start(setIdle), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => start(setIdle), FALLBACK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  // the fallback holds the part's place until then (a skeleton of its size: nothing moves)
  return idle ? children : fallback;
}
