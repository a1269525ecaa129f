import { meetingOrderEndpoints as e } from '@portal/api/endpoints/meeting-orders';
import { MEETING_MESSAGES } from '@portal/api/rules/meetings';
import { PAYMENT_MESSAGES } from '@portal/api/rules/payments';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../../lib/app-error';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import { couponForOrder } from '../../../payments/coupons';
import { createInvoices } from '../../../payments/invoices';
import { orderLimit } from '../../../payments/payments.plugin';
import { answerable, toPayOrder } from '../../../payments/payments.service';
import type { MeetingsRouteOptions } from '../repositories';

const tags = ['会议付费观看'];

/**
 * Paid viewing (issue 12): a play order for a paid meeting, its payment check (which unlocks the
 * video for the buyer on every device: a ticket), and the invoice of a paid order. Paying itself is
 * the payments calls'; whose orders are made and read is the session's user alone.
 */
export async function meetingOrderRoutes(app: FastifyInstance, options: MeetingsRouteOptions) {
  const now = options.now ?? (() => Date.now());
  const payments = app.payments;
  const { meetings } = options.repos;
  const invoices = createInvoices(app.db, now);
  const ordersLimit = orderLimit(app);

  const hasTicket = async (meetingId: number, userId: number) =>
    (await app.db
      .selectFrom('meeting_tickets')
      .select('order_no')
      .where('meeting_id', '=', meetingId)
      .where('user_id', '=', userId)
      .executeTakeFirst()) !== undefined;

  /** the user's own play order (another's, or another kind, is not found) */
  async function ownPlayOrder(userId: number, orderNo: string) {
    const order = await payments.ownRow(userId, orderNo);
    if (order.kind !== 'meeting-play') throw notFound(PAYMENT_MESSAGES.orderNotFound);
    return order;
  }

  await serve(
    app,
    e.generatePlayOrder,
    {
      tags,
      summary:
        '生成付费观看订单（需登录；同一 clientKey 只生成一个订单；已购买或免费会议不可；可用本人的优惠券，实付不低于 0.01 元）',
      preValidation: signedInFirst,
      config: { rateLimit: ordersLimit, fieldMessages: { meetingId: MEETING_MESSAGES.notFound } },
    },
    async (request) => {
      const me = await request.requireUser();
      const { meetingId, channel, clientKey, couponId } = request.body;
      const meeting = await meetings.assertVisible(meetingId);
      if (meeting.price === null) throw badRequest(PAYMENT_MESSAGES.freeMeeting);
      const price = Number(meeting.price);
      if (!Number.isInteger(price) || price <= 0) throw badRequest(PAYMENT_MESSAGES.notPayable);
      if (await hasTicket(meetingId, me.id)) throw badRequest(PAYMENT_MESSAGES.alreadyBought);
      // an open order of this meeting by this channel and with this coupon (or none) is reused, so
      // two tabs cannot make two payments for one ticket
      const open = await app.db
        .selectFrom('pay_orders')
        .leftJoin('coupons', 'coupons.reserved_order_no', 'pay_orders.order_no')
        .select(['pay_orders.order_no', 'pay_orders.channel', 'coupons.id as coupon_id'])
        .where('pay_orders.user_id', '=', me.id)
        .where('pay_orders.kind', '=', 'meeting-play')
        .where('pay_orders.target_id', '=', meetingId)
        .where('pay_orders.status', 'in', ['created', 'paying'])
        .orderBy('pay_orders.created_at', 'desc')
        .execute();
      for (const o of open) {
        const fresh = await payments.refreshOrder(o.order_no);
        if (fresh && (fresh.status === 'paid' || fresh.status === 'fulfilled'))
          throw badRequest(PAYMENT_MESSAGES.alreadyBought);
        if (
          fresh &&
          (fresh.status === 'created' || fresh.status === 'paying') &&
          o.channel === channel &&
          (o.coupon_id ?? undefined) === couponId
        )
          return { code: 1 as const, result: answerable(fresh) };
      }
      const priceFen = price * 100;
      // the coupon checked now, held by the order in the transaction that makes it
      const coupon =
        couponId === undefined
          ? null
          : await couponForOrder(app.db, payments, {
              userId: me.id,
              couponId,
              target: 'meeting',
              priceFen,
              at: now(),
            });
      return {
        code: 1 as const,
        result: answerable(
          await payments.createMoneyOrder({
            userId: me.id,
            kind: 'meeting-play',
            subject: meeting.meeting_name,
            amountFen: coupon ? coupon.payFen : priceFen,
            coins: null,
            channel,
            targetId: meetingId,
            clientKey,
            ...(coupon ? { withOrder: coupon.reserve } : {}),
          }),
        ),
      };
    },
  );

  await serve(
    app,
    e.verifyPlayOrder,
    {
      tags,
      summary: '核验付费观看订单（向渠道查询并据此入账；支付后本人所有设备可观看）',
      preValidation: signedInFirst,
      config: { fieldMessages: { orderNo: PAYMENT_MESSAGES.orderNotFound } },
    },
    async (request) => {
      const me = await request.requireUser();
      const order = await ownPlayOrder(me.id, request.body.orderNo);
      const fresh = await payments.query(me.id, order.order_no);
      return {
        code: 1 as const,
        result: { order: answerable(fresh), canWatch: await hasTicket(Number(order.target_id), me.id) },
      };
    },
  );

  await serve(
    app,
    e.saveInvoice,
    {
      tags,
      summary: '申请发票（个人或企业；企业须填统一社会信用代码；金额不超过实付）',
      preValidation: signedInFirst,
      config: { rateLimit: ordersLimit, fieldMessages: { orderNo: PAYMENT_MESSAGES.orderNotFound } },
    },
    async (request) => {
      const me = await request.requireUser();
      const order = await ownPlayOrder(me.id, request.body.orderNo);
      const { kind, title, taxpayerNo, email, amountFen } = request.body;
      return {
        code: 1 as const,
        result: await invoices.request(order, {
          kind,
          title,
          email,
          ...(taxpayerNo !== undefined ? { taxpayerNo } : {}),
          ...(amountFen !== undefined ? { amountFen } : {}),
        }),
      };
    },
  );

  await serve(
    app,
    e.invoice,
    {
      tags,
      summary: '本人对该会议的已付订单及其发票',
      preValidation: signedInFirst,
      config: { fieldMessages: { meetingId: MEETING_MESSAGES.notFound } },
    },
    async (request) => {
      const me = await request.requireUser();
      await meetings.assertVisible(request.query.meetingId);
      const order = await app.db
        .selectFrom('pay_orders')
        .selectAll()
        .where('user_id', '=', me.id)
        .where('kind', '=', 'meeting-play')
        .where('target_id', '=', request.query.meetingId)
        .where('status', 'in', ['paid', 'fulfilled'])
        .orderBy('paid_at', 'desc')
        .executeTakeFirst();
      return {
        code: 1 as const,
        result: {
          order: order ? answerable(toPayOrder(order)) : null,
          invoice: order ? await invoices.ofOrder(order.order_no) : null,
        },
      };
    },
  );
}
