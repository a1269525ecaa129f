import { sidebarEndpoints } from '@portal/api/endpoints/sidebar';
import type { SidebarContentType } from '@portal/api/rules/sidebar';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { wholeList } from '../../../lib/envelope';
import { serve } from '../../../lib/serve-endpoint';
import type { ContentRouteOptions } from '../repositories';

const tags = ['详情页侧栏'];

/**
 * Community activities of the right column: the community's activities of the item's subspecialty
 * scope (its reader). Registered from the sidebar plugin, which owns the content visibility check
 * and the scope. Subscribing is the community's (`activity-entrance.ts`).
 */
export async function activityRoutes(
  app: FastifyInstance,
  options: ContentRouteOptions,
  check: (request: FastifyRequest, type: SidebarContentType, id: number) => Promise<void>,
): Promise<void> {
  const { sidebar } = options.repos;

  await serve(
    app,
    sidebarEndpoints.activities,
    { tags, summary: '内容相关的社区活动，进行中优先，最多 3 个，带当前用户的订阅状态' },
    async (request) => {
      const { articleId, articleType } = request.query;
      await check(request, articleType, articleId);
      const viewer = await request.sessionUser();
      const scope = await sidebar.scope(articleType, articleId);
      return wholeList(
        await app.readers.activitiesForSubspecialties(app.db, scope, viewer?.id ?? null, Date.now()),
      );
    },
  );
}
