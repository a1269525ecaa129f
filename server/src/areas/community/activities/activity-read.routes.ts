import { communityEndpoints as e } from '@portal/api/endpoints/community';
import { COMMUNITY_LIMITS, COMMUNITY_READ_MESSAGES } from '@portal/api/rules/community';
import type { FastifyInstance } from 'fastify';
import { pageList } from '../../../lib/envelope';
import { serve } from '../../../lib/serve-endpoint';
import type { CommunityRouteOptions } from '../repositories';

const tags = ['社区问答'];

/**
 * The community's activity pages (/topic-circle/activitydetail?id=): an activity and the lists of
 * running, coming and finished ones, each with the session user's subscription. Its questions are
 * the feed's (`feed` with activityId); subscribing is the side bar's subscribeActivity.
 */
export async function activityReadRoutes(app: FastifyInstance, options: CommunityRouteOptions) {
  const now = options.now ?? Date.now;
  const read = options.repos.activities;
  const viewerOf = async (request: { sessionUser(): Promise<{ id: number } | null> }) =>
    (await request.sessionUser())?.id ?? null;

  await serve(
    app,
    e.activity,
    {
      tags,
      summary: '社区活动详情（计一次浏览；阶段按当前时间计算）',
      config: { fieldMessages: { id: COMMUNITY_READ_MESSAGES.activityNotFound } },
    },
    async (request) => {
      const activity = await read.activity(request.query.id, await viewerOf(request), now());
      await read.countView(activity.id);
      return { code: 1 as const, result: { ...activity, views: activity.views + 1 } };
    },
  );

  await serve(
    app,
    e.activities,
    { tags, summary: '社区活动列表（进行中按结束时间、未开始按开始时间、已结束按结束时间倒序）' },
    async (request) => {
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? COMMUNITY_LIMITS.activitiesPageSize;
      const { items, total } = await read.list(
        request.query.phase ?? 'ongoing',
        { pageNo, pageSize },
        await viewerOf(request),
        now(),
      );
      return pageList(items, total, pageNo, pageSize);
    },
  );
}
