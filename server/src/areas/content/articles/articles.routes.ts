import { articleEndpoints } from '@portal/api/endpoints/article';
import type { FastifyInstance } from 'fastify';
import { wholeList } from '../../../lib/envelope';
import { serve } from '../../../lib/serve-endpoint';
import type { ContentRouteOptions } from '../repositories';
import { visibleArticle } from './articles.repository';

const tags = ['文章与病例'];

export async function articleRoutes(app: FastifyInstance, options: ContentRouteOptions): Promise<void> {
  const { articles } = options.repos;

  await serve(
    app,
    articleEndpoints.list,
    { tags, summary: '用户文章/病例列表（仅已发布）' },
    async (request) => {
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? 10;
      const { items, totalCount } = await articles.list({ ...request.query, pageNo, pageSize });
      return {
        code: 1 as const,
        list: items,
        page: { pageNo, pageSize, totalCount, totalPage: Math.ceil(totalCount / pageSize) },
      };
    },
  );

  await serve(
    app,
    articleEndpoints.detail,
    { tags, summary: '文章/病例详情（草稿与待审仅作者可见）' },
    async (request) => {
      const viewer = await request.sessionUser();
      return { code: 1 as const, result: await articles.detail(request.query.articleId, viewer?.id ?? null) };
    },
  );

  await serve(app, articleEndpoints.views, { tags, summary: '浏览数加一' }, async (request) => {
    const viewer = await request.sessionUser();
    await visibleArticle(app.db, request.body.articleId, viewer?.id ?? null);
    return { code: 1 as const, result: { views: await articles.addView(request.body.articleId) } };
  });

  await serve(app, articleEndpoints.related, { tags, summary: '相关文章' }, async (request) => {
    const viewer = await request.sessionUser();
    await visibleArticle(app.db, request.query.articleId, viewer?.id ?? null);
    return wholeList(await articles.related(request.query.articleId, request.query.count ?? 4));
  });
}
