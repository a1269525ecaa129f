import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET with a cost or a side effect (sending an SMS): only our own pages' scripts may call
     * it, never a cross-site `<img>`, link or form.
     */
    ownPagesOnly?: boolean;
  }
}

const LOCALHOST_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;
/** the header our one HTTP client sends on every call; a cross-site page cannot add it without CORS */
export const OWN_PAGE_HEADER = 'x-requested-with';

export interface OriginPolicy {
  allowedOrigins: string[];
  demo: boolean;
}

/** An origin we list besides our own host: `PORTAL_ALLOWED_ORIGINS` (the EN site), local ports in the demo. */
function isListedOrigin(origin: string, policy: OriginPolicy): boolean {
  return policy.allowedOrigins.includes(origin) || (policy.demo && LOCALHOST_ORIGIN.test(origin));
}

/** Whether `origin` is one of our own pages (the barrage WebSocket's upgrade asks it too). */
export function isOwnOrigin(request: FastifyRequest, origin: string, policy: OriginPolicy): boolean {
  const host = request.headers.host;
  if (host && (origin === `http://${host}` || origin === `https://${host}`)) return true;
  return isListedOrigin(origin, policy);
}

/** The browser's fetch metadata says another site's page started this request. */
function fromAnotherSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === undefined) return false;
  return String(site)
    .toLowerCase()
    .split(',')
    .some((value) => value.trim() === 'cross-site');
}

/**
 * State-changing calls must come from our own pages (on top of SameSite=Lax cookies). A write the
 * browser says another site's page started (`Sec-Fetch-Site: cross-site`, which no page can forge)
 * is refused whatever else it carries (our client's header, no Origin, our own Origin), unless the
 * browser names a site we list as its Origin; a write whose Origin names a site not ours is
 * refused; one with neither (a server calling: the EN site's exchange, a payment channel's
 * notification) goes on. In demo mode, standalone remotes on other local ports count as ours. A
 * GET marked `ownPagesOnly` must also come from a script of ours: it carries our client's header,
 * which a cross-site page cannot send without a CORS preflight we never grant, and the browser's
 * fetch metadata does not say it is cross-site.
 */
export function registerOriginCheck(app: FastifyInstance, policy: OriginPolicy): void {
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') {
      if (!request.routeOptions.config?.ownPagesOnly) return;
      if (request.headers[OWN_PAGE_HEADER] !== 'XMLHttpRequest') throw forbidden('非法的请求来源');
      if (fromAnotherSite(request)) throw forbidden('非法的请求来源');
      if (origin && !isOwnOrigin(request, origin, policy)) throw forbidden('非法的请求来源');
      return;
    }
    if (fromAnotherSite(request) && !(origin && isListedOrigin(origin, policy)))
      throw forbidden('非法的请求来源');
    if (!origin) return;
    if (!isOwnOrigin(request, origin, policy)) throw forbidden('非法的请求来源');
  });
}
