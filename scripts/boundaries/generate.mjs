#!/usr/bin/env node
/**
 * Writes the import boundaries of `rules.mjs` into biome.json's `overrides` (everything else in
 * biome.json is left as it is). `--check` only compares and exits 1 when biome.json is stale.
 *
 *   node scripts/boundaries/generate.mjs [--check]
 *
 * Biome does not merge two overrides that set the same rule (the later one wins), so each generated
 * override carries every pattern that applies to its files.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  APPS,
  CONTRACT_PACKAGE,
  CYCLES_NOT_YET_CHECKED,
  FEATURE_DEPTHS,
  MESSAGES,
  PACKAGE_LAYERS,
  TOOL_PACKAGES,
} from './rules.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const configFile = path.join(root, 'biome.json');

const byName = (name) => [`@portal/${name}`, `@portal/${name}/*`];
const rule = (patterns) => ({
  linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } } },
});

/** what every app may not import: other apps, packages by path, server code */
function appPatterns(app) {
  const others = APPS.filter((a) => a !== app);
  return [
    {
      group: [
        ...others.flatMap(byName),
        ...others.map((a) => `**/apps/${a}/**`),
        ...others.map((a) => `**/${a}/src/**`),
      ],
      message: MESSAGES.otherApp,
    },
    { group: ['**/packages/**'], message: MESSAGES.packageByPath },
    { group: [...byName('server'), '**/server/src/**'], message: MESSAGES.serverFromApp },
    ROUTER_ONLY,
    QUERY_ONLY,
  ];
}

/** TanStack Query is reached through @portal/query only (the one module that imports it) */
const QUERY_ONLY = {
  group: [
    '@tanstack/react-query',
    '@tanstack/react-query/*',
    '@tanstack/query-core',
    '@tanstack/query-core/*',
  ],
  message: MESSAGES.queryOnly,
};

/** react-router is reached through @portal/router only (the one module that imports it) */
const ROUTER_ONLY = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: MESSAGES.routerOnly,
};

/**
 * A file `depth` folders below `features/<feature>/` climbs `depth + 1` times to reach
 * `features/`: one more `../` names a sibling feature, two more leave `features/` for the app.
 */
function featurePatterns(depth) {
  const toFeatures = '../'.repeat(depth + 1);
  return [
    { group: [`${toFeatures}*`, `${toFeatures}*/**`, `!${toFeatures}../**`], message: MESSAGES.otherFeature },
    { group: ['**/features/**'], message: MESSAGES.otherFeature },
  ];
}

function overrides() {
  const out = [];
  for (const app of APPS) {
    out.push({ includes: [`apps/${app}/**`], ...rule(appPatterns(app)) });
    for (let depth = 0; depth < FEATURE_DEPTHS; depth += 1) {
      const files = `apps/${app}/src/features/*/${'*/'.repeat(depth)}*`;
      out.push({ includes: [files], ...rule([...appPatterns(app), ...featurePatterns(depth)]) });
    }
  }
  const apps = [...APPS.flatMap(byName), '**/apps/**'];
  PACKAGE_LAYERS.forEach((pkg, level) => {
    const above = [...PACKAGE_LAYERS.slice(level + 1), ...TOOL_PACKAGES];
    out.push({
      includes: [`packages/${pkg}/**`],
      ...rule([
        { group: [...apps, ...byName('server'), '**/server/src/**'], message: MESSAGES.packageToApp },
        { group: above.flatMap(byName), message: MESSAGES.packageUpward },
        { group: ['**/packages/**'], message: MESSAGES.packageByPath },
        ...(pkg === 'router' ? [] : [ROUTER_ONLY]),
        ...(pkg === 'query' ? [] : [QUERY_ONLY]),
      ]),
    });
  });
  out.push({
    includes: ['server/**'],
    ...rule([
      {
        group: [
          ...apps,
          ...[...PACKAGE_LAYERS.filter((p) => p !== CONTRACT_PACKAGE), ...TOOL_PACKAGES].flatMap(byName),
          '**/packages/**',
        ],
        message: MESSAGES.serverOnlyApi,
      },
    ]),
  });
  if (CYCLES_NOT_YET_CHECKED.length > 0) {
    out.push({
      includes: CYCLES_NOT_YET_CHECKED,
      linter: { rules: { suspicious: { noImportCycles: 'off' } } },
    });
  }
  return out;
}

/** the rules every file gets: import cycles are errors (type-only imports cut a cycle) */
function baseRules(rules) {
  return { ...rules, suspicious: { ...rules.suspicious, noImportCycles: 'error' } };
}

const current = JSON.parse(fs.readFileSync(configFile, 'utf8'));
const next = {
  ...current,
  linter: { ...current.linter, rules: baseRules(current.linter.rules) },
  overrides: overrides(),
};
const text = `${JSON.stringify(next, null, 2)}\n`;
if (process.argv.includes('--check')) {
  const generated = (config) => JSON.stringify([config.overrides, config.linter.rules.suspicious]);
  if (generated(current) !== generated(next)) {
    console.error(
      'biome.json 的 overrides 与 scripts/boundaries/rules.mjs 不一致：运行 node scripts/boundaries/generate.mjs',
    );
    process.exit(1);
  }
  console.log('boundaries: biome.json is up to date');
} else {
  fs.writeFileSync(configFile, text);
  // in the repository's own format, so `biome check` stays clean
  execFileSync(path.join(root, 'node_modules', '.bin', 'biome'), ['format', '--write', configFile], {
    cwd: root,
    stdio: 'ignore',
  });
  console.log(`boundaries: wrote ${next.overrides.length} overrides to biome.json`);
}
