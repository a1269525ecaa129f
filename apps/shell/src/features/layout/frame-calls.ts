import { useEffect, useState } from 'react';
// The shell's one idle point (the remote widgets and preloads wait for it too).
import { afterFirstIdle } from '../../remotes/idle';

/**
 * The frame's server data (navigation, hint words, footer codes) is asked in the first idle period:
 * the frame paints at once with its static texts (the fallback navigation, the static placeholder),
 * and the HTTP client stays out of a visitor's first load. True once that period has come.
 */
export function useFrameIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstIdle().then(() => {
      if (live) setIdle(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return idle;
}

/** Resolves in the shell's first idle period (after the first paint). */
export function frameIdle(): Promise<void> {
  return afterFirstIdle();
}
