/**
 * The barrage bus of live meetings: in memory for one process, over Redis pub/sub when REDIS_URL
 * is set (several instances behind one Redis). See barrage-bus.ts for the contract.
 */
import { type BarrageBus, type BarrageBusOptions, createMemoryBarrageBus } from './barrage-bus';
import { createRedisBarrageBus, type RedisBarrageBusOptions } from './redis-barrage-bus';

export type { BarrageBus, BarrageBusOptions, BusEvent, LiveBarrage, LiveGift } from './barrage-bus';
export { createMemoryBarrageBus } from './barrage-bus';
export type { RedisBarrageBusOptions } from './redis-barrage-bus';
export { createRedisBarrageBus } from './redis-barrage-bus';

/** Redis when `redisUrl` is set (and not blank), otherwise in memory. */
export function createBarrageBus(
  env: { redisUrl?: string },
  options: RedisBarrageBusOptions = {},
): Promise<BarrageBus> {
  const url = env.redisUrl?.trim();
  if (url) return createRedisBarrageBus(url, options);
  const memoryOptions: BarrageBusOptions = options.onError ? { onError: options.onError } : {};
  return Promise.resolve(createMemoryBarrageBus(memoryOptions));
}
