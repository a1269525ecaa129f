import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  InfoDetailQuery,
  InfoDetailResponse,
  InfoListQuery,
  InfoListResponse,
  infoPaths,
  SubspecialtyListResponse,
} from '@portal/api/contract/info';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/app-error';
import { TtlCache } from '../../lib/ttl-cache';
import { sanitizeRichText } from '../content-safety/sanitize';
import { createInfoRepository } from './info.repository';

const tags = ['资讯'];

export async function infoRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const info = createInfoRepository(app.db);
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
      const { items, totalCount } = await listCache.get(`${pageNo}:${pageSize}:${subspecialtyId ?? ''}`, () =>
        info.list({ pageNo, pageSize, subspecialtyId }),
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
      const found = await info.detail(request.query.id);
      if (!found) throw notFound('资讯不存在或已下线');
      const { bodyHtml, ...rest } = found;
      // stored bodies were sanitized on write; serving them through the same allowlist keeps
      // anything written before a rule change (or by hand) from reaching a browser
      return { code: 1 as const, result: { ...rest, content: sanitizeRichText(bodyHtml) } };
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
