import { sidebarEndpoints } from '@portal/api/endpoints/sidebar';
import type { SidebarContentType } from '@portal/api/rules/sidebar';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { wholeList } from '../../../lib/envelope';
import { serve } from '../../../lib/serve-endpoint';
import type { ContentRouteOptions } from '../repositories';
import { activityRoutes } from './activities.routes';
import { visibleContent } from './sidebar.repository';

const tags = ['详情页侧栏'];

/**
 * The detail pages' right column: keywords, circles and topics, products, subspecialties and
 * mini tools of one news item (I) or user-written article or case (U). Public reads; an item the
 * reader cannot see answers 404 内容不存在.
 */
export async function sidebarRoutes(app: FastifyInstance, options: ContentRouteOptions): Promise<void> {
  const { sidebar } = options.repos;

  const check = async (request: FastifyRequest, type: SidebarContentType, id: number) => {
    const viewer = await request.sessionUser();
    await visibleContent(app.db, type, id, viewer?.id ?? null);
  };

  await serve(app, sidebarEndpoints.keywords, { tags, summary: '内容的搜索关键词' }, async (request) => {
    const { id, type } = request.query;
    await check(request, type, id);
    return wholeList(await sidebar.keywords(type, id));
  });

  await serve(
    app,
    sidebarEndpoints.community,
    { tags, summary: '内容相关的圈子（C）或话题（T），本亚专业优先、浏览多者在前，最多 3 个' },
    async (request) => {
      const { articleId, articleType, communityType } = request.query;
      await check(request, articleType, articleId);
      return wholeList(await sidebar.community(articleType, articleId, communityType));
    },
  );

  await serve(app, sidebarEndpoints.products, { tags, summary: '内容关联的产品' }, async (request) => {
    const { id, type } = request.query;
    await check(request, type, id);
    return wholeList(await sidebar.products(type, id));
  });

  await serve(
    app,
    sidebarEndpoints.subspecialties,
    { tags, summary: '内容所属的亚专业（相关分类）' },
    async (request) => {
      const { id, type } = request.query;
      await check(request, type, id);
      return wholeList(await sidebar.subspecialties(type, id));
    },
  );

  await serve(
    app,
    sidebarEndpoints.miniTools,
    { tags, summary: '内容相关的评分小工具（亚专业或关键词匹配）' },
    async (request) => {
      const { id, type } = request.query;
      await check(request, type, id);
      return wholeList(await sidebar.miniTools(type, id));
    },
  );

  await activityRoutes(app, options, check);
}
