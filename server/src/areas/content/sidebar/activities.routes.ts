import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ActivitiesQuery,
  ActivitiesResponse,
  SubscribeActivityBody,
  SubscribeActivityResponse,
  sidebarPaths,
} from '@portal/api/contract/sidebar';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { wholeList } from '../../../lib/envelope';
import type { SidebarContentType } from './schema';
import type { createSidebarRepository } from './sidebar.repository';

const tags = ['详情页侧栏'];

// signed-out callers learn that first, whatever their body looks like
const signedIn = async (request: FastifyRequest) => {
  await request.requireUser();
};

/**
 * Community activities of the right column (spec 7: subscribe activity). Registered from the
 * sidebar plugin, which owns the content visibility check and the subspecialty scope. The
 * subscriber is always the session user; a `userId` parameter is accepted and ignored.
 */
export async function activityRoutes(
  appBase: FastifyInstance,
  _sidebar: ReturnType<typeof createSidebarRepository>,
  check: (request: FastifyRequest, type: SidebarContentType, id: number) => Promise<void>,
): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { activities } = app.repos;

  app.get(
    sidebarPaths.activities,
    {
      schema: {
        tags,
        summary: '内容相关的社区活动，进行中优先，最多 3 个，带当前用户的订阅状态',
        querystring: ActivitiesQuery,
        response: { 200: ActivitiesResponse },
      },
    },
    async (request) => {
      const { articleId, articleType } = request.query;
      await check(request, articleType, articleId);
      const viewer = await request.sessionUser();
      return wholeList(await activities.forContent(articleType, articleId, viewer?.id ?? null, Date.now()));
    },
  );

  app.post(
    sidebarPaths.subscribeActivity,
    {
      schema: {
        tags,
        summary: '订阅/取消订阅社区活动',
        body: SubscribeActivityBody,
        response: { 200: SubscribeActivityResponse },
      },
      preValidation: signedIn,
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
