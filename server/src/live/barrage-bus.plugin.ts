import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type BarrageBus, createBarrageBus, type RedisBarrageBusOptions } from './index';

declare module 'fastify' {
  interface FastifyInstance {
    /** the live barrage and viewer-count fan-out of this app: one per app, closed with it */
    barrageBus: BarrageBus;
  }
}

export interface BarrageBusPluginOptions {
  /** Redis for several instances (`REDIS_URL`); in memory, for one process, when absent */
  redisUrl?: string;
  /** tests: a key prefix of their own, a short heartbeat */
  redisOptions?: RedisBarrageBusOptions;
}

/** Creates the app's barrage bus (`app.barrageBus`) and closes it when the app closes. */
export const barrageBusPlugin = fp(async (app: FastifyInstance, options: BarrageBusPluginOptions) => {
  const bus = await createBarrageBus({ redisUrl: options.redisUrl }, options.redisOptions);
  app.decorate('barrageBus', bus);
  app.addHook('onClose', async () => {
    await bus.close();
  });
});
