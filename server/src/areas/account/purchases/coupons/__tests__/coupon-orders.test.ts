import type { Coupon, MyOrder, UsableCoupons } from '@portal/api/contract/account-wallet';
import type { PayOrder } from '@portal/api/contract/payments';
import { accountWalletEndpoints as w } from '@portal/api/endpoints/account-wallet';
import { meetingOrderEndpoints as mo } from '@portal/api/endpoints/meeting-orders';
import { paymentEndpoints } from '@portal/api/endpoints/payments';
import { COUPON_MESSAGES, priceWithCoupon } from '@portal/api/rules/account-wallet';
import { PAYMENT_LIMITS, PAYMENT_MESSAGES } from '@portal/api/rules/payments';
import { clientKey, money } from '../../../../../payments/__tests__/payments-fixtures';
import { couponForOrder } from '../../../../../payments/coupons';
import { reconcile } from '../../../../../payments/reconcile';
import { DEFAULT_SEED_NOW } from '../../../../../seed/options';
import { seededVenues } from '../../../../../test-support/live-venues';
import { createTestApp, signIn, type TestApp } from '../../../../../test-support/test-app';

/**
 * Coupons on paid meetings' play orders, and 取消订单 (issue 14 follow-up), over the demo seed on
 * SQLite or PostgreSQL: the order holds its coupon from the moment it is made, paying it (the
 * simulator's signed notification) uses it, closing it unpaid or refunding it frees it.
 */
const DAY = 86_400_000;
let clock = DEFAULT_SEED_NOW;
let t: TestApp;
let m: ReturnType<typeof money>;
let meetingId: number;
let priceFen: number;
let mobileSeq = 0;
const nextMobile = () => `1350000${String(1000 + mobileSeq++).padStart(4, '0')}`;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, seed: 'small' });
  const venues = await seededVenues(t.database.db, DEFAULT_SEED_NOW);
  meetingId = venues.paid.meetingId;
  const meeting = await db()
    .selectFrom('meetings')
    .select('price')
    .where('id', '=', meetingId)
    .executeTakeFirstOrThrow();
  priceFen = Number(meeting.price) * 100;
  m = money(t);
});
afterAll(async () => {
  await t.close();
});

