import { userEndpoints } from '@portal/api/endpoints/user';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../../lib/serve-endpoint';

const tags = ['消息'];

export async function messageRoutes(app: FastifyInstance): Promise<void> {
  const { messages } = app.repos;

  await serve(
    app,
    userEndpoints.unreadCount,
    { tags, summary: '当前用户的未读消息数（未登录 401；角标超过 99 显示 99+ 由页面处理）' },
    async (request) => {
      // a userId in the request is ignored: the session says whose messages
      const me = await request.requireUser();
      return { code: 1 as const, result: { count: await messages.unreadCount(me.id) } };
    },
  );
}
