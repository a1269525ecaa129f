// No React here: the loaders report to this store, the progress bar reads it.

let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Counts `promise` as a remote loading (a route or a widget) until it settles. */
export function trackRemoteLoad<T>(promise: Promise<T>): Promise<T> {
  pending += 1;
  emit();
  return promise.finally(() => {
    pending -= 1;
    emit();
  });
}

export function isRemoteLoading(): boolean {
  return pending > 0;
}

export function subscribeRemoteLoading(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves once no remote is loading (at once when none is). */
export function afterRemotesLoaded(): Promise<void> {
  if (pending === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = subscribeRemoteLoading(() => {
      if (pending > 0) return;
      unsubscribe();
      resolve();
    });
  });
}
