// The money ledger under load (issue 12): orders and gifts a second the built server sustains, on
// SQLite and (when reachable) PostgreSQL side by side, each on a fresh seeded database of its own.
//
//   node ledger.mjs [--db sqlite,postgres] [--duration 10] [--connections 10]
//
// - orders: recharge orders made, asked for their QR code and paid on the payment simulator's page
//   (whose signed notification settles them), by every demo account at once; an order counts when
//   its payment page says 支付成功, which is after the ledger moved its money and coins
// - gifts: a 1-coin gift sent again and again into a live room by the same accounts at once
// then the reconciliation (`payments reconcile`) of what the load left, and each wallet checked
// against what it was credited and what it spent: the figures are worth nothing if a fen is off.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'server', 'dist', 'main.mjs');
const paymentsCli = path.join(root, 'server', 'dist', 'payments.mjs');
// the server's own PostgreSQL driver, to make and drop the database of the measurement
const pg = createRequire(path.join(root, 'server', 'package.json'))('pg');
const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback;
const databases = option('db', 'sqlite,postgres').split(',');
const DURATION_S = Number(option('duration', '10'));
const CONNECTIONS = Number(option('connections', '10'));
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
/** the demo accounts (server/src/seed/demo-accounts.ts) */
const MOBILES = Array.from({ length: 8 }, (_, i) => `1380000000${i + 1}`);

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

const LOAD_ENV = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  // the demo: sign-in codes in the outbox, the payment simulator in place of the channels
  PORTAL_DEMO: '1',
  // all the load comes from one address: per-client limits would measure the limiter
  PORTAL_ORDERS_PER_MINUTE: '100000000',
  PORTAL_SMS_RESEND_SECONDS: '1',
  PORTAL_SMS_PER_MOBILE_PER_DAY: '100000',
  PORTAL_SMS_PER_IP_PER_HOUR: '100000',
};

