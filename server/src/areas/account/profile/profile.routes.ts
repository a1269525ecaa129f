import type { FastifyInstance } from 'fastify';

/** 用户主页：关注、粉丝、收藏、动态、个人网站、主页展示设置、企业与管理员主页 (issue 14). */
export async function profileRoutes(
  _app: FastifyInstance,
  _options: { now?: () => number } = {},
): Promise<void> {}
