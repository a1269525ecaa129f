// No React here: the entry module (src/index.ts) loads this before the share scope is ready.

/** One remote of the runtime manifest `/remotes.json` (docs/architecture.md). */
export interface RemoteEntry {
  /** federation name; the shell loads `${name}/routes` */
  name: string;
  /** URL of its mf-manifest.json (or remoteEntry.js) */
  entry: string;
  /** path prefixes it owns, e.g. ['/info', '/case'] */
  prefixes: string[];
}

export type RegistryStatus = 'pending' | 'ready' | 'failed';

export interface RegistryState {
  status: RegistryStatus;
  remotes: readonly RemoteEntry[];
  error?: unknown;
}

const NAME = /^[A-Za-z_$][\w$-]*$/;

/** '/info/' -> '/info'; anything that is not an absolute path (or is '/') owns nothing. */
export function normalizePrefix(prefix: unknown): string | null {
  if (typeof prefix !== 'string' || !prefix.startsWith('/') || prefix.startsWith('//')) return null;
  const trimmed = prefix.replace(/\/+$/, '');
  return trimmed === '' ? null : trimmed;
}

/**
 * Reads `{ remotes: [{ name, entry, prefixes }] }`, keeping only well-formed entries (and, when
 * `allowed` is given, only those names). Throws when the document itself is not a manifest.
 */
export function parseRemotesManifest(json: unknown, allowed?: readonly string[] | null): RemoteEntry[] {
  const list = (json as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list)) throw new Error('remotes.json: expected { "remotes": [...] }');
  const seen = new Set<string>();
  const remotes: RemoteEntry[] = [];
  for (const raw of list) {
    const { name, entry, prefixes } = (raw ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || !NAME.test(name) || seen.has(name)) continue;
    if (typeof entry !== 'string' || entry.trim() === '') continue;
    if (allowed && !allowed.includes(name)) continue;
    const owned = Array.isArray(prefixes)
      ? prefixes.map(normalizePrefix).filter((p): p is string => p !== null)
      : [];
    seen.add(name);
    remotes.push({ name, entry, prefixes: owned });
  }
  return remotes;
}

/**
 * The remote owning a path: its prefix equals the path or is followed by '/' in it (a segment
 * boundary, so '/info' owns '/info/detail' but not '/information'); the longest prefix wins.
 */
export function matchRemote(
  pathname: string,
  remotes: readonly RemoteEntry[] = state.remotes,
): { remote: RemoteEntry; prefix: string } | null {
  let best: { remote: RemoteEntry; prefix: string } | null = null;
  for (const remote of remotes) {
    for (const prefix of remote.prefixes) {
      const owns = pathname === prefix || pathname.startsWith(`${prefix}/`);
      if (owns && (!best || prefix.length > best.prefix.length)) best = { remote, prefix };
    }
  }
  return best;
}

let state: RegistryState = { status: 'pending', remotes: [] };
const listeners = new Set<() => void>();

function setState(next: RegistryState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function getRegistry(): RegistryState {
  return state;
}

export function setRemotes(remotes: readonly RemoteEntry[]): void {
  setState({ status: 'ready', remotes });
}

export function markRegistryFailed(error: unknown): void {
  setState({ status: 'failed', remotes: state.remotes, error });
}

export function markRegistryPending(): void {
  setState({ status: 'pending', remotes: state.remotes });
}

export function subscribeRegistry(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
