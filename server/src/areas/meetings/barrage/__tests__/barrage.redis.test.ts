import { randomUUID } from 'node:crypto';
import type { Barrage } from '@portal/api/contract/barrage';
import { barrageEndpoints as e } from '@portal/api/endpoints/barrage';
import { BARRAGE_RULES } from '@portal/api/rules/meetings';
import { Redis } from 'ioredis';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import {
  type LiveClient,
  listen,
  openLive,
  seededVenues,
  type Venue,
} from '../../../../test-support/live-venues';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

/**
 * Two server instances (two apps on one database) with a Redis bus: barrage sent on one reaches
 * the sockets of the other, viewer counts add up over both, and a reconnect to the other instance
 * resumes without gaps or duplicates. Needs Redis (REDIS_URL, default redis://127.0.0.1:6379).
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test:barrage-routes:${randomUUID()}:`;
let clock = DEFAULT_SEED_NOW;
let a: TestApp;
let b: TestApp;
let baseA: string;
let baseB: string;
let live: Venue;
let mobileSeq = 0;
const nextMobile = () => `1360000${String(2000 + mobileSeq++).padStart(4, '0')}`;

const instance = (database?: TestApp['database']) =>
  createTestApp({
    now: () => clock,
    database,
    seed: 'small',
    redisUrl: REDIS_URL,
    // the defaults' heartbeat (an instance silent for its TTL stops counting): a busy machine must not
    // make a live instance look dead
    barrageBusOptions: { keyPrefix: prefix },
  });

beforeAll(async () => {
  a = await instance();
  b = await instance(a.database);
  live = (await seededVenues(a.database.db, DEFAULT_SEED_NOW)).live;
  [baseA, baseB] = await Promise.all([listen(a.app), listen(b.app)]);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  // the keys this run left (viewer hashes expire on their own; the instance keys too)
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

async function send(t: TestApp, cookie: string, text: string): Promise<Barrage> {
  const res = await t.app.inject({
    method: 'POST',
    url: e.send.path,
    payload: { ...live, text, mode: 0, color: '#00a2ff', mediaTime: 1_000 },
    headers: { cookie },
  });
  if (res.statusCode !== 200) throw new Error(`send failed: ${res.body}`);
  return res.json().result;
}

const isBarrage = (id: number) => (m: { type: string; barrage?: unknown }) =>
  m.type === 'barrage' && (m.barrage as Barrage).id === id;

it('a barrage sent on instance A reaches sockets on instance B (and A), once each', async () => {
  const sender = await signIn(a, nextMobile());
  const onB: LiveClient = await openLive(baseB, live, { cookie: sender.cookie });
  const onA: LiveClient = await openLive(baseA, live);
  try {
    await Promise.all([onA.waitFor((m) => m.type === 'hello'), onB.waitFor((m) => m.type === 'hello')]);
    const sent = await send(a, sender.cookie, '跨实例弹幕');
    expect(sent.mine).toBe(true);
    const [gotB, gotA] = await Promise.all([
      onB.waitFor(isBarrage(sent.id)),
      onA.waitFor(isBarrage(sent.id)),
    ]);
    // the sender's own socket (on the other instance) marks it mine; the visitor's does not
    expect((gotB.barrage as Barrage).mine).toBe(true);
    expect((gotA.barrage as Barrage).mine).toBe(false);
    expect(gotA.barrage).toMatchObject({ text: '跨实例弹幕', color: '#00a2ff', mediaTime: 1_000 });
    // once each: a later barrage arrives after any copy of the first would have (one bus, in order)
    clock += BARRAGE_RULES.cooldownMs;
    const later = await send(a, sender.cookie, '后一条');
    await Promise.all([onB.waitFor(isBarrage(later.id)), onA.waitFor(isBarrage(later.id))]);
    expect(onB.barrageIds()).toEqual([sent.id, later.id]);
    expect(onA.barrageIds()).toEqual([sent.id, later.id]);
  } finally {
    await Promise.all([onA.close(), onB.close()]);
  }
});

it('the viewer count is the sockets on both instances', async () => {
  const first = await openLive(baseA, live);
  await first.waitFor((m) => m.type === 'hello');
  const others = [await openLive(baseB, live), await openLive(baseB, live)];
  try {
    await Promise.all(others.map((o) => o.waitFor((m) => m.type === 'hello')));
    // A's socket hears the total, B's sockets counted
    await first.waitFor((m) => m.type === 'viewers' && m.count === 3);
    expect(await a.app.barrageBus.viewers(live.meetingId)).toBe(3);
    expect(await b.app.barrageBus.viewers(live.meetingId)).toBe(3);
    const hello = (await openLive(baseA, live)) as LiveClient;
    others.push(hello);
    expect((await hello.waitFor((m) => m.type === 'hello')).viewers).toBe(4);
  } finally {
    await Promise.all(others.map((o) => o.close()));
  }
  await first.waitFor((m) => m.type === 'viewers' && m.count === 1);
  await first.close();
});

it('a reconnect to the other instance with `after` gets the missed ones once, then live ones', async () => {
  const users = await Promise.all([
    signIn(a, nextMobile()),
    signIn(a, nextMobile()),
    signIn(a, nextMobile()),
  ]);
  const onA = await openLive(baseA, live);
  const seen = await send(b, users[0]!.cookie, '断线前');
  await onA.waitFor(isBarrage(seen.id));
  await onA.close();
  const missed = [
    (await send(a, users[1]!.cookie, '断线中一')).id,
    (await send(b, users[2]!.cookie, '断线中二')).id,
  ];
  const onB = await openLive(baseB, live, { after: seen.id });
  try {
    await onB.waitFor(isBarrage(missed[1]!));
    clock += BARRAGE_RULES.cooldownMs;
    const next = await send(a, users[0]!.cookie, '重连后');
    await onB.waitFor(isBarrage(next.id));
    // no duplicate: one more arrives after any copy of those would have
    clock += BARRAGE_RULES.cooldownMs;
    const last = await send(b, users[1]!.cookie, '最后一条');
    await onB.waitFor(isBarrage(last.id));
    expect(onB.barrageIds()).toEqual([...missed, next.id, last.id]);
  } finally {
    await onB.close();
  }
});

it('the cooldown holds across instances', async () => {
  const user = await signIn(a, nextMobile());
  const cookie = user.cookie;
  const results = await Promise.all(
    [a, b, a, b].map((t) =>
      t.app.inject({
        method: 'POST',
        url: e.send.path,
        payload: { ...live, text: '两台同时', mode: 0, color: '#ffffff', mediaTime: 0 },
        headers: { cookie },
      }),
    ),
  );
  expect(results.map((r) => r.statusCode).sort()).toEqual([200, 429, 429, 429]);
  const stored = await a.database.db
    .selectFrom('meeting_barrages')
    .select('id')
    .where('user_id', '=', user.id)
    .execute();
  expect(stored).toHaveLength(1);
});
