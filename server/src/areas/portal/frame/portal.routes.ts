import { portalEndpoints } from '@portal/api/endpoints/portal';
import { isSitePath } from '@portal/api/links';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../../lib/app-error';
import { wholeList } from '../../../lib/envelope';
import { serve } from '../../../lib/serve-endpoint';
import { TtlCache } from '../../../lib/ttl-cache';
import { createPortalRepository } from './portal.repository';

const tags = ['门户框架'];

/** the frame changes rarely (an editor's action); every visitor reads the same lists */
export const PORTAL_CACHE_TTL_MS = 60_000;
const MAX_DICT_IDS = 10;

/** `a, b,,a` -> ['a', 'b']; null when nothing usable is left */
export function parseDictIds(dictIdStr: string): string[] | null {
  const ids = [...new Set(dictIdStr.split(/[,，]/).map((s) => s.trim()))].filter(Boolean);
  if (ids.length === 0 || ids.length > MAX_DICT_IDS) return null;
  if (ids.some((id) => !/^[A-Za-z0-9_.-]{1,50}$/.test(id))) return null;
  return ids.sort();
}

/** A stored site path becomes an absolute URL of the host the visitor asked. */
export function absoluteUrl(request: FastifyRequest, url: string): string {
  if (!isSitePath(url)) return url;
  return `${request.protocol}://${request.host}${url}`;
}

export async function portalRoutes(app: FastifyInstance): Promise<void> {
  const portal = createPortalRepository(app.db, app.readers);
  const cache = new TtlCache<unknown>(PORTAL_CACHE_TTL_MS, 200);
  const cached = <T>(key: string, load: () => Promise<T>) => cache.get(key, load) as Promise<T>;

  await serve(
    app,
    portalEndpoints.navigation,
    { tags, summary: '导航链接（页头 header / 页脚 footer，仅启用项，按排序）' },
    async (request) => {
      const { position } = request.query;
      return wholeList(await cached(`nav:${position}`, () => portal.navigation(position)));
    },
  );

  await serve(
    app,
    portalEndpoints.hintWords,
    { tags, summary: '搜索框提示词（dictIdStr 可逗号分隔多个字典）' },
    async (request) => {
      const ids = parseDictIds(request.query.dictIdStr);
      if (!ids) throw badRequest('字典参数不正确');
      return wholeList(await cached(`hint:${ids.join(',')}`, () => portal.hintWords(ids)));
    },
  );

  await serve(app, portalEndpoints.academicResources, { tags, summary: '更多：学术资源' }, async () =>
    wholeList(await cached('academic', () => portal.academicResources())),
  );

  await serve(app, portalEndpoints.channels, { tags, summary: '更多：亚专业频道' }, async () =>
    wholeList(await cached('channels', () => portal.channels())),
  );

  await serve(app, portalEndpoints.deviceCategories, { tags, summary: '更多：医疗器械一级分类' }, async () =>
    wholeList(await cached('device-categories', () => portal.deviceCategories())),
  );

  await serve(
    app,
    portalEndpoints.footerQrCodes,
    { tags, summary: '页脚二维码（编码的链接均为绝对地址）' },
    async (request) => {
      // cached as stored: the host-dependent part is added per request, so one request's
      // Host header never reaches another visitor
      const rows = await cached('footer-qr', () => portal.footerQrCodes());
      return wholeList(rows.map((r) => ({ ...r, url: absoluteUrl(request, r.url) })));
    },
  );
}
