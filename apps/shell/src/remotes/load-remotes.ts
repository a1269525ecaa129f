import { registerRemotes } from '@module-federation/enhanced/runtime';
import { markRegistryFailed, markRegistryPending, parseRemotesManifest, setRemotes } from './registry';
import { fetchWithRetry } from './retry-plugin';

export const REMOTES_MANIFEST_URL = '/remotes.json';

function allowedRemotes(): readonly string[] | null {
  return typeof __PORTAL_REMOTES_ALLOWED__ === 'undefined' ? null : (__PORTAL_REMOTES_ALLOWED__ ?? null);
}

/**
 * Fetches the runtime manifest and registers its remotes with the federation runtime. Never
 * throws: on failure the registry is marked failed and the portal boots without remotes.
 */
export async function loadRemotesManifest(url: string = REMOTES_MANIFEST_URL): Promise<void> {
  markRegistryPending();
  try {
    const response = await fetchWithRetry(url, { credentials: 'same-origin', cache: 'no-cache' });
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
    const remotes = parseRemotesManifest(await response.json(), allowedRemotes());
    registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
    setRemotes(remotes);
  } catch (error) {
    console.error('[shell] remotes manifest unavailable; starting without remotes', error);
    markRegistryFailed(error);
  }
}
