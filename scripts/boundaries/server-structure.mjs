#!/usr/bin/env node
/**
 * The server's structure, checked: which folder may import which, and which tables each reads.
 *
 *   node scripts/boundaries/server-structure.mjs [--report] [--root <dir with src/>]
 *
 * The server's `src/` has four kinds of folders:
 * - areas (`areas/<area>/`): one product area each, its routes, repositories, tables, seeders;
 * - the composition (`areas/*.ts` beside the area folders, `app.ts`, `bin/`, `test-support/`): what
 *   puts the areas and the mechanisms together;
 * - mechanisms (every other folder, and `config.ts`): what serves every area (db, auth, people,
 *   search, comments, engagement, notices, payments, reviews, cards, media…).
 *
 * The rules (each with a fixture that breaks it: `server-structure.fixtures.mjs`):
 * - mechanism-imports-area: a mechanism imports no area and nothing of the composition: areas
 *   register with mechanisms, never the other way round.
 * - area-inner-import: an area imports another area only through that area's `index.ts`, and no area
 *   imports the composition; the composition imports areas only through their `index.ts`.
 * - area-cycle: the areas' dependency graph (their imports of each other, tests left out) has no
 *   cycle: what two areas need of each other goes through a mechanism's registry.
 * - foreign-table: an area's code (tests and seeders left out) queries only its own tables and the
 *   mechanisms', never another area's; a mechanism queries no area's table. A table belongs to the
 *   folder whose `schema.ts` declares it. Seeders are left out like tests: they build the fixture
 *   world after the areas they link to have seeded, and read those rows to link to them; no request
 *   runs them.
 *
 * Without `--report` it prints the breaches and exits 1 when there are any; with it, it prints the
 * counts of each rule (the figures the closing notes quote) and exits 0.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const STRUCTURE_MESSAGES = {
  'mechanism-imports-area':
    '共享机制不能引用区域或组装层：区域向机制注册（feeder、读取器、审核类型…），机制不认识区域。',
  'area-inner-import':
    '区域之间只能通过对方的 index.ts 引用；区域不引用组装层，组装层也只通过 index.ts 引用区域。',
  'area-cycle': '区域之间的依赖不能成环：双方需要的东西通过机制的注册表（卡片读取器等）交换。',
  'foreign-table': '区域只能查询自己的表和机制的表，不能直接查询其他区域的表：通过对方注册的读取器读取。',
};

const COMPOSITION_DIRS = new Set(['bin', 'test-support', '__tests__']);
const COMPOSITION_FILES = new Set(['app.ts', 'config.ts']);

/** where a file sits: { kind: 'area' | 'composition' | 'mechanism', name, test } */
export function placeOf(rel) {
  const parts = rel.split('/');
  const test = parts.includes('__tests__');
  if (parts[0] === 'areas') {
    if (parts.length > 2 && parts[1] !== '__tests__') return { kind: 'area', name: parts[1], test };
    return { kind: 'composition', name: 'areas', test };
  }
  if (parts.length === 1) {
    return COMPOSITION_FILES.has(parts[0])
      ? { kind: 'composition', name: parts[0], test }
      : { kind: 'mechanism', name: parts[0].replace(/\.tsx?$/, ''), test };
  }
  if (COMPOSITION_DIRS.has(parts[0])) return { kind: 'composition', name: parts[0], test };
  return { kind: 'mechanism', name: parts[0], test };
}

/** a seeder of an area (`*.seeder.ts`, `*.seed.ts`, `*-seed.ts`): exempt from foreign-table */
export const SEEDER_RE = /(?:\.seeder|\.seed|-seed)\.ts$/;

/** an area's public face: `areas/<area>/index.ts` */
const isAreaIndex = (rel) => /^areas\/[^/]+\/index\.ts$/.test(rel);

// ---------------------------------------------------------------------------------------------
// Reading sources: comments out, strings kept (import paths and table names are strings)

