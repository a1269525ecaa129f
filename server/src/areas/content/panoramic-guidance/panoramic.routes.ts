import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ElabClassificationListResponse,
  ElabColumnDetailResponse,
  ElabColumnListResponse,
  ElabDetailResponse,
  ElabIdQuery,
  ElabListQuery,
  ElabListResponse,
  ElabViewsBody,
  ElabViewsResponse,
  panoramicPaths,
} from '@portal/api/contract/panoramic';
import type { FastifyInstance } from 'fastify';
import { sanitizeRichText } from '../../../content-safety/sanitize';
import { notFound } from '../../../lib/app-error';
import { wholeList } from '../../../lib/envelope';

const tags = ['全景手术'];
const CASE_MISSING = '全景手术病例不存在或已下线';

export async function panoramicRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { panoramic } = app.repos;

  app.get(
    panoramicPaths.classifications,
    {
      schema: { tags, summary: '手术分类', response: { 200: ElabClassificationListResponse } },
    },
    async () => wholeList(await panoramic.classifications()),
  );

  app.get(
    panoramicPaths.caseList,
    {
      schema: {
        tags,
        summary: '全景手术病例列表（按分类筛选，最新/最热）',
        querystring: ElabListQuery,
        response: { 200: ElabListResponse },
      },
    },
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

  app.get(
    panoramicPaths.caseDetail,
    {
      schema: {
        tags,
        summary: '全景手术病例详情',
        querystring: ElabIdQuery,
        response: { 200: ElabDetailResponse },
      },
    },
    async (request) => {
      const found = await panoramic.detail(request.query.id);
      if (!found) throw notFound(CASE_MISSING);
      const { bodyHtml, ...rest } = found;
      // sanitized when seeded or written; served through the same allowlist again
      return { code: 1 as const, result: { ...rest, content: sanitizeRichText(bodyHtml) } };
    },
  );

  app.post(
    panoramicPaths.caseViews,
    {
      schema: {
        tags,
        summary: '全景手术病例浏览数加一',
        body: ElabViewsBody,
        response: { 200: ElabViewsResponse },
      },
    },
    async (request) => {
      const views = await panoramic.addView(request.body.id);
      if (views === null) throw notFound(CASE_MISSING);
      return { code: 1 as const, result: { views } };
    },
  );

  app.get(
    panoramicPaths.columnList,
    { schema: { tags, summary: '全景手术专栏列表', response: { 200: ElabColumnListResponse } } },
    async () => wholeList(await panoramic.columns()),
  );

  app.get(
    panoramicPaths.columnDetail,
    {
      schema: {
        tags,
        summary: '全景手术专栏详情及其病例',
        querystring: ElabIdQuery,
        response: { 200: ElabColumnDetailResponse },
      },
    },
    async (request) => {
      const column = await panoramic.column(request.query.id);
      if (!column) throw notFound('专栏不存在或已下线');
      return { code: 1 as const, result: column };
    },
  );
}
