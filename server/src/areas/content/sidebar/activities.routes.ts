import { sidebarEndpoints } from '@portal/api/endpoints/sidebar';
import type { SidebarContentType } from '@portal/api/rules/sidebar';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { wholeList } from '../../../lib/envelope';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import type { createSidebarRepository } from './sidebar.repository';

const tags = ['详情页侧栏'];

/**
 * Community activities of the right column (spec 7: subscribe activity). Registered from the
 * sidebar plugin, which owns the content visibility check and the subspecialty scope. The
 * subscriber is always the session user; a `userId` parameter is accepted and ignored.
 */
export async function activityRoutes(
  app: FastifyInstance,
  _sidebar: ReturnType<typeof createSidebarRepository>,
  check: (request: FastifyRequest, type: SidebarContentType, id: number) => Promise<void>,
): Promise<void> {
  const { activities } = app.repos;

  await serve(
    app,
    sidebarEndpoints.activities,
    { tags, summary: '内容相关的社区活动，进行中优先，最多 3 个，带当前用户的订阅状态' },
    async (request) => {
      const { articleId, articleType } = request.query;
      await check(request, articleType, articleId);
      const viewer = await request.sessionUser();
      return wholeList(await activities.forContent(articleType, articleId, viewer?.id ?? null, Date.now()));
    },
  );

  await serve(
    app,
    sidebarEndpoints.subscribeActivity,
    {
      tags,
      summary: '订阅/取消订阅社区活动',
      preValidation: signedInFirst,
      config: { fieldMessages: { activityId: '活动参数不正确' } },
    },
    async (request) => {
      const me = await request.requireUser();
      const { on, count } = await activities.toggleSubscription(request.body.activityId, me.id, Date.now());
      return {
        code: 1 as const,
        result: { subscribeStatus: on ? ('T' as const) : ('F' as const), subscribers: count },
        message: on ? '订阅成功' : '已取消订阅',
      };
    },
  );
}
