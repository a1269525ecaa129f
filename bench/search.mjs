// Search benchmark. Needs the server built (`pnpm --filter @portal/server build`) for the HTTP part.
//   node search.mjs [--only http|scale] [--db sqlite,postgres] [--duration 10] [--scale 35] [--requests 600]
// 1. http: the main search call (GET /query/v5/query.jspx) over HTTP at 10 concurrent connections
//    (autocannon) against the production server at the default seed (the seed a fresh portal
//    starts with), on SQLite and, when PostgreSQL is reachable (BENCH_DATABASE_URL, default
//    postgres://root@127.0.0.1:5432/test), on PostgreSQL in a database of its own (created and
//    dropped here): p50/p95/p99 and req/s side by side. Queries rotate over the relevance set
//    (server/src/search/data/relevance.json) × tab, sort, date and page variants.
// 2. scale: runs the server's TypeScript in-process through tsx (src/bin/search-bench.ts):
//    seeds a temporary SQLite database at --scale (35 ≈ 100k documents), rebuilds the index
//    (timed), measures p50/p95 of the main search call via app.inject, prints the relevance score.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'server');
const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback;
const only = option('only', null);
const duration = Number(option('duration', 10));
/** which databases the HTTP measurement runs on: sqlite,postgres */
const databases = option('db', 'sqlite,postgres').split(',');
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
/** the built server; BENCH_SERVER names another build (to compare two builds on one machine) */
const serverEntry = path.resolve(process.env.BENCH_SERVER ?? path.join(server, 'dist', 'main.mjs'));
const CONNECTIONS = 10;
const SEARCH_PATH = '/query/v5/query.jspx';

// pg is the server's dependency; the bench borrows it rather than carrying its own copy
const pg = createRequire(path.join(server, 'package.json'))('pg');

/** what each call varies beside the words: tab, sort, date preset, page (as search-bench.ts) */
const VARIANTS = [
  {},
  { type: '1' },
  { order: '1' },
  { order: '2' },
  { type: '12' },
  { orderRule: '2' },
  { pageno: '2' },
  { type: '0001' },
];

function relevanceQueries() {
  const file = path.join(server, 'src', 'search', 'data', 'relevance.json');
  const set = JSON.parse(fs.readFileSync(file, 'utf8'));
  return [...new Set(set.map((c) => c.query))];
}

/** the n-th call of the rotation: every query once with a variant, then the next variant */
function callPath(queries, n) {
  const keywords = queries[n % queries.length];
  const variant = VARIANTS[Math.floor(n / queries.length) % VARIANTS.length];
  return `${SEARCH_PATH}?${new URLSearchParams({ keywords, ...variant })}`;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * BENCH_SEARCH_PORT, else a free port below the ephemeral range: the server listens only after
 * seeding (seconds), and an ephemeral port found free could meanwhile be taken by any outgoing
 * connection on the machine (the PostgreSQL pool's, another test's).
 */
async function freePort() {
  if (process.env.BENCH_SEARCH_PORT) return Number(process.env.BENCH_SEARCH_PORT);
  for (;;) {
    const port = 20000 + Math.floor(Math.random() * 10000);
    const free = await new Promise((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

let base = '';

/** what an interrupted run must still undo (the server it started, the database it created) */
const cleanups = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    for (const cleanup of [...cleanups].reverse()) {
      await cleanup().catch((error) => console.error(`cleanup after ${signal}: ${error.message}`));
    }
    process.exit(130);
  });
}

async function startServer(env) {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // the load comes from one address: per-client limits would measure the limiter
      PORTAL_SEARCHES_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = null;
  child.on('exit', (code, signal) => (exited = signal ?? `code ${code}`));
  const stop = () => stopServer(child);
  cleanups.add(stop);
  // a fresh database: the server seeds it and builds the index before it listens
  for (let i = 0; i < 3000 && exited === null; i += 1) {
    try {
      const res = await fetch(`${base}${SEARCH_PATH}?keywords=${encodeURIComponent('胶质瘤')}`);
      if (res.ok) return { stop, exited: () => exited };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  cleanups.delete(stop);
  throw new Error(
    `${serverEntry} on port ${port} did not answer (${exited ? `exited, ${exited}` : 'timed out'})`,
  );
}

/** SIGTERM (the server closes its pool), SIGKILL if it has not exited within 5 s */
function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** autocannon over the rotation; every response's time is kept, for p95 (autocannon has none) */
async function load(queries, counter, seconds) {
  const times = [];
  const instance = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, path: callPath(queries, counter.n++) }) }],
  });
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: times.length / seconds,
    errors: result.errors + result.non2xx + result.timeouts,
    calls: times.length,
  };
}

