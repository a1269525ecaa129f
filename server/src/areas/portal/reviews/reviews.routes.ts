import { userEndpoints } from '@portal/api/endpoints/user';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../lib/serve-endpoint';
import { createReviewQueue } from './review-queue';

const tags = ['内容审核'];

export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const queue = createReviewQueue(app.db);

  await serve(
    app,
    userEndpoints.pendingContent,
    { tags, summary: '当前用户是否有审核中的内容（有则不能发布新内容）' },
    async (request) => {
      // userId in the request is ignored: the session says whose content
      const me = await request.requireUser();
      const count = await queue.pendingCount(me.id);
      return { code: 1 as const, result: { pending: count > 0, count } };
    },
  );
}
