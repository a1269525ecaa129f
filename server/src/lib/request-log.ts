import { CALENDAR_FEED_PREFIX } from '@portal/api/rules/meeting-calendar';
import type { FastifyRequest } from 'fastify';

/** query parameters whose values never reach a log: codes and tokens whole, mobiles masked */
const SECRET_PARAMS = new Set(['code', 'token', 'ticket', 'password']);
const MOBILE_PARAMS = new Set(['mobile', 'phone']);

/** paths whose last segment is a secret: a calendar feed's token (calendar apps send no cookie) */
const SECRET_PATH_PREFIXES = [CALENDAR_FEED_PREFIX];

export const maskMobile = (mobile: string) =>
  mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';

/**
 * A request URL fit for the log: `mobile=13800000001` becomes `mobile=138****0001`, a code or
 * token becomes `[已隐藏]`, and so does a secret path segment (a calendar feed's token). The rest
 * of the URL is kept as sent.
 */
export function redactUrl(sent: string): string {
  const prefix = SECRET_PATH_PREFIXES.find((p) => sent.startsWith(p));
  const url = prefix ? `${prefix}[已隐藏]${sent.slice(sent.search(/[?#]|$/))}` : sent;
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name: string;
      try {
        name = decodeURIComponent(pair.slice(0, eq)).toLowerCase();
      } catch {
        return pair;
      }
      if (SECRET_PARAMS.has(name)) return `${pair.slice(0, eq)}=[已隐藏]`;
      if (MOBILE_PARAMS.has(name)) {
        let value: string;
        try {
          value = decodeURIComponent(pair.slice(eq + 1));
        } catch {
          value = '';
        }
        return `${pair.slice(0, eq)}=${maskMobile(value)}`;
      }
      return pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/** Fastify's request serializer, with the URL redacted */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
