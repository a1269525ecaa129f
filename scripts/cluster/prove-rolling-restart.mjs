#!/usr/bin/env node
// Proves a rolling restart loses nothing (issue 25): two instances behind nginx over PostgreSQL and
// Redis, 100 users at work through nginx (reading, searching, commenting, sending gifts, watching
// and sending live barrage) while scripts/cluster/cluster.mjs restarts one instance, then the other.
// Fails (exit 1) on any failed request, any acknowledged write missing from the database afterwards,
// and any barrage a viewer missed or was sent twice.
//
//   node scripts/cluster/prove-rolling-restart.mjs   (after `pnpm build`)
//
// PostgreSQL: CLUSTER_PROOF_DATABASE_URL (default postgres://root@127.0.0.1:5432/test; the role
// creates and drops a database of its own); Redis: CLUSTER_PROOF_REDIS_URL (redis://127.0.0.1:6379,
// its keys under a prefix of their own). Without either, it says so and proves nothing (exit 0).
// Each phase waits for states (every user has acted, the instance is ready), never for durations.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clusterAt, until } from './cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const requireFromServer = createRequire(path.join(root, 'server', 'package.json'));
const pg = requireFromServer('pg');
const WebSocket = requireFromServer('ws');

const ADMIN_URL = process.env.CLUSTER_PROOF_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const REDIS_URL = process.env.CLUSTER_PROOF_REDIS_URL ?? 'redis://127.0.0.1:6379';
const USERS = { readers: 40, searchers: 20, commenters: 15, gifters: 10, watchers: 15 };
/** of the watchers, these also send barrage (one each per cooldown) */
const BARRAGE_SENDERS = 5;
const BARRAGE_COOLDOWN_MS = 5_500;
const KEYWORDS = [
  '胶质瘤',
  '动脉瘤',
  '垂体瘤',
  '脑膜瘤',
  '癫痫',
  '帕金森',
  '脑出血',
  '颈动脉',
  '脊髓',
  '三叉神经痛',
];

const started = Date.now();
const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const log = (line) => console.log(`[${at()}] ${line}`);

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** four free ports in a row would be luck: nginx's and each instance's, asked one by one */
async function freePorts(n) {
  const ports = new Set();
  while (ports.size < n) ports.add(await freePort());
  return [...ports];
}

async function reachable() {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
  } catch {
    return `PostgreSQL（${ADMIN_URL}）无法连接`;
  }
  const { hostname, port } = new URL(REDIS_URL);
  const redis = await new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname, () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(String(data).startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
  return redis ? null : `Redis（${REDIS_URL}）无法连接`;
}

function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function admin(run) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** sessions written straight into the database for seeded users (signing in by SMS needs a phone) */
async function mintSessions(db, userIds) {
  const now = Date.now();
  const cookies = new Map();
  for (const id of userIds) {
    const token = randomBytes(32).toString('base64url');
    await db.query(
      'insert into sessions (token_hash, user_id, created_at, expires_at) values ($1, $2, $3, $4)',
      [createHash('sha256').update(token).digest('hex'), id, now, now + 86_400_000],
    );
    cookies.set(id, `portal_session=${token}`);
  }
  return cookies;
}

