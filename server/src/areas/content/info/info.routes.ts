import { infoEndpoints } from '@portal/api/endpoints/info';
import type { FastifyInstance } from 'fastify';
import { sanitizeRichText } from '../../../content-safety/sanitize';
import { notFound } from '../../../lib/app-error';
import { wholeList } from '../../../lib/envelope';
import { serve } from '../../../lib/serve-endpoint';
import { TtlCache } from '../../../lib/ttl-cache';
import type { ContentRouteOptions } from '../repositories';
import { INFO_MISSING, visibleInfo } from './info.repository';

const tags = ['资讯'];

export async function infoRoutes(app: FastifyInstance, options: ContentRouteOptions): Promise<void> {
  const { info } = options.repos;
  // every visitor reads the same pages; counts may lag by up to the TTL
  const listCache = new TtlCache<Awaited<ReturnType<typeof info.list>>>(5_000, 500);

  await serve(app, infoEndpoints.list, { tags, summary: '资讯列表' }, async (request) => {
    const pageNo = request.query.pageNo ?? 1;
    const pageSize = request.query.pageSize ?? 10;
    const { subspecialtyId } = request.query;
    const order = request.query.order ?? 'latest';
    const { items, totalCount } = await listCache.get(
      `${pageNo}:${pageSize}:${subspecialtyId ?? ''}:${order}`,
      () => info.list({ pageNo, pageSize, subspecialtyId, order }),
    );
    return {
      code: 1 as const,
      list: items,
      page: { pageNo, pageSize, totalCount, totalPage: Math.ceil(totalCount / pageSize) },
    };
  });

  await serve(app, infoEndpoints.detail, { tags, summary: '资讯详情' }, async (request) => {
    const viewer = await request.sessionUser();
    const found = await info.detail(request.query.id, viewer?.id ?? null);
    if (!found) throw notFound(INFO_MISSING);
    const { bodyHtml, ...rest } = found;
    // stored bodies were sanitized on write; serving them through the same allowlist keeps
    // anything written before a rule change (or by hand) from reaching a browser
    return { code: 1 as const, result: { ...rest, content: sanitizeRichText(bodyHtml) } };
  });

  await serve(app, infoEndpoints.views, { tags, summary: '资讯浏览数加一' }, async (request) => {
    await visibleInfo(app.db, request.body.articleId);
    return { code: 1 as const, result: { views: await info.addView(request.body.articleId) } };
  });

  await serve(app, infoEndpoints.related, { tags, summary: '相关资讯（同亚专业优先）' }, async (request) => {
    await visibleInfo(app.db, request.query.articleId);
    return wholeList(await info.related(request.query.articleId, request.query.count ?? 4));
  });

  await serve(app, infoEndpoints.subspecialties, { tags, summary: '亚专业列表' }, async () => {
    const list = await info.subspecialties();
    return {
      code: 1 as const,
      list,
      page: { pageNo: 1, pageSize: list.length || 1, totalCount: list.length, totalPage: 1 },
    };
  });
}
