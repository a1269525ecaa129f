#!/usr/bin/env node
/**
 * Proves the "only grows" check (check.mjs): copies @portal/api into a temporary folder, breaks
 * each rule in the copy's real source (an endpoint removed, a path changed, an answer's field
 * removed, a required input field added, an export removed) and grows it in another copy (an
 * endpoint, an export, an optional input field, an answer's field added), extracts both surfaces
 * and compares them with the surface of the unchanged package. Fails unless each change gets exactly
 * its rule's verdict, and unless the version each needs is demanded: the same version or a minor
 * for a breaking change is refused, a major accepted; the same version or a patch for an addition is
 * refused, a minor accepted; a lower version is refused.
 *
 *   node scripts/surface/fixtures.mjs
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareSurfaces, extractSurface, versionErrors } from './surface.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const api = path.join(root, 'packages', 'api');

/** [file in the package, text to find, replacement, the change's expected verdict] */
const BREAKING = [
  [
    'src/endpoints/portal.ts',
    "  deviceCategories: portal.get('/wapi/bms/brand/getFirstCategoryList.do', (c) => ({\n    response: c.DeviceCategoriesResponse,\n  })),\n",
    '',
    /^endpoint portal\.deviceCategories \(GET \/wapi\/bms\/brand\/getFirstCategoryList\.do\) removed$/,
  ],
  [
    'src/endpoints/portal.ts',
    "'/wapi/portal/getAcademicResources.do'",
    "'/wapi/portal/getAcademicResourceList.do'",
    /^endpoint portal\.academicResources: GET \/wapi\/portal\/getAcademicResources\.do changed to GET \/wapi\/portal\/getAcademicResourceList\.do$/,
  ],
  [
    'src/contract/portal.ts',
    'export const FooterQrCode = Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String() });',
    'export const FooterQrCode = Type.Object({ id: Type.Integer(), name: Type.String() });',
    /^endpoint portal\.footerQrCodes: response field list\[\]\.url removed$/,
  ],
  [
    'src/contract/portal.ts',
    'export const HintWordsQuery = Type.Object({ dictIdStr: Type.String({ minLength: 1, maxLength: 100 }) });',
    'export const HintWordsQuery = Type.Object({ dictIdStr: Type.String({ minLength: 1, maxLength: 100 }), lang: Type.String() });',
    /^endpoint portal\.hintWords: input field lang added as required$/,
  ],
  ['src/links.ts', 'export const askAiUrl = ', 'const askAiUrl = ', /^\.\/links: export askAiUrl removed$/],
];

const ADDITIVE = [
  [
    'src/endpoints/portal.ts',
    'export const portalEndpoints = {\n',
    "export const portalEndpoints = {\n  zzFixturePing: portal.get('/wapi/portal/zzFixturePing.do', (c) => ({ response: c.FooterQrCodesResponse })),\n",
    /^endpoint portal\.zzFixturePing \(GET \/wapi\/portal\/zzFixturePing\.do\) added$/,
  ],
  [
    'src/links.ts',
    'export const askAiUrl = ',
    "export const zzFixtureUrl = '/zz-fixture';\nexport const askAiUrl = ",
    /^\.\/links: export zzFixtureUrl added$/,
  ],
  [
    'src/contract/portal.ts',
    'export const HintWordsQuery = Type.Object({ dictIdStr: Type.String({ minLength: 1, maxLength: 100 }) });',
    'export const HintWordsQuery = Type.Object({ dictIdStr: Type.String({ minLength: 1, maxLength: 100 }), lang: Type.Optional(Type.String()) });',
    /^endpoint portal\.hintWords: input field lang added$/,
  ],
  [
    'src/contract/portal.ts',
    'export const FooterQrCode = Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String() });',
    'export const FooterQrCode = Type.Object({ id: Type.Integer(), name: Type.String(), url: Type.String(), caption: Type.String() });',
    /^endpoint portal\.footerQrCodes: response field list\[\]\.caption added$/,
  ],
];

