import type { LedgerEntry, MyInvoice, MyOrder } from '@portal/api/contract/account-wallet';
import type { PayOrder } from '@portal/api/contract/payments';
import { accountWalletEndpoints as w } from '@portal/api/endpoints/account-wallet';
import { meetingGiftEndpoints as gifts } from '@portal/api/endpoints/meeting-gifts';
import { meetingOrderEndpoints as mo } from '@portal/api/endpoints/meeting-orders';
import { paymentEndpoints } from '@portal/api/endpoints/payments';
import { PAYMENT_LIMITS } from '@portal/api/rules/payments';
import { clientKey, money } from '../../../../../payments/__tests__/payments-fixtures';
import { DEFAULT_SEED_NOW } from '../../../../../seed/options';
import { seededVenues } from '../../../../../test-support/live-venues';
import { createTestApp, signIn, type TestApp } from '../../../../../test-support/test-app';

/** The wallet page's ledger, orders and invoices against what paying really did (SQLite, or PostgreSQL). */
let clock = DEFAULT_SEED_NOW;
let t: TestApp;
let m: ReturnType<typeof money>;
let venues: Awaited<ReturnType<typeof seededVenues>>;
let buyer: { cookie: string; id: number };
let other: { cookie: string; id: number };
let meetingName: string;
let paidMeetingName: string;
let playOrder: PayOrder;
let recharges: PayOrder[];

const tick = (ms = 1000) => {
  clock += ms;
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, seed: 'small' });
  venues = await seededVenues(t.database.db, DEFAULT_SEED_NOW);
  m = money(t);
  buyer = await signIn(t, '13700001001');
  other = await signIn(t, '13700001002');
  const name = async (id: number) =>
    (
      await t.database.db
        .selectFrom('meetings')
        .select('meeting_name')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).meeting_name;
  meetingName = await name(venues.live.meetingId);
  paidMeetingName = await name(venues.paid.meetingId);

  // what the buyer did: two recharges (paid), a gift of 3 flowers, the paid meeting bought, a recharge left unpaid
  recharges = [];
  for (const rateIndex of [0, 2]) {
    const rates = (await m.get(paymentEndpoints.rates.path, {})).body.list as { id: number }[];
    tick();
    const { order } = await m.recharge(buyer.cookie, 'wechat', rates[rateIndex]!.id);
    tick();
    await m.act('wechat', order.orderNo, 'pay');
    recharges.push(order);
  }
  const giftList = (await m.get(gifts.list.path, { meetingId: venues.live.meetingId })).body.list as {
    id: number;
    name: string;
  }[];
  tick();
  const sent = await m.post(
    gifts.pay.path,
    {
      meetingId: venues.live.meetingId,
      fieldId: venues.live.fieldId,
      giftId: giftList[1]!.id,
      count: 3,
      clientKey: clientKey(),
    },
    buyer.cookie,
  );
  expect(sent.status).toBe(200);
  tick();
  const made = await m.post(
    mo.generatePlayOrder.path,
    { meetingId: venues.paid.meetingId, channel: 'alipay', clientKey: clientKey() },
    buyer.cookie,
  );
  playOrder = made.body.result;
  await m.post(paymentEndpoints.nativePay.path, { orderNo: playOrder.orderNo }, buyer.cookie);
  tick();
  await m.act('alipay', playOrder.orderNo, 'pay');
  tick();
  const invoice = await m.post(
    mo.saveInvoice.path,
    { orderNo: playOrder.orderNo, kind: 'personal', title: '王建国', email: 'wang@example.com' },
    buyer.cookie,
  );
  expect(invoice.status).toBe(200);
});

afterAll(async () => {
  await t.close();
});

const ledger = (cookie: string | undefined, query: Record<string, number> = {}) =>
  m.get(w.ledger.path, query, cookie);

describe('the ledger', () => {
  it('has one line per movement, newest first, signed as the buyer sees it', async () => {
    const res = await ledger(buyer.cookie, { pageSize: 50 });
    expect(res.status).toBe(200);
    const lines = res.body.list as LedgerEntry[];
    const coinsOf = (o: PayOrder) => o.coins ?? 0;
    expect(lines.map((l) => [l.kind, l.currency, l.amount])).toEqual([
      ['purchase', 'FEN', -(playOrder.amountFen ?? 0)],
      ['gift', 'COIN', -30],
      ['recharge', 'COIN', coinsOf(recharges[1]!)],
      ['recharge', 'COIN', coinsOf(recharges[0]!)],
    ]);
    expect(lines[0]).toMatchObject({
      title: `购买《${paidMeetingName}》`,
      meetingId: venues.paid.meetingId,
      orderNo: playOrder.orderNo,
    });
    expect(lines[1]!.title).toBe(`送礼物《${meetingName}》鲜花 ×3`);
    expect(lines[1]!.meetingId).toBe(venues.live.meetingId);
    expect(lines[2]!.title).toBe(recharges[1]!.subject);
    // the ledger's coins add up to the wallet's balance
    const coins = lines.filter((l) => l.currency === 'COIN').reduce((s, l) => s + l.amount, 0);
    expect(coins).toBe(await m.wallet(buyer.cookie));
    expect(res.body.page).toEqual({ pageNo: 1, pageSize: 50, totalCount: 4, totalPage: 1 });
  });

  it('pages: page 2 of 3 a page holds the last line; past the end is empty, out of range is 400', async () => {
    const second = await ledger(buyer.cookie, { pageNo: 2, pageSize: 3 });
    expect(second.body.list.map((l: LedgerEntry) => l.kind)).toEqual(['recharge']);
    expect(second.body.page).toEqual({ pageNo: 2, pageSize: 3, totalCount: 4, totalPage: 2 });
    expect((await ledger(buyer.cookie, { pageNo: 9, pageSize: 3 })).body.list).toEqual([]);
    expect(await ledger(buyer.cookie, { pageNo: 0 })).toEqual({
      status: 400,
      body: { code: 400, message: '页码不正确' },
    });
    expect((await ledger(buyer.cookie, { pageSize: 101 })).body).toEqual({
      code: 400,
      message: '每页条数不正确',
    });
  });

  it('shows nothing of anyone else, and nothing to a visitor', async () => {
    expect((await ledger(other.cookie)).body.list).toEqual([]);
    expect((await ledger(undefined)).status).toBe(401);
  });
});

