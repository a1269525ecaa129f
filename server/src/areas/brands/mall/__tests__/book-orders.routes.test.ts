import type { PhysicalOrder } from '@portal/api/contract/account-wallet';
import type { BookDetail } from '@portal/api/contract/mall';
import type { PayOrder } from '@portal/api/contract/payments';
import { accountWalletEndpoints as w } from '@portal/api/endpoints/account-wallet';
import { mallEndpoints as e } from '@portal/api/endpoints/mall';
import { paymentEndpoints } from '@portal/api/endpoints/payments';
import { ACCOUNT_WALLET_MESSAGES, COUPON_MESSAGES } from '@portal/api/rules/account-wallet';
import { MALL_MESSAGES, MALL_SHIPPING } from '@portal/api/rules/mall';
import { PAYMENT_LIMITS } from '@portal/api/rules/payments';
import { clientKey, money } from '../../../../payments/__tests__/payments-fixtures';
import { reconcile } from '../../../../payments/reconcile';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

/**
 * Buying a book (issue 21) over the demo seed, on SQLite or PostgreSQL: the page, the address
 * checks, the copies held from the stock under concurrent orders, paying on the simulator (待发货),
 * cancelling and expiry giving the copies and the coupon back, replays acting once.
 */
const DAY = 86_400_000;
let clock = DEFAULT_SEED_NOW;
let t: TestApp;
let m: ReturnType<typeof money>;
let mobileSeq = 0;
const nextMobile = () => `1350001${String(1000 + mobileSeq++).padStart(4, '0')}`;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, seed: 'small' });
  m = money(t);
});
afterAll(async () => {
  await t.close();
});

const ADDRESS = {
  receiverName: '王建国',
  receiverMobile: '13912345678',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  address: '灵隐路 12 号 3 幢',
};

/** a book of the seed with `stock` copies left and the price as given (fen; no discount) */
async function book(stock: number, priceFen = 6_800): Promise<number> {
  const row = await db()
    .selectFrom('books')
    .select('id')
    .orderBy('id', 'desc')
    .offset(mobileSeq + 1)
    .limit(1)
    .executeTakeFirstOrThrow();
  mobileSeq += 1;
  await db()
    .updateTable('books')
    .set({ stock, price_fen: priceFen, discount_price_fen: null })
    .where('id', '=', row.id)
    .execute();
  return row.id;
}
const stockOf = async (bookId: number) =>
  Number(
    (await db().selectFrom('books').select('stock').where('id', '=', bookId).executeTakeFirstOrThrow()).stock,
  );
const salesOf = async (bookId: number) =>
  Number(
    (await db().selectFrom('books').select('sales').where('id', '=', bookId).executeTakeFirstOrThrow()).sales,
  );

const order = (cookie: string | undefined, body: Record<string, unknown>) =>
  m.post(
    e.order.path,
    { quantity: 1, address: ADDRESS, channel: 'wechat', clientKey: clientKey(), ...body },
    cookie,
  );

/** the mall's own question after a book order's payment (the payments calls do not answer it) */
const paymentOf = (cookie: string, orderNo: string) => m.get(e.payment.path, { orderNo }, cookie);

const detail = async (cookie: string, orderNo: string) =>
  (await m.get(w.physicalOrder.path, { orderNo }, cookie)).body.result as PhysicalOrder;

async function pay(cookie: string, o: PayOrder) {
  await m.post(paymentEndpoints.nativePay.path, { orderNo: o.orderNo }, cookie);
  // the simulator's page: it sends our notification route its signed message
  await m.act('wechat', o.orderNo, 'pay');
  return (await paymentOf(cookie, o.orderNo)).body.result as PayOrder;
}

