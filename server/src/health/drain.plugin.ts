import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Before `close()` when the instance is taken out of a balancer: not ready from now on, and
     * resolves once no request is under way and none has come for a quiet moment (the balancer
     * has stopped sending any), or after `maxMs` at the latest. Requests keep being served normally
     * meanwhile; only then does `close()` stop listening. Live sockets do not count: `close()` tells
     * them to reconnect elsewhere.
     */
    drain(options?: { quietMs?: number; maxMs?: number }): Promise<{ waitedMs: number; served: number }>;
    /** true from the moment `drain()` (or `close()`) begins */
    draining(): boolean;
    /** the HTTP requests this instance is serving now (live sockets apart) */
    requestsUnderWay(): number;
  }
}

/**
 * Without the quiet moment, `close()` raced the balancer's stragglers: a request an nginx worker
 * (reloaded, finishing what it had) sent just after the instance began to close met Fastify's
 * closing 503, or a connection closed before its request was read (a 502 at nginx) — 4 failed
 * requests in a rolling restart under load (scripts/cluster/prove-rolling-restart.mjs).
 */
const DEFAULT_QUIET_MS = 500;
const DEFAULT_MAX_MS = 30_000;

const isLiveSocket = (request: FastifyRequest) => request.headers.upgrade?.toLowerCase() === 'websocket';

export const drainPlugin = fp(async (app: FastifyInstance) => {
  let underWay = 0;
  let lastStarted = 0;
  let served = 0;
  let draining = false;
  const counted = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', async (request) => {
    if (isLiveSocket(request)) return;
    counted.add(request);
    underWay += 1;
    lastStarted = Date.now();
    if (draining) served += 1;
  });
  const finished = async (request: FastifyRequest) => {
    if (!counted.has(request)) return;
    counted.delete(request);
    underWay -= 1;
  };
  app.addHook('onResponse', finished);
  // a client gone before its answer: onResponse does not come
  app.addHook('onRequestAbort', finished);
  app.addHook('preClose', async () => {
    draining = true;
  });

  app.decorate('draining', () => draining);
  app.decorate('requestsUnderWay', () => underWay);
  app.decorate('drain', async ({ quietMs = DEFAULT_QUIET_MS, maxMs = DEFAULT_MAX_MS } = {}) => {
    draining = true;
    const started = Date.now();
    // polls the two counters (a request's hooks are the only events): ends in a state, not after a time
    while (Date.now() - started < maxMs) {
      if (underWay === 0 && Date.now() - lastStarted >= quietMs) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { waitedMs: Date.now() - started, served };
  });
});
