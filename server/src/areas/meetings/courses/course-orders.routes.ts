import type { CoursePayment } from '@portal/api/contract/classroom';
import { classroomEndpoints as e } from '@portal/api/endpoints/classroom';
import { ACCOUNT_WALLET_MESSAGES } from '@portal/api/rules/account-wallet';
import { CLASSROOM_MESSAGES as M } from '@portal/api/rules/classroom';
import { PAYMENT_MESSAGES } from '@portal/api/rules/payments';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../../lib/app-error';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import { couponForOrder } from '../../../payments/coupons';
import { orderLimit } from '../../../payments/payments.plugin';
import type { PaymentOrder } from '../../../payments/payments.service';
import type { MeetingsRouteOptions } from '../repositories';

const tags = ['云课堂'];

/** a course order's payment as the classroom answers it; any other kind is not a course order */
function coursePayment(order: PaymentOrder): CoursePayment {
  const { kind } = order;
  if (kind !== 'course') throw notFound(ACCOUNT_WALLET_MESSAGES.orderNotFound);
  return { ...order, kind };
}

/**
 * Buying a paid course (issue 22): one payment of kind `course` (the payments mechanism), a coupon
 * of scope 全场通用 held by it; paying it gives the buyer the course (`payment-kinds.ts`). Open
 * orders of the same course, channel and coupon are answered again, so two tabs make one payment.
 */
export async function courseOrderRoutes(app: FastifyInstance, options: MeetingsRouteOptions) {
  const now = options.now ?? (() => Date.now());
  const { courses } = options.repos;

  await serve(
    app,
    e.order,
    {
      tags,
      summary:
        '购买付费课程（需登录；同一 clientKey 只生成一个订单；已购买或免费课程不可；可用本人的全场通用优惠券）',
      preValidation: signedInFirst,
      config: { rateLimit: orderLimit(app), fieldMessages: { courseId: M.courseNotFound } },
    },
    async (request) => {
      const me = await request.requireUser();
      const { courseId, channel, clientKey, couponId } = request.body;
      const course = await courses.course(courseId);
      if (course.money === null) throw badRequest(M.freeCourse);
      const price = Number(course.money);
      if (!Number.isInteger(price) || price <= 0) throw badRequest(M.notPayable);
      if (await courses.bought(courseId, me.id)) throw badRequest(M.alreadyBought);
      const open = await app.db
        .selectFrom('pay_orders')
        .leftJoin('coupons', 'coupons.reserved_order_no', 'pay_orders.order_no')
        .select(['pay_orders.order_no', 'pay_orders.channel', 'coupons.id as coupon_id'])
        .where('pay_orders.user_id', '=', me.id)
        .where('pay_orders.kind', '=', 'course')
        .where('pay_orders.target_id', '=', courseId)
        .where('pay_orders.status', 'in', ['created', 'paying'])
        .orderBy('pay_orders.created_at', 'desc')
        .execute();
      for (const o of open) {
        const fresh = await app.payments.refreshOrder(o.order_no);
        if (fresh && (fresh.status === 'paid' || fresh.status === 'fulfilled'))
          throw badRequest(M.alreadyBought);
        if (
          fresh &&
          (fresh.status === 'created' || fresh.status === 'paying') &&
          o.channel === channel &&
          (o.coupon_id ?? undefined) === couponId
        )
          return { code: 1 as const, result: coursePayment(fresh) };
      }
      const priceFen = price * 100;
      const coupon =
        couponId === undefined
          ? null
          : await couponForOrder(app.db, app.payments, {
              userId: me.id,
              couponId,
              target: 'course',
              priceFen,
              at: now(),
            });
      const order = await app.payments.createMoneyOrder({
        userId: me.id,
        kind: 'course',
        subject: `课程《${course.name}》`,
        amountFen: coupon ? coupon.payFen : priceFen,
        coins: null,
        channel,
        targetId: courseId,
        clientKey,
        ...(coupon ? { withOrder: coupon.reserve } : {}),
      });
      // a key that named another kind of purchase answers no course order (404)
      return { code: 1 as const, result: coursePayment(order) };
    },
  );

  await serve(
    app,
    e.payment,
    {
      tags,
      summary: '课程订单的支付状态（本人的；向渠道查询并据此入账或关闭）',
      preValidation: signedInFirst,
      config: { fieldMessages: { orderNo: PAYMENT_MESSAGES.orderNotFound } },
    },
    async (request) => {
      const me = await request.requireUser();
      const { orderNo } = request.query;
      coursePayment(await app.payments.ownOrder(me.id, orderNo));
      return { code: 1 as const, result: coursePayment(await app.payments.query(me.id, orderNo)) };
    },
  );
}
