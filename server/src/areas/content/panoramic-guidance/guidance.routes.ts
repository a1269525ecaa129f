import { guidanceEndpoints } from '@portal/api/endpoints/guidance';
import type { FastifyInstance } from 'fastify';
import { sanitizeRichText } from '../../../content-safety/sanitize';
import { notFound } from '../../../lib/app-error';
import { serve } from '../../../lib/serve-endpoint';
import type { ContentRouteOptions } from '../repositories';

const tags = ['指南与共识'];

const paged = <T>(pageNo: number, pageSize: number, found: { items: T[]; totalCount: number }) => ({
  code: 1 as const,
  list: found.items,
  page: { pageNo, pageSize, totalCount: found.totalCount, totalPage: Math.ceil(found.totalCount / pageSize) },
});

export async function guidanceRoutes(app: FastifyInstance, options: ContentRouteOptions): Promise<void> {
  const { guidance } = options.repos;

  await serve(
    app,
    guidanceEndpoints.list,
    { tags, summary: '指南与共识列表（按类型、亚专业筛选）' },
    async (request) => {
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? 10;
      const { kind, subspecialtyId } = request.query;
      return paged(pageNo, pageSize, await guidance.list({ pageNo, pageSize, kind, subspecialtyId }));
    },
  );

  await serve(
    app,
    guidanceEndpoints.detail,
    { tags, summary: '指南/共识详情及其解读视频' },
    async (request) => {
      const found = await guidance.detail(request.query.id);
      if (!found) throw notFound('指南或共识不存在或已下线');
      const { bodyHtml, ...rest } = found;
      return { code: 1 as const, result: { ...rest, content: sanitizeRichText(bodyHtml) } };
    },
  );

  await serve(app, guidanceEndpoints.videoList, { tags, summary: '指南解读视频列表' }, async (request) => {
    const pageNo = request.query.pageNo ?? 1;
    const pageSize = request.query.pageSize ?? 10;
    return paged(
      pageNo,
      pageSize,
      await guidance.videoList({ pageNo, pageSize, guideId: request.query.guideId }),
    );
  });

  await serve(app, guidanceEndpoints.videoDetail, { tags, summary: '指南解读视频详情' }, async (request) => {
    const found = await guidance.videoDetail(request.query.id);
    if (!found) throw notFound('解读视频不存在或已下线');
    return { code: 1 as const, result: found };
  });

  await serve(
    app,
    guidanceEndpoints.compileList,
    { tags: ['资讯'], summary: '编译文章列表（编译的国外文献资讯）' },
    async (request) => {
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? 10;
      return paged(pageNo, pageSize, await guidance.compileList({ pageNo, pageSize }));
    },
  );
}
