import { spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { type BarrageBus, createBarrageBus, createRedisBarrageBus, type RedisBarrageBusOptions } from '..';
import { barrage, recorder } from './recorder';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether Redis answers a PING, asked synchronously (describe blocks are declared synchronously)
 * in a child process with a 1 s connect timeout. Returns why it is unreachable, or null.
 */
function whyRedisIsUnreachable(url: string): string | null {
  const script = `
    const { Redis } = require(process.argv[1]);
    const r = new Redis(process.argv[2], { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0,
      enableOfflineQueue: false, retryStrategy: () => null });
    let cause;
    r.on('error', (error) => { cause = error; });
    r.connect().then(() => r.ping()).then(
      (reply) => { process.stdout.write(String(reply)); r.disconnect(); },
      (error) => { process.stdout.write(String((cause || error).message)); r.disconnect(); process.exitCode = 1; });`;
  const child = spawnSync(process.execPath, ['-e', script, require.resolve('ioredis'), url], {
    encoding: 'utf8',
    timeout: 5_000,
  });
  if (child.status === 0 && child.stdout === 'PONG') return null;
  return (child.stdout || child.stderr || child.error?.message || `exit ${child.status}`).trim();
}

const unreachable = whyRedisIsUnreachable(REDIS_URL);
if (unreachable)
  console.warn(
    `Skipping the Redis barrage bus tests: Redis at ${REDIS_URL} is unreachable (${unreachable}).`,
  );
const describeWithRedis = unreachable ? describe.skip : describe;

/**
 * polls `read` until it returns `expected`; the timeout (then it fails with the last value) only
 * guards a hang: a busy machine may take long to get there
 */
async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (Object.is(value, expected)) return;
    if (Date.now() > deadline) {
      expect(value).toBe(expected);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeWithRedis('Redis barrage bus (two buses = two server instances)', () => {
  const prefix = `test:${process.pid}:${Date.now()}:`;
  let admin: Redis;
  const open: BarrageBus[] = [];
  let seq = 0;

  const bus = async (options: RedisBarrageBusOptions = {}) => {
    const created = await createRedisBarrageBus(REDIS_URL, { keyPrefix: prefix, ...options });
    open.push(created);
    return created;
  };
  /** a meeting id of its own for every test, so no test sees another's messages or counts */
  const meeting = () => 1_000 + ++seq * 10;
  const channel = (meetingId: number) => `${prefix}barrage:${meetingId}`;
  const numsub = async (meetingId: number) => {
    const reply = (await admin.pubsub('NUMSUB', channel(meetingId))) as [string, number];
    return Number(reply[1]);
  };
  const keysOfThisRun = () => admin.keys(`${prefix}*`);

  beforeAll(async () => {
    admin = new Redis(REDIS_URL, { lazyConnect: true });
    await admin.connect();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((b) => b.close()));
  });
  afterAll(async () => {
    const leftovers = await keysOfThisRun();
    if (leftovers.length > 0) await admin.del(...leftovers);
    await admin.quit();
  });

  it('delivers a barrage published on A to a subscriber on A and one on B, exactly once each', async () => {
    const [a, b] = await Promise.all([bus(), bus()]);
    const m = meeting();
    const onA = recorder('A');
    const onB = recorder('B');
    await a.subscribe(m, onA.listener);
    await b.subscribe(m, onB.listener);

    const sent = barrage(m, 1);
    await a.publish(sent);
    await Promise.all([onA.waitForBarrage(1), onB.waitForBarrage(1)]);
    expect(onB.events[0]).toEqual({ kind: 'barrage', barrage: sent });

    // and the other way; a channel delivers in order, so once 2 is in, a duplicate of 1 would be too
    await b.publish(barrage(m, 2));
    await Promise.all([onA.waitForBarrage(2), onB.waitForBarrage(2)]);
    expect(onA.barrageIds()).toEqual([1, 2]);
    expect(onB.barrageIds()).toEqual([1, 2]);
  });

  it('keeps meetings apart', async () => {
    const [a, b] = await Promise.all([bus(), bus()]);
    const m1 = meeting();
    const m2 = m1 + 1;
    const one = recorder('meeting 1');
    const two = recorder('meeting 2');
    await b.subscribe(m1, one.listener);
    await b.subscribe(m2, two.listener);

    await a.publish(barrage(m1, 11));
    await a.publish(barrage(m2 + 1, 31)); // nobody listens there
    await a.publish(barrage(m2, 21));
    await a.publish(barrage(m1, 12));
    await Promise.all([one.waitForBarrage(12), two.waitForBarrage(21)]);
    expect(one.barrageIds()).toEqual([11, 12]);
    expect(two.barrageIds()).toEqual([21]);
  });

  it('stops delivering to a listener once it unsubscribed', async () => {
    const [a, b] = await Promise.all([bus(), bus()]);
    const m = meeting();
    const gone = recorder('gone');
    const stays = recorder('stays');
    const unsubscribe = await b.subscribe(m, gone.listener);
    await b.subscribe(m, stays.listener);
    await a.publish(barrage(m, 1));
    await Promise.all([gone.waitForBarrage(1), stays.waitForBarrage(1)]);

    await unsubscribe();
    await unsubscribe();
    await a.publish(barrage(m, 2));
    await stays.waitForBarrage(2);
    expect(gone.barrageIds()).toEqual([1]);
    expect(stays.barrageIds()).toEqual([1, 2]);
  });

  it('goes on delivering to the other listeners when one throws', async () => {
    const errors: unknown[] = [];
    const a = await bus({ onError: (error) => errors.push(error) });
    const m = meeting();
    const after = recorder('after');
    await a.subscribe(m, () => {
      throw new Error('broken socket');
    });
    await a.subscribe(m, after.listener);
    await a.publish(barrage(m, 1));
    await after.waitForBarrage(1);
    expect(errors).toEqual([new Error('broken socket')]);
  });

  it('SUBSCRIBEs once per meeting and instance, however many local listeners, and UNSUBSCRIBEs after the last', async () => {
    const [a, b] = await Promise.all([bus(), bus()]);
    const m = meeting();
    const onA = Array.from({ length: 50 }, (_, i) => recorder(`A${i}`));
    const onB = Array.from({ length: 10 }, (_, i) => recorder(`B${i}`));
    const offA = await Promise.all(onA.map((r) => a.subscribe(m, r.listener)));
    expect(await numsub(m)).toBe(1);
    const offB = await Promise.all(onB.map((r) => b.subscribe(m, r.listener)));
    expect(await numsub(m)).toBe(2);

    await a.publish(barrage(m, 1));
    await a.publish(barrage(m, 2));
    await Promise.all([...onA, ...onB].map((r) => r.waitForBarrage(2)));
    for (const r of [...onA, ...onB]) expect(r.barrageIds()).toEqual([1, 2]);

    await Promise.all(offA.slice(1).map((off) => off()));
    expect(await numsub(m)).toBe(2);
    await offA[0]!();
    expect(await numsub(m)).toBe(1);
    await Promise.all(offB.map((off) => off()));
    expect(await numsub(m)).toBe(0);

    // subscribing again after the last one left works (the channel state was reset, not stuck)
    const again = recorder('again');
    await a.subscribe(m, again.listener);
    expect(await numsub(m)).toBe(1);
    await b.publish(barrage(m, 3));
    await again.waitForBarrage(3);
  });

  it('sums viewers over instances, and drops A’s part when A closes', async () => {
    const [a, b] = await Promise.all([bus(), bus()]);
    const m = meeting();
    const other = m + 1;
    const onB = recorder('B');
    await b.subscribe(m, onB.listener);

    expect(await a.setLocalViewers(m, 3)).toBe(3);
    expect(await b.setLocalViewers(m, 4)).toBe(7);
    expect(await a.setLocalViewers(other, 100)).toBe(100);
    expect(await a.viewers(m)).toBe(7);
    expect(await b.viewers(m)).toBe(7);
    await onB.waitForViewers(7);

    const mark = onB.mark();
    await a.close();
    expect(await b.viewers(m)).toBe(4);
    expect(await b.viewers(other)).toBe(0);
    await onB.waitForViewers(4, { since: mark });
    expect(await admin.keys(`${prefix}viewers:${other}`)).toEqual([]);

    expect(await b.setLocalViewers(m, 0)).toBe(0);
    expect(await admin.exists(`${prefix}viewers:${m}`)).toBe(0);
  });

  it('stops counting the viewers of an instance whose heartbeat key expired (a crashed instance)', async () => {
    const b = await bus({ heartbeatMs: 50 });
    const m = meeting();
    const onB = recorder('B');
    await b.subscribe(m, onB.listener);
    expect(await b.setLocalViewers(m, 4)).toBe(4);

    // a field without an instance key does not count, and is pruned
    await admin.hset(`${prefix}viewers:${m}`, 'long-gone', 50);
    expect(await b.viewers(m)).toBe(4);
    expect(await admin.hexists(`${prefix}viewers:${m}`, 'long-gone')).toBe(0);

    // an instance that is alive, then whose key expires (deleted here: Redis's expiry is not under
    // test, and a key set to expire could go before a busy machine's heartbeat saw it alive)
    await admin.set(`${prefix}instance:crashed`, '1');
    await admin.hset(`${prefix}viewers:${m}`, 'crashed', 5);
    expect(await b.viewers(m)).toBe(9);
    const mark = onB.mark();
    await onB.waitForViewers(9, { since: mark }); // B's heartbeat noticed the new total...
    await admin.del(`${prefix}instance:crashed`);
    await onB.waitForViewers(4, { since: onB.mark() }); // ...and that it fell back
    expect(await admin.hexists(`${prefix}viewers:${m}`, 'crashed')).toBe(0);
  });

  it('puts its viewers back after a stall got them pruned (the heartbeat re-writes them)', async () => {
    const a = await bus({ heartbeatMs: 50, instanceId: `stalled-${process.pid}` });
    const b = await bus();
    const m = meeting();
    await a.setLocalViewers(m, 3);
    // as if A missed its heartbeats and a reader pruned its count: one atomic step, so that A's next
    // heartbeat cannot come in between however busy the machine is
    await admin
      .multi()
      .del(`${prefix}instance:stalled-${process.pid}`)
      .hdel(`${prefix}viewers:${m}`, `stalled-${process.pid}`)
      .exec();
    await eventually(() => b.viewers(m), 3);
  });

  it('close() removes this instance’s fields and key, quits, and refuses work after', async () => {
    const a = await bus({ instanceId: `closing-${process.pid}` });
    const m = meeting();
    await a.subscribe(m, () => {});
    await a.setLocalViewers(m, 2);
    await a.setLocalViewers(m + 1, 5);
    expect(await admin.exists(`${prefix}instance:closing-${process.pid}`)).toBe(1);
    await a.close();
    await a.close();
    expect(await admin.exists(`${prefix}instance:closing-${process.pid}`)).toBe(0);
    expect(await admin.exists(`${prefix}viewers:${m}`, `${prefix}viewers:${m + 1}`)).toBe(0);
    expect(await numsub(m)).toBe(0);
    await expect(a.publish(barrage(m, 1))).rejects.toThrow('closed');
    await expect(a.setLocalViewers(m, 1)).rejects.toThrow('closed');
  });

  it('is what createBarrageBus gives with a Redis URL', async () => {
    const a = await createBarrageBus({ redisUrl: REDIS_URL }, { keyPrefix: prefix });
    open.push(a);
    const m = meeting();
    await a.subscribe(m, () => {});
    expect(await numsub(m)).toBe(1);
  });

  it('rejects, without leaving a connection behind, when Redis cannot be reached', async () => {
    await expect(
      createRedisBarrageBus('redis://127.0.0.1:1', { keyPrefix: prefix, onError: () => {} }),
    ).rejects.toThrow();
  });

  it('leaves no keys of its own behind once every instance closed', async () => {
    const [a, b] = await Promise.all([bus(), bus()]);
    const m = meeting();
    await a.setLocalViewers(m, 1);
    await b.setLocalViewers(m, 1);
    await Promise.all(open.splice(0).map((x) => x.close()));
    expect(await keysOfThisRun()).toEqual([]);
  });
});
