import type { FastifyInstance } from 'fastify';

/** 钱包、神贝流水、订单、发票、优惠券、实物订单与我的课程 (issue 14). */
export async function purchasesRoutes(
  _app: FastifyInstance,
  _options: { now?: () => number } = {},
): Promise<void> {}
