import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CompileListQuery,
  GuidanceIdQuery,
  GuideDetailResponse,
  GuideListQuery,
  GuideListResponse,
  guidancePaths,
  InterpretingVideoDetailResponse,
  InterpretingVideoListQuery,
  InterpretingVideoListResponse,
} from '@portal/api/contract/guidance';
import { InfoListResponse } from '@portal/api/contract/info';
import type { FastifyInstance } from 'fastify';
import { sanitizeRichText } from '../../../content-safety/sanitize';
import { notFound } from '../../../lib/app-error';

const tags = ['指南与共识'];

const paged = <T>(pageNo: number, pageSize: number, found: { items: T[]; totalCount: number }) => ({
  code: 1 as const,
  list: found.items,
  page: { pageNo, pageSize, totalCount: found.totalCount, totalPage: Math.ceil(found.totalCount / pageSize) },
});

export async function guidanceRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { guidance } = app.repos;

  app.get(
    guidancePaths.list,
    {
      schema: {
        tags,
        summary: '指南与共识列表（按类型、亚专业筛选）',
        querystring: GuideListQuery,
        response: { 200: GuideListResponse },
      },
    },
    async (request) => {
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? 10;
      const { kind, subspecialtyId } = request.query;
      return paged(pageNo, pageSize, await guidance.list({ pageNo, pageSize, kind, subspecialtyId }));
    },
  );

  app.get(
    guidancePaths.detail,
    {
      schema: {
        tags,
        summary: '指南/共识详情及其解读视频',
        querystring: GuidanceIdQuery,
        response: { 200: GuideDetailResponse },
      },
    },
    async (request) => {
      const found = await guidance.detail(request.query.id);
      if (!found) throw notFound('指南或共识不存在或已下线');
      const { bodyHtml, ...rest } = found;
      return { code: 1 as const, result: { ...rest, content: sanitizeRichText(bodyHtml) } };
    },
  );

  app.get(
    guidancePaths.videoList,
    {
      schema: {
        tags,
        summary: '指南解读视频列表',
        querystring: InterpretingVideoListQuery,
        response: { 200: InterpretingVideoListResponse },
      },
    },
    async (request) => {
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? 10;
      return paged(
        pageNo,
        pageSize,
        await guidance.videoList({ pageNo, pageSize, guideId: request.query.guideId }),
      );
    },
  );

  app.get(
    guidancePaths.videoDetail,
    {
      schema: {
        tags,
        summary: '指南解读视频详情',
        querystring: GuidanceIdQuery,
        response: { 200: InterpretingVideoDetailResponse },
      },
    },
    async (request) => {
      const found = await guidance.videoDetail(request.query.id);
      if (!found) throw notFound('解读视频不存在或已下线');
      return { code: 1 as const, result: found };
    },
  );

  app.get(
    guidancePaths.compileList,
    {
      schema: {
        tags: ['资讯'],
        summary: '编译文章列表（编译的国外文献资讯）',
        querystring: CompileListQuery,
        response: { 200: InfoListResponse },
      },
    },
    async (request) => {
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? 10;
      return paged(pageNo, pageSize, await guidance.compileList({ pageNo, pageSize }));
    },
  );
}
