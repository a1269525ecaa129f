#!/usr/bin/env node
/**
 * Builds one remote as a team that shipped earlier built it: the remote's source and @portal/api as
 * they were at an older commit, with today's build helper (@portal/webpack-config) and today's
 * other packages. Only the remote's container is built (config `<remote>`), as a deployment ships it.
 *
 *   node scripts/skew/build-remote.mjs --remote community --ref <commit> --api-version 1.0.0 --out <dir>
 *
 * - `--ref` (default `SKEW_BASE_REF` below): the commit whose `apps/<remote>` and `packages/api` are
 *   taken (`git archive`); the default is the last commit before @portal/api was versioned, whose
 *   surface is release 1.0.0 (1.1.0 added `./jump-rules`).
 * - `--api-version`: the version the old @portal/api copy declares (default: its own, or 1.0.0 when
 *   it is older than the first release). `2.0.0` builds a remote that requires another major.
 * - `--out`: where the container goes (`mf-manifest.json`, `remoteEntry.js`, chunks).
 *
 * The old source lives in a temporary folder whose `node_modules` link to the current app's
 * dependencies, except `@portal/api`, which links to the old copy; so webpack compiles the old
 * copy in as the remote's fallback, and the federation plugin reads its version for the
 * remote's `requiredVersion` (`^<version>`). Prints the temporary folder's path; removed on success.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The last commit before @portal/api was versioned: its surface is @portal/api 1.0.0. */
export const SKEW_BASE_REF = 'a32d24e';

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at > 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
}

function isBefore1(version) {
  return /^0\./.test(version ?? '0.0.0');
}

/** Links every dependency of `from` (a node_modules folder) into `to`, one level into scopes. */
function linkDependencies(from, to, replace) {
  fs.mkdirSync(to, { recursive: true });
  for (const name of fs.readdirSync(from)) {
    if (name === '.bin' || name.startsWith('.')) continue;
    const source = path.join(from, name);
    if (name.startsWith('@')) {
      linkDependencies(source, path.join(to, name), (child) => replace(`${name}/${child}`));
      continue;
    }
    const target = replace(name) ?? fs.realpathSync(source);
    fs.symlinkSync(target, path.join(to, name), 'dir');
  }
}

/**
 * The environment `pnpm exec webpack` gives a build: NODE_PATH names pnpm's hidden hoisting folder,
 * where Tailwind finds `tailwindcss/theme` (no app depends on tailwindcss by name).
 */
function buildEnv() {
  const hoisted = path.join(root, 'node_modules', '.pnpm', 'node_modules');
  const paths = [hoisted, ...(process.env.NODE_PATH ? process.env.NODE_PATH.split(path.delimiter) : [])];
  return { ...process.env, NODE_PATH: paths.join(path.delimiter) };
}

export async function buildRemote({ remote, ref = SKEW_BASE_REF, apiVersion, out, keep = false }) {
  const appDir = path.join(root, 'apps', remote);
  if (!fs.existsSync(path.join(appDir, 'package.json'))) throw new Error(`no remote apps/${remote}`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `portal-skew-${remote}-`));
  try {
    const archive = execFileSync('git', ['archive', '--format=tar', ref, `apps/${remote}`, 'packages/api'], {
      cwd: root,
      maxBuffer: 256 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', tmp], { input: archive });

    const oldApi = path.join(tmp, 'packages', 'api');
    const pkgFile = path.join(oldApi, 'package.json');
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
    pkg.version = apiVersion ?? (isBefore1(pkg.version) ? '1.0.0' : pkg.version);
    fs.writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
    // the old copy's own dependencies (@portal/query, typebox) are today's
    fs.symlinkSync(
      path.join(root, 'packages', 'api', 'node_modules'),
      path.join(oldApi, 'node_modules'),
      'dir',
    );

    const oldApp = path.join(tmp, 'apps', remote);
    linkDependencies(path.join(appDir, 'node_modules'), path.join(oldApp, 'node_modules'), (name) =>
      name === '@portal/api' ? oldApi : undefined,
    );

    const require = createRequire(path.join(appDir, 'package.json'));
    const cli = require.resolve('webpack-cli/bin/cli.js');
    fs.mkdirSync(out, { recursive: true });
    try {
      await promisify(execFile)(
        process.execPath,
        [cli, '--mode', 'production', '--config-name', remote, '--output-path', path.resolve(out)],
        { cwd: oldApp, env: buildEnv(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
    } catch (error) {
      throw new Error(`webpack failed for ${remote} at ${ref}:\n${error.stdout}\n${error.stderr}`);
    }
    return { out: path.resolve(out), apiVersion: pkg.version, ref };
  } finally {
    if (!keep) fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const remote = option('--remote', 'community');
  const started = Date.now();
  const built = await buildRemote({
    remote,
    ref: option('--ref', SKEW_BASE_REF),
    apiVersion: option('--api-version'),
    out: option('--out', path.join(os.tmpdir(), `portal-skew-${remote}-dist`)),
    keep: process.argv.includes('--keep'),
  });
  console.log(
    `skew: ${remote} at ${built.ref} against @portal/api ${built.apiVersion} -> ${built.out} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
}
