import fastifyRateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { PortalDb } from '../db/database';
import { tooManyRequests } from './app-error';

/** expired windows are swept about once in this many hits, so the table stays small without a timer */
const SWEEP_EVERY = 500;

/**
 * A store for `@fastify/rate-limit` in our own database: one row per key and fixed window,
 * counted by an upsert, so a limit holds across every server instance that shares the database
 * (PostgreSQL when scaled out) and survives a restart. Each route's limiter counts under its own
 * name (`groupId`, else the route's URL), so one route's tries never spend another's.
 */
export function databaseRateLimitStore(
  db: PortalDb,
  now: () => number = Date.now,
): FastifyRateLimitStoreCtor {
  let hits = 0;
  const sweep = () =>
    db
      .deleteFrom('rate_limit_hits')
      .where('expires_at', '<', now())
      .execute()
      .catch(() => undefined);

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly namespace = 'global') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const t = now();
      const windowStart = Math.floor(t / timeWindow) * timeWindow;
      const expiresAt = windowStart + timeWindow;
      db.insertInto('rate_limit_hits')
        .values({
          key: `${this.namespace}|${key}`.slice(0, 200),
          window_start: windowStart,
          count: 1,
          expires_at: expiresAt,
        })
        .onConflict((oc) =>
          oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limit_hits.count + 1` }),
        )
        .returning('count')
        .executeTakeFirstOrThrow()
        .then((row) => {
          hits += 1;
          if (hits % SWEEP_EVERY === 0) void sweep();
          callback(null, { current: Number(row.count), ttl: expiresAt - t });
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: { config?: { rateLimit?: { groupId?: string } | false }; url?: string }) {
      const limit = routeOptions.config?.rateLimit;
      const group = limit === false ? undefined : limit?.groupId;
      const name = group || routeOptions.url || 'route';
      return new DatabaseRateLimitStore(name);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

/**
 * `@fastify/rate-limit` over the database store, off by default: a route opts in with
 * `config: { rateLimit: limitedTo(...) }`. The key is the client address as Fastify sees it,
 * which is the socket's peer unless the operator names trusted proxies (config `trustProxy`).
 */
export async function registerRateLimits(app: FastifyInstance, db: PortalDb, now?: () => number) {
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(db, now),
    // a broken counter must not lock everyone out; the database failing fails the route anyway
    skipOnError: true,
    errorResponseBuilder: () => tooManyRequests('操作过于频繁，请稍后再试'),
  });
}

/** A route's limit: `max` requests per `windowMs` per client, refused with `message` (Chinese). */
export function limitedTo(
  max: number,
  windowMs: number,
  message: string,
  groupId?: string,
): RateLimitOptions {
  return {
    max,
    timeWindow: windowMs,
    ...(groupId ? { groupId } : {}),
    errorResponseBuilder: () => tooManyRequests(message),
  };
}

/**
 * The typing aids (the search box's suggestions, the ask form's similar questions): one budget per
 * client for both. A person typing fast, debounced as the screens do, asks a few a second at most; a
 * script walking the index through them (every prefix, every title) asks far more.
 */
export const TYPING_AIDS_PER_MINUTE = 240;

export const typingAidLimit = (perMinute = TYPING_AIDS_PER_MINUTE): RateLimitOptions =>
  limitedTo(perMinute, 60_000, '输入提示请求过于频繁，请稍后再试', 'typing-aids');
