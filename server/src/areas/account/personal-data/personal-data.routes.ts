import type { FastifyInstance } from 'fastify';

/** 个人资料、身份认证与积分 (issue 14). */
export async function personalDataRoutes(
  _app: FastifyInstance,
  _options: { now?: () => number } = {},
): Promise<void> {}
