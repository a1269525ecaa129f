import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CommunityQuery,
  CommunityResponse,
  ContentRefQuery,
  ContentSubspecialtiesResponse,
  KeywordsResponse,
  MiniToolsResponse,
  ProductsResponse,
  sidebarPaths,
} from '@portal/api/contract/sidebar';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { wholeList } from '../../../lib/envelope';
import { activityRoutes } from './activities.routes';
import type { SidebarContentType } from './schema';
import { visibleContent } from './sidebar.repository';

const tags = ['详情页侧栏'];

/**
 * The detail pages' right column: keywords, circles and topics, products, subspecialties and
 * mini tools of one news item (I) or user-written article or case (U). Public reads; an item the
 * reader cannot see answers 404 内容不存在.
 */
export async function sidebarRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { sidebar } = app.repos;

  const check = async (request: FastifyRequest, type: SidebarContentType, id: number) => {
    const viewer = await request.sessionUser();
    await visibleContent(app.db, type, id, viewer?.id ?? null);
  };

  app.get(
    sidebarPaths.keywords,
    {
      schema: {
        tags,
        summary: '内容的搜索关键词',
        querystring: ContentRefQuery,
        response: { 200: KeywordsResponse },
      },
    },
    async (request) => {
      const { id, type } = request.query;
      await check(request, type, id);
      return wholeList(await sidebar.keywords(type, id));
    },
  );

  app.get(
    sidebarPaths.community,
    {
      schema: {
        tags,
        summary: '内容相关的圈子（C）或话题（T），本亚专业优先、浏览多者在前，最多 3 个',
        querystring: CommunityQuery,
        response: { 200: CommunityResponse },
      },
    },
    async (request) => {
      const { articleId, articleType, communityType } = request.query;
      await check(request, articleType, articleId);
      return wholeList(await sidebar.community(articleType, articleId, communityType));
    },
  );

  app.get(
    sidebarPaths.products,
    {
      schema: {
        tags,
        summary: '内容关联的产品',
        querystring: ContentRefQuery,
        response: { 200: ProductsResponse },
      },
    },
    async (request) => {
      const { id, type } = request.query;
      await check(request, type, id);
      return wholeList(await sidebar.products(type, id));
    },
  );

  app.get(
    sidebarPaths.subspecialties,
    {
      schema: {
        tags,
        summary: '内容所属的亚专业（相关分类）',
        querystring: ContentRefQuery,
        response: { 200: ContentSubspecialtiesResponse },
      },
    },
    async (request) => {
      const { id, type } = request.query;
      await check(request, type, id);
      return wholeList(await sidebar.subspecialties(type, id));
    },
  );

  app.get(
    sidebarPaths.miniTools,
    {
      schema: {
        tags,
        summary: '内容相关的评分小工具（亚专业或关键词匹配）',
        querystring: ContentRefQuery,
        response: { 200: MiniToolsResponse },
      },
    },
    async (request) => {
      const { id, type } = request.query;
      await check(request, type, id);
      return wholeList(await sidebar.miniTools(type, id));
    },
  );

  await activityRoutes(appBase, sidebar, check);
}
