import type { FastifyInstance } from 'fastify';
import { couponsRoutes } from './coupons/coupons.routes';
import { myCoursesRoutes } from './courses/my-courses.routes';
import { walletRoutes } from './wallet/wallet.routes';

/** 钱包、神贝流水、订单、发票、优惠券与我的课程 (issue 14; the book orders are the mall's: areas/brands/mall). */
export async function purchasesRoutes(
  app: FastifyInstance,
  options: { now?: () => number } = {},
): Promise<void> {
  await walletRoutes(app, options);
  await couponsRoutes(app, options);
  await myCoursesRoutes(app);
}
