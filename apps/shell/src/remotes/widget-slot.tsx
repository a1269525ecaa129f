import { Skeleton } from '@portal/shared-ui/skeleton';
import { type ReactNode, useEffect, useState } from 'react';
import { messages } from '../messages';
import { afterFirstIdle, hasBeenIdle } from './idle';
import { remoteModuleId } from './load-remote-component';
import { loadRemotesManifest } from './load-remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import { heldServerPart, ServerPage } from './server-page';
import { useRegistry } from './use-registry';
import { useRemoteComponent } from './use-remote-component';

export interface WidgetSlotProps {
  /** federation name of the remote exposing the widget */
  remote: string;
  /** the exposed module, e.g. './widgets/NewsFeed' (default export: a component without props) */
  expose: string;
  /** accessible name of the slot */
  label: string;
  /** height kept while the widget loads, so what follows does not jump when it arrives */
  minHeight: number;
  /**
   * Shown only once the remote is known to be registered: nothing while the remotes manifest is
   * pending or failed. Otherwise the slot shows a skeleton (pending) or the fallback (failed).
   */
  optional?: boolean;
  className?: string;
}

function SlotFrame({
  label,
  minHeight,
  className = '',
  children,
}: Omit<WidgetSlotProps, 'remote' | 'expose'> & { children: ReactNode }) {
  return (
    <section
      aria-label={label}
      className={`rounded-lg bg-white p-5 shadow-sm ring-1 ring-line ${className}`}
      style={{ minHeight }}
    >
      {children}
    </section>
  );
}

function WidgetSkeleton() {
  return <Skeleton lines={6} label={messages.remotes.loading} />;
}

/** Waits for the first idle period (widgets never delay the page's first paint), then loads. */
function RemoteWidget({ id, waiting }: { id: string; waiting: ReactNode }) {
  const [idle, setIdle] = useState(hasBeenIdle);
  useEffect(() => {
    if (idle) return;
    let active = true;
    void afterFirstIdle().then(() => active && setIdle(true));
    return () => {
      active = false;
    };
  }, [idle]);
  const { state, retry } = useRemoteComponent(id, idle);

  if (state.status === 'loading') return waiting;
  if (state.status === 'error') return <RemoteUnavailable onRetry={retry} />;
  const { Component } = state;
  return (
    <RemoteErrorBoundary fallback={(reset) => <RemoteUnavailable onRetry={reset} />}>
      <Component />
    </RemoteErrorBoundary>
  );
}

/**
 * A failure-isolated place for a widget a remote exposes: a skeleton while it loads (after the
 * first idle period), the fallback with 重试 when it cannot load or throws, nothing when its remote
 * is not registered.
 */
export function WidgetSlot({ remote, expose, optional = false, ...frame }: WidgetSlotProps) {
  const registry = useRegistry();
  const registered = registry.remotes.some((r) => r.name === remote);
  const id = remoteModuleId(remote, expose);
  // the server's HTML of this widget on the page first opened (the home page's news rows, issue
  // 24): shown instead of the skeleton until the widget renders, so the page's first paint stays
  const [serverPart] = useState(() =>
    heldServerPart(`${window.location.pathname}${window.location.search}`, id),
  );
  const waiting = serverPart ? <ServerPage nodes={[serverPart]} /> : <WidgetSkeleton />;

  if (registered) {
    return (
      <SlotFrame {...frame}>
        <RemoteWidget id={id} waiting={waiting} />
      </SlotFrame>
    );
  }
  if (optional || registry.status === 'ready') return null;
  return (
    <SlotFrame {...frame}>
      {registry.status === 'pending' ? (
        waiting
      ) : (
        <RemoteUnavailable onRetry={() => void loadRemotesManifest()} />
      )}
    </SlotFrame>
  );
}
