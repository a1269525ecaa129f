import type { FastifyInstance } from 'fastify';
import { forbidden } from './app-error';

const LOCALHOST_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/**
 * State-changing calls must come from our own pages: a POST whose Origin names another site is
 * refused (on top of SameSite=Lax cookies). In demo mode, standalone remotes on other local
 * ports count as ours.
 */
export function registerOriginCheck(
  app: FastifyInstance,
  options: { allowedOrigins: string[]; demo: boolean },
): void {
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    const origin = request.headers.origin;
    if (!origin) return;
    const host = request.headers.host;
    const own = host && (origin === `http://${host}` || origin === `https://${host}`);
    if (own || options.allowedOrigins.includes(origin) || (options.demo && LOCALHOST_ORIGIN.test(origin)))
      return;
    throw forbidden('非法的请求来源');
  });
}
