import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { UnreadCountResponse } from '@portal/api/contract/portal';
import { userPaths } from '@portal/api/contract/user';
import type { FastifyInstance } from 'fastify';

const tags = ['消息'];

export async function messageRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const { messages } = app.repos;

  app.get(
    userPaths.unreadCount,
    {
      schema: {
        tags,
        summary: '当前用户的未读消息数（未登录 401；角标超过 99 显示 99+ 由页面处理）',
        response: { 200: UnreadCountResponse },
      },
    },
    async (request) => {
      // a userId in the request is ignored: the session says whose messages
      const me = await request.requireUser();
      return { code: 1 as const, result: { count: await messages.unreadCount(me.id) } };
    },
  );
}
