import { loadRemote } from '@module-federation/enhanced/runtime';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import { NotFound } from '@portal/shared-ui/not-found';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { type ComponentType, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { messages } from '../../messages';
import { loadRemotesManifest } from './load-remotes';
import { matchRemote } from './registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { isRemoteFailure } from './retry-plugin';
import { useRegistry } from './use-registry';

type RoutesComponent = ComponentType;

/** Loaded `${name}/routes` components, so navigating inside a remote never shows a skeleton again. */
const loaded = new Map<string, RoutesComponent>();
const loading = new Map<string, Promise<RoutesComponent>>();

/** Loads a remote's `./routes` (default export: a component rendering its <Routes>). */
export function loadRemoteRoutes(name: string): Promise<RoutesComponent> {
  const pending = loading.get(name);
  if (pending) return pending;
  const promise = loadRemote<{ default?: RoutesComponent }>(`${name}/routes`)
    .then((mod) => {
      if (!mod || isRemoteFailure(mod)) {
        throw new Error(`remote "${name}" could not be loaded`, { cause: mod ? mod.error : undefined });
      }
      const component = mod.default;
      if (component == null || (typeof component !== 'function' && typeof component !== 'object')) {
        throw new Error(`remote "${name}": ./routes has no default export component`);
      }
      loaded.set(name, component);
      return component;
    })
    .finally(() => {
      loading.delete(name);
    });
  loading.set(name, promise);
  return promise;
}

/** For tests: forget loaded remotes. */
export function resetLoadedRemotes(): void {
  loaded.clear();
  loading.clear();
}

function SlotSkeleton() {
  return (
    <div className="mx-auto min-h-[60vh] w-full max-w-page px-4 py-6">
      <Skeleton block lines={6} label={messages.remotes.loading} />
    </div>
  );
}

function SlotUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="mx-auto min-h-[60vh] w-full max-w-page px-4 py-6">
      <ErrorBlock
        message={messages.remotes.unavailable}
        retryText={messages.remotes.retry}
        onRetry={onRetry}
      />
    </div>
  );
}

type SlotState =
  | { status: 'loading' }
  | { status: 'ready'; Component: RoutesComponent }
  | { status: 'error' };

function RemoteSlot({ name }: { name: string }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SlotState>(() => {
    const Component = loaded.get(name);
    return Component ? { status: 'ready', Component } : { status: 'loading' };
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry
  useEffect(() => {
    const Component = loaded.get(name);
    if (Component) {
      setState({ status: 'ready', Component });
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    loadRemoteRoutes(name).then(
      (component) => active && setState({ status: 'ready', Component: component }),
      (error: unknown) => {
        console.error(`[shell] remote "${name}" unavailable`, error);
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, [name, attempt]);

  const retry = () => setAttempt((n) => n + 1);

  if (state.status === 'loading') return <SlotSkeleton />;
  if (state.status === 'error') return <SlotUnavailable onRetry={retry} />;
  const { Component } = state;
  return (
    <RemoteErrorBoundary resetKey={pathname} fallback={(reset) => <SlotUnavailable onRetry={reset} />}>
      <Component />
    </RemoteErrorBoundary>
  );
}

/**
 * The slot for every path the shell does not own (`path="*"`): the remote whose prefix owns the path
 * renders its routes here; a path no remote owns is the 404 page.
 */
export function RemoteOutlet() {
  const { pathname } = useLocation();
  const registry = useRegistry();
  const match = matchRemote(pathname, registry.remotes);

  if (!match) {
    if (registry.status === 'pending') return <SlotSkeleton />;
    if (registry.status === 'failed') return <SlotUnavailable onRetry={() => void loadRemotesManifest()} />;
    return <NotFound title={messages.notFound.title} message={messages.notFound.message} />;
  }
  return <RemoteSlot key={match.remote.name} name={match.remote.name} />;
}
