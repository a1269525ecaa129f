#!/usr/bin/env node
/**
 * Prints the public surface of a copy of @portal/api as JSON (run by surface.mjs in a child
 * process with the TypeScript hooks registered, so each extraction loads its own copy):
 *
 *   node --import ./register.mjs extract.mjs <package dir>
 *
 * - `version`: package.json's version;
 * - `exports`: every concrete entry of package.json's `exports` (patterns expanded to the files
 *   they match) with the names its module exports at run time and the kind of each (`function`,
 *   `object`, `string`, ...). Type-only exports do not exist at run time and are not recorded: a
 *   remote that skews meets the shell's modules, not its types;
 * - `endpoints`: every entry of every table in `ENDPOINT_TABLES` (`<table>.<entry>`) with its
 *   method, its path and the fields of its input (`query` of a GET, `body` of a POST) and of its
 *   200 answer, each field as its path (`result.list[].title`), its JSON Schema type and whether
 *   it is required.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const MAX_DEPTH = 12;

/** A schema's type in one word: `string`, `integer`, `array`, `const:1`, `anyOf(null|string)`... */
function typeOf(schema) {
  if (!schema || typeof schema !== 'object') return 'unknown';
  if ('const' in schema) return `const:${JSON.stringify(schema.const)}`;
  if (Array.isArray(schema.enum))
    return `enum(${schema.enum
      .map((v) => JSON.stringify(v))
      .sort()
      .join('|')})`;
  const members = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(members)) return `anyOf(${[...new Set(members.map(typeOf))].sort().join('|')})`;
  if (Array.isArray(schema.allOf)) return `allOf(${schema.allOf.map(typeOf).sort().join('|')})`;
  if (Array.isArray(schema.type)) return [...schema.type].sort().join('|');
  if (schema.type) return schema.type;
  if (schema.$ref) return `ref:${schema.$ref}`;
  return 'any';
}

/** Every field below `schema` as `path -> "type"` or `"type?"` (optional). */
function fieldsOf(schema, prefix = '', out = {}, depth = 0) {
  if (!schema || typeof schema !== 'object' || depth > MAX_DEPTH) return out;
  const members = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (Array.isArray(members)) {
    for (const member of members) fieldsOf(member, prefix, out, depth + 1);
    return out;
  }
  if (schema.properties && typeof schema.properties === 'object') {
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    for (const key of Object.keys(schema.properties).sort()) {
      const field = prefix ? `${prefix}.${key}` : key;
      const value = `${typeOf(schema.properties[key])}${required.has(key) ? '' : '?'}`;
      // a field that several members of a union declare differently keeps every form
      out[field] = out[field] && out[field] !== value ? [out[field], value].sort().join(' / ') : value;
      fieldsOf(schema.properties[key], field, out, depth + 1);
    }
  }
  if (schema.items && typeof schema.items === 'object') fieldsOf(schema.items, `${prefix}[]`, out, depth + 1);
  return out;
}

function kindOf(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** package.json `exports` -> [subpath, file], patterns expanded to the files they match */
function concreteExports(dir, exportsField) {
  const out = [];
  for (const [subpath, target] of Object.entries(exportsField)) {
    if (typeof target !== 'string') continue;
    if (!subpath.includes('*')) {
      out.push([subpath, path.join(dir, target)]);
      continue;
    }
    const [before, after] = target.split('*');
    const slash = before.lastIndexOf('/');
    const folder = path.join(dir, before.slice(0, slash));
    const stem = before.slice(slash + 1);
    for (const name of fs.readdirSync(folder).sort()) {
      if (!name.startsWith(stem) || !name.endsWith(after)) continue;
      const middle = name.slice(stem.length, name.length - after.length);
      if (!middle || middle.includes('/')) continue;
      out.push([subpath.replace('*', middle), path.join(folder, name)]);
    }
  }
  return out.sort(([a], [b]) => a.localeCompare(b));
}

export async function extract(dir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const exports = {};
  for (const [subpath, file] of concreteExports(dir, pkg.exports ?? {})) {
    const mod = await import(pathToFileURL(file).href);
    exports[subpath] = Object.fromEntries(
      Object.keys(mod)
        .sort()
        .map((name) => [name, kindOf(mod[name])]),
    );
  }
  const { ENDPOINT_TABLES } = await import(
    pathToFileURL(path.join(dir, 'src', 'endpoints', 'index.ts')).href
  );
  const endpoints = {};
  for (const table of Object.keys(ENDPOINT_TABLES).sort()) {
    for (const name of Object.keys(ENDPOINT_TABLES[table]).sort()) {
      const entry = ENDPOINT_TABLES[table][name];
      const schemas = await entry.schemas();
      endpoints[`${table}.${name}`] = {
        method: entry.method,
        path: entry.path,
        input: fieldsOf(schemas.query ?? schemas.body),
        response: fieldsOf(schemas.response),
      };
    }
  }
  return { package: pkg.name, version: pkg.version, exports, endpoints };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = path.resolve(process.argv[2] ?? '.');
  process.stdout.write(`${JSON.stringify(await extract(dir))}\n`);
}
