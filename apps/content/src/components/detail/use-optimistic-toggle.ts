import { apiErrorMessage } from '@portal/api/errors';
import { requireLogin } from '@portal/session/require-login';
import { useHost } from '@portal/shared-ui/host';
import { useCallback, useRef, useState } from 'react';
import { messages } from '../../messages';
import { flipToggle, type Toggle } from './toggle';

/**
 * A like or collect of a detail page (spec 4): it flips at once (count ±1, never below 0), then
 * `send` goes out and its answer is the truth. A failure puts the state back and shows the
 * server's message. Visitors go through `requireLogin()`; a click while the previous one is
 * still pending is ignored.
 */
export function useOptimisticToggle(initial: Toggle, send: () => Promise<Toggle>) {
  const host = useHost();
  const [state, setState] = useState<Toggle>(initial);
  const pending = useRef(false);
  const sendRef = useRef(send);
  sendRef.current = send;

  const toggle = useCallback(() => {
    if (!requireLogin() || pending.current) return;
    pending.current = true;
    const before = state;
    setState(flipToggle(before));
    sendRef
      .current()
      .then(
        (r) => setState({ on: r.on, count: Math.max(0, r.count) }),
        (error: unknown) => {
          setState(before);
          host.toast(apiErrorMessage(error, messages.detailPage.actionFailed));
        },
      )
      .finally(() => {
        pending.current = false;
      });
  }, [state, host]);

  return [state, toggle] as const;
}
