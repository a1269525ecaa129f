import {
  COUPON_MESSAGES,
  COUPON_SCOPE_NAMES,
  type CouponKind,
  type CouponScope,
  couponCovers,
  type OrderCouponTarget,
  priceWithCoupon,
} from '@portal/api/rules/account-wallet';
import { formatYuan } from '@portal/api/rules/payments';
import type { Selectable, Transaction } from 'kysely';
import type { PortalDb } from '../db/database';
import type { Database } from '../db/schema';
import { AppError, badRequest, notFound } from '../lib/app-error';
import type { OrderMoveHooks, OrderRow, Payments } from './payments.service';
import type { CouponsTable } from './schema';

/**
 * A coupon used by a payments order (issue 14 follow-up). The order holds the coupon from the
 * moment it is made (`reserved_order_no`, a conditional update in the order's own transaction: of
 * two orders at once, one gets it); paying it marks the coupon used in the transaction that fulfils
 * the order; closing it unpaid (cancelled or expired) or refunding it frees the coupon again (a
 * refunded purchase gives its coupon back, to be used while its window lasts). The payments
 * mechanism runs these through its order hooks and knows nothing of coupons.
 */

type CouponRow = Selectable<CouponsTable>;

const fromRow = (c: CouponRow) => ({
  kind: c.kind as CouponKind,
  amountFen: c.amount_fen === null ? null : Number(c.amount_fen),
  discountPercent: c.discount_percent === null ? null : Number(c.discount_percent),
});

/** what an order of `priceFen` costs with the coupon, and what it takes off */
export function couponPrice(coupon: CouponRow, priceFen: number): { payFen: number; offFen: number } {
  const payFen = priceWithCoupon(fromRow(coupon), priceFen);
  return { payFen, offFen: priceFen - payFen };
}

/** why the coupon cannot pay for this order now, or null when it can (being held aside) */
function refusal(
  coupon: CouponRow,
  target: OrderCouponTarget,
  priceFen: number,
  at: number,
): AppError | null {
  if (coupon.used_at !== null) return new AppError(409, COUPON_MESSAGES.used);
  if (at < Number(coupon.valid_from)) return badRequest(COUPON_MESSAGES.notStarted);
  if (at > Number(coupon.valid_to)) return badRequest(COUPON_MESSAGES.expired);
  const scope = coupon.scope as CouponScope;
  if (!couponCovers(scope, target)) return badRequest(COUPON_MESSAGES.wrongScope(COUPON_SCOPE_NAMES[scope]));
  if (priceFen < Number(coupon.min_spend_fen))
    return badRequest(COUPON_MESSAGES.minSpend(formatYuan(Number(coupon.min_spend_fen))));
  return null;
}

/**
 * The unpaid orders of the user past their time that still hold a coupon are closed (by the
 * payments service, with their channel), which frees their coupons: an order nobody asked about
 * since it lapsed would hold its coupon for ever.
 */
export async function freeLapsedHolds(db: PortalDb, payments: Payments, userId: number, at: number) {
  const lapsed = await db
    .selectFrom('coupons')
    .innerJoin('pay_orders', 'pay_orders.order_no', 'coupons.reserved_order_no')
    .select('pay_orders.order_no')
    .where('coupons.user_id', '=', userId)
    .where('pay_orders.status', 'in', ['created', 'paying'])
    .where('pay_orders.expires_at', '<=', at)
    .execute();
  for (const o of lapsed) await payments.refreshOrder(o.order_no);
}

export interface CouponForOrder {
  couponId: number;
  payFen: number;
  offFen: number;
  /** holds the coupon for the order, in the order's own transaction; throws when another order got it first */
  reserve: (trx: Transaction<Database>, order: OrderRow) => Promise<void>;
}

/**
 * The user's coupon checked for an order of `priceFen` at `at`: their own (another's is not
 * found), unused and not held by another order, in its window, of a scope covering `target`, its
 * minimum reached. Answers the price with it and the reservation to run when the order is made.
 */