async function startServer(env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: { ...process.env, ...LOAD_ENV, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = null;
  child.on('exit', (code, signal) => (exited = signal ?? `code ${code}`));
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
  for (let i = 0; i < 3000 && exited === null; i += 1) {
    try {
      if ((await fetch(`${base}/v1/shenbei/getShenbeiRateList.jspx`)).ok)
        return { base, stop, exited: () => exited };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`${serverEntry} did not answer on ${base} (${exited ?? 'timed out'})`);
}

function client(base) {
  const own = { 'x-requested-with': 'XMLHttpRequest', origin: base };
  const json = async (res) => {
    const body = await res.json();
    if (body.code !== 1) throw new Error(`${res.url}: ${JSON.stringify(body)}`);
    return body;
  };
  return {
    async signIn(mobile) {
      await json(
        await fetch(`${base}/oldweb/getSmsAgain.jspx?mobile=${mobile}&scene=login`, { headers: own }),
      );
      const { code } = (await json(await fetch(`${base}/dev/sms-outbox?mobile=${mobile}`))).result;
      const res = await fetch(`${base}/oldweb/v3/fastLogin.jspx`, {
        method: 'POST',
        headers: { ...own, 'content-type': 'application/json' },
        body: JSON.stringify({ mobile, code }),
      });
      await json(res.clone());
      return res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    },
    get: async (url, cookie) => json(await fetch(`${base}${url}`, { headers: { ...own, cookie } })),
    post: async (url, body, cookie) =>
      json(
        await fetch(`${base}${url}`, {
          method: 'POST',
          headers: { ...own, cookie, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      ),
    /** the payer's press on the simulator's page (its 303 and the page that follows) */
    async payOnSimulator(codeUrl) {
      const res = await fetch(codeUrl, {
        method: 'POST',
        headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'action=pay',
        redirect: 'follow',
      });
      const page = await res.text();
      if (!page.includes('支付成功'))
        throw new Error(`the simulator did not take the payment: ${res.status}`);
    },
  };
}

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** runs `step` on CONNECTIONS workers for DURATION_S seconds: completed steps a second, latencies */
async function sustain(step) {
  const times = [];
  let errors = 0;
  let firstError = '';
  const until = performance.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      for (let n = 0; performance.now() < until; n += 1) {
        const started = performance.now();
        try {
          await step(worker, n);
          times.push(performance.now() - started);
        } catch (error) {
          errors += 1;
          firstError ||= error.message;
        }
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    perSecond: times.length / DURATION_S,
    p50: pct(times, 50),
    p99: pct(times, 99),
    errors,
    firstError,
  };
}

async function measure(label, env) {
  const { base, stop, exited } = await startServer(env);
  try {
    const c = client(base);
    const cookies = [];
    for (const mobile of MOBILES) cookies.push(await c.signIn(mobile));
    const credited = new Map();
    const rates = (await c.get('/v1/shenbei/getShenbeiRateList.jspx')).list;
    const small = rates[0];
    const large = rates[rates.length - 1];

    // orders: made, asked for their QR code, paid on the simulator (its notification settles them)
    const buy = async (who, rate) => {
      const order = (
        await c.post(
          '/v1/shenbei/order.jspx',
          {
            rateId: rate.id,
            channel: who % 2 ? 'alipay' : 'wechat',
            clientKey: `b${randomBytes(10).toString('hex')}`,
          },
          cookies[who],
        )
      ).result;
      const qr = (await c.post('/v1/shenbei/native/pay.jspx', { orderNo: order.orderNo }, cookies[who]))
        .result;
      await c.payOnSimulator(qr.codeUrl);
      credited.set(who, (credited.get(who) ?? 0) + rate.coins);
    };
    await sustain(async (worker) => buy(worker % cookies.length, small)).then(() => undefined); // warm-up pass
    const orders = await sustain((worker) => buy(worker % cookies.length, small));

    // gifts: each account tops up once, then sends 1-coin gifts into a live room
    for (let who = 0; who < cookies.length; who += 1) await buy(who, large);
    const today = (await c.get('/wapi/meeting/getTodayMeetings')).list;
    let room = null;
    for (const m of today) {
      const venues = (await c.get(`/wapi/meeting/getAllLiveMeetingDetail?meetingId=${m.id}`)).list;
      const live = venues.find((v) => v.state === 'LI' && v.canWatch);
      if (live) {
        room = { meetingId: m.id, fieldId: live.fieldId };
        break;
      }
    }
    if (!room) throw new Error('no free live room in the seed');
    const like = (await c.get(`/wapi/v1/gift/list.do?meetingId=${room.meetingId}`)).list[0];
    const spent = new Map();
    const gifts = await sustain(async (worker) => {
      const who = worker % cookies.length;
      await c.post(
        '/wapi/v1/gift/pay.do',
        { ...room, giftId: like.id, count: 1, clientKey: `g${randomBytes(10).toString('hex')}` },
        cookies[who],
      );
      spent.set(who, (spent.get(who) ?? 0) + like.priceCoins);
    });
    if (exited() !== null) throw new Error(`the ${label} server exited during the measurement (${exited()})`);

    // every wallet is what it was credited minus what it spent, and the books agree
    let walletsOff = 0;
    for (let who = 0; who < cookies.length; who += 1) {
      const { coins } = (await c.get('/v1/shenbei/getUserWallet.jspx', cookies[who])).result;
      // the demo accounts start with no coins
      if (coins !== (credited.get(who) ?? 0) - (spent.get(who) ?? 0)) walletsOff += 1;
    }
    let report;
    try {
      report = JSON.parse(
        execFileSync(process.execPath, [paymentsCli, 'reconcile'], {
          cwd: root,
          env: { ...process.env, ...LOAD_ENV, ...env },
          encoding: 'utf8',
        }).split('\n对账')[0],
      );
    } catch (error) {
      report = JSON.parse(String(error.stdout).split('\n对账')[0]);
    }
    return { label, orders, gifts, walletsOff, report };
  } finally {
    await stop();
    cleanups.delete(stop);
  }
}

async function onSqlite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ledger-'));
  try {
    return await measure('SQLite', { PORTAL_DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres() {
  const admin = new pg.Client({ connectionString: pgUrl });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`  PostgreSQL not reachable at ${pgUrl} (${error.message}): measured on SQLite only`);
    return null;
  }
  const name = `portal_ledger_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ledger-'));
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

for (const file of [serverEntry, paymentsCli])
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: run \`pnpm --filter @portal/server build\` first`);
console.log(
  `money ledger over HTTP, ${CONNECTIONS} clients at once for ${DURATION_S} s each (load average before ${os
    .loadavg()[0]
    .toFixed(1)} on ${os.cpus().length} cores):`,
);
const attempt = (label, run) => run().catch((error) => ({ label, failed: error.message }));
for (const [db, run] of [
  ['sqlite', onSqlite],
  ['postgres', onPostgres],
]) {
  if (!databases.includes(db)) continue;
  const row = await attempt(db === 'sqlite' ? 'SQLite' : 'PostgreSQL', run);
  if (!row) continue;
  if (row.failed) {
    console.log(`  ${row.label}: failed (${row.failed})`);
    continue;
  }
  const { orders, gifts, report } = row;
  const f = (x) => x.toFixed(1);
  console.log(
    `  ${row.label}: orders (made, QR, paid, settled) ${f(orders.perSecond)}/s (p50 ${f(orders.p50)} ms, p99 ${f(orders.p99)} ms, errors ${orders.errors}); ` +
      `gifts ${f(gifts.perSecond)}/s (p50 ${f(gifts.p50)} ms, p99 ${f(gifts.p99)} ms, errors ${gifts.errors})` +
      `${orders.firstError || gifts.firstError ? ` [first error: ${orders.firstError || gifts.firstError}]` : ''}`,
  );
  console.log(
    `    afterwards: ${report.orders} orders, ${report.transfers} transfers; wallets off ${row.walletsOff}, ` +
      `negative balances ${report.belowFloor.length}, reconciliation differences ${report.differences} ` +
      `(sums ${JSON.stringify(report.sums)})`,
  );
}
