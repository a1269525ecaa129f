#!/usr/bin/env node
/**
 * Proves every rule of `server-structure.mjs`: builds a small server tree in a temporary folder
 * (two areas, a mechanism, the composition), breaks each rule once on top of a clean tree, and
 * fails unless the check reports exactly that breach, and nothing for the clean tree.
 *
 *   node scripts/boundaries/server-structure.fixtures.mjs
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkServer } from './server-structure.mjs';

/** a tree that keeps every rule: areas meet through index.ts and a mechanism's registry */
const CLEAN = {
  'src/app.ts': "import { AREAS } from './areas/index';\nexport const app = AREAS;",
  'src/config.ts': "import { LIMIT } from './lib/limits';\nexport const config = LIMIT;",
  'src/bin/main.ts': "import { app } from '../app';\nexport default app;",
  'src/lib/limits.ts': 'export const LIMIT = 1;',
  'src/cards/registry.ts': 'export interface CardReader { read(ids: number[]): unknown }',
  'src/people/schema.ts': 'export interface PeopleTables { users: { id: number } }',
  'src/people/users.ts': "export const users = (db: any) => db.selectFrom('users').selectAll();",
  'src/areas/index.ts':
    "import { alpha } from './alpha/index';\nimport { beta } from './beta/index';\nexport const AREAS = [alpha, beta];",
  'src/areas/alpha/index.ts': "export { alpha } from './alpha.area';",
  'src/areas/alpha/alpha.area.ts':
    "import type { CardReader } from '../../cards/registry';\nimport { read } from './items/items.repository';\nexport const alpha: CardReader = { read };",
  'src/areas/alpha/schema.ts': 'export interface AlphaTables { alpha_items: { id: number } }',
  'src/areas/alpha/items/items.repository.ts':
    "export const read = (db: any) => db.selectFrom('alpha_items as a').innerJoin('users as u', 'u.id', 'a.id').selectAll();",
  'src/areas/beta/index.ts':
    "export { beta } from './beta.area';\nexport type { BetaItem } from './beta.area';",
  'src/areas/beta/beta.area.ts':
    "import { LIMIT } from '../../lib/limits';\nexport interface BetaItem { id: number }\nexport const beta = { limit: LIMIT };",
  'src/areas/beta/schema.ts': 'export type BetaTables = {\n  beta_items: { id: number };\n};',
  'src/areas/beta/beta.repository.ts':
    "import { sql } from 'kysely';\nexport const count = (db: any) => sql`select count(*) from beta_items`.execute(db);",
  // a test may reach further: its own helpers, the test support, another area's table
  'src/areas/beta/__tests__/beta.test.ts':
    "import { app } from '../../../test-support/test-app';\nexport const rows = (db: any) => db.selectFrom('alpha_items').selectAll();\nexport default app;",
  'src/test-support/test-app.ts': "import { AREAS } from '../areas/index';\nexport const app = AREAS;",
};

/** [name, files to add or replace, expected breaches as `rule file`] */
const FIXTURES = [
  ['clean', {}, []],
  [
    'a mechanism imports an area',
    { 'src/cards/registry.ts': "import { alpha } from '../areas/alpha/index';\nexport const x = alpha;" },
    ['mechanism-imports-area cards/registry.ts'],
  ],
  [
    'a mechanism imports the composition',
    { 'src/lib/limits.ts': "import { AREAS } from '../areas/index';\nexport const LIMIT = AREAS.length;" },
    ['mechanism-imports-area lib/limits.ts'],
  ],
  [
    // config.ts is the composition's (it gathers the areas' defaults), so only through an index
    'config imports an area past its index (type only counts too)',
    { 'src/config.ts': "import type { BetaItem } from './areas/beta/beta.area';\nexport type C = BetaItem;" },
    ['area-inner-import config.ts'],
  ],
  [
    'a mechanism test imports an area past the composition',
    {
      'src/lib/__tests__/limits.test.ts':
        "import { beta } from '../../areas/beta/beta.area';\nexport default beta;",
    },
    ['mechanism-imports-area lib/__tests__/limits.test.ts'],
  ],
  [
    'a seeder may read the table of the area it links to; its repository may not',
    {
      'src/areas/beta/beta.seeder.ts':
        "export const ids = (db: any) => db.selectFrom('alpha_items').select('id');",
      'src/areas/beta/beta.repository.ts':
        "export const ids = (db: any) => db.selectFrom('alpha_items').select('id');",
    },
    ['foreign-table areas/beta/beta.repository.ts'],
  ],
  [
    'an area imports another area past its index',
    {
      'src/areas/alpha/alpha.area.ts':
        "import { count } from '../beta/beta.repository';\nexport const alpha = { read: count };",
    },
    ['area-inner-import areas/alpha/alpha.area.ts'],
  ],
  [
    'an area imports the composition',
    {
      'src/areas/beta/beta.area.ts':
        "import { AREAS } from '../index';\nexport interface BetaItem { id: number }\nexport const beta = { n: AREAS };",
    },
    ['area-inner-import areas/beta/beta.area.ts'],
  ],
  [
    'the composition imports past an index',
    {
      'src/app.ts': "import { read } from './areas/alpha/items/items.repository';\nexport const app = read;",
    },
    ['area-inner-import app.ts'],
  ],
  [
    'two areas import each other',
    {
      'src/areas/alpha/alpha.area.ts':
        "import { beta } from '../beta/index';\nimport { read } from './items/items.repository';\nexport const alpha = { read, beta };",
      'src/areas/beta/beta.area.ts':
        "import { alpha } from '../alpha/index';\nexport interface BetaItem { id: number }\nexport const beta = { alpha };",
    },
    ['area-cycle alpha → beta'],
  ],
  [
    "an area queries another area's table",
    {
      'src/areas/alpha/items/items.repository.ts':
        "export const read = (db: any) => db.selectFrom('alpha_items').leftJoin('beta_items as b', 'b.id', 'alpha_items.id');",
    },
    ['foreign-table areas/alpha/items/items.repository.ts'],
  ],
  [
    "an area's raw SQL names another area's table",
    {
      'src/areas/beta/beta.repository.ts':
        "import { sql } from 'kysely';\nexport const n = (db: any) => sql`select count(*) from alpha_items`.execute(db);",
    },
    ['foreign-table areas/beta/beta.repository.ts'],
  ],
  [
    "a mechanism queries an area's table",
    {
      'src/people/users.ts': "export const users = (db: any) => db.updateTable('beta_items').set({ id: 1 });",
    },
    ['foreign-table people/users.ts'],
  ],
  [
    'a commented-out import is no import',
    {
      'src/cards/registry.ts':
        "// import { alpha } from '../areas/alpha/index';\nexport interface CardReader { read(ids: number[]): unknown }",
    },
    [],
  ],
];

function build(dir, files) {
  for (const [file, source] of Object.entries(files)) {
    const full = path.join(dir, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, `${source}\n`);
  }
}

let failures = 0;
for (const [name, changes, expected] of FIXTURES) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-structure-'));
  try {
    build(dir, { ...CLEAN, ...changes });
    const got = checkServer(dir)
      .breaches.map((b) => `${b.rule} ${b.file}`)
      .sort();
    const want = [...expected].sort();
    const ok = JSON.stringify(got) === JSON.stringify(want);
    if (!ok) failures += 1;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok ? '' : ` (got ${JSON.stringify(got)})`}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
console.log(`server structure: ${FIXTURES.length - failures} fixtures passed, ${failures} failed`);
process.exit(failures === 0 ? 0 : 1);
