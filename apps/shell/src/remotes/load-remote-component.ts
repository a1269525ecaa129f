import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { trackRemoteLoad } from './progress';
import { isRemoteFailure } from './retry-plugin';

/** What a remote exposes for the shell to render: `./routes` and the `./widgets/*` modules. */
export type RemoteComponent = ComponentType;

/** ('content', './widgets/NewsFeed') -> 'content/widgets/NewsFeed', the id `loadRemote` takes. */
export function remoteModuleId(remote: string, expose: string): string {
  return `${remote}/${expose.replace(/^\.\//, '')}`;
}

/** Loaded components by module id, so a slot shown again never shows its skeleton again. */
const loaded = new Map<string, RemoteComponent>();
const loading = new Map<string, Promise<RemoteComponent>>();

export function getLoadedRemoteComponent(id: string): RemoteComponent | undefined {
  return loaded.get(id);
}

/**
 * What a remote module may export beside its component (host contract): `./routes` exports
 * `preload(pathname)`, which loads the code of the page at that address. The shell awaits it
 * before it renders the routes, so their first page renders at once: a page that suspended after
 * the routes arrived was shown 300 ms late (React keeps a shown Suspense fallback that long).
 */
interface RemoteModule {
  default?: RemoteComponent;
  preload?: (pathname: string) => Promise<void>;
}

/**
 * Loads the default export of a remote module (a component), once at a time per id. The load
 * shows the top progress bar; a failure rejects (the retry plugin has already retried).
 */
export function loadRemoteComponent(id: string): Promise<RemoteComponent> {
  const pending = loading.get(id);
  if (pending) return pending;
  const promise = trackRemoteLoad(
    loadRemote<RemoteModule>(id).then(async (mod) => {
      // the page of the current address comes with the routes (a failure is the page's to show)
      if (mod && !isRemoteFailure(mod) && typeof mod.preload === 'function') {
        await mod.preload(window.location.pathname).catch(() => undefined);
      }
      return mod;
    }),
  )
    .then((mod) => {
      if (!mod || isRemoteFailure(mod)) {
        throw new Error(`remote module "${id}" could not be loaded`, { cause: mod ? mod.error : undefined });
      }
      const component = mod.default;
      if (component == null || (typeof component !== 'function' && typeof component !== 'object')) {
        throw new Error(`remote module "${id}" has no default export component`);
      }
      loaded.set(id, component);
      return component;
    })
    .finally(() => {
      loading.delete(id);
    });
  loading.set(id, promise);
  return promise;
}

/** For tests: forget loaded remote modules. */
export function resetLoadedRemotes(): void {
  loaded.clear();
  loading.clear();
}
