import { brandEndpoints as e } from '@portal/api/endpoints/brand';
import { BRAND_LIMITS, BRAND_MESSAGES } from '@portal/api/rules/brand';
import type { FastifyInstance } from 'fastify';
import { counter, marker, toggle } from '../../../engagement/toggle';
import { pageList } from '../../../lib/envelope';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import { subscribeAnswer } from '../products/brand-pages.routes';
import type { BrandRouteOptions } from '../repositories';

const tags = ['品牌活动'];
const activityField = { activityId: BRAND_MESSAGES.activityNotFound };

/** Brand activities: their pages and lists, subscribing, and signing up (spec 7 subscribeActivity). */
export async function brandActivityRoutes(app: FastifyInstance, options: BrandRouteOptions) {
  const now = options.now ?? Date.now;
  const read = options.repos.activities;
  const viewerOf = async (request: { sessionUser(): Promise<{ id: number } | null> }) =>
    (await request.sessionUser())?.id ?? null;

  await serve(
    app,
    e.activity,
    {
      tags,
      summary: '品牌活动详情（计一次浏览；阶段按当前时间计算）',
      config: { fieldMessages: { id: BRAND_MESSAGES.activityNotFound } },
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
    { tags, summary: '品牌活动列表（按品牌或分类；未结束的在前）' },
    async (request) => {
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? BRAND_LIMITS.activitiesPageSize;
      const { brandId, categoryId } = request.query;
      const { items, total } = await read.list(
        { brandId, categoryId },
        { pageNo, pageSize },
        await viewerOf(request),
        now(),
      );
      return pageList(items, total, pageNo, pageSize);
    },
  );

  await serve(
    app,
    e.subscribeActivity,
    {
      tags,
      summary: '订阅/取消订阅品牌活动（当前登录用户）',
      config: { fieldMessages: activityField },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { activityId } = request.body;
      await read.assertExists(activityId);
      return subscribeAnswer(
        await toggle(app.db, {
          ...marker(
            'brand_activity_subscriptions',
            { activity_id: activityId, user_id: me.id },
            { created_at: now() },
          ),
          ...counter('brand_activities', 'subscribers', activityId),
        }),
      );
    },
  );

  await serve(
    app,
    e.signUpActivity,
    {
      tags,
      summary: '报名/取消报名品牌活动（活动结束前；名额有限时先到先得）',
      config: { fieldMessages: activityField },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { on, count } = await read.toggleSignUp(request.body.activityId, me.id, now());
      return {
        code: 1 as const,
        result: { signUpStatus: on ? ('T' as const) : ('F' as const), signups: count },
        message: on ? BRAND_MESSAGES.signedUp : BRAND_MESSAGES.signUpCancelled,
      };
    },
  );
}
