// Benchmarks that print numbers (never pass/fail). Needs `pnpm build` first.
//   node run.mjs [--only bundle|api] [--duration 10]
// Starts the production server on a fresh temporary database, then measures:
//   - first-load JS of `/` (raw and gzip bytes of every script the page loads), in Chromium
//   - read latency p50/p99 of the info list call at 10 concurrent connections
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const duration = args.includes('--duration') ? Number(args[args.indexOf('--duration') + 1]) : 10;
const port = Number(process.env.BENCH_PORT ?? 3290);
const base = `http://localhost:${port}`;

function chromiumPath() {
  const candidates = [process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p && fs.existsSync(p));
}

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const server = spawn(process.execPath, ['server/dist/main.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PORTAL_DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i += 1) {
    try {
      const res = await fetch(`${base}/remotes.json`);
      if (res.ok) return { server, dataDir };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error('server did not start');
}

async function firstLoadJs() {
  const executablePath = chromiumPath();
  if (!executablePath) return console.log('first-load JS of /: skipped (no Chromium found)');
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' && res.ok()) scripts.add(res.url());
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await browser.close();
  let raw = 0;
  let gzip = 0;
  for (const url of scripts) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(
    `first-load JS of /: ${scripts.size} files, raw ${kib(raw)}, gzip ${kib(gzip)} (budget 200 KiB gzip)`,
  );
}

async function measure(label, options) {
  await autocannon({ ...options, connections: 10, duration: 2 }); // warm-up
  const { latency, requests, non2xx, errors } = await autocannon({ ...options, connections: 10, duration });
  console.log(
    `${label}, 10 connections, ${duration}s: p50 ${latency.p50} ms, p99 ${latency.p99} ms, ` +
      `${Math.round(requests.average)} req/s, errors ${errors + non2xx} (budget p99 <= 10 ms)`,
  );
}

async function apiLatency() {
  await measure('info list read (one page)', {
    url: `${base}/wapi/info/getInfoList.do?pageNo=3&pageSize=20`,
  });
  // every page of every filter, more keys than the server's read cache holds: mostly misses
  const subspecialties = (await (await fetch(`${base}/wapi/mp/getSubSpecialty.do`)).json()).list.map(
    (s) => s.id,
  );
  const filters = ['', ...subspecialties.map((id) => `&subspecialtyId=${id}`)];
  let n = 0;
  await measure(`info list read (${filters.length} filters x 100 pages, rotating)`, {
    url: base,
    requests: [
      {
        setupRequest: (req) => {
          n += 1;
          const filter = filters[n % filters.length];
          return {
            ...req,
            path: `/wapi/info/getInfoList.do?pageNo=${(Math.floor(n / filters.length) % 100) + 1}&pageSize=20${filter}`,
          };
        },
      },
    ],
  });
}

const { server, dataDir } = await startServer();
try {
  if (!only || only === 'bundle') await firstLoadJs();
  if (!only || only === 'api') await apiLatency();
} finally {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