const failures = [];
const fail = (message) => failures.push(message);

/** A copy of the package with `edits` applied (it resolves its dependencies through the original's). */
function copyWith(edits, into) {
  fs.cpSync(path.join(api, 'src'), path.join(into, 'src'), { recursive: true });
  fs.copyFileSync(path.join(api, 'package.json'), path.join(into, 'package.json'));
  fs.symlinkSync(path.join(api, 'node_modules'), path.join(into, 'node_modules'), 'dir');
  for (const [file, find, replace] of edits) {
    const target = path.join(into, file);
    const text = fs.readFileSync(target, 'utf8');
    // a fixture whose anchor moved must fail loudly, never pass by changing nothing
    if (!text.includes(find)) throw new Error(`fixture anchor not found in ${file}: ${find.slice(0, 80)}`);
    fs.writeFileSync(target, text.replace(find, replace));
  }
}

/** Every change is one expected verdict, and every expected verdict is there exactly once. */
function expectChanges(name, got, expected) {
  for (const change of got)
    if (!expected.some((pattern) => pattern.test(change))) fail(`${name}: unexpected verdict "${change}"`);
  for (const pattern of expected) {
    const hits = got.filter((change) => pattern.test(change)).length;
    if (hits !== 1) fail(`${name}: expected one verdict matching ${pattern}, got ${hits}`);
  }
}

function expectVersions(name, before, after, changes, cases) {
  for (const [version, allowed] of cases) {
    const errors = versionErrors(before, { ...after, version }, changes);
    if (allowed && errors.length > 0) fail(`${name} at ${version}: refused (${errors[0]})`);
    if (!allowed && errors.length === 0) fail(`${name} at ${version}: accepted, must be refused`);
  }
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-surface-fixtures-'));
try {
  const base = extractSurface(api);
  const [major, minor, patch] = base.version.split('.').map(Number);
  const same = base.version;
  const nextPatch = `${major}.${minor}.${patch + 1}`;
  const nextMinor = `${major}.${minor + 1}.0`;
  const nextMajor = `${major + 1}.0.0`;

  copyWith(BREAKING, path.join(tmp, 'breaking'));
  copyWith(ADDITIVE, path.join(tmp, 'additive'));
  const broken = extractSurface(path.join(tmp, 'breaking'));
  const grown = extractSurface(path.join(tmp, 'additive'));

  const brokenChanges = compareSurfaces(base, broken);
  expectChanges(
    'breaking',
    brokenChanges.breaking,
    BREAKING.map((edit) => edit[3]),
  );
  expectChanges('breaking (additions)', brokenChanges.additive, []);
  expectVersions('breaking', base, broken, brokenChanges, [
    [same, false],
    [nextPatch, false],
    [nextMinor, false],
    [nextMajor, true],
  ]);

  const grownChanges = compareSurfaces(base, grown);
  expectChanges(
    'additive',
    grownChanges.additive,
    ADDITIVE.map((edit) => edit[3]),
  );
  expectChanges('additive (breaking)', grownChanges.breaking, []);
  expectVersions('additive', base, grown, grownChanges, [
    [same, false],
    [nextPatch, false],
    [nextMinor, true],
    [nextMajor, true],
  ]);

  const unchanged = compareSurfaces(base, base);
  expectChanges('unchanged', [...unchanged.breaking, ...unchanged.additive], []);
  expectVersions('unchanged', base, base, unchanged, [
    [same, true],
    [nextPatch, true],
  ]);
  if (major > 0 || minor > 0)
    expectVersions('lower version', base, base, unchanged, [
      [minor > 0 ? `${major}.${minor - 1}.0` : '0.0.0', false],
    ]);
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error('surface fixtures: the "only grows" check does not hold:');
  for (const failure of failures) console.error(`  ✗ ${failure}`);
  process.exit(1);
}
console.log(
  `surface fixtures: ${BREAKING.length} breaking and ${ADDITIVE.length} additive changes get their verdicts and versions`,
);