/** The source with comments blanked out (strings, template literals and their `${}` kept). */
export function withoutComments(source) {
  let out = '';
  let i = 0;
  const n = source.length;
  const templateDepth = [];
  while (i < n) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      while (i < n && source[i] !== '\n') i += 1;
      continue;
    }
    if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end < 0 ? n : end + 2;
      out += source.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
      continue;
    }
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < n && source[j] !== c && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
      out += source.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (c === '`' || (c === '}' && templateDepth.length > 0 && templateDepth.at(-1) === 0)) {
      if (c === '}') templateDepth.pop();
      let j = i + 1;
      while (j < n && source[j] !== '`' && !(source[j] === '$' && source[j + 1] === '{'))
        j += source[j] === '\\' ? 2 : 1;
      if (source[j] === '$') {
        templateDepth.push(0);
        out += source.slice(i, j + 2);
        i = j + 2;
      } else {
        out += source.slice(i, j + 1);
        i = j + 1;
      }
      continue;
    }
    if (templateDepth.length > 0) {
      if (c === '{') templateDepth[templateDepth.length - 1] += 1;
      else if (c === '}') templateDepth[templateDepth.length - 1] -= 1;
    }
    out += c;
    i += 1;
  }
  return out;
}

const IMPORT_RE =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]*?\sfrom\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\bjest\.mock\(\s*['"]([^'"]+)['"]/g;

/** the relative imports of a source: [{ spec, typeOnly }] */
export function importsOf(code) {
  const found = [];
  for (const m of code.matchAll(IMPORT_RE)) {
    const spec = m[2] ?? m[3] ?? m[4];
    if (spec?.startsWith('.')) found.push({ spec, typeOnly: Boolean(m[1]) });
  }
  return found;
}

const TABLE_CALL_RE =
  /\.(?:selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin)\(\s*['"](\w+)(?:\s+as\s+\w+)?['"]|\bsql\.table\(\s*['"](\w+)['"]/g;
const SQL_TEMPLATE_RE = /\bsql(?:<[^`]*?>)?`([^`]*)`/g;
const SQL_TABLE_RE = /\b(?:from|join|into|update|table)\s+("?)(\w+)\1/gi;

/** the table names a source queries */
export function tablesUsedBy(code) {
  const tables = new Set();
  for (const m of code.matchAll(TABLE_CALL_RE)) tables.add(m[1] ?? m[2]);
  for (const m of code.matchAll(SQL_TEMPLATE_RE)) {
    for (const t of m[1].matchAll(SQL_TABLE_RE)) tables.add(t[2]);
  }
  return tables;
}

const TABLES_DECL_RE = /(?:interface|type)\s+(\w*(?:Tables|Database))\b[^{]*\{/g;

/** the tables a schema file declares: members of its `…Tables` / `Database` types */
export function tablesDeclaredBy(code) {
  const tables = [];
  for (const m of code.matchAll(TABLES_DECL_RE)) {
    let depth = 1;
    let i = m.index + m[0].length;
    let body = '';
    while (i < code.length && depth > 0) {
      const c = code[i];
      if (c === '{') depth += 1;
      else if (c === '}') depth -= 1;
      if (depth === 1 || (depth === 2 && c === '{')) body += c;
      i += 1;
    }
    for (const t of body.matchAll(/(?:^|[;\n{])\s*(\w+)\s*\??:/g)) tables.push(t[1]);
  }
  return tables;
}

// ---------------------------------------------------------------------------------------------

function walk(dir, base = dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, base, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path.relative(base, full));
  }
  return out;
}

function resolve(srcDir, fromRel, spec) {
  const base = path.join(path.dirname(path.join(srcDir, fromRel)), spec);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return path.relative(srcDir, candidate);
  }
  return null;
}

/** Every breach of the rules in `<root>/src`, and the area graph. */
export function checkServer(root) {
  const srcDir = path.join(root, 'src');
  const files = walk(srcDir).map((f) => f.split(path.sep).join('/'));
  const codeOf = new Map(
    files.map((f) => [f, withoutComments(fs.readFileSync(path.join(srcDir, f), 'utf8'))]),
  );
  const breaches = [];
  const breach = (rule, file, detail) => breaches.push({ rule, file, detail });

  // who owns each table
  const owner = new Map();
  for (const f of files) {
    if (!/(^|\/)schema(-areas\/\w+)?\.ts$/.test(f) && !f.startsWith('db/schema-areas/')) continue;
    const place = placeOf(f);
    for (const t of tablesDeclaredBy(codeOf.get(f))) owner.set(t, place);
  }

  const areaEdges = new Map();
  for (const f of files) {
    const from = placeOf(f);
    for (const { spec } of importsOf(codeOf.get(f))) {
      const target = resolve(srcDir, f, spec);
      if (!target) continue;
      const to = placeOf(target);
      if (from.kind === 'mechanism' && (to.kind === 'area' || to.kind === 'composition')) {
        // a mechanism's own tests exercise it in the composed app (the test support, the app, its
        // config), like every test; what they may not reach is an area's inner files
        if (!(from.test && to.kind === 'composition')) breach('mechanism-imports-area', f, target);
      }
      if (from.kind === 'area' && to.kind === 'area' && to.name !== from.name && !isAreaIndex(target))
        breach('area-inner-import', f, target);
      if (from.kind === 'area' && to.kind === 'composition' && !(from.test && to.name === 'test-support'))
        breach('area-inner-import', f, target);
      if (from.kind === 'composition' && to.kind === 'area' && !isAreaIndex(target))
        breach('area-inner-import', f, target);
      if (from.kind === 'area' && to.kind === 'area' && to.name !== from.name && !from.test) {
        if (!areaEdges.has(from.name)) areaEdges.set(from.name, new Map());
        const edges = areaEdges.get(from.name);
        edges.set(to.name, [...(edges.get(to.name) ?? []), `${f} -> ${target}`]);
      }
    }
    // seeders write the fixture world and, like tests, read the rows of the areas seeded before
    // them to link to them; they never run in a request (see SEEDER_RE)
    if (from.test || from.kind === 'composition' || SEEDER_RE.test(f)) continue;
    for (const table of tablesUsedBy(codeOf.get(f))) {
      const own = owner.get(table);
      if (own?.kind !== 'area') continue;
      if (from.kind === 'mechanism' || (from.kind === 'area' && own.name !== from.name))
        breach('foreign-table', f, `${table} (${own.name})`);
    }
  }

  for (const cycle of cyclesOf(areaEdges)) {
    const via = cycle.map((a, i) => areaEdges.get(a).get(cycle[(i + 1) % cycle.length])[0]);
    breach('area-cycle', cycle.join(' → '), via.join('; '));
  }
  return { breaches, areaEdges, files: files.length };
}

/** the elementary cycles of a small directed graph, each once, starting at its smallest name */
export function cyclesOf(edges) {
  const nodes = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])])].sort();
  const cycles = [];
  for (const start of nodes) {
    const stack = [start];
    const visit = (node) => {
      for (const next of [...(edges.get(node)?.keys() ?? [])].sort()) {
        if (next === start) cycles.push([...stack]);
        else if (next > start && !stack.includes(next)) {
          stack.push(next);
          visit(next);
          stack.pop();
        }
      }
    };
    visit(start);
  }
  return cycles;
}

function main() {
  const args = process.argv.slice(2);
  const rootArg = args.indexOf('--root');
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = rootArg >= 0 ? path.resolve(args[rootArg + 1]) : path.resolve(here, '..', '..', 'server');
  const { breaches, areaEdges, files } = checkServer(root);
  if (args.includes('--report')) {
    for (const rule of Object.keys(STRUCTURE_MESSAGES)) {
      const mine = breaches.filter((b) => b.rule === rule);
      console.log(`${rule}: ${mine.length}`);
      for (const b of mine) console.log(`  ${b.file}: ${b.detail}`);
    }
    console.log('area graph:');
    for (const [area, edges] of [...areaEdges].sort())
      console.log(`  ${area} -> ${[...edges].map(([to, via]) => `${to} (${via.length})`).join(', ')}`);
    return;
  }
  if (breaches.length === 0) {
    console.log(`server structure: ${files} files, no breach`);
    return;
  }
  for (const b of breaches)
    console.error(`${b.file}: ${STRUCTURE_MESSAGES[b.rule]} (${b.rule}: ${b.detail})`);
  console.error(`server structure: ${breaches.length} breaches`);
  process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