describe('orders and invoices', () => {
  it('lists recharges and play orders with their states and invoice; gifts stay in the ledger', async () => {
    tick();
    const unpaid = (await m.recharge(buyer.cookie)).order;
    const res = await m.get(w.orders.path, {}, buyer.cookie);
    const list = res.body.list as MyOrder[];
    expect(list.map((o) => [o.order.orderNo, o.order.status])).toEqual([
      [unpaid.orderNo, 'paying'],
      [playOrder.orderNo, 'fulfilled'],
      [recharges[1]!.orderNo, 'fulfilled'],
      [recharges[0]!.orderNo, 'fulfilled'],
    ]);
    expect(list[1]).toMatchObject({
      meetingId: venues.paid.meetingId,
      invoice: { status: 'pending', title: '王建国', amountFen: playOrder.amountFen },
      canAskInvoice: false,
    });
    expect(list[2]).toMatchObject({ meetingId: null, invoice: null, canAskInvoice: false });
  });

  it('offers the invoice form of the meeting for a paid play order without a live invoice', async () => {
    const third = await signIn(t, '13700001003');
    tick();
    const made = await m.post(
      mo.generatePlayOrder.path,
      { meetingId: venues.paid.meetingId, channel: 'wechat', clientKey: clientKey() },
      third.cookie,
    );
    const order = made.body.result as PayOrder;
    await m.post(paymentEndpoints.nativePay.path, { orderNo: order.orderNo }, third.cookie);
    expect(((await m.get(w.orders.path, {}, third.cookie)).body.list as MyOrder[])[0]).toMatchObject({
      order: { status: 'paying' },
      canAskInvoice: false,
    });
    await m.act('wechat', order.orderNo, 'pay');
    expect(((await m.get(w.orders.path, {}, third.cookie)).body.list as MyOrder[])[0]).toMatchObject({
      order: { status: 'fulfilled' },
      meetingId: venues.paid.meetingId,
      invoice: null,
      canAskInvoice: true,
    });
  });

  it('closes an unpaid order past its time when listing it, through the payments service', async () => {
    tick(PAYMENT_LIMITS.orderTtlMs + 1000);
    const list = (await m.get(w.orders.path, {}, buyer.cookie)).body.list as MyOrder[];
    expect(list[0]!.order.status).toBe('closed');
    const row = await t.database.db
      .selectFrom('pay_simulator_orders')
      .select('status')
      .where('order_no', '=', list[0]!.order.orderNo)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('CLOSED');
  });

  it('a refund reverses the invoice, lets a new one be asked, and shows the money back in the ledger', async () => {
    tick();
    await t.app.payments.refund(playOrder.orderNo);
    const invoices = (await m.get(w.invoices.path, {}, buyer.cookie)).body.list as MyInvoice[];
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      subject: paidMeetingName,
      meetingId: venues.paid.meetingId,
      invoice: { status: 'reversed', orderNo: playOrder.orderNo },
      reversedAt: clock,
    });
    const lines = (await ledger(buyer.cookie)).body.list as LedgerEntry[];
    expect(lines[0]).toMatchObject({
      kind: 'refund',
      currency: 'FEN',
      amount: playOrder.amountFen,
      title: `退款：购买《${paidMeetingName}》`,
    });
    const order = ((await m.get(w.orders.path, {}, buyer.cookie)).body.list as MyOrder[]).find(
      (o) => o.order.orderNo === playOrder.orderNo,
    );
    expect(order).toMatchObject({ order: { status: 'refunded' }, canAskInvoice: false });
  });

  it('answers only the session’s user: another sees nothing, a visitor gets 401', async () => {
    for (const path of [w.orders.path, w.invoices.path, w.ledger.path]) {
      const theirs = await m.get(path, {}, other.cookie);
      expect(theirs.status).toBe(200);
      expect(theirs.body.list).toEqual([]);
      expect((await m.get(path, {})).status).toBe(401);
      // a userId in the query is not a parameter of these calls: it changes nothing
      expect((await m.get(path, { userId: buyer.id }, other.cookie)).body.list).toEqual([]);
    }
  });
});