export async function couponForOrder(
  db: PortalDb,
  payments: Payments,
  input: { userId: number; couponId: number; target: OrderCouponTarget; priceFen: number; at: number },
): Promise<CouponForOrder> {
  const read = () =>
    db
      .selectFrom('coupons')
      .selectAll()
      .where('id', '=', input.couponId)
      .where('user_id', '=', input.userId)
      .executeTakeFirst();
  let coupon = await read();
  if (!coupon) throw notFound(COUPON_MESSAGES.notFound);
  const refused = refusal(coupon, input.target, input.priceFen, input.at);
  if (refused) throw refused;
  if (coupon.reserved_order_no !== null) {
    // held by an order that may have lapsed meanwhile: closing it frees the coupon
    await freeLapsedHolds(db, payments, input.userId, input.at);
    coupon = await read();
    if (coupon?.used_at != null) throw new AppError(409, COUPON_MESSAGES.used);
    if (!coupon || coupon.reserved_order_no !== null) throw new AppError(409, COUPON_MESSAGES.inUse);
  }
  const { payFen, offFen } = couponPrice(coupon, input.priceFen);
  const { couponId, userId, at } = input;
  return {
    couponId,
    payFen,
    offFen,
    async reserve(trx, order) {
      const held = await trx
        .updateTable('coupons')
        .set({ reserved_order_no: order.order_no, reserved_at: at, off_fen: offFen })
        .where('id', '=', couponId)
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('reserved_order_no', 'is', null)
        .returning('id')
        .executeTakeFirst();
      // another order took it between the check and now: this order is not made
      if (!held) throw new AppError(409, COUPON_MESSAGES.inUse);
    },
  };
}

/** the coupons an order of `priceFen` for `target` could use at `at`, the best first, and how many are held */
export async function usableCoupons(
  db: PortalDb,
  input: { userId: number; target: OrderCouponTarget; priceFen: number; at: number },
): Promise<{ usable: { coupon: CouponRow; payFen: number; offFen: number }[]; inUse: number }> {
  const rows = await db
    .selectFrom('coupons')
    .selectAll()
    .where('user_id', '=', input.userId)
    .where('used_at', 'is', null)
    .where('valid_from', '<=', input.at)
    .where('valid_to', '>=', input.at)
    .where('min_spend_fen', '<=', input.priceFen)
    .execute();
  const fitting = rows.filter((c) => couponCovers(c.scope as CouponScope, input.target));
  const usable = fitting
    .filter((c) => c.reserved_order_no === null)
    .map((coupon) => ({ coupon, ...couponPrice(coupon, input.priceFen) }))
    .sort(
      (a, b) =>
        b.offFen - a.offFen ||
        Number(a.coupon.valid_to) - Number(b.coupon.valid_to) ||
        a.coupon.id - b.coupon.id,
    );
  return { usable, inUse: fitting.length - usable.length };
}

/** the coupon an order holds or used, as its order list shows it */
export async function couponsOfOrders(db: PortalDb, userId: number, orderNos: string[]) {
  if (orderNos.length === 0) return new Map<string, { title: string; offFen: number }>();
  const rows = await db
    .selectFrom('coupons')
    .select(['title', 'off_fen', 'reserved_order_no', 'used_order_no'])
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('reserved_order_no', 'in', orderNos), eb('used_order_no', 'in', orderNos)]))
    .execute();
  const byOrder = new Map<string, { title: string; offFen: number }>();
  for (const r of rows) {
    const orderNo = r.reserved_order_no ?? r.used_order_no;
    if (orderNo) byOrder.set(orderNo, { title: r.title, offFen: Number(r.off_fen ?? 0) });
  }
  return byOrder;
}

/** What moves a coupon when its order moves (the payments service runs it on every order's move). */
export const COUPON_ORDER_HOOKS: OrderMoveHooks = {
  // paid and given: the coupon is used by this order, as of its payment
  fulfilled: async (trx, order) => {
    await trx
      .updateTable('coupons')
      .set({
        used_order_no: order.order_no,
        used_at: Number(order.paid_at ?? order.fulfilled_at ?? order.created_at),
        reserved_order_no: null,
        reserved_at: null,
      })
      .where('reserved_order_no', '=', order.order_no)
      .where('used_at', 'is', null)
      .execute();
  },
  // closed unpaid: the coupon is free again
  closed: async (trx, order) => {
    await trx
      .updateTable('coupons')
      .set({ reserved_order_no: null, reserved_at: null, off_fen: null })
      .where('reserved_order_no', '=', order.order_no)
      .execute();
  },
  // refunded (by the operator, or a purchase made twice): the coupon comes back
  refunded: async (trx, order) => {
    await trx
      .updateTable('coupons')
      .set({ reserved_order_no: null, reserved_at: null, off_fen: null, used_order_no: null, used_at: null })
      .where((eb) =>
        eb.or([eb('reserved_order_no', '=', order.order_no), eb('used_order_no', '=', order.order_no)]),
      )
      .execute();
  },
};
