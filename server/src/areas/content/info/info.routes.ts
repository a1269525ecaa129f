import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RelatedResponse } from '@portal/api/contract/article';
import {
  InfoDetailQuery,
  InfoDetailResponse,
  InfoIdBody,
  InfoListQuery,
  InfoListResponse,
  InfoRelatedQuery,
  InfoViewsResponse,
  infoPaths,
  SubspecialtyListResponse,
} from '@portal/api/contract/info';
import type { FastifyInstance } from 'fastify';
import { sanitizeRichText } from '../../../content-safety/sanitize';
import { notFound } from '../../../lib/app-error';
import { wholeList } from '../../../lib/envelope';
import { TtlCache } from '../../../lib/ttl-cache';
import { INFO_MISSING, visibleInfo } from './info.repository';

const tags = ['资讯'];

export async function infoRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { info } = app.repos;
  // every visitor reads the same pages; counts may lag by up to the TTL
  const listCache = new TtlCache<Awaited<ReturnType<typeof info.list>>>(5_000, 500);

  app.get(
    infoPaths.list,
    {
      schema: { tags, summary: '资讯列表', querystring: InfoListQuery, response: { 200: InfoListResponse } },
    },
    async (request) => {
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
    },
  );

  app.get(
    infoPaths.detail,
    {
      schema: {
        tags,
        summary: '资讯详情',
        querystring: InfoDetailQuery,
        response: { 200: InfoDetailResponse },
      },
    },
    async (request) => {
      const viewer = await request.sessionUser();
      const found = await info.detail(request.query.id, viewer?.id ?? null);
      if (!found) throw notFound(INFO_MISSING);
      const { bodyHtml, ...rest } = found;
      // stored bodies were sanitized on write; serving them through the same allowlist keeps
      // anything written before a rule change (or by hand) from reaching a browser
      return { code: 1 as const, result: { ...rest, content: sanitizeRichText(bodyHtml) } };
    },
  );

  app.post(
    infoPaths.views,
    { schema: { tags, summary: '资讯浏览数加一', body: InfoIdBody, response: { 200: InfoViewsResponse } } },
    async (request) => {
      await visibleInfo(app.db, request.body.articleId);
      return { code: 1 as const, result: { views: await info.addView(request.body.articleId) } };
    },
  );

  app.get(
    infoPaths.related,
    {
      schema: {
        tags,
        summary: '相关资讯（同亚专业优先）',
        querystring: InfoRelatedQuery,
        response: { 200: RelatedResponse },
      },
    },
    async (request) => {
      await visibleInfo(app.db, request.query.articleId);
      return wholeList(await info.related(request.query.articleId, request.query.count ?? 4));
    },
  );

  app.get(
    infoPaths.subspecialties,
    { schema: { tags, summary: '亚专业列表', response: { 200: SubspecialtyListResponse } } },
    async () => {
      const list = await info.subspecialties();
      return {
        code: 1 as const,
        list,
        page: { pageNo: 1, pageSize: list.length || 1, totalCount: list.length, totalPage: 1 },
      };
    },
  );
}
