import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PendingContentResponse } from '@portal/api/contract/portal';
import { userPaths } from '@portal/api/contract/user';
import type { FastifyInstance } from 'fastify';
import { createReviewQueue } from './review-queue';

const tags = ['内容审核'];

export async function reviewRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const queue = createReviewQueue(app.db);

  app.get(
    userPaths.pendingContent,
    {
      schema: {
        tags,
        summary: '当前用户是否有审核中的内容（有则不能发布新内容）',
        response: { 200: PendingContentResponse },
      },
    },
    async (request) => {
      // userId in the request is ignored: the session says whose content
      const me = await request.requireUser();
      const count = await queue.pendingCount(me.id);
      return { code: 1 as const, result: { pending: count > 0, count } };
    },
  );
}
