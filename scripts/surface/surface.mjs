/**
 * The public surface of @portal/api and the rule that it only grows (see "Version skew" in
 * docs/architecture.md): what changed between a recorded surface and the current one, and the
 * version each change needs.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The surface of the package in `dir` (a child process: each copy loads its own modules). */
export function extractSurface(dir) {
  const out = execFileSync(
    process.execPath,
    ['--import', path.join(here, 'register.mjs'), path.join(here, 'extract.mjs'), dir],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(out);
}

/** `"integer?"` -> { type: 'integer', optional: true } (a field's recorded form) */
function parseField(value) {
  const optional = value.endsWith('?') && !value.includes(' / ');
  return { type: optional ? value.slice(0, -1) : value, optional };
}

/**
 * What changed from `before` to `after`: `breaking` (an old caller can break: something removed
 * or changed, an input field newly required, an answer's field newly optional) and `additive`
 * (an old caller cannot notice: something added, an input field newly optional, an answer's field
 * newly required). Each a list of sentences.
 */
export function compareSurfaces(before, after) {
  const breaking = [];
  const additive = [];

  for (const [subpath, names] of Object.entries(before.exports)) {
    const now = after.exports[subpath];
    if (!now) {
      breaking.push(`export ${subpath} removed`);
      continue;
    }
    for (const [name, kind] of Object.entries(names)) {
      if (!(name in now)) breaking.push(`${subpath}: export ${name} removed`);
      else if (now[name] !== kind)
        breaking.push(`${subpath}: export ${name} changed from ${kind} to ${now[name]}`);
    }
    for (const name of Object.keys(now))
      if (!(name in names)) additive.push(`${subpath}: export ${name} added`);
  }
  for (const subpath of Object.keys(after.exports))
    if (!(subpath in before.exports)) additive.push(`export ${subpath} added`);

  for (const [key, old] of Object.entries(before.endpoints)) {
    const now = after.endpoints[key];
    if (!now) {
      breaking.push(`endpoint ${key} (${old.method} ${old.path}) removed`);
      continue;
    }
    if (now.method !== old.method || now.path !== old.path)
      breaking.push(`endpoint ${key}: ${old.method} ${old.path} changed to ${now.method} ${now.path}`);
    compareFields(key, 'input', old.input, now.input, breaking, additive);
    compareFields(key, 'response', old.response, now.response, breaking, additive);
  }
  for (const [key, now] of Object.entries(after.endpoints))
    if (!(key in before.endpoints)) additive.push(`endpoint ${key} (${now.method} ${now.path}) added`);

  return { breaking, additive };
}

function compareFields(key, side, before, after, breaking, additive) {
  const where = `endpoint ${key}: ${side} field`;
  for (const [field, value] of Object.entries(before)) {
    if (!(field in after)) {
      breaking.push(`${where} ${field} removed`);
      continue;
    }
    const old = parseField(value);
    const now = parseField(after[field]);
    if (old.type !== now.type) breaking.push(`${where} ${field} changed from ${old.type} to ${now.type}`);
    else if (old.optional !== now.optional) {
      // an input field becoming required, or an answer's field becoming optional, breaks old callers
      const narrows = side === 'input' ? !now.optional : now.optional;
      (narrows ? breaking : additive).push(
        `${where} ${field} became ${now.optional ? 'optional' : 'required'}`,
      );
    }
  }
  for (const [field, value] of Object.entries(after)) {
    if (field in before) continue;
    const { optional } = parseField(value);
    // old callers do not send a new input field: only an optional one is additive
    if (side === 'input' && !optional) breaking.push(`${where} ${field} added as required`);
    else additive.push(`${where} ${field} added`);
  }
}

function parseVersion(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version ?? '');
  if (!match) throw new Error(`not a release version: ${version}`);
  return match.slice(1).map(Number);
}

function lower(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

/**
 * The errors of going from `before` (recorded surface) to `after` (current), by the versions they
 * carry: a breaking change needs a new major, an additive one at least a new minor. Empty: allowed.
 */
export function versionErrors(before, after, { breaking, additive }) {
  const [major, minor, patch] = parseVersion(before.version);
  const now = parseVersion(after.version);
  const errors = [];
  if (lower(now, [major, minor, patch]))
    errors.push(`version ${after.version} is lower than the recorded ${before.version}`);
  if (breaking.length > 0 && now[0] <= major) {
    for (const change of breaking)
      errors.push(
        `${change}: a breaking change needs a major version (${major + 1}.0.0), package is ${after.version}`,
      );
  } else if (additive.length > 0 && now[0] === major && now[1] <= minor) {
    for (const change of additive)
      errors.push(
        `${change}: an addition needs at least a minor version (${major}.${minor + 1}.0), package is ${after.version}`,
      );
  }
  return errors;
}
