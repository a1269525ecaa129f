import { useSyncExternalStore } from 'react';
import { Spinner } from './spinner';

/** Spec 9: a toast stays 1500 ms. */
export const TOAST_DURATION_MS = 1500;
/** Spec 8/9: the default text of the loading toast. */
export const LOADING_TEXT = '提交中...';

export type ToastKind = 'info' | 'loading';

export interface ToastOptions {
  /** ms before it hides; default 1500 for info, until dismissed for loading */
  duration?: number;
  kind?: ToastKind;
}

export interface ToastItem {
  id: number;
  message: string;
  kind: ToastKind;
}

type Dismiss = () => void;

// One toast at a time, like the original site: a new toast replaces the one showing. The store is
// module state; `@portal/shared-ui/*` is a federation singleton, so every remote shares it and the
// shell's single <Toaster/> shows toasts from anywhere.
let current: ToastItem | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastItem | null {
  return current;
}

function dismissById(id: number): void {
  if (current?.id !== id) return;
  clearTimeout(timer);
  current = null;
  emit();
}

function show(message: string, options: ToastOptions = {}): Dismiss {
  const kind = options.kind ?? 'info';
  const id = nextId++;
  clearTimeout(timer);
  current = { id, message, kind };
  const duration = options.duration ?? (kind === 'loading' ? undefined : TOAST_DURATION_MS);
  if (duration !== undefined && duration > 0) timer = setTimeout(() => dismissById(id), duration);
  emit();
  return () => dismissById(id);
}

export interface ToastFn {
  (message: string, options?: ToastOptions): Dismiss;
  /** A loading toast that stays until the returned function is called (or another toast replaces it). */
  loading(message?: string, options?: Omit<ToastOptions, 'kind'>): Dismiss;
  /** Hides whatever toast is showing. */
  dismiss(): void;
}

/** Shows a short message; returns a function that hides it early. */
export const toast: ToastFn = Object.assign(show, {
  loading: (message: string = LOADING_TEXT, options: Omit<ToastOptions, 'kind'> = {}) =>
    show(message, { ...options, kind: 'loading' }),
  dismiss: () => {
    if (current) dismissById(current.id);
  },
});

/** The toast currently showing (for tests and for screens that need to know). */
export function useToast(): ToastItem | null {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** The one toast outlet. The shell mounts exactly one; remotes never mount their own. */
export function Toaster() {
  const item = useToast();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-[40%] z-[1000] flex justify-center px-4"
    >
      {item ? (
        <div
          key={item.id}
          role="status"
          aria-busy={item.kind === 'loading' || undefined}
          className="flex max-w-[80vw] items-center gap-2 rounded-md bg-black/75 px-4 py-2.5 text-sm leading-5 text-white shadow-pop"
        >
          {item.kind === 'loading' ? <Spinner size={16} className="text-white" label="" /> : null}
          <span>{item.message}</span>
        </div>
      ) : null}
    </div>
  );
}
