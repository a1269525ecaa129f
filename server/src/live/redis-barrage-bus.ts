/**
 * The barrage bus over Redis pub/sub, for several server instances behind one Redis.
 *
 * - Two connections per instance: `pub` (PUBLISH and the viewer-count commands) and `sub` (only
 *   SUBSCRIBE/UNSUBSCRIBE: a connection in subscriber mode can run nothing else).
 * - One channel per meeting, `${prefix}barrage:${meetingId}`, carrying JSON BusEvents. This
 *   instance SUBSCRIBEs on a meeting's first local listener and UNSUBSCRIBEs on its last; its own
 *   publications come back through Redis like everyone else's, so each listener gets them once.
 * - Viewer counts: the hash `${prefix}viewers:${meetingId}`, field instanceId → this instance's
 *   count, and the liveness key `${prefix}instance:${instanceId}` (PX instanceTtlMs, refreshed every
 *   heartbeatMs). The total counts only fields whose instance key exists, and prunes the others, so
 *   a crashed instance's viewers stop counting within instanceTtlMs. The heartbeat also re-writes
 *   this instance's fields (healing a prune after a stall or a Redis restart) and, for the meetings
 *   it listens to, publishes a 'viewers' event when the total moved without anyone here changing
 *   their count (another instance crashed).
 *
 * The viewer script reads keys it is not given (the instance keys), so it needs a single Redis
 * (or Sentinel), not Redis Cluster.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { BarrageBus, BarrageBusOptions, BusEvent } from './barrage-bus';
import {
  assertCount,
  assertMeetingId,
  KeyedThrottle,
  LocalListeners,
  reportToConsole,
  VIEWERS_THROTTLE_MS,
} from './local-listeners';

export interface RedisBarrageBusOptions extends BarrageBusOptions {
  /** this instance's name in the viewer hashes; crypto.randomUUID() by default */
  instanceId?: string;
  /** prepended to every key and channel; 'portal:' by default */
  keyPrefix?: string;
  /** how often the instance key is refreshed and this instance's counts re-written; 5,000 ms by default */
  heartbeatMs?: number;
  /** how long the instance key lives without a heartbeat; 15,000 ms by default */
  instanceTtlMs?: number;
}

/**
 * KEYS[1] the meeting's viewer hash. ARGV[1] the instance key prefix, ARGV[2] this instance id,
 * ARGV[3] this instance's count ('' to only read), ARGV[4] the hash's TTL in ms.
 * Returns the total over the live instances; drops the fields of instances whose key is gone.
 */
const VIEWERS_SCRIPT = `
local hash = KEYS[1]
if ARGV[3] ~= '' then
  local n = tonumber(ARGV[3])
  if n > 0 then redis.call('HSET', hash, ARGV[2], n) else redis.call('HDEL', hash, ARGV[2]) end
end
local entries = redis.call('HGETALL', hash)
local total = 0
for i = 1, #entries, 2 do
  if redis.call('EXISTS', ARGV[1] .. entries[i]) == 1 then
    total = total + (tonumber(entries[i + 1]) or 0)
  else
    redis.call('HDEL', hash, entries[i])
  end
end
if ARGV[3] ~= '' and tonumber(ARGV[3]) > 0 then redis.call('PEXPIRE', hash, ARGV[4]) end
return total
`;

type ViewersCommand = (
  hash: string,
  instancePrefix: string,
  instanceId: string,
  count: string,
  ttlMs: number,
) => Promise<number>;
type WithViewers<T> = T & { barrageViewers: ViewersCommand };

