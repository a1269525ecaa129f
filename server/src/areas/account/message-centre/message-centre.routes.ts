import type { FastifyInstance } from 'fastify';

/** 消息中心：各类消息、分类未读数、已读、消息设置 (issue 14). */
export async function messageCentreRoutes(
  _app: FastifyInstance,
  _options: { now?: () => number } = {},
): Promise<void> {}
