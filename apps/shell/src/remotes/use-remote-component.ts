import { useCallback, useEffect, useState } from 'react';
import { getLoadedRemoteComponent, loadRemoteComponent, type RemoteComponent } from './load-remote-component';

export type RemoteComponentState =
  | { status: 'loading' }
  | { status: 'ready'; Component: RemoteComponent }
  | { status: 'error' };

/**
 * The component a remote module exports, loaded when `enabled` (a widget waits for the idle
 * point; until then it stays 'loading'). `retry` loads again after a failure.
 */
export function useRemoteComponent(id: string, enabled = true) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RemoteComponentState>(() => {
    const Component = getLoadedRemoteComponent(id);
    return Component ? { status: 'ready', Component } : { status: 'loading' };
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry
  useEffect(() => {
    const Component = getLoadedRemoteComponent(id);
    if (Component) {
      setState((s) =>
        s.status === 'ready' && s.Component === Component ? s : { status: 'ready', Component },
      );
      return;
    }
    setState({ status: 'loading' });
    if (!enabled) return;
    let active = true;
    loadRemoteComponent(id).then(
      (component) => active && setState({ status: 'ready', Component: component }),
      (error: unknown) => {
        console.error(`[shell] remote module "${id}" unavailable`, error);
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [id, enabled, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