export async function createRedisBarrageBus(
  url: string,
  options: RedisBarrageBusOptions = {},
): Promise<BarrageBus> {
  const prefix = options.keyPrefix ?? 'portal:';
  const instanceId = options.instanceId ?? randomUUID();
  const heartbeatMs = options.heartbeatMs ?? 5_000;
  const instanceTtlMs = options.instanceTtlMs ?? 15_000;
  const onError = options.onError ?? reportToConsole;

  const channelPrefix = `${prefix}barrage:`;
  const channelOf = (meetingId: number) => `${channelPrefix}${meetingId}`;
  const hashOf = (meetingId: number) => `${prefix}viewers:${meetingId}`;
  const instancePrefix = `${prefix}instance:`;
  const instanceKey = `${instancePrefix}${instanceId}`;

  // No retries until both connections are up, so a wrong or unreachable URL rejects at once instead
  // of retrying forever; after that, ioredis's default backoff (and automatic re-SUBSCRIBE) applies.
  let started = false;
  const connectionOptions = (role: string) => ({
    lazyConnect: true,
    connectionName: `barrage-${role}:${instanceId}`,
    retryStrategy: (times: number) => (started ? Math.min(times * 50, 2_000) : null),
  });
  const pub = new Redis(url, connectionOptions('pub'));
  const sub = new Redis(url, connectionOptions('sub'));
  pub.on('error', (error) => onError(error, 'redis publisher connection'));
  sub.on('error', (error) => onError(error, 'redis subscriber connection'));
  pub.defineCommand('barrageViewers', { numberOfKeys: 1, lua: VIEWERS_SCRIPT });
  const viewersCommand = (pub as WithViewers<Redis>).barrageViewers.bind(pub);

  try {
    await Promise.all([pub.connect(), sub.connect()]);
    await pub.set(instanceKey, '1', 'PX', instanceTtlMs);
    started = true;
  } catch (error) {
    // not on an ended connection: ioredis would arm a 2 s timer for its already closed socket
    for (const connection of [pub, sub]) if (connection.status !== 'end') connection.disconnect();
    throw error;
  }

  const listeners = new LocalListeners(onError);
  /** this instance's viewer count per meeting (only > 0) */
  const localCounts = new Map<number, number>();
  /** the last total this instance computed or heard on the channel, per meeting it counts or listens to */
  const lastTotals = new Map<number, number>();
  let closed = false;

  const assertOpen = () => {
    if (closed) throw new Error('the barrage bus is closed');
  };

  const runViewers = (meetingId: number, count: number | null) =>
    viewersCommand(
      hashOf(meetingId),
      instancePrefix,
      instanceId,
      count === null ? '' : String(count),
      instanceTtlMs,
    );

  const publishEvent = (meetingId: number, event: BusEvent) =>
    pub.publish(channelOf(meetingId), JSON.stringify(event));

  /** publication of 'viewers' events: at most one per meeting per interval from this instance */
  const viewersPublisher = new KeyedThrottle<number, number>(VIEWERS_THROTTLE_MS, (meetingId, count) => {
    publishEvent(meetingId, { kind: 'viewers', meetingId, count }).catch((error) =>
      onError(error, `publishing the viewer count of meeting ${meetingId}`),
    );
    return true;
  });

  const totalComputed = (meetingId: number, total: number) => {
    if (lastTotals.get(meetingId) === total) return;
    lastTotals.set(meetingId, total);
    viewersPublisher.push(meetingId, total);
  };

  const forgetIfIdle = (meetingId: number) => {
    if (!localCounts.has(meetingId) && !listeners.has(meetingId)) lastTotals.delete(meetingId);
  };

  sub.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(channelPrefix)) return;
    const meetingId = Number(channel.slice(channelPrefix.length));
    let event: BusEvent;
    try {
      event = JSON.parse(message) as BusEvent;
    } catch (error) {
      onError(error, `an unreadable message on ${channel}`);
      return;
    }
    if (event.kind === 'viewers') {
      if (listeners.has(meetingId) || localCounts.has(meetingId)) lastTotals.set(meetingId, event.count);
      listeners.emitViewers(meetingId, event.count);
    } else listeners.dispatch(meetingId, event);
  });

  /**
   * SUBSCRIBE/UNSUBSCRIBE, one meeting at a time in order: each call brings the channel's
   * subscription in line with whether the meeting has local listeners at that moment.
   */
  const channels = new Map<number, { subscribed: boolean; queue: Promise<void> }>();
  const reconcile = (meetingId: number): Promise<void> => {
    let state = channels.get(meetingId);
    if (!state) {
      state = { subscribed: false, queue: Promise.resolve() };
      channels.set(meetingId, state);
    }
    const s = state;
    const run = s.queue.then(async () => {
      const wanted = listeners.has(meetingId) && !closed;
      if (wanted && !s.subscribed) {
        await sub.subscribe(channelOf(meetingId));
        s.subscribed = true;
      } else if (!wanted && s.subscribed && !closed) {
        await sub.unsubscribe(channelOf(meetingId));
        s.subscribed = false;
      }
    });
    const queue = run.then(
      () => undefined,
      () => undefined,
    );
    s.queue = queue;
    void queue.then(() => {
      if (channels.get(meetingId) === s && s.queue === queue && !s.subscribed && !listeners.has(meetingId))
        channels.delete(meetingId);
    });
    return run;
  };

  let beating = false;
  const heartbeat = async () => {
    if (beating || closed) return;
    beating = true;
    try {
      const meetings = new Set([...localCounts.keys(), ...listeners.meetings()]);
      const batch = pub.pipeline();
      batch.set(instanceKey, '1', 'PX', instanceTtlMs);
      const ids = [...meetings];
      for (const meetingId of ids) {
        const count = localCounts.get(meetingId);
        (batch as WithViewers<typeof batch>).barrageViewers(
          hashOf(meetingId),
          instancePrefix,
          instanceId,
          count === undefined ? '' : String(count),
          instanceTtlMs,
        );
      }
      const results = (await batch.exec()) ?? [];
      if (closed) return;
      ids.forEach((meetingId, i) => {
        const [error, total] = results[i + 1] ?? [new Error('no reply')];
        if (error) onError(error, `heartbeat of meeting ${meetingId}`);
        else totalComputed(meetingId, Number(total));
      });
    } catch (error) {
      onError(error, 'heartbeat');
    } finally {
      beating = false;
    }
  };
  const heartbeatTimer = setInterval(() => void heartbeat(), heartbeatMs);
  heartbeatTimer.unref();

  let closing: Promise<void> | undefined;

  return {
    async publish(barrage) {
      assertOpen();
      assertMeetingId(barrage.meetingId);
      await publishEvent(barrage.meetingId, { kind: 'barrage', barrage });
    },

    async publishGift(gift) {
      assertOpen();
      assertMeetingId(gift.meetingId);
      await publishEvent(gift.meetingId, { kind: 'gift', gift });
    },

    async subscribe(meetingId, listener) {
      assertOpen();
      assertMeetingId(meetingId);
      listeners.add(meetingId, listener);
      try {
        await reconcile(meetingId);
      } catch (error) {
        listeners.remove(meetingId, listener);
        forgetIfIdle(meetingId);
        throw error;
      }
      let done = false;
      return async () => {
        if (done || closed) return;
        done = true;
        if (listeners.remove(meetingId, listener)) {
          forgetIfIdle(meetingId);
          await reconcile(meetingId);
        }
      };
    },

    async setLocalViewers(meetingId, count) {
      assertOpen();
      assertMeetingId(meetingId);
      assertCount(count);
      if (count > 0) localCounts.set(meetingId, count);
      else localCounts.delete(meetingId);
      const total = Number(await runViewers(meetingId, count));
      if (!closed) {
        totalComputed(meetingId, total);
        forgetIfIdle(meetingId);
      }
      return total;
    },

    async viewers(meetingId) {
      assertOpen();
      assertMeetingId(meetingId);
      return Number(await runViewers(meetingId, null));
    },

    async ping() {
      assertOpen();
      // the subscriber connection answers PING in subscribed mode too
      await Promise.all([pub.ping(), sub.ping()]);
    },

    close() {
      closing ??= (async () => {
        closed = true;
        clearInterval(heartbeatTimer);
        viewersPublisher.clear();
        listeners.clear();
        const mine = [...localCounts.keys()];
        localCounts.clear();
        lastTotals.clear();
        try {
          // take this instance's viewers out and tell the others the new totals at once
          const totals = await Promise.all(mine.map((meetingId) => runViewers(meetingId, 0)));
          await Promise.all(
            mine.map((meetingId, i) =>
              publishEvent(meetingId, { kind: 'viewers', meetingId, count: Number(totals[i]) }),
            ),
          );
          await pub.del(instanceKey);
        } catch (error) {
          onError(error, 'removing this instance from the viewer counts');
        }
        await Promise.all(
          [pub, sub].map(async (connection) => {
            if (connection.status === 'end') return;
            if (connection.status !== 'ready') return connection.disconnect();
            await connection.quit().catch(() => connection.disconnect());
          }),
        );
      })();
      return closing;
    },
  };
}
