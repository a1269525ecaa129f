import type { FastifyInstance } from 'fastify';
import { couponsRoutes } from './coupons/coupons.routes';
import { myCoursesRoutes } from './courses/my-courses.routes';
import { physicalOrdersRoutes } from './physical-orders/physical-orders.routes';
import { walletRoutes } from './wallet/wallet.routes';

/** 钱包、神贝流水、订单、发票、优惠券、实物订单与我的课程 (issue 14). */
export async function purchasesRoutes(
  app: FastifyInstance,
  options: { now?: () => number } = {},
): Promise<void> {
  await walletRoutes(app, options);
  await couponsRoutes(app, options);
  await physicalOrdersRoutes(app, options);
  await myCoursesRoutes(app);
}
