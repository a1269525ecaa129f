// Live barrage fan-out (issue 11). Prints numbers, never passes or fails. Needs `pnpm --filter @portal/server build`.
//   node barrage.mjs [--viewers 2000] [--rate 20] [--duration 10] [--mode single|redis|both]
// A production server on a fresh database (seeded as of now, so some meetings are live) holds
// `--viewers` WebSocket viewers of one live venue while `--rate` barrages a second are sent through
// the real send call (stored, checked, published). Each viewer times every barrage from the moment
// it was sent to the moment it arrived: delivery latency p50/p99 over all viewers, and how many
// arrived. `redis`: two server instances on one database with REDIS_URL, viewers split between them,
// every barrage sent to the first: the second's viewers get theirs through Redis pub/sub.
// Senders are sessions minted in the database for seeded users (signing in by SMS is limited per
// client, which is not what this measures); each sends once per cooldown (5 s), so the rate needs
// rate × 5 + a margin of them.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requireFromServer = createRequire(path.join(root, 'server', 'package.json'));
const Database = requireFromServer('better-sqlite3');
const serverEntry = process.env.BENCH_SERVER ?? path.join(root, 'server', 'dist', 'main.mjs');

const args = process.argv.slice(2);
const arg = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const VIEWERS = Number(arg('viewers', 2000));
const RATE = Number(arg('rate', 20));
const DURATION_S = Number(arg('duration', 10));
const MODE = arg('mode', 'both');
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const COOLDOWN_MS = 5_000;

const cleanups = new Set();
process.on('SIGINT', async () => {
  for (const c of cleanups) await c();
  process.exit(130);
});

function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir, env = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PORTAL_DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // every viewer of the bench connects from this one address
      PORTAL_LIVE_SOCKETS_PER_CLIENT: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  cleanups.add(stop);
  for (let i = 0; i < 3000; i += 1) {
    try {
      if ((await fetch(`${base}/wapi/meeting/getTodayMeetings`)).ok) return { base, stop };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`${serverEntry} did not answer on ${base}`);
}

/** a free live venue of the seed */
async function liveVenue(base) {
  const today = (await (await fetch(`${base}/wapi/meeting/getTodayMeetings`)).json()).list;
  for (const m of today) {
    if (m.meetingLiveStatus !== 'LI') continue;
    const venues = (
      await (await fetch(`${base}/wapi/meeting/getAllLiveMeetingDetail?meetingId=${m.id}`)).json()
    ).list;
    const v = venues.find((x) => x.state === 'LI' && x.canWatch);
    if (v) return { meetingId: m.id, fieldId: v.fieldId, startedAt: v.startedAt };
  }
  throw new Error('no free live venue in the seed');
}

/** session cookies for `n` seeded users with an identity, written straight into the database */
function mintSessions(dataDir, n) {
  const db = new Database(path.join(dataDir, 'portal.db'));
  const users = db
    .prepare('select id from users where identity is not null and identity <> 3 order by id limit ?')
    .all(n);
  const insert = db.prepare(
    'insert into sessions (token_hash, user_id, created_at, expires_at) values (?, ?, ?, ?)',
  );
  const now = Date.now();
  const cookies = users.map((u) => {
    const token = randomBytes(32).toString('base64url');
    insert.run(createHash('sha256').update(token).digest('hex'), u.id, now, now + 86_400_000);
    return `portal_session=${token}`;
  });
  db.close();
  return cookies;
}

const pct = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

async function openViewers(bases, venue, count, onBarrage) {
  const sockets = [];
  let failed = 0;
  const batch = 100;
  for (let i = 0; i < count; i += batch) {
    const opened = [];
    for (let j = i; j < Math.min(count, i + batch); j += 1) {
      const base = bases[j % bases.length];
      const url = `${base.replace('http', 'ws')}/ws/v1/meeting/live?meetingId=${venue.meetingId}&fieldId=${venue.fieldId}`;
      const ws = new WebSocket(url, { headers: { origin: base } });
      ws.on('message', (data) => {
        const message = JSON.parse(String(data));
        if (message.type === 'barrage') onBarrage(message.barrage);
      });
      opened.push(
        new Promise((resolve) => {
          ws.once('open', () => resolve(true));
          ws.once('error', () => resolve(false));
        }).then((ok) => {
          if (ok) sockets.push(ws);
          else failed += 1;
        }),
      );
    }
    await Promise.all(opened);
  }
  return { sockets, failed };
}