let codeSeq = 0;
async function give(userId: number, scope: 'book' | 'meeting' | 'all', amountFen = 1_000) {
  const row = await db()
    .insertInto('coupons')
    .values({
      user_id: userId,
      code: `BOOKCPN${String(++codeSeq).padStart(6, '0')}`,
      title: '图书测试券',
      kind: 'amount',
      amount_fen: amountFen,
      discount_percent: null,
      min_spend_fen: 0,
      scope,
      valid_from: clock - DAY,
      valid_to: clock + 10 * DAY,
      used_order_no: null,
      used_at: null,
      created_at: clock - DAY,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const couponRow = (id: number) =>
  db().selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('a book’s page', () => {
  it('shows authors and translators apart, prices in fen, the stock, and counts a view', async () => {
    const translated = await db()
      .selectFrom('book_authors')
      .select('book_id')
      .where('type', '=', 'T')
      .executeTakeFirstOrThrow();
    const before = (await m.get(e.book.path, { bookId: translated.book_id })).body.result as BookDetail;
    expect(before.translators.length).toBeGreaterThan(0);
    expect(before.authors.length).toBeGreaterThan(0);
    expect(before.press).not.toBe('');
    const again = (await m.get(e.book.path, { bookId: translated.book_id })).body.result as BookDetail;
    expect(again.views).toBe(before.views + 1);
    expect(await m.get(e.book.path, { bookId: 999_999 })).toEqual({
      status: 404,
      body: { code: 404, message: MALL_MESSAGES.bookNotFound },
    });
    expect((await m.get(e.book.path, { bookId: 'x' })).body).toEqual({
      code: 400,
      message: MALL_MESSAGES.bookNotFound,
    });
  });
});

describe('ordering a book', () => {
  it('asks a visitor to sign in, and checks the address and the quantity in Chinese', async () => {
    const bookId = await book(5);
    expect((await order(undefined, { bookId })).status).toBe(401);
    const buyer = await signIn(t, nextMobile());
    const wrong = async (address: Partial<typeof ADDRESS>, quantity = 1) =>
      (await order(buyer.cookie, { bookId, quantity, address: { ...ADDRESS, ...address } })).body.message;
    expect(await wrong({ receiverName: ' ' })).toBe(MALL_MESSAGES.receiverRequired);
    expect(await wrong({ receiverName: '王' })).toBe(MALL_MESSAGES.receiverLength);
    expect(await wrong({ receiverMobile: '1391234567' })).toBe(MALL_MESSAGES.mobileInvalid);
    expect(await wrong({ province: '火星' })).toBe(MALL_MESSAGES.provinceRequired);
    expect(await wrong({ city: '' })).toBe(MALL_MESSAGES.cityRequired);
    expect(await wrong({ district: '' })).toBe(MALL_MESSAGES.districtRequired);
    expect(await wrong({ address: '12号' })).toBe(MALL_MESSAGES.addressLength);
    expect(await wrong({ address: '<img src=x onerror=alert(1)>' })).toBe(MALL_MESSAGES.addressRequired);
    expect(await wrong({}, 0)).toBe(MALL_MESSAGES.quantityInvalid);
    expect(await wrong({}, 11)).toBe(MALL_MESSAGES.quantityInvalid);
    // nothing was made by any of them
    expect(await stockOf(bookId)).toBe(5);
    expect(
      await db().selectFrom('physical_orders').select('id').where('user_id', '=', buyer.id).execute(),
    ).toEqual([]);
  });

  it('holds the copies, keeps the address as plain text, and is 待发货 once paid on the simulator', async () => {
    const bookId = await book(5, 4_000);
    const buyer = await signIn(t, nextMobile());
    const made = await order(buyer.cookie, {
      bookId,
      quantity: 2,
      address: { ...ADDRESS, receiverName: '<b>王建国</b>' },
    });
    expect(made.status).toBe(200);
    expect(made.body.message).toBe(MALL_MESSAGES.ordered);
    const { order: payOrder, goodsFen, shippingFen, discountFen } = made.body.result;
    expect({ goodsFen, shippingFen, discountFen }).toEqual({
      goodsFen: 8_000,
      shippingFen: MALL_SHIPPING.feeFen,
      discountFen: 0,
    });
    expect(payOrder).toMatchObject({ kind: 'book', status: 'created', amountFen: 8_800 });
    expect(await stockOf(bookId)).toBe(3);
    const unpaid = await detail(buyer.cookie, payOrder.orderNo);
    expect(unpaid).toMatchObject({
      state: 'unpaid',
      receiverName: '王建国',
      address: '浙江省 杭州市 西湖区 灵隐路 12 号 3 幢',
      amountFen: 8_800,
      items: [{ bookId, quantity: 2, unitPriceFen: 4_000 }],
    });
    // the last address is the buyer's alone
    expect((await m.get(e.lastAddress.path, {}, buyer.cookie)).body.result).toEqual({
      ...ADDRESS,
      receiverName: '王建国',
      address: '灵隐路 12 号 3 幢',
    });
    const stranger = await signIn(t, nextMobile());
    expect((await m.get(e.lastAddress.path, {}, stranger.cookie)).body.result).toBeNull();
    // a municipal address that names no city apart (as the seed's do): the municipality is the city
    const municipal = await signIn(t, nextMobile());
    await db()
      .insertInto('physical_orders')
      .values({
        order_no: `B${String(municipal.id).padStart(20, '0')}`,
        user_id: municipal.id,
        state: 'completed',
        goods_fen: 100,
        shipping_fen: 0,
        discount_fen: 0,
        amount_fen: 100,
        coupon_id: null,
        receiver_name: '李明',
        receiver_mobile: '13912345670',
        region: '北京市 丰台区',
        address: '南四环西路 119 号',
        logistics_company: null,
        tracking_no: null,
        created_at: clock,
        paid_at: clock,
        shipped_at: null,
        completed_at: null,
        cancelled_at: null,
      })
      .execute();
    expect((await m.get(e.lastAddress.path, {}, municipal.cookie)).body.result).toMatchObject({
      province: '北京市',
      city: '北京市',
      district: '丰台区',
    });
    expect((await m.get(e.lastAddress.path, {})).status).toBe(401);

    // the payments calls of 1.x answer their own kinds only; the mall answers a book order's payment
    expect((await m.poll(buyer.cookie, payOrder.orderNo)).body).toEqual({
      code: 404,
      message: ACCOUNT_WALLET_MESSAGES.orderNotFound,
    });
    expect((await m.post(w.cancelOrder.path, { orderNo: payOrder.orderNo }, buyer.cookie)).status).toBe(404);
    expect((await paymentOf(stranger.cookie, payOrder.orderNo)).status).toBe(404);
    expect((await paymentOf(buyer.cookie, payOrder.orderNo)).body.result).toMatchObject({
      kind: 'book',
      status: 'created',
    });

    const sales = await salesOf(bookId);
    expect((await pay(buyer.cookie, payOrder)).status).toBe('fulfilled');
    const paid = await detail(buyer.cookie, payOrder.orderNo);
    expect(paid.state).toBe('paid');
    expect(paid.paidAt).not.toBeNull();
    expect(await salesOf(bookId)).toBe(sales + 2);
    expect(await stockOf(bookId)).toBe(3);
    const listed = (await m.get(w.physicalOrders.path, { state: 'paid' }, buyer.cookie)).body
      .list as PhysicalOrder[];
    expect(listed.map((o) => o.orderNo)).toEqual([payOrder.orderNo]);
    // a paid order cannot be cancelled; a replayed notice changes nothing
    expect(
      (await m.post(w.cancelPhysicalOrder.path, { orderNo: payOrder.orderNo }, buyer.cookie)).body,
    ).toEqual({
      code: 409,
      message: ACCOUNT_WALLET_MESSAGES.cannotCancel,
    });
    await m.resendNotice('wechat', payOrder.orderNo);
    expect(await salesOf(bookId)).toBe(sales + 2);
    expect((await reconcile(db())).differences).toBe(0);
  });

  it('never sells a copy that is not there: of five orders for three copies, three are made', async () => {
    const bookId = await book(3);
    const buyers = await Promise.all(Array.from({ length: 5 }, () => signIn(t, nextMobile())));
    const answers = await Promise.all(buyers.map((b) => order(b.cookie, { bookId })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(2);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect([MALL_MESSAGES.outOfStock, MALL_MESSAGES.soldOut]).toContain(r.body.message);
    }
    expect(await stockOf(bookId)).toBe(0);
    // the refused made no payment either
    const orders = await db()
      .selectFrom('pay_orders')
      .select('order_no')
      .where('kind', '=', 'book')
      .where('target_id', '=', bookId)
      .execute();
    expect(orders).toHaveLength(3);
    const late = await signIn(t, nextMobile());
    expect((await order(late.cookie, { bookId })).body).toEqual({
      code: 409,
      message: MALL_MESSAGES.soldOut,
    });
  });

  it('makes one order of a replayed click, holding its copies once', async () => {
    const bookId = await book(4);
    const buyer = await signIn(t, nextMobile());
    const key = clientKey();
    const [a, b] = await Promise.all([
      order(buyer.cookie, { bookId, clientKey: key }),
      order(buyer.cookie, { bookId, clientKey: key }),
    ]);
    expect(a.body.result.order.orderNo).toBe(b.body.result.order.orderNo);
    expect(await stockOf(bookId)).toBe(3);
  });

  it('gives the copies and the coupon back when the buyer cancels, once however often', async () => {
    const bookId = await book(2, 5_000);
    const buyer = await signIn(t, nextMobile());
    const other = await signIn(t, nextMobile());
    const couponId = await give(buyer.id, 'book', 1_000);
    const made = await order(buyer.cookie, { bookId, couponId });
    expect(made.body.result).toMatchObject({ discountFen: 1_000, order: { amountFen: 4_000 + 800 } });
    expect((await couponRow(couponId)).reserved_order_no).toBe(made.body.result.order.orderNo);
    expect(await stockOf(bookId)).toBe(1);
    const orderNo = made.body.result.order.orderNo as string;
    expect((await m.post(w.cancelPhysicalOrder.path, { orderNo }, other.cookie)).status).toBe(404);
    const [x, y] = await Promise.all([
      m.post(w.cancelPhysicalOrder.path, { orderNo }, buyer.cookie),
      m.post(w.cancelPhysicalOrder.path, { orderNo }, buyer.cookie),
    ]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect(x.body.result.state).toBe('cancelled');
    expect(await stockOf(bookId)).toBe(2);
    expect((await couponRow(couponId)).reserved_order_no).toBeNull();
    const payment = await db()
      .selectFrom('pay_orders')
      .select('status')
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('closed');
  });

  it('gives the copies back when the payment expires unpaid', async () => {
    const bookId = await book(1);
    const buyer = await signIn(t, nextMobile());
    const made = await order(buyer.cookie, { bookId });
    const orderNo = made.body.result.order.orderNo as string;
    expect(await stockOf(bookId)).toBe(0);
    clock += PAYMENT_LIMITS.orderTtlMs + 1_000;
    expect((await paymentOf(buyer.cookie, orderNo)).body.result.status).toBe('closed');
    expect((await detail(buyer.cookie, orderNo)).state).toBe('cancelled');
    expect(await stockOf(bookId)).toBe(1);
  });

  it('lets one of two orders at once have a coupon; the other makes nothing', async () => {
    const bookId = await book(5);
    const buyer = await signIn(t, nextMobile());
    const couponId = await give(buyer.id, 'all', 500);
    const answers = await Promise.all([
      order(buyer.cookie, { bookId, couponId }),
      order(buyer.cookie, { bookId, couponId }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(COUPON_MESSAGES.inUse);
    expect(await stockOf(bookId)).toBe(4);
    // a meeting-only coupon is not for books
    const meetingOnly = await give(buyer.id, 'meeting');
    expect((await order(buyer.cookie, { bookId, couponId: meetingOnly })).body.message).toMatch(
      /不能用于本订单/,
    );
    // another's coupon is not found
    const other = await signIn(t, nextMobile());
    expect((await order(other.cookie, { bookId, couponId })).body).toEqual({
      code: 404,
      message: COUPON_MESSAGES.notFound,
    });
  });
});
