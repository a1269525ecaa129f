import type { FollowAnswer, WriteOptions } from '@portal/api/mutation';
import { useFollow } from '@portal/session/use-follow';
import { messages } from '../../messages';
import type { Toggle } from './toggle';

/**
 * A like or collect of a detail page (spec 4), the portal's one toggle behaviour (`useFollow`): it
 * flips at once (count ±1, never below 0), then the declared write goes out and its answer is the
 * truth. A failure puts the state back and shows the server's message. Visitors go through
 * `requireLogin()`; a click while the previous one is still pending is ignored.
 */
export function useOptimisticToggle<I>(initial: Toggle, write: WriteOptions<I, FollowAnswer>, input: I) {
  const toggle = useFollow({
    write,
    input,
    on: initial.on,
    count: initial.count,
    optimistic: true,
    // a like's mark is the server's for whoever reads; the page reads it again when the session changes
    offWhenSignedOut: false,
    failedText: messages.detailPage.actionFailed,
  });
  const state: Toggle = { on: toggle.on, count: toggle.count ?? 0 };
  return [state, toggle.toggle] as const;
}
