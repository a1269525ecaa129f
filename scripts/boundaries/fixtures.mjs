#!/usr/bin/env node
/**
 * Proves every boundary rule: writes files that break each one (and files that stay inside the
 * rules) into the tree, lints them with the repository's biome.json, and fails unless each broken
 * file gets exactly its rule's message and the others get none. The files are removed afterwards.
 *
 *   node scripts/boundaries/fixtures.mjs
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from './rules.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CYCLE = 'lint/suspicious/noImportCycles';

/** [file, source, expected message (a key of MESSAGES, CYCLE, or null for none)] */
const FIXTURES = [
  [
    'apps/content/src/features/zz-boundary-a/other-app.ts',
    "export { x } from '@portal/search/routes';",
    'otherApp',
  ],
  [
    'apps/content/src/features/zz-boundary-a/other-app-path.ts',
    "export { x } from '../../../../search/src/app/routes';",
    'otherApp',
  ],
  [
    'apps/content/src/features/zz-boundary-a/sibling.ts',
    "export { x } from '../zz-boundary-b/thing';",
    'otherFeature',
  ],
  [
    'apps/content/src/features/zz-boundary-a/sub/nested.ts',
    "export { x } from '../../zz-boundary-b/thing';",
    'otherFeature',
  ],
  [
    'apps/content/src/features/zz-boundary-a/via-features.ts',
    "export { x } from '../../features/zz-boundary-b/thing';",
    'otherFeature',
  ],
  ['apps/content/src/features/zz-boundary-a/own.ts', "export { x } from './sub/thing';", null],
  ['apps/content/src/features/zz-boundary-a/sub/own-up.ts', "export { x } from '../own';", null],
  [
    'apps/content/src/features/zz-boundary-a/app-level.ts',
    "export { messages } from '../../messages';",
    null,
  ],
  ['apps/content/src/app/zz-boundary-compose.ts', "export { x } from '../features/zz-boundary-a/own';", null],
  [
    'apps/shell/src/zz-boundary-package-path.ts',
    "export { x } from '../../../packages/api/src/paths';",
    'packageByPath',
  ],
  [
    'apps/search/src/zz-boundary-server.ts',
    "export { buildApp } from '../../../server/src/app';",
    'serverFromApp',
  ],
  [
    'packages/shared-ui/src/zz-boundary-upward.ts',
    "export { x } from '@portal/session/hooks';",
    'packageUpward',
  ],
  ['packages/api/src/zz-boundary-app.ts', "export { x } from '@portal/shell/host';", 'packageToApp'],
  ['apps/search/src/zz-boundary-router.ts', "export { Link } from 'react-router-dom';", 'routerOnly'],
  ['packages/shared-ui/src/zz-boundary-router.ts', "export { Link } from 'react-router';", 'routerOnly'],
  ['packages/router/src/zz-boundary-router.ts', "export { Link } from 'react-router';", null],
  ['apps/content/src/zz-boundary-query.ts', "export { useQuery } from '@tanstack/react-query';", 'queryOnly'],
  [
    'packages/session/src/zz-boundary-query.ts',
    "export { QueryClient } from '@tanstack/query-core';",
    'queryOnly',
  ],
  ['packages/query/src/zz-boundary-query.ts', "export { useQuery } from '@tanstack/react-query';", null],
  ['packages/query/src/zz-boundary-upward.ts', "export { http } from '@portal/api/client';", 'packageUpward'],
  ['server/src/zz-boundary-router.ts', "export { Link } from '@portal/router';", 'serverOnlyApi'],
  ['packages/session/src/zz-boundary-down.ts', "export { x } from '@portal/shared-ui/toast';", null],
  ['server/src/zz-boundary-ui.ts', "export { x } from '@portal/shared-ui/toast';", 'serverOnlyApi'],
  [
    'packages/api/src/zz-boundary-cycle-a.ts',
    "import { b } from './zz-boundary-cycle-b';\nexport const a = () => b;",
    CYCLE,
  ],
  [
    'packages/api/src/zz-boundary-cycle-b.ts',
    "import { a } from './zz-boundary-cycle-a';\nexport const b = () => a;",
    CYCLE,
  ], // the server is checked for cycles like everything else
  [
    'server/src/zz-boundary-cycle-a.ts',
    "import { b } from './zz-boundary-cycle-b';\nexport const a = () => b;",
    CYCLE,
  ],
  [
    'server/src/zz-boundary-cycle-b.ts',
    "import { a } from './zz-boundary-cycle-a';\nexport const b = () => a;",
    CYCLE,
  ],
];

const written = [];
const madeDirs = [];
function write(file, source) {
  const full = path.join(root, file);
  let dir = path.dirname(full);
  const missing = [];
  while (!fs.existsSync(dir)) {
    missing.unshift(dir);
    dir = path.dirname(dir);
  }
  for (const d of missing) {
    fs.mkdirSync(d);
    madeDirs.unshift(d);
  }
  fs.writeFileSync(full, `${source}\n`);
  written.push(full);
}

let failures = 0;
try {
  for (const [file, source] of FIXTURES) write(file, source);
  let output;
  try {
    output = execFileSync(
      path.join(root, 'node_modules', '.bin', 'biome'),
      ['lint', '--reporter=json', '--max-diagnostics=none', ...FIXTURES.map(([file]) => file)],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
  } catch (error) {
    // biome exits 1 when it reports errors, which is what most fixtures are for
    output = error.stdout;
  }
  const diagnostics = JSON.parse(output).diagnostics;
  for (const [file, , expected] of FIXTURES) {
    const found = diagnostics.filter((d) => d.location?.path === file);
    const got = found.map((d) => (d.category === CYCLE ? CYCLE : d.message));
    const want = expected === null ? [] : [expected === CYCLE ? CYCLE : MESSAGES[expected]];
    const ok = got.length === want.length && got.every((g, i) => g === want[i]);
    if (!ok) failures += 1;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${file}: ${expected ?? 'allowed'}${ok ? '' : ` (got ${JSON.stringify(got)})`}`,
    );
  }
} finally {
  for (const file of written) fs.rmSync(file, { force: true });
  for (const dir of madeDirs) fs.rmSync(dir, { recursive: true, force: true });
}
console.log(`boundaries: ${FIXTURES.length - failures} passed, ${failures} failed`);
process.exit(failures === 0 ? 0 : 1);