let codeSeq = 0;
/** a coupon of the user's: ¥10 off paid meetings, no minimum, valid from yesterday for ten days */
async function give(
  userId: number,
  over: Partial<{
    kind: 'amount' | 'discount';
    amountFen: number | null;
    discountPercent: number | null;
    minSpendFen: number;
    scope: 'all' | 'meeting' | 'book';
    validFrom: number;
    validTo: number;
    title: string;
  }> = {},
): Promise<number> {
  const kind = over.kind ?? 'amount';
  const row = await db()
    .insertInto('coupons')
    .values({
      user_id: userId,
      code: `TESTCPN${String(++codeSeq).padStart(6, '0')}`,
      title: over.title ?? '会议测试券',
      kind,
      amount_fen: kind === 'amount' ? (over.amountFen ?? 1_000) : null,
      discount_percent: kind === 'discount' ? (over.discountPercent ?? 85) : null,
      min_spend_fen: over.minSpendFen ?? 0,
      scope: over.scope ?? 'meeting',
      valid_from: over.validFrom ?? clock - DAY,
      valid_to: over.validTo ?? clock + 10 * DAY,
      used_order_no: null,
      used_at: null,
      created_at: clock - DAY,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const couponRow = (id: number) =>
  db()
    .selectFrom('coupons')
    .select(['reserved_order_no', 'used_order_no', 'used_at', 'off_fen'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const order = (cookie: string, couponId?: number, channel: 'wechat' | 'alipay' = 'wechat') =>
  m.post(
    mo.generatePlayOrder.path,
    { meetingId, channel, clientKey: clientKey(), ...(couponId !== undefined ? { couponId } : {}) },
    cookie,
  );

const usable = async (cookie: string, amountFen = priceFen) =>
  (await m.get(w.usableCoupons.path, { amountFen, scope: 'meeting' }, cookie)).body.result as UsableCoupons;

const ordersOf = async (userId: number) =>
  db().selectFrom('pay_orders').select(['order_no', 'status']).where('user_id', '=', userId).execute();

const cancel = (cookie: string | undefined, orderNo: string) =>
  m.post(w.cancelOrder.path, { orderNo }, cookie);

async function pay(cookie: string, o: PayOrder, channel: 'wechat' | 'alipay' = 'wechat') {
  await m.post(paymentEndpoints.nativePay.path, { orderNo: o.orderNo }, cookie);
  // the simulator's page: it sends our notification route its signed message
  await m.act(channel, o.orderNo, 'pay');
  return (await m.post(mo.verifyPlayOrder.path, { orderNo: o.orderNo }, cookie)).body.result as {
    order: PayOrder;
    canWatch: boolean;
  };
}

const expectBooksBalance = async () => expect((await reconcile(db())).differences).toBe(0);

describe('coupons an order of a paid meeting could use', () => {
  it('lists the user’s own fitting coupons, the most off first; held, lapsed and others’ are not there', async () => {
    const user = await signIn(t, nextMobile());
    const other = await signIn(t, nextMobile());
    const ten = await give(user.id, { amountFen: 1_000, title: '十元券' });
    const share = await give(user.id, {
      kind: 'discount',
      discountPercent: 50,
      scope: 'all',
      title: '五折券',
    });
    await give(user.id, { scope: 'book' });
    await give(user.id, { minSpendFen: priceFen + 100 });
    await give(user.id, { validFrom: clock - 10 * DAY, validTo: clock - DAY });
    await give(user.id, { validFrom: clock + DAY, validTo: clock + 2 * DAY });
    await give(other.id);

    const got = await usable(user.cookie);
    expect(got.inUse).toBe(0);
    expect(got.list.map((u) => u.coupon.id)).toEqual([share, ten]);
    const half = priceWithCoupon({ kind: 'discount', amountFen: null, discountPercent: 50 }, priceFen);
    expect(got.list[0]).toMatchObject({ payFen: half, offFen: priceFen - half });
    expect(got.list[1]).toMatchObject({ payFen: priceFen - 1_000, offFen: 1_000 });
    expect((await usable(other.cookie)).list).toHaveLength(1);
    expect((await m.get(w.usableCoupons.path, { amountFen: priceFen, scope: 'meeting' })).status).toBe(401);
    expect((await m.get(w.usableCoupons.path, { amountFen: 0, scope: 'meeting' }, user.cookie)).body).toEqual(
      {
        code: 400,
        message: '订单金额不正确',
      },
    );
  });
});

describe('a coupon on a play order', () => {
  it('costs the price less the coupon; paid by the simulator’s signed notification, the coupon is used', async () => {
    const user = await signIn(t, nextMobile());
    const id = await give(user.id, { amountFen: 1_000, title: '会议无门槛10元券' });
    const made = await order(user.cookie, id);
    expect(made.status).toBe(200);
    const o = made.body.result as PayOrder;
    expect(o).toMatchObject({ status: 'created', amountFen: priceFen - 1_000 });
    // held: 使用中, not offered again, listed with its order
    expect(await couponRow(id)).toMatchObject({
      reserved_order_no: o.orderNo,
      used_at: null,
      off_fen: 1_000,
    });
    expect(await usable(user.cookie)).toEqual({ list: [], inUse: 1 });
    const unused = (await m.get(w.coupons.path, { state: 'unused' }, user.cookie)).body.list as Coupon[];
    expect(unused.find((c) => c.id === id)).toMatchObject({ state: 'unused', reservedOrderNo: o.orderNo });
    // the same click again answers the same order
    expect((await order(user.cookie, id)).body.result.orderNo).toBe(o.orderNo);

    clock += 1_000;
    const paid = await pay(user.cookie, o);
    expect(paid).toMatchObject({
      canWatch: true,
      order: { status: 'fulfilled', amountFen: priceFen - 1_000 },
    });
    expect(await couponRow(id)).toMatchObject({
      reserved_order_no: null,
      used_order_no: o.orderNo,
      used_at: clock,
    });
    const used = (await m.get(w.coupons.path, { state: 'used' }, user.cookie)).body.list as Coupon[];
    expect(used.find((c) => c.id === id)).toMatchObject({ usedOrderNo: o.orderNo, reservedOrderNo: null });
    const listed = ((await m.get(w.orders.path, {}, user.cookie)).body.list as MyOrder[]).find(
      (x) => x.order.orderNo === o.orderNo,
    );
    expect(listed?.coupon).toEqual({ title: '会议无门槛10元券', offFen: 1_000 });
    // the ledger took what was paid, not the price
    const pay0 = await db()
      .selectFrom('pay_transfers')
      .select('amount')
      .where('id', '=', `order:${o.orderNo}:pay`)
      .executeTakeFirstOrThrow();
    expect(Number(pay0.amount)).toBe(priceFen - 1_000);
    await expectBooksBalance();
  });

  it('never costs less than ¥0.01: a coupon as large as the price leaves one fen to pay', async () => {
    const user = await signIn(t, nextMobile());
    const id = await give(user.id, { amountFen: priceFen + 5_000 });
    const o = (await order(user.cookie, id)).body.result as PayOrder;
    expect(o.amountFen).toBe(1);
    expect(await pay(user.cookie, o)).toMatchObject({ canWatch: true, order: { status: 'fulfilled' } });
    expect((await couponRow(id)).used_order_no).toBe(o.orderNo);
    await expectBooksBalance();
  });

  it('refuses another’s coupon (404), a lapsed, early, book-only or too-large-minimum one (400), a used one (409)', async () => {
    const user = await signIn(t, nextMobile());
    const other = await signIn(t, nextMobile());
    const theirs = await give(other.id);
    const cases: [number, number, string][] = [
      [theirs, 404, COUPON_MESSAGES.notFound],
      [99_999_999, 404, COUPON_MESSAGES.notFound],
      [await give(user.id, { validFrom: clock - 5 * DAY, validTo: clock - 1 }), 400, COUPON_MESSAGES.expired],
      [await give(user.id, { validFrom: clock + 1, validTo: clock + DAY }), 400, COUPON_MESSAGES.notStarted],
      [await give(user.id, { scope: 'book' }), 400, COUPON_MESSAGES.wrongScope('限图书商城')],
      [
        await give(user.id, { minSpendFen: priceFen + 1 }),
        400,
        COUPON_MESSAGES.minSpend(((priceFen + 1) / 100).toFixed(2)),
      ],
    ];
    for (const [id, code, message] of cases)
      expect((await order(user.cookie, id)).body).toEqual({ code, message });
    // the other user's own coupon stays theirs and untouched
    expect(await couponRow(theirs)).toMatchObject({ reserved_order_no: null, used_at: null });
    const spent = await give(user.id);
    await db()
      .updateTable('coupons')
      .set({ used_order_no: 'B20261101000000123456', used_at: clock })
      .where('id', '=', spent)
      .execute();
    expect((await order(user.cookie, spent)).body).toEqual({ code: 409, message: COUPON_MESSAGES.used });
    expect(await ordersOf(user.id)).toEqual([]);
  });

  it('one coupon, five orders at once: one holds it, the others are refused and made no order', async () => {
    const user = await signIn(t, nextMobile());
    const id = await give(user.id);
    const answers = await Promise.all(
      (['wechat', 'alipay', 'wechat', 'alipay', 'wechat'] as const).map((channel) =>
        order(user.cookie, id, channel),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    const wonOrders = new Set(won.map((a) => a.body.result.orderNo as string));
    // the same channel's twins may answer the one open order; never two orders holding the coupon
    expect(wonOrders.size).toBe(1);
    for (const a of answers.filter((x) => x.status !== 200))
      expect(a.body).toEqual({ code: 409, message: COUPON_MESSAGES.inUse });
    const [winner] = [...wonOrders];
    expect(await ordersOf(user.id)).toEqual([{ order_no: winner, status: 'created' }]);
    expect((await couponRow(id)).reserved_order_no).toBe(winner);
  });

  it('two orders both past the check: the conditional hold lets one through, the other is not made', async () => {
    const user = await signIn(t, nextMobile());
    const id = await give(user.id);
    const check = () =>
      couponForOrder(db(), t.app.payments, {
        userId: user.id,
        couponId: id,
        target: 'meeting',
        priceFen,
        at: clock,
      });
    // both checked while the coupon is free
    const both = [await check(), await check()];
    const made = await Promise.allSettled(
      both.map((c, i) =>
        t.app.payments.createMoneyOrder({
          userId: user.id,
          kind: 'meeting-play',
          subject: '并发',
          amountFen: c.payFen,
          coins: null,
          channel: i === 0 ? 'wechat' : 'alipay',
          targetId: meetingId,
          clientKey: clientKey(),
          withOrder: c.reserve,
        }),
      ),
    );
    expect(made.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = made.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ code: 409, message: COUPON_MESSAGES.inUse });
    const rows = await ordersOf(user.id);
    expect(rows).toHaveLength(1);
    expect((await couponRow(id)).reserved_order_no).toBe(rows[0]!.order_no);
  });
});

describe('a held coupon is freed when its order closes unpaid or is refunded', () => {
  it('取消订单 closes it (at the channel too) and frees the coupon; a replay changes nothing', async () => {
    const user = await signIn(t, nextMobile());
    const id = await give(user.id);
    const o = (await order(user.cookie, id)).body.result as PayOrder;
    await m.post(paymentEndpoints.nativePay.path, { orderNo: o.orderNo }, user.cookie);
    clock += 1_000;
    const closed = await cancel(user.cookie, o.orderNo);
    expect(closed.body.result).toMatchObject({ orderNo: o.orderNo, status: 'closed' });
    const sim = await db()
      .selectFrom('pay_simulator_orders')
      .select('status')
      .where('order_no', '=', o.orderNo)
      .executeTakeFirstOrThrow();
    expect(sim.status).toBe('CLOSED');
    expect(await couponRow(id)).toMatchObject({ reserved_order_no: null, used_at: null, off_fen: null });
    const before = await db()
      .selectFrom('pay_orders')
      .selectAll()
      .where('order_no', '=', o.orderNo)
      .executeTakeFirst();
    // replays, at once: the same closed order, moved once
    const again = await Promise.all([cancel(user.cookie, o.orderNo), cancel(user.cookie, o.orderNo)]);
    expect(again.map((a) => a.body.result.status)).toEqual(['closed', 'closed']);
    expect(
      await db().selectFrom('pay_orders').selectAll().where('order_no', '=', o.orderNo).executeTakeFirst(),
    ).toEqual(before);
    // the coupon serves the next order
    const next = await order(user.cookie, id);
    expect(next.status).toBe(200);
    expect((await couponRow(id)).reserved_order_no).toBe(next.body.result.orderNo);
    await expectBooksBalance();
  });

  it('an order past its time frees its coupon when the coupons are next read, or a new order asks for it', async () => {
    const user = await signIn(t, nextMobile());
    const id = await give(user.id);
    const first = (await order(user.cookie, id)).body.result as PayOrder;
    expect(await usable(user.cookie)).toEqual({ list: [], inUse: 1 });
    clock += PAYMENT_LIMITS.orderTtlMs + 1_000;
    const got = await usable(user.cookie);
    expect(got.inUse).toBe(0);
    expect(got.list.map((u) => u.coupon.id)).toEqual([id]);
    expect((await ordersOf(user.id)).find((o) => o.order_no === first.orderNo)?.status).toBe('closed');

    // lapsed unseen, then asked for by a new order: the new order gets it
    const second = (await order(user.cookie, id, 'alipay')).body.result as PayOrder;
    await m.post(paymentEndpoints.nativePay.path, { orderNo: second.orderNo }, user.cookie);
    clock += PAYMENT_LIMITS.orderTtlMs + 1_000;
    const third = await order(user.cookie, id);
    expect(third.status).toBe(200);
    expect((await couponRow(id)).reserved_order_no).toBe(third.body.result.orderNo);
    expect((await ordersOf(user.id)).find((o) => o.order_no === second.orderNo)?.status).toBe('closed');
    await expectBooksBalance();
  });

  it('a refund gives the coupon back; a purchase made twice is refunded with its coupon freed', async () => {
    const user = await signIn(t, nextMobile());
    const id = await give(user.id);
    const o = (await order(user.cookie, id)).body.result as PayOrder;
    await pay(user.cookie, o);
    expect((await couponRow(id)).used_order_no).toBe(o.orderNo);
    clock += 1_000;
    await t.app.payments.refund(o.orderNo);
    expect(await couponRow(id)).toMatchObject({
      used_order_no: null,
      used_at: null,
      reserved_order_no: null,
    });
    const unused = (await m.get(w.coupons.path, { state: 'unused' }, user.cookie)).body.list as Coupon[];
    expect(unused.find((c) => c.id === id)).toMatchObject({ state: 'unused', reservedOrderNo: null });

    // two orders of one meeting, one with the coupon, both paid: the second to be fulfilled is refunded
    const withCoupon = (await order(user.cookie, id, 'wechat')).body.result as PayOrder;
    const without = (await order(user.cookie, undefined, 'alipay')).body.result as PayOrder;
    await m.post(paymentEndpoints.nativePay.path, { orderNo: withCoupon.orderNo }, user.cookie);
    await m.post(paymentEndpoints.nativePay.path, { orderNo: without.orderNo }, user.cookie);
    await m.act('alipay', without.orderNo, 'pay');
    await m.act('wechat', withCoupon.orderNo, 'pay');
    const statuses = await db()
      .selectFrom('pay_orders')
      .select(['order_no', 'status'])
      .where('order_no', 'in', [withCoupon.orderNo, without.orderNo])
      .execute();
    expect(Object.fromEntries(statuses.map((s) => [s.order_no, s.status]))).toEqual({
      [without.orderNo]: 'fulfilled',
      [withCoupon.orderNo]: 'refunded',
    });
    expect(await couponRow(id)).toMatchObject({
      used_order_no: null,
      used_at: null,
      reserved_order_no: null,
    });
    await expectBooksBalance();
  });
});

describe('取消订单', () => {
  it('is the owner’s alone: another’s order is 404, a visitor 401; a paid order cannot be cancelled', async () => {
    const user = await signIn(t, nextMobile());
    const other = await signIn(t, nextMobile());
    const o = (await order(user.cookie)).body.result as PayOrder;
    expect((await cancel(other.cookie, o.orderNo)).body).toEqual({
      code: 404,
      message: PAYMENT_MESSAGES.orderNotFound,
    });
    expect((await cancel(undefined, o.orderNo)).status).toBe(401);
    expect((await ordersOf(user.id))[0]?.status).toBe('created');
    await pay(user.cookie, o);
    expect((await cancel(user.cookie, o.orderNo)).body).toEqual({
      code: 409,
      message: PAYMENT_MESSAGES.cannotCancelPaid,
    });
    expect((await ordersOf(user.id))[0]?.status).toBe('fulfilled');
  });

  it('a payment that beat the cancel at the channel is settled, not closed: the coupon is used', async () => {
    const user = await signIn(t, nextMobile());
    const id = await give(user.id);
    const o = (await order(user.cookie, id)).body.result as PayOrder;
    await m.post(paymentEndpoints.nativePay.path, { orderNo: o.orderNo }, user.cookie);
    // paid at the channel, its notification not here yet
    await m.paidSilently(o.orderNo, clock);
    expect((await cancel(user.cookie, o.orderNo)).body).toEqual({
      code: 409,
      message: PAYMENT_MESSAGES.cannotCancelPaid,
    });
    expect((await ordersOf(user.id))[0]?.status).toBe('fulfilled');
    expect((await couponRow(id)).used_order_no).toBe(o.orderNo);
    await expectBooksBalance();
  });

  it('a signed payment notification arriving after the cancel is not credited, and the coupon stays free', async () => {
    const user = await signIn(t, nextMobile());
    const id = await give(user.id);
    const o = (await order(user.cookie, id)).body.result as PayOrder;
    await m.post(paymentEndpoints.nativePay.path, { orderNo: o.orderNo }, user.cookie);
    expect((await cancel(user.cookie, o.orderNo)).body.result.status).toBe('closed');
    const late = await m.notice(
      'wechat',
      {
        id: `Nlate${o.orderNo.slice(-6)}`,
        event: 'TRANSACTION.SUCCESS',
        orderNo: o.orderNo,
        txnId: 'LATE1',
        amountFen: o.amountFen,
        paidAt: clock,
      },
      { timestamp: clock },
    );
    expect(late.status).toBe(200);
    const notice = await db()
      .selectFrom('pay_notifications')
      .select('outcome')
      .where('order_no', '=', o.orderNo)
      .executeTakeFirstOrThrow();
    expect(notice.outcome).toBe('after-close');
    expect((await ordersOf(user.id))[0]?.status).toBe('closed');
    const transfers = await db()
      .selectFrom('pay_transfers')
      .select('id')
      .where('order_no', '=', o.orderNo)
      .execute();
    expect(transfers).toEqual([]);
    expect(await couponRow(id)).toMatchObject({ reserved_order_no: null, used_at: null });
    const ticket = await db()
      .selectFrom('meeting_tickets')
      .select('order_no')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    expect(ticket).toBeUndefined();
    await expectBooksBalance();
  });
});
