import { type ComponentType, lazy } from 'react';

/** A page loaded on demand that can also be asked for ahead of its render. */
export type LazyPage<P extends object> = ComponentType<P> & {
  /** loads the page's code; resolves when it is there (once: later calls share the load) */
  preload(): Promise<void>;
};

/**
 * A page as a chunk of its own, like `React.lazy`, but one that renders at once when its code is
 * already there. Why: React keeps a Suspense fallback that it has shown for at least 300 ms, so a
 * page that suspends after its remote's route table arrived appeared 300 ms later than its code.
 * A remote's `./routes` exports `preload(pathname)`, which loads the page of the address; the shell
 * awaits it before rendering the routes, so the first page renders without suspending.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchPage = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = null; // a failed load may be tried again
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(() => fetchPage().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level, as React.lazy makes its component
  function Page(props: P) {
    const Component = loaded;
    return Component ? <Component {...props} /> : <Suspending {...props} />;
  }
  return Object.assign(Page, { preload: () => fetchPage().then(() => undefined) });
}
