import type { JumpItem, JumpTarget } from '@portal/api/contract/jump';
import { createLocalHost, type PortalHost } from '@portal/shared-ui/host';

/**
 * Standalone QA of a remote: load the deployed shell's `shell/host` (jump rules, sign-in, toasts)
 * or fall back to a local host, so every remote runs alone the same way.
 */

/** `createShellHost` as the shell exposes it in `shell/host`. */
export type HostFactory = (navigate?: (to: string) => void) => PortalHost;

/**
 * Jump rule of the local fallback: only the rows this remote can answer without the shell's table
 * (info and other: "the link given with the item", in a new tab); everything else has no jump.
 */
export function localResolveJump(item: JumpItem): JumpTarget {
  if (item.type === 'info' || item.type === 'other') {
    return { kind: 'link', url: item.url ?? '#', newTab: true };
  }
  return { kind: 'none' };
}

/** The host used when the deployed shell's `shell/host` cannot be loaded. */
export const createStandaloneHost: HostFactory = (navigate) =>
  createLocalHost({
    resolveJump: localResolveJump,
    openItem(item, opts) {
      const target = localResolveJump(item);
      if (target.kind !== 'link') return;
      if (opts?.newTab ?? target.newTab) window.open(target.url, '_blank', 'noopener');
      else if (navigate && target.url.startsWith('/')) navigate(target.url);
      else window.location.assign(target.url);
    },
  });

export interface HostRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null | undefined>;
}

export interface LoadedHost {
  factory: HostFactory;
  source: 'shell' | 'local';
}

/**
 * Registers the deployed shell as remote `shell` and loads its `shell/host`. Any failure (shell
 * down, bad manifest, missing export, no answer within `timeoutMs`) falls back to the local host,
 * so the remote always runs.
 */
export async function loadHost(
  runtime: HostRuntime,
  manifestUrl: string,
  timeoutMs = 8000,
): Promise<LoadedHost> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    runtime.registerRemotes([{ name: 'shell', entry: manifestUrl }]);
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`shell/host: no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    const mod = await Promise.race([
      runtime.loadRemote<{ createShellHost?: unknown }>('shell/host'),
      timeout,
    ]);
    if (mod && typeof mod.createShellHost === 'function') {
      return { factory: mod.createShellHost as HostFactory, source: 'shell' };
    }
    console.warn('[standalone] shell/host has no createShellHost(); using the local host');
  } catch (error) {
    console.warn('[standalone] could not load shell/host from %s; using the local host', manifestUrl, error);
  } finally {
    clearTimeout(timer);
  }
  return { factory: createStandaloneHost, source: 'local' };
}