/** Every request of the load, through nginx, as one user (their own address, their session). */
function clientFor(base, user, record) {
  const headers = { 'x-forwarded-for': user.ip, ...(user.cookie ? { cookie: user.cookie } : {}) };
  const call = async (kind, method, url, body, resent = 0) => {
    const t0 = Date.now();
    try {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: {
          ...headers,
          ...(body
            ? { 'content-type': 'application/json', origin: base, 'x-requested-with': 'XMLHttpRequest' }
            : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      const json = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
      const ok = res.status === 200 && (json === null || json.code === 1 || json.code === undefined);
      record(kind, ok, Date.now() - t0, ok ? null : `${method} ${url} → ${res.status} ${text.slice(0, 160)}`);
      return ok ? (json ?? text) : null;
    } catch (error) {
      // A kept-alive connection that nginx closed (a reload closes its idle ones) just as the request
      // went out on it: nothing was read, and a browser sends the request again on a new connection,
      // whatever its method (Chromium: a reused socket closed before any answer). So does this
      // client, and counts it; the pool may hand it another connection the reload closed, so up to
      // as many times as a client keeps connections to nginx.
      if (resent < 3 && error.cause?.code === 'UND_ERR_SOCKET') {
        record.resent();
        return call(kind, method, url, body, resent + 1);
      }
      record(kind, false, Date.now() - t0, `${method} ${url} → ${error.cause?.code ?? error.message}`);
      return null;
    }
  };
  return {
    get: (kind, url) => call(kind, 'GET', url),
    post: (kind, url, body) => call(kind, 'POST', url, body),
  };
}

/**
 * A live viewer as the player is: reconnects at once after a restart (1012), after a second after a
 * failure, each time from the last barrage id it saw; counts what arrives per id.
 */
function watch(base, venue, user) {
  const viewer = { received: new Map(), firstLastId: null, connections: 0, restarts: 0, closed: false };
  let lastId = 0;
  let socket;
  const open = () => {
    const query = new URLSearchParams({ meetingId: String(venue.meetingId), fieldId: String(venue.fieldId) });
    if (lastId) query.set('after', String(lastId));
    socket = new WebSocket(`${base.replace('http', 'ws')}/ws/v1/meeting/live?${query}`, {
      headers: { origin: base, 'x-forwarded-for': user.ip, ...(user.cookie ? { cookie: user.cookie } : {}) },
    });
    viewer.connections += 1;
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      if (message.type === 'hello') {
        if (viewer.firstLastId === null) viewer.firstLastId = message.lastId;
        if (!lastId) lastId = message.lastId;
      } else if (message.type === 'barrage') {
        const id = message.barrage.id;
        lastId = Math.max(lastId, id);
        viewer.received.set(id, (viewer.received.get(id) ?? 0) + 1);
      }
    });
    socket.on('error', () => {});
    socket.on('close', (code) => {
      if (viewer.closed) return;
      if (code === 1012) viewer.restarts += 1;
      setTimeout(open, code === 1012 ? Math.random() * 500 : 1000);
    });
  };
  open();
  viewer.stop = () => {
    viewer.closed = true;
    socket.close();
  };
  return viewer;
}

