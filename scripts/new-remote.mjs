#!/usr/bin/env node
/**
 * Makes a new remote from the template (scripts/remote-template): a webpack + Module Federation
 * app exposing `./routes` and `./widgets/Summary`, with a messages file, a README, a routes test,
 * a test renderer with the data layer, and its standalone frame. It is listed in
 * server/config/remotes.json (so the shell finds it without a rebuild), fenced by the import
 * boundaries, and linked into the workspace.
 *
 *   pnpm new:remote <name> [--title 中文名] [--prefix /path] [--port 3104] [--no-register] [--no-install]
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const templateDir = path.join(root, 'scripts', 'remote-template');

function fail(message) {
  console.error(`new:remote: ${message}`);
  process.exit(1);
}

export function parseArgs(argv) {
  const options = { register: true, install: true };
  const rest = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--no-register') options.register = false;
    else if (arg === '--no-install') options.install = false;
    else if (arg === '--title' || arg === '--prefix' || arg === '--port') options[arg.slice(2)] = argv[++i];
    else rest.push(arg);
  }
  options.name = rest[0];
  return options;
}

/** dev ports the apps already use (`devPort: 31xx` in their webpack configs) */
function usedPorts() {
  const ports = new Set();
  for (const app of fs.readdirSync(path.join(root, 'apps'))) {
    const config = path.join(root, 'apps', app, 'webpack.config.js');
    if (!fs.existsSync(config)) continue;
    const match = fs.readFileSync(config, 'utf8').match(/devPort:\s*(\d+)/);
    if (match) ports.add(Number(match[1]));
  }
  return ports;
}

function render(text, vars) {
  return text.replace(/__([A-Z]+)__/g, (whole, key) => (key in vars ? String(vars[key]) : whole));
}

function copyTemplate(dir, vars) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.tpl')) continue;
    const source = path.join(entry.parentPath ?? entry.path, entry.name);
    const relative = path.relative(templateDir, source).replace(/\.tpl$/, '');
    const target = path.join(root, 'apps', vars.NAME, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, render(fs.readFileSync(source, 'utf8'), vars));
  }
}

function register(vars) {
  const file = path.join(root, 'server', 'config', 'remotes.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!manifest.remotes.some((r) => r.name === vars.NAME)) {
    manifest.remotes.push({
      name: vars.NAME,
      entry: `/remotes/${vars.NAME}/mf-manifest.json`,
      prefixes: [vars.PREFIX],
    });
    fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
    execFileSync(path.join(root, 'node_modules', '.bin', 'biome'), ['format', '--write', file], {
      stdio: 'ignore',
    });
  }
  const rules = path.join(root, 'scripts', 'boundaries', 'rules.mjs');
  const text = fs.readFileSync(rules, 'utf8');
  const apps = text.match(/export const APPS = \[([^\]]*)\]/);
  if (apps && !apps[1].includes(`'${vars.NAME}'`)) {
    fs.writeFileSync(rules, text.replace(apps[0], `export const APPS = [${apps[1]}, '${vars.NAME}']`));
  }
  execFileSync(process.execPath, [path.join(root, 'scripts', 'boundaries', 'generate.mjs')], {
    stdio: 'inherit',
  });
}

const options = parseArgs(process.argv.slice(2));
const name = options.name;
// a Module Federation name is a JavaScript identifier; ours are short lower-case words
if (!name || !/^[a-z][a-z0-9]{1,30}$/.test(name))
  fail('名称只能是小写字母开头的字母或数字（2-31 个），例如 meetings');
if (fs.existsSync(path.join(root, 'apps', name))) fail(`apps/${name} 已存在`);
const prefix = options.prefix ?? `/${name}`;
if (!/^\/[a-zA-Z0-9/_-]*$/.test(prefix) || prefix.startsWith('//')) fail(`路径前缀不正确: ${prefix}`);
const taken = usedPorts();
let port = options.port ? Number(options.port) : 3103;
while (!options.port && taken.has(port)) port += 1;
if (!Number.isInteger(port) || port < 1024 || port > 65535) fail(`端口不正确: ${options.port}`);

const vars = {
  NAME: name,
  PASCAL: name[0].toUpperCase() + name.slice(1),
  TITLE: options.title ?? name,
  PREFIX: prefix,
  PORT: port,
};
copyTemplate(templateDir, vars);
if (options.register) register(vars);
if (options.install)
  execFileSync('pnpm', ['install', '--reporter=append-only'], { cwd: root, stdio: 'inherit' });
console.log(
  `new:remote: apps/${name} (port ${port}, ${prefix})${options.register ? ', listed in server/config/remotes.json' : ''}.` +
    `\n  pnpm --filter @portal/${name} start   # standalone at http://localhost:${port}${prefix}`,
);
