import { type ModuleFederationRuntimePlugin, satisfy } from '@module-federation/enhanced/runtime';

/**
 * Federation runtime plugin of the shell (the "Version skew" contract in docs/architecture.md): a
 * remote that requires a singleton (React, jotai, @portal/router, @portal/query, @portal/session,
 * @portal/shared-ui, @portal/api's client and errors) in a version the shell's copy does not satisfy
 * is refused as soon as its container starts, before any of its code runs. `loadRemote` then fails
 * and the retry plugin hands the slot its fallback (该模块暂时无法加载), instead of the remote running
 * on a copy it was not built for, or failing later at its first call with a half-rendered page.
 *
 * A remote built against an older minor (`^1.0.0` against the shell's 1.1.0) passes and runs on the
 * shell's copies; one that needs another major, or a newer minor than the shell ships (deploy the
 * shell first), does not. Packages that are not singletons (@portal/api's endpoint tables, rules and
 * links) are not checked: the runtime gives such a remote its own copy.
 */

interface ShareDeclaration {
  version?: string;
  from?: string;
  shareConfig?: { singleton?: boolean; strictVersion?: boolean; requiredVersion?: string | false };
}
export type SharedDeclarations = Record<string, ShareDeclaration[] | undefined>;

/** '@portal/api/client' -> '@portal/api', 'react/jsx-runtime' -> 'react', 'jotai/' -> 'jotai' */
export function packageOf(key: string): string {
  const parts = key.split('/');
  return (key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]) ?? key;
}

/**
 * Each singleton the remote requires in a range the host's copy (by key, else by package) misses.
 * `hostName`: only the host's own declarations count (the runtime may list others beside them).
 */
export function incompatibleSingletons(
  host: SharedDeclarations,
  remote: SharedDeclarations,
  hostName?: string,
): string[] {
  const provided = new Map<string, string>();
  for (const [key, declarations] of Object.entries(host)) {
    for (const declaration of declarations ?? []) {
      if (!declaration.version || (hostName && declaration.from && declaration.from !== hostName)) continue;
      provided.set(key, declaration.version);
      if (!provided.has(packageOf(key))) provided.set(packageOf(key), declaration.version);
    }
  }
  const refused: string[] = [];
  for (const [key, declarations] of Object.entries(remote)) {
    for (const { shareConfig } of declarations ?? []) {
      const range = shareConfig?.requiredVersion;
      if (!shareConfig?.singleton || !shareConfig.strictVersion || typeof range !== 'string') continue;
      const version = provided.get(key) ?? provided.get(packageOf(key));
      if (version && !satisfy(version, range)) refused.push(`${key} ${range}, shell ${version}`);
    }
  }
  return refused;
}

interface FederationInstance {
  name: string;
  options: { shared?: SharedDeclarations };
  /** scope -> module -> version -> what registered it */
  shareScopeMap?: Record<string, Record<string, Record<string, { from?: string; loaded?: boolean }>>>;
}

export function createVersionGate(
  instances: () => FederationInstance[] = () =>
    (globalThis as { __FEDERATION__?: { __INSTANCES__?: FederationInstance[] } }).__FEDERATION__
      ?.__INSTANCES__ ?? [],
): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-version-gate',
    initContainer(args) {
      const { name } = args.remoteInfo;
      const remote = instances().find((instance) => instance.name === name);
      const host = args.origin as unknown as FederationInstance;
      const refused = remote
        ? incompatibleSingletons(host.options.shared ?? {}, remote.options.shared ?? {}, host.name)
        : [];
      if (refused.length > 0) {
        // Its container registered its copies beside the shell's when it started: drop them, or a
        // singleton the shell has not loaded yet (the HTTP client) would be taken from the refused
        // remote (`loaded-first` takes the highest version of what nobody has loaded).
        for (const scope of Object.values(host.shareScopeMap ?? {}))
          for (const versions of Object.values(scope))
            for (const [version, entry] of Object.entries(versions))
              if (entry.from === name && !entry.loaded) delete versions[version];
        throw new Error(`remote ${name} refused: ${refused.join('; ')}`);
      }
      return args;
    },
  };
}

export default function versionGate(): ModuleFederationRuntimePlugin {
  return createVersionGate();
}