async function main() {
  const missing = await reachable();
  if (missing) {
    console.log(`滚动重启验证跳过：${missing}`);
    return true;
  }
  const name = `portal_cluster_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
  const [port] = await freePorts(1);
  let cluster;
  const viewers = [];
  await admin((client) => client.query(`create database ${name}`));
  const databaseUrl = withDatabase(ADMIN_URL, name);
  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    // instances on free ports of their own (nginx's + 1 and + 2 may be taken)
    const instancePorts = (await freePorts(3)).filter((p) => p !== port).slice(0, 2);
    cluster = clusterAt(dir, {
      port,
      instances: 2,
      instancePorts,
      env: {
        DATABASE_URL: databaseUrl,
        REDIS_URL,
        PORTAL_REDIS_PREFIX: `${name}:`,
        LOG_LEVEL: 'warn',
      },
    });
    log('启动两个实例（第一个迁移并生成演示数据）与 nginx');
    await cluster.start();
    log(`就绪：${cluster.url}`);
    await db.connect();
    const base = cluster.url;

    // what the users act on
    const today = (await (await fetch(`${base}/wapi/meeting/getTodayMeetings`)).json()).list;
    let venue;
    for (const m of today) {
      if (venue || m.meetingLiveStatus !== 'LI') continue;
      const venues = (
        await (await fetch(`${base}/wapi/meeting/getAllLiveMeetingDetail?meetingId=${m.id}`)).json()
      ).list;
      const v = venues.find((x) => x.state === 'LI' && x.canWatch);
      if (v) venue = { meetingId: m.id, fieldId: v.fieldId };
    }
    if (!venue) throw new Error('演示数据里没有免费的直播会场');
    const gifts = (await (await fetch(`${base}/wapi/v1/gift/list.do?meetingId=${venue.meetingId}`)).json())
      .list;
    const gift = gifts.reduce((a, b) => (b.priceCoins < a.priceCoins ? b : a));
    const infos = (await (await fetch(`${base}/wapi/info/getInfoList.do?pageNo=1&pageSize=30`)).json()).list;
    const infoIds = infos.map((i) => i.infoId);

    // who acts: doctors for comments and barrage, the accounts with coins for gifts
    const doctors = (
      await db.query(
        'select id from users where identity is not null and identity <> 3 order by id limit $1',
        [USERS.commenters + BARRAGE_SENDERS],
      )
    ).rows.map((r) => r.id);
    const rich = (
      await db.query(
        `select user_id from pay_accounts where id like 'user:%:coin' and user_id is not null
           and balance >= $1 order by balance desc limit $2`,
        [gift.priceCoins * 200, USERS.gifters],
      )
    ).rows.map((r) => r.user_id);
    if (doctors.length < USERS.commenters + BARRAGE_SENDERS) throw new Error('演示数据里的医生不够');
    if (rich.length === 0) throw new Error('演示数据里没有有神贝的账户');
    const cookies = await mintSessions(db, [...new Set([...doctors, ...rich])]);

    // a large body (a picture's size class) goes through nginx's temporary folder to an instance:
    // the instance answers (here: the comment is too long), not nginx
    const large = await fetch(`${base}/wapi/info/infoComment.do`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: base,
        'x-requested-with': 'XMLHttpRequest',
        cookie: cookies.get(doctors[0]),
      },
      body: JSON.stringify({ articleId: infoIds[0], text: '长'.repeat(200_000) }),
    });
    const largeAnswer = await large.text();
    if (large.status !== 400 || !largeAnswer.startsWith('{'))
      throw new Error(`200 KB 的请求没有经 nginx 到达实例：${large.status} ${largeAnswer.slice(0, 200)}`);

    // the load
    const stats = new Map();
    const failures = [];
    const latencies = [];
    const record = (kind, ok, ms, failure) => {
      const s = stats.get(kind) ?? { ok: 0, failed: 0 };
      if (ok) s.ok += 1;
      else {
        s.failed += 1;
        failures.push(`[${at()}] ${kind}: ${failure}`);
      }
      stats.set(kind, s);
      latencies.push(ms);
    };
    let resent = 0;
    record.resent = () => {
      resent += 1;
    };
    const acked = { comments: [], gifts: [], barrage: [] };
    let running = true;
    /** each user's finished actions: the phases wait on them */
    const done = [];
    let n = 0;
    const user = (cookie) => ({ ip: `10.${Math.floor(n / 250)}.${n % 250}.${(n++ % 200) + 1}`, cookie });
    const pick = (list) => list[Math.floor(Math.random() * list.length)];
    const loop = (act) => {
      const index = done.push(0) - 1;
      return (async () => {
        while (running) {
          await act();
          done[index] += 1;
        }
      })();
    };
    const loops = [];
    for (let i = 0; i < USERS.readers; i++) {
      const c = clientFor(base, user(), record);
      loops.push(
        loop(async () => {
          const id = pick(infoIds);
          await c.get('read', `/info/detail?id=${id}`);
          await c.get(
            'read',
            `/wapi/info/getInfoList.do?pageNo=${1 + Math.floor(Math.random() * 5)}&pageSize=10`,
          );
        }),
      );
    }
    for (let i = 0; i < USERS.searchers; i++) {
      const c = clientFor(base, user(), record);
      loops.push(
        loop(async () => {
          const keywords = encodeURIComponent(pick(KEYWORDS));
          await c.get('search', `/query/v5/query.jspx?keywords=${keywords}&pageNo=1&pageSize=9`);
          // a person reads the results before the next search
          await new Promise((resolve) => setTimeout(resolve, 500));
        }),
      );
    }
    for (let i = 0; i < USERS.commenters; i++) {
      const c = clientFor(base, user(cookies.get(doctors[i])), record);
      loops.push(
        loop(async () => {
          const text = `滚动重启验证评论 ${randomBytes(4).toString('hex')}：术后随访方案值得参考`;
          const answer = await c.post('comment', '/wapi/info/infoComment.do', {
            articleId: pick(infoIds),
            text,
          });
          if (answer) acked.comments.push(answer.result.id);
          // under the rule of 10 comments a minute
          await new Promise((resolve) => setTimeout(resolve, 6_500));
        }),
      );
    }
    for (let i = 0; i < USERS.gifters; i++) {
      const c = clientFor(base, user(cookies.get(rich[i % rich.length])), record);
      loops.push(
        loop(async () => {
          const answer = await c.post('gift', '/wapi/v1/gift/pay.do', {
            ...venue,
            giftId: gift.id,
            count: 1,
            clientKey: randomBytes(12).toString('hex'),
          });
          if (answer) acked.gifts.push(answer.result.order.orderNo);
          // under the per-client order limit
          await new Promise((resolve) => setTimeout(resolve, 1_200));
        }),
      );
    }
    for (let i = 0; i < USERS.watchers; i++) {
      const sender = i < BARRAGE_SENDERS ? doctors[USERS.commenters + i] : null;
      const u = user(sender ? cookies.get(sender) : undefined);
      const viewer = watch(base, venue, u);
      viewers.push(viewer);
      const c = clientFor(base, u, record);
      loops.push(
        loop(async () => {
          if (!sender) {
            await c.get('watch', `/wapi/v1/gift/ranking.do?meetingId=${venue.meetingId}`);
            await new Promise((resolve) => setTimeout(resolve, 1_000));
            return;
          }
          const answer = await c.post('barrage', '/ws/v1/message/sendBarrage', {
            ...venue,
            text: `讲得清楚 ${randomBytes(2).toString('hex')}`,
            mode: 0,
            color: '#ffffff',
            mediaTime: 60_000,
          });
          if (answer) acked.barrage.push(answer.result.id);
          await new Promise((resolve) => setTimeout(resolve, BARRAGE_COOLDOWN_MS));
        }),
      );
    }
    const everyoneActs = async (what) => {
      const from = [...done];
      await until(() => done.every((count, i) => count >= from[i] + 1), what, { guardMs: 300_000 });
    };
    await until(() => viewers.every((v) => v.firstLastId !== null), '观众连接直播', { guardMs: 120_000 });
    await everyoneActs('每个用户都完成一次操作');
    log(`负载已起：${Object.values(USERS).reduce((a, b) => a + b)} 个用户`);

    const restartStarted = Date.now();
    await cluster.rollingRestart((step) => log(step));
    const restartMs = Date.now() - restartStarted;
    await everyoneActs('重启后每个用户再完成一次操作');
    running = false;
    await Promise.all(loops);
    log('负载已停');

    // every acknowledged write is there
    const present = async (sql, ids) => (ids.length ? Number((await db.query(sql, [ids])).rows[0].n) : 0);
    const comments = await present(
      'select count(*) as n from comments where id = any($1::int[])',
      acked.comments,
    );
    const giftOrders = await present(
      "select count(*) as n from pay_orders where order_no = any($1::text[]) and status in ('paid', 'fulfilled')",
      acked.gifts,
    );
    const barrage = await present(
      'select count(*) as n from meeting_barrages where id = any($1::int[])',
      acked.barrage,
    );
    // every viewer got every barrage sent after it joined, once
    const expectedOf = (v) => acked.barrage.filter((id) => id > v.firstLastId);
    await until(
      () => viewers.every((v) => expectedOf(v).every((id) => v.received.has(id))),
      '观众收到全部弹幕',
      { guardMs: 30_000 },
    ).catch(() => {});
    for (const v of viewers) v.stop();
    const lostBarrage = viewers.reduce(
      (sum, v) => sum + expectedOf(v).filter((id) => !v.received.has(id)).length,
      0,
    );
    const twice = viewers.reduce(
      (sum, v) => sum + [...v.received.values()].filter((count) => count > 1).length,
      0,
    );
    const reconnects = viewers.reduce((sum, v) => sum + v.restarts, 0);

    latencies.sort((a, b) => a - b);
    const total = [...stats.values()].reduce((sum, s) => sum + s.ok + s.failed, 0);
    console.log('');
    console.log(`滚动重启（两个实例依次）用时 ${(restartMs / 1000).toFixed(1)} s；期间负载 ${total} 个请求`);
    for (const [kind, s] of stats) console.log(`  ${kind}: 成功 ${s.ok}，失败 ${s.failed}`);
    console.log(
      `  延迟 p50 ${latencies[Math.floor(latencies.length / 2)]} ms，p99 ${latencies[Math.floor(latencies.length * 0.99)]} ms`,
    );
    console.log(
      `失败请求：${failures.length}（另有 ${resent} 个请求因 nginx 重新加载时关闭了空闲的长连接而像浏览器一样在新连接上重发）`,
    );
    for (const f of failures.slice(0, 20)) console.log(`  ${f}`);
    console.log(
      `已确认的写入：评论 ${comments}/${acked.comments.length}，礼物 ${giftOrders}/${acked.gifts.length}，弹幕 ${barrage}/${acked.barrage.length}`,
    );
    console.log(
      `直播弹幕：${viewers.length} 位观众，因重启重连 ${reconnects} 次；丢失 ${lostBarrage} 条，重复 ${twice} 条`,
    );
    const lostWrites =
      acked.comments.length - comments + (acked.gifts.length - giftOrders) + (acked.barrage.length - barrage);
    const ok =
      failures.length === 0 && lostWrites === 0 && lostBarrage === 0 && twice === 0 && reconnects > 0;
    if (reconnects === 0) console.log('没有观众因重启而重连：重启没有经过直播连接，验证不成立');
    console.log(ok ? '滚动重启验证通过' : '滚动重启验证失败');
    return ok;
  } finally {
    for (const v of viewers) if (!v.closed) v.stop();
    await db.end().catch(() => {});
    if (cluster) await cluster.stop().catch((error) => console.error(error));
    await admin((client) => client.query(`drop database if exists ${name} with (force)`)).catch(() => {});
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
