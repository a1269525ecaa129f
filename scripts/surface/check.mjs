#!/usr/bin/env node
/**
 * Enforces "the shared contract only grows" for @portal/api (docs/architecture.md, "Version skew"):
 * extracts the package's public surface (its exports and its endpoint table: method, path, input
 * and answer fields) and compares it with the recorded one, `release/surface.json`.
 *
 *   node scripts/surface/check.mjs            fails when the surface changed without the version
 *                                             it needs, or changed at all without being recorded
 *   node scripts/surface/check.mjs --write    records the current surface (refused when the
 *                                             version does not allow the change)
 *
 * Options: --package <dir> (default packages/api), --snapshot <file> (default release/surface.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareSurfaces, extractSurface, versionErrors } from './surface.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at > 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : fallback;
}

const packageDir = option('--package', path.join(root, 'packages', 'api'));
const snapshotFile = option('--snapshot', path.join(root, 'release', 'surface.json'));
const write = process.argv.includes('--write');
const rel = (file) => path.relative(process.cwd(), file) || '.';

const current = extractSurface(packageDir);
const recorded = fs.existsSync(snapshotFile) ? JSON.parse(fs.readFileSync(snapshotFile, 'utf8')) : null;

function record() {
  fs.mkdirSync(path.dirname(snapshotFile), { recursive: true });
  fs.writeFileSync(snapshotFile, `${JSON.stringify(current, null, 2)}\n`);
  console.log(`surface: recorded ${current.package} ${current.version} in ${rel(snapshotFile)}`);
}

if (!recorded) {
  if (!write) {
    console.error(`surface: no recorded surface at ${rel(snapshotFile)}; record one with --write`);
    process.exit(1);
  }
  record();
  process.exit(0);
}

const changes = compareSurfaces(recorded, current);
const errors = versionErrors(recorded, current, changes);
if (errors.length > 0) {
  console.error(`surface: ${current.package} ${current.version} against the recorded ${recorded.version}:`);
  for (const error of errors) console.error(`  ✗ ${error}`);
  console.error(
    'Removing or changing an endpoint, a field or an export breaks remotes built against the old ' +
      'version: add beside it instead, or release a new major (docs/architecture.md, "Version skew").',
  );
  process.exit(1);
}

const changed = changes.breaking.length + changes.additive.length > 0 || recorded.version !== current.version;
if (!changed) {
  console.log(`surface: ${current.package} ${current.version} matches ${rel(snapshotFile)}`);
  process.exit(0);
}
for (const change of [...changes.breaking, ...changes.additive]) console.log(`  • ${change}`);
if (write) {
  record();
  process.exit(0);
}
console.error(
  `surface: ${current.package} ${current.version} is a valid successor of ${recorded.version} but not recorded: ` +
    'run node scripts/surface/check.mjs --write and commit release/surface.json',
);
process.exit(1);