async function measure(label, bases, dataDir) {
  const venue = await liveVenue(bases[0]);
  const senders = mintSessions(dataDir, Math.ceil(RATE * (COOLDOWN_MS / 1000) * 1.3) + 2);
  const sentAt = new Map();
  const latencies = [];
  let received = 0;
  const onBarrage = (b) => {
    const seq = Number(/^弹幕(\d+)$/.exec(b.text)?.[1]);
    const t = sentAt.get(seq);
    if (t === undefined) return;
    received += 1;
    latencies.push(performance.now() - t);
  };
  const started = performance.now();
  const { sockets, failed } = await openViewers(bases, venue, VIEWERS, onBarrage);
  const connectMs = performance.now() - started;
  const rss = process.memoryUsage().rss;

  let seq = 0;
  let accepted = 0;
  let refused = 0;
  const sends = [];
  const interval = 1000 / RATE;
  const until = performance.now() + DURATION_S * 1000;
  while (performance.now() < until) {
    const n = seq++;
    const cookie = senders[n % senders.length];
    const t = performance.now();
    sentAt.set(n, t);
    sends.push(
      fetch(`${bases[0]}/ws/v1/message/sendBarrage`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie,
          origin: bases[0],
          'x-requested-with': 'XMLHttpRequest',
        },
        body: JSON.stringify({
          meetingId: venue.meetingId,
          fieldId: venue.fieldId,
          text: `弹幕${n}`,
          mode: 0,
          color: '#ffffff',
          mediaTime: Math.max(0, Date.now() - venue.startedAt),
        }),
      })
        .then(async (res) => {
          if ((await res.json()).code === 1) accepted += 1;
          else {
            refused += 1;
            sentAt.delete(n);
          }
        })
        .catch(() => {
          refused += 1;
          sentAt.delete(n);
        }),
    );
    const next = t + interval - performance.now();
    if (next > 0) await new Promise((r) => setTimeout(r, next));
  }
  await Promise.all(sends);
  await new Promise((r) => setTimeout(r, 2000));
  for (const ws of sockets) ws.terminate();

  latencies.sort((a, b) => a - b);
  const expected = accepted * sockets.length;
  console.log(
    `${label}: ${sockets.length}/${VIEWERS} viewers connected in ${(connectMs / 1000).toFixed(1)} s (${failed} failed), ` +
      `${accepted} barrages sent (${(accepted / DURATION_S).toFixed(1)}/s of ${RATE}/s asked; ${refused} refused) → delivered ${received}/${expected} ` +
      `(${expected ? ((100 * received) / expected).toFixed(2) : '—'}%), latency p50 ${pct(latencies, 50).toFixed(1)} ms, ` +
      `p99 ${pct(latencies, 99).toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms (bench client rss ${(rss / 2 ** 20).toFixed(0)} MiB)`,
  );
}

async function redisReachable() {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(REDIS_URL);
    const s = net.connect({ host: hostname, port: Number(port || 6379) }, () => {
      s.end();
      resolve(true);
    });
    s.on('error', () => resolve(false));
    s.setTimeout(1000, () => {
      s.destroy();
      resolve(false);
    });
  });
}

console.log(
  `live barrage fan-out: ${VIEWERS} viewers, ${RATE} barrages/s for ${DURATION_S} s (delivery = sent → received by each viewer)`,
);
if (MODE === 'single' || MODE === 'both') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-barrage-'));
  const a = await startServer(dataDir);
  try {
    await measure('  one instance, in-memory bus', [a.base], dataDir);
  } finally {
    await a.stop();
    cleanups.delete(a.stop);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
if (MODE === 'redis' || MODE === 'both') {
  if (!(await redisReachable()))
    console.log(`  two instances over Redis: ${REDIS_URL} does not answer, skipped`);
  else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-barrage-'));
    const a = await startServer(dataDir, { REDIS_URL });
    // the second instance shares the first one's database (seeded already) and its Redis
    const b = await startServer(dataDir, { REDIS_URL, PORTAL_SEED: '0' });
    try {
      await measure(
        '  two instances over Redis (viewers split, all sent to the first)',
        [a.base, b.base],
        dataDir,
      );
    } finally {
      await b.stop();
      await a.stop();
      cleanups.delete(a.stop);
      cleanups.delete(b.stop);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
