import type { PhysicalOrder } from '@portal/api/contract/account-wallet';
import { accountWalletEndpoints as e } from '@portal/api/endpoints/account-wallet';
import {
  ACCOUNT_WALLET_MESSAGES,
  maskAddress,
  maskMobile,
  maskName,
  PHYSICAL_ORDER_MOVES,
  PHYSICAL_ORDER_STATES,
  type PhysicalOrderState,
} from '@portal/api/rules/account-wallet';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { PortalDb } from '../../../db/database';
import { AppError, notFound } from '../../../lib/app-error';
import { pageList } from '../../../lib/envelope';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import { giveBackCopies } from './payment-kinds';
import type { PhysicalOrdersTable } from './schema';

const tags = ['实物订单'];
const config = {
  fieldMessages: { orderNo: ACCOUNT_WALLET_MESSAGES.orderNotFound, state: '订单状态不正确' },
};

type OrderRow = Selectable<PhysicalOrdersTable>;

const num = (v: number | null) => (v === null ? null : Number(v));

/** orders with their items; `masked` hides the receiver as a list does */
async function withItems(db: PortalDb, rows: OrderRow[], masked: boolean): Promise<PhysicalOrder[]> {
  const items = rows.length
    ? await db
        .selectFrom('physical_order_items')
        .selectAll()
        .where(
          'order_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('order_id')
        .orderBy('sort')
        .execute()
    : [];
  return rows.map((r) => {
    const own = items
      .filter((i) => i.order_id === r.id)
      .map((i) => ({
        bookId: i.book_id,
        name: i.name,
        cover: i.cover,
        unitPriceFen: Number(i.unit_price_fen),
        quantity: Number(i.quantity),
      }));
    return {
      orderNo: r.order_no,
      state: r.state as PhysicalOrderState,
      items: own,
      quantity: own.reduce((n, i) => n + i.quantity, 0),
      goodsFen: Number(r.goods_fen),
      shippingFen: Number(r.shipping_fen),
      discountFen: Number(r.discount_fen),
      amountFen: Number(r.amount_fen),
      receiverName: masked ? maskName(r.receiver_name) : r.receiver_name,
      receiverMobile: masked ? maskMobile(r.receiver_mobile) : r.receiver_mobile,
      address: masked ? maskAddress(r.region) : `${r.region} ${r.address}`,
      logisticsCompany: r.logistics_company,
      trackingNo: r.tracking_no,
      createdAt: Number(r.created_at),
      paidAt: num(r.paid_at),
      shippedAt: num(r.shipped_at),
      completedAt: num(r.completed_at),
      cancelledAt: num(r.cancelled_at),
    };
  });
}

/**
 * The user's book orders (issue 14; the mall's since books are bought, issue 21): by state with
 * counts, one in full, and the buyer's two moves: cancel an unpaid order, confirm a shipped one
 * arrived. A replay or a race moves an order once; another user's order is not found.
 */
export async function physicalOrdersRoutes(app: FastifyInstance, options: { now?: () => number } = {}) {
  const now = options.now ?? (() => Date.now());

  async function ownOrder(userId: number, orderNo: string): Promise<OrderRow> {
    const row = await app.db
      .selectFrom('physical_orders')
      .selectAll()
      .where('order_no', '=', orderNo)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound(ACCOUNT_WALLET_MESSAGES.orderNotFound);
    return row;
  }

  /** the order as it now is, in full (its owner's) */
  async function answer(userId: number, orderNo: string) {
    const [order] = await withItems(app.db, [await ownOrder(userId, orderNo)], false);
    return { code: 1 as const, result: order! };
  }

  /**
   * 取消订单. An order bought in the mall is cancelled through its payment (closed at the channel
   * first; the payment's move cancels it and puts its copies back, `payment-kinds.ts`), so a payment
   * racing the cancel wins or loses as one. An order without a payment (the seed's) is cancelled
   * with a conditional update and its copies put back in the same transaction. A replay answers the
   * cancelled order; a paid one is refused (409).
   */
  async function cancel(userId: number, orderNo: string) {
    const order = await ownOrder(userId, orderNo);
    const payment = await app.db
      .selectFrom('pay_orders')
      .select('user_id')
      .where('order_no', '=', orderNo)
      .executeTakeFirst();
    if (payment && payment.user_id === userId) {
      await app.payments.cancel(userId, orderNo).catch((error: unknown) => {
        throw error instanceof AppError && error.code === 409
          ? new AppError(409, ACCOUNT_WALLET_MESSAGES.cannotCancel)
          : error;
      });
    } else if (order.state === 'unpaid') {
      const { from, to } = PHYSICAL_ORDER_MOVES.cancel;
      await app.db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('physical_orders')
          .set({ state: to, cancelled_at: now() })
          .where('id', '=', order.id)
          .where('state', '=', from)
          .returning('id')
          .executeTakeFirst();
        if (moved) await giveBackCopies(trx, moved.id, false);
      });
    }
    const result = await answer(userId, orderNo);
    if (result.result.state !== 'cancelled') throw new AppError(409, ACCOUNT_WALLET_MESSAGES.cannotCancel);
    return result;
  }

  /** 确认收货: shipped → completed once; a replay answers the order as it is, any other state is 409 */
  async function confirm(userId: number, orderNo: string) {
    const { from, to } = PHYSICAL_ORDER_MOVES.confirm;
    const moved = await app.db
      .updateTable('physical_orders')
      .set({ state: to, completed_at: now() })
      .where('order_no', '=', orderNo)
      .where('user_id', '=', userId)
      .where('state', '=', from)
      .returningAll()
      .executeTakeFirst();
    const row = moved ?? (await ownOrder(userId, orderNo));
    if (!moved && row.state !== to) throw new AppError(409, ACCOUNT_WALLET_MESSAGES.cannotConfirm);
    const [order] = await withItems(app.db, [row], false);
    return { code: 1 as const, result: order! };
  }

  await serve(
    app,
    e.physicalOrders,
    { tags, summary: '我的实物订单（按状态；收货人已脱敏）', preValidation: signedInFirst, config },
    async (request) => {
      const me = await request.requireUser();
      const { state, pageNo = 1, pageSize = 10 } = request.query;
      let base = app.db.selectFrom('physical_orders').where('user_id', '=', me.id);
      if (state) base = base.where('state', '=', state);
      const [{ total }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        base
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
      ]);
      return pageList(await withItems(app.db, rows, true), Number(total), pageNo, pageSize);
    },
  );

  await serve(
    app,
    e.physicalOrderCounts,
    { tags, summary: '我的实物订单各状态数量', preValidation: signedInFirst, config },
    async (request) => {
      const me = await request.requireUser();
      const rows = await app.db
        .selectFrom('physical_orders')
        .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
        .where('user_id', '=', me.id)
        .groupBy('state')
        .execute();
      const counts = Object.fromEntries(PHYSICAL_ORDER_STATES.map((s) => [s, 0])) as Record<
        PhysicalOrderState,
        number
      >;
      for (const r of rows)
        if ((PHYSICAL_ORDER_STATES as readonly string[]).includes(r.state))
          counts[r.state as PhysicalOrderState] = Number(r.n);
      return { code: 1 as const, result: counts };
    },
  );

  await serve(
    app,
    e.physicalOrder,
    { tags, summary: '实物订单详情（本人；收货信息完整）', preValidation: signedInFirst, config },
    async (request) => {
      const me = await request.requireUser();
      return answer(me.id, request.query.orderNo);
    },
  );

  await serve(
    app,
    e.cancelPhysicalOrder,
    { tags, summary: '取消待付款的实物订单（重复提交不重复生效）', preValidation: signedInFirst, config },
    async (request) => cancel((await request.requireUser()).id, request.body.orderNo),
  );

  await serve(
    app,
    e.confirmPhysicalOrder,
    { tags, summary: '确认收货（已发货的订单；重复提交不重复生效）', preValidation: signedInFirst, config },
    async (request) => confirm((await request.requireUser()).id, request.body.orderNo),
  );
}
