import type { Coupon } from '@portal/api/contract/account-wallet';
import { accountWalletEndpoints as e } from '@portal/api/endpoints/account-wallet';
import {
  type CouponKind,
  type CouponScope,
  type CouponState,
  couponState,
} from '@portal/api/rules/account-wallet';
import type { FastifyInstance } from 'fastify';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Database } from '../../../../db/schema';
import { pageList } from '../../../../lib/envelope';
import { serve, signedInFirst } from '../../../../lib/serve-endpoint';
import { freeLapsedHolds, usableCoupons } from '../../../../payments/coupons';
import type { CouponsTable } from '../../../../payments/schema';

const tags = ['优惠券'];

export function toCoupon(row: Selectable<CouponsTable>, now: number): Coupon {
  const usedAt = row.used_at === null ? null : Number(row.used_at);
  const validTo = Number(row.valid_to);
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    kind: row.kind as CouponKind,
    amountFen: row.amount_fen === null ? null : Number(row.amount_fen),
    discountPercent: row.discount_percent === null ? null : Number(row.discount_percent),
    minSpendFen: Number(row.min_spend_fen),
    scope: row.scope as CouponScope,
    validFrom: Number(row.valid_from),
    validTo,
    state: couponState({ usedAt, validTo }, now),
    usedOrderNo: row.used_order_no,
    usedAt,
    reservedOrderNo: usedAt === null ? row.reserved_order_no : null,
  };
}

/** the coupons in a state at `now` (expired is computed from the time, never stored) */
const inState = (state: CouponState, now: number) => (eb: ExpressionBuilder<Database, 'coupons'>) =>
  state === 'used'
    ? eb('used_at', 'is not', null)
    : eb.and([eb('used_at', 'is', null), eb('valid_to', state === 'expired' ? '<' : '>=', now)]);

/** The user's coupons by state, with the count of each, and those an order could use (issue 14). */
export async function couponsRoutes(app: FastifyInstance, options: { now?: () => number } = {}) {
  const now = options.now ?? (() => Date.now());

  await serve(
    app,
    e.coupons,
    {
      tags,
      summary: '我的优惠券（按状态：未使用、已使用、已过期）',
      preValidation: signedInFirst,
      config: { fieldMessages: { state: '优惠券状态不正确' } },
    },
    async (request) => {
      const me = await request.requireUser();
      const { state, pageNo = 1, pageSize = 10 } = request.query;
      const at = now();
      await freeLapsedHolds(app.db, app.payments, me.id, at);
      let base = app.db.selectFrom('coupons').where('user_id', '=', me.id);
      if (state) base = base.where(inState(state, at));
      let rows = base.selectAll();
      // the soonest to lapse first while usable; the latest first once used or lapsed
      rows =
        state === 'unused'
          ? rows.orderBy('valid_to', 'asc')
          : state === 'used'
            ? rows.orderBy('used_at', 'desc')
            : state === 'expired'
              ? rows.orderBy('valid_to', 'desc')
              : rows.orderBy('created_at', 'desc');
      const [{ total }, list] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        rows
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
      ]);
      return pageList(
        list.map((r) => toCoupon(r, at)),
        Number(total),
        pageNo,
        pageSize,
      );
    },
  );

  await serve(
    app,
    e.usableCoupons,
    {
      tags,
      summary: '本订单可用的优惠券（按原价与类型；优惠最多的在前；被待支付订单占用的不在其中）',
      preValidation: signedInFirst,
      config: { fieldMessages: { amountFen: '订单金额不正确', scope: '订单类型不正确' } },
    },
    async (request) => {
      const me = await request.requireUser();
      const { amountFen, scope } = request.query;
      const at = now();
      await freeLapsedHolds(app.db, app.payments, me.id, at);
      const { usable, inUse } = await usableCoupons(app.db, {
        userId: me.id,
        target: scope,
        priceFen: amountFen,
        at,
      });
      return {
        code: 1 as const,
        result: {
          list: usable.map((u) => ({ coupon: toCoupon(u.coupon, at), payFen: u.payFen, offFen: u.offFen })),
          inUse,
        },
      };
    },
  );

  await serve(
    app,
    e.couponCounts,
    { tags, summary: '我的优惠券各状态数量', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const at = now();
      const count = async (state: CouponState) =>
        Number(
          (
            await app.db
              .selectFrom('coupons')
              .where('user_id', '=', me.id)
              .where(inState(state, at))
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const [unused, used, expired] = await Promise.all([count('unused'), count('used'), count('expired')]);
      return { code: 1 as const, result: { unused, used, expired } };
    },
  );
}
