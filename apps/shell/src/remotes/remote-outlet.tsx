import { useLocation } from '@portal/router';
import { NotFound } from '@portal/shared-ui/not-found';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { useLayoutEffect } from 'react';
import { messages } from '../messages';
import { remoteModuleId } from './load-remote-component';
import { loadRemotesManifest } from './load-remotes';
import { matchRemote } from './registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';
import { heldServerPage, releaseServerPage, ServerPage } from './server-page';
import { useRegistry } from './use-registry';
import { useRemoteComponent } from './use-remote-component';

/** While the page's remote loads: the server's text of the first page, a skeleton otherwise. */
function SlotWaiting() {
  const { pathname, search } = useLocation();
  const serverPage = heldServerPage(`${pathname}${search}`);
  return serverPage ? <ServerPage nodes={serverPage} /> : <SlotSkeleton />;
}

/** Something other than the wait is on screen: the server's text of the first page is done with. */
function useFirstPageShown(shown: boolean) {
  useLayoutEffect(() => {
    if (shown) releaseServerPage();
  }, [shown]);
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
      <RemoteUnavailable onRetry={onRetry} />
    </div>
  );
}

/** A remote's `./routes` (default export: a component rendering its <Routes>). */
function RemoteSlot({ name }: { name: string }) {
  const { pathname } = useLocation();
  const { state, retry } = useRemoteComponent(remoteModuleId(name, './routes'));
  useFirstPageShown(state.status !== 'loading');

  if (state.status === 'loading') return <SlotWaiting />;
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
  useFirstPageShown(!match && registry.status !== 'pending');

  if (!match) {
    if (registry.status === 'pending') return <SlotWaiting />;
    if (registry.status === 'failed') return <SlotUnavailable onRetry={() => void loadRemotesManifest()} />;
    return <NotFound title={messages.notFound.title} message={messages.notFound.message} />;
  }
  return <RemoteSlot key={match.remote.name} name={match.remote.name} />;
}
