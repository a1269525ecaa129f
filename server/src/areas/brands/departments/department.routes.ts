import { departmentEndpoints } from '@portal/api/endpoints/department';
import { DEPARTMENT_MESSAGES } from '@portal/api/rules/department';
import type { FastifyInstance } from 'fastify';
import type { PortalDb } from '../../../db/database';
import { counter, marker, toggle } from '../../../engagement/toggle';
import { notFound } from '../../../lib/app-error';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';

const tags = ['科室'];

/**
 * Subscribe or unsubscribe: the `department_subscriptions` row and `departments.subscribers`
 * change together. The search card's isSubscribe is read per viewer at query time, and the
 * index holds no subscriber count, so nothing needs re-indexing.
 */
export function toggleDepartmentSubscription(
  db: PortalDb,
  departmentId: number,
  userId: number,
  now: number,
) {
  return toggle(db, {
    ...marker(
      'department_subscriptions',
      { department_id: departmentId, user_id: userId },
      { created_at: now },
    ),
    ...counter('departments', 'subscribers', departmentId),
  });
}

export async function departmentRoutes(app: FastifyInstance, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;

  await serve(
    app,
    departmentEndpoints.follow,
    {
      tags,
      summary: '订阅/取消订阅科室（当前登录用户；请求中的 userId 不被采用）',
      config: { fieldMessages: { departmentId: '科室参数不正确' } },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { departmentId } = request.body;
      const exists = await app.db
        .selectFrom('departments')
        .select('id')
        .where('id', '=', departmentId)
        .executeTakeFirst();
      if (!exists) throw notFound('科室不存在');
      const { on, count } = await toggleDepartmentSubscription(app.db, departmentId, me.id, now());
      return {
        code: 1 as const,
        result: { isSubscribe: on, subscribers: count },
        message: on ? DEPARTMENT_MESSAGES.subscribed : DEPARTMENT_MESSAGES.unsubscribed,
      };
    },
  );
}
