import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** the liveness path: the process answers */
export const HEALTH_PATH = '/healthz';
/** the readiness path: this instance can serve (its database and its live bus answer, it is not stopping) */
export const READY_PATH = '/readyz';

/** how long a dependency may take to answer the readiness check before it counts as down */
const CHECK_TIMEOUT_MS = 2_000;

type Check = 'ok' | 'down';

export interface Readiness {
  status: 'ready' | 'unavailable' | 'stopping';
  message: string;
  checks: { database: Check; live: Check };
}

async function within(check: () => Promise<unknown>): Promise<Check> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve('down'), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then((): Check => 'ok'), late]);
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness (needs `drainPlugin`), for whatever starts and balances the instances (scripts/cluster: the
 * rolling restart waits for a restarted instance to be ready before it takes the next one out).
 * Neither is cached or logged: a balancer polls them.
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get(HEALTH_PATH, { logLevel: 'warn', schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  app.get(READY_PATH, { logLevel: 'warn', schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const [database, live] = await Promise.all([
      within(() => sql`select 1`.execute(app.db)),
      within(() => app.barrageBus.ping()),
    ]);
    const checks = { database, live };
    // from the moment the instance begins to drain, it is not ready
    const answer: Readiness = app.draining()
      ? { status: 'stopping', message: '本实例正在停止，请求将由其他实例处理', checks }
      : database === 'ok' && live === 'ok'
        ? { status: 'ready', message: '可以处理请求', checks }
        : {
            status: 'unavailable',
            message: database === 'ok' ? '实时消息通道（Redis）无法连接' : '数据库无法连接',
            checks,
          };
    return reply.code(answer.status === 'ready' ? 200 : 503).send(answer);
  });
}
