import { panoramicEndpoints } from '@portal/api/endpoints/panoramic';
import type { FastifyInstance } from 'fastify';
import { sanitizeRichText } from '../../../content-safety/sanitize';
import { notFound } from '../../../lib/app-error';
import { wholeList } from '../../../lib/envelope';
import { serve } from '../../../lib/serve-endpoint';
import type { ContentRouteOptions } from '../repositories';

const tags = ['全景手术'];
const CASE_MISSING = '全景手术病例不存在或已下线';

export async function panoramicRoutes(app: FastifyInstance, options: ContentRouteOptions): Promise<void> {
  const { panoramic } = options.repos;

  await serve(app, panoramicEndpoints.classifications, { tags, summary: '手术分类' }, async () =>
    wholeList(await panoramic.classifications()),
  );

  await serve(
    app,
    panoramicEndpoints.caseList,
    { tags, summary: '全景手术病例列表（按分类筛选，最新/最热）' },
    async (request) => {
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? 10;
      const { items, totalCount } = await panoramic.list({
        pageNo,
        pageSize,
        classificationCode: request.query.classificationCode || undefined,
        order: request.query.order ?? 'latest',
      });
      return {
        code: 1 as const,
        list: items,
        page: { pageNo, pageSize, totalCount, totalPage: Math.ceil(totalCount / pageSize) },
      };
    },
  );

  await serve(app, panoramicEndpoints.caseDetail, { tags, summary: '全景手术病例详情' }, async (request) => {
    const found = await panoramic.detail(request.query.id);
    if (!found) throw notFound(CASE_MISSING);
    const { bodyHtml, ...rest } = found;
    // sanitized when seeded or written; served through the same allowlist again
    return { code: 1 as const, result: { ...rest, content: sanitizeRichText(bodyHtml) } };
  });

  await serve(
    app,
    panoramicEndpoints.caseViews,
    { tags, summary: '全景手术病例浏览数加一' },
    async (request) => {
      const views = await panoramic.addView(request.body.id);
      if (views === null) throw notFound(CASE_MISSING);
      return { code: 1 as const, result: { views } };
    },
  );

  await serve(app, panoramicEndpoints.columnList, { tags, summary: '全景手术专栏列表' }, async () =>
    wholeList(await panoramic.columns()),
  );

  await serve(
    app,
    panoramicEndpoints.columnDetail,
    { tags, summary: '全景手术专栏详情及其病例' },
    async (request) => {
      const column = await panoramic.column(request.query.id);
      if (!column) throw notFound('专栏不存在或已下线');
      return { code: 1 as const, result: column };
    },
  );
}