async function measure(label, env) {
  const started = performance.now();
  const { stop, exited } = await startServer(env);
  const startMs = performance.now() - started;
  try {
    const queries = relevanceQueries();
    const counter = { n: 0 };
    await load(queries, counter, 3); // warm-up: JIT, statements, the first counts of each query
    const figures = await load(queries, counter, duration);
    // a server that died under load leaves connection errors, not latencies
    if (exited() !== null) throw new Error(`the ${label} server exited during the measurement (${exited()})`);
    return { label, startMs, queries: queries.length, ...figures };
  } finally {
    await stop();
    cleanups.delete(stop);
  }
}

async function onSqlite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-search-http-'));
  try {
    return await measure('SQLite', { PORTAL_DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** PostgreSQL in a database of its own (created and dropped here), or null when unreachable */
async function onPostgres() {
  const admin = new pg.Client({ connectionString: pgUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL not reachable at ${pgUrl} (${error.message}): measured on SQLite only`);
    return null;
  }
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-search-http-'));
  const drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  cleanups.add(drop);
  try {
    return await measure('PostgreSQL', { PORTAL_DATA_DIR: dataDir, DATABASE_URL: url.toString() });
  } finally {
    await drop();
    cleanups.delete(drop);
  }
}

async function httpBench() {
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run \`pnpm --filter @portal/server build\` first`);
  }
  // other processes on the machine show in the figures: the 1-minute load average says how much
  const loadBefore = os.loadavg()[0].toFixed(1);
  // one database failing (its server dying under load) still prints the other's figures
  const attempt = (label, run) => run().catch((error) => ({ label, failed: error.message }));
  const rows = [
    databases.includes('sqlite') ? await attempt('SQLite', onSqlite) : null,
    databases.includes('postgres') ? await attempt('PostgreSQL', onPostgres) : null,
  ].filter(Boolean);
  if (rows.length === 0) return;
  console.log(
    `main search call over HTTP, default seed, ${CONNECTIONS} connections, ${duration} s after 3 s warm-up, ` +
      `${relevanceQueries().length} relevance-set queries × ${VARIANTS.length} tab/sort/date/page variants (budget p95 ≤ 50 ms; ` +
      `load average before ${loadBefore} on ${os.cpus().length} cores):`,
  );
  const cell = (value, width) => String(value).padStart(width);
  console.log(
    `  ${'database'.padEnd(10)} ${cell('p50', 8)} ${cell('p95', 8)} ${cell('p99', 8)} ${cell('req/s', 7)} errors`,
  );
  for (const r of rows) {
    if (r.failed) {
      console.log(`  ${r.label.padEnd(10)} failed: ${r.failed}`);
      process.exitCode = 1;
      continue;
    }
    const ms = (v) => `${v.toFixed(1)}ms`;
    console.log(
      `  ${r.label.padEnd(10)} ${cell(ms(r.p50), 8)} ${cell(ms(r.p95), 8)} ${cell(ms(r.p99), 8)} ${cell(Math.round(r.rps), 7)} ${r.errors}` +
        `   (${r.calls} calls; seed and index ${(r.startMs / 1000).toFixed(0)} s)`,
    );
  }
}

/** the scale measurement: in-process, its own seeded SQLite database (src/bin/search-bench.ts) */
const HTTP_OPTIONS = ['--only', '--duration', '--db'];

function scaleBench() {
  const passed = args.filter(
    (_, i) => !HTTP_OPTIONS.includes(args[i]) && !HTTP_OPTIONS.includes(args[i - 1]),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(server, 'node_modules', '.bin', 'tsx'),
      ['src/bin/search-bench.ts', ...passed],
      {
        cwd: server,
        stdio: 'inherit',
      },
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`search-bench exited with ${code}`)),
    );
  });
}

try {
  if (!only || only === 'http') await httpBench();
  if (!only || only === 'scale') await scaleBench();
} catch (error) {
  console.error(error);
  process.exit(1);
}
