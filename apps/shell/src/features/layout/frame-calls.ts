// The shell's one idle point (the remote widgets and preloads wait for it too).
import { afterFirstIdle } from '../../remotes/idle';

/**
 * The portal calls for the frame's server data (navigation, hint words), loaded in the first idle
 * period: the frame paints at once with its static texts (the fallback navigation, the static
 * placeholder), and the HTTP client stays out of a visitor's first load.
 */
export function frameCallsWhenIdle(): Promise<typeof import('@portal/api/calls/portal')> {
  return afterFirstIdle().then(() => import('@portal/api/calls/portal'));
}

/** Resolves in the shell's first idle period (after the first paint). */
export function frameIdle(): Promise<void> {
  return afterFirstIdle();
}
