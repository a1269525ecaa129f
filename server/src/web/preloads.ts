import fs from 'node:fs';
import path from 'node:path';

interface RemoteLike {
  name: string;
  entry: string;
  prefixes: string[];
}

interface ExposeAssets {
  name: string;
  assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: ExposeAssets[];
}

/** the remote owning a path, as the shell routes it: the longest prefix on a segment boundary */
function remoteOf(remotes: readonly RemoteLike[], pathname: string): RemoteLike | undefined {
  let best: { remote: RemoteLike; length: number } | undefined;
  for (const remote of remotes) {
    for (const prefix of remote.prefixes) {
      const owns = pathname === prefix || pathname.startsWith(`${prefix}/`);
      if (owns && (!best || prefix.length > best.length)) best = { remote, length: prefix.length };
    }
  }
  return best?.remote;
}

const LOCAL_ENTRY = /^\/remotes\/([a-z][a-z0-9-]{0,40})\/mf-manifest\.json$/;

/**
 * What a page's HTML asks the browser to fetch at once (issue 24): the page's remote, which the
 * shell would otherwise find only after its own script ran and read `remotes.json` and the
 * remote's manifest: the manifest, the container and its `./routes` module with its stylesheet,
 * read from the built manifest on disk. Only for remotes served here (a remote on another origin
 * is left to the shell); read again when the manifest changes, like `remotes.json`.
 */
export function pagePreloads(webRoot: string, remotes: () => readonly RemoteLike[]) {
  const cache = new Map<string, { mtimeMs: number; tags: string }>();
  return (pathname: string): string => {
    const remote = remoteOf(remotes(), pathname);
    const local = remote?.entry.match(LOCAL_ENTRY);
    if (!remote || !local) return '';
    const file = path.join(webRoot, 'apps', local[1] as string, 'dist', 'mf-manifest.json');
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return '';
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs) return cached.tags;
    let tags = '';
    try {
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as FederationManifest;
      const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
      const entry = manifest.metaData?.remoteEntry;
      const routes = manifest.exposes?.find((e) => e.name === 'routes');
      const scripts = [
        ...(entry?.name ? [`${entry.path ? `${entry.path}/` : ''}${entry.name}`] : []),
        ...(routes?.assets?.js?.sync ?? []),
      ];
      tags = [
        `<link rel="preload" href="${remote.entry}" as="fetch" crossorigin="anonymous"/>`,
        ...scripts.map((s) => `<link rel="preload" href="${base}${s}" as="script"/>`),
        ...(routes?.assets?.css?.sync ?? []).map(
          (s) => `<link rel="preload" href="${base}${s}" as="style"/>`,
        ),
      ].join('');
    } catch {
      tags = '';
    }
    cache.set(file, { mtimeMs: stat.mtimeMs, tags });
    return tags;
  };
}
