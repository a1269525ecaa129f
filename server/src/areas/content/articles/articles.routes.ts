import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ArticleDetailResponse,
  ArticleIdQuery,
  ArticleListQuery,
  ArticleListResponse,
  articlePaths,
  RelatedQuery,
  RelatedResponse,
  ViewsBody,
  ViewsResponse,
} from '@portal/api/contract/article';
import type { FastifyInstance } from 'fastify';
import { wholeList } from '../../../lib/envelope';
import { visibleArticle } from './articles.repository';

const tags = ['文章与病例'];

export async function articleRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { articles } = app.repos;

  app.get(
    articlePaths.list,
    {
      schema: {
        tags,
        summary: '用户文章/病例列表（仅已发布）',
        querystring: ArticleListQuery,
        response: { 200: ArticleListResponse },
      },
    },
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

  app.get(
    articlePaths.detail,
    {
      schema: {
        tags,
        summary: '文章/病例详情（草稿与待审仅作者可见）',
        querystring: ArticleIdQuery,
        response: { 200: ArticleDetailResponse },
      },
    },
    async (request) => {
      const viewer = await request.sessionUser();
      return { code: 1 as const, result: await articles.detail(request.query.articleId, viewer?.id ?? null) };
    },
  );

  app.post(
    articlePaths.views,
    { schema: { tags, summary: '浏览数加一', body: ViewsBody, response: { 200: ViewsResponse } } },
    async (request) => {
      const viewer = await request.sessionUser();
      await visibleArticle(app.db, request.body.articleId, viewer?.id ?? null);
      return { code: 1 as const, result: { views: await articles.addView(request.body.articleId) } };
    },
  );

  app.get(
    articlePaths.related,
    {
      schema: { tags, summary: '相关文章', querystring: RelatedQuery, response: { 200: RelatedResponse } },
    },
    async (request) => {
      const viewer = await request.sessionUser();
      await visibleArticle(app.db, request.query.articleId, viewer?.id ?? null);
      return wholeList(await articles.related(request.query.articleId, request.query.count ?? 4));
    },
  );
}
