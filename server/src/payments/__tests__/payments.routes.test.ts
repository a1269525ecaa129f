import type { PayOrder } from '@portal/api/contract/payments';
import { paymentEndpoints as e } from '@portal/api/endpoints/payments';
import { PAYMENT_LIMITS, PAYMENT_MESSAGES } from '@portal/api/rules/payments';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app';
import { createTestDatabase } from '../../test-support/test-database';
import { PLATFORM_ACCOUNTS, walletAccount } from '../ledger';
import { reconcile } from '../reconcile';
import { clientKey, money } from './payments-fixtures';

/** The wallet, recharge and the payment channels' side, on SQLite (or PostgreSQL with TEST_DATABASE_URL). */
let clock = Date.UTC(2026, 10, 26, 4);
let t: TestApp;
let m: ReturnType<typeof money>;
let mobileSeq = 0;
const nextMobile = () => `1350000${String(1000 + mobileSeq++).padStart(4, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  m = money(t);
});
afterAll(async () => {
  await t.close();
});

const ordersOf = (userId: number) =>
  t.database.db.selectFrom('pay_orders').selectAll().where('user_id', '=', userId).execute();
const transfersOf = (orderNo: string) =>
  t.database.db.selectFrom('pay_transfers').selectAll().where('order_no', '=', orderNo).execute();

async function expectBooksAgree() {
  const report = await reconcile(t.database.db);
  expect(report.differences).toBe(0);
  expect(report.sums).toEqual(Object.fromEntries(Object.keys(report.sums).map((c) => [c, 0])));
}

describe('wallet and rates', () => {
  it('lists the web channel’s rates with their bonus; a visitor’s wallet is 401', async () => {
    const rates = await m.get(e.rates.path, {});
    expect(rates.status).toBe(200);
    expect(rates.body.list[0]).toEqual({ id: expect.any(Number), amountFen: 600, coins: 60, bonusCoins: 0 });
    expect(rates.body.list[2]).toMatchObject({ amountFen: 6_800, coins: 700, bonusCoins: 20 });
    expect((await m.get(e.rates.path, { channel: 'X' })).body.list).toEqual([]);
    expect((await m.get(e.wallet.path, {})).status).toBe(401);
    const user = await signIn(t, nextMobile());
    expect(await m.wallet(user.cookie)).toBe(0);
  });

  it('refuses a visitor’s order and a rate that does not exist, in Chinese', async () => {
    expect(
      (await m.post(e.rechargeOrder.path, { rateId: 1, channel: 'wechat', clientKey: clientKey() })).status,
    ).toBe(401);
    const user = await signIn(t, nextMobile());
    const bad = await m.post(
      e.rechargeOrder.path,
      { rateId: 999_999, channel: 'wechat', clientKey: clientKey() },
      user.cookie,
    );
    expect(bad).toEqual({ status: 400, body: { code: 400, message: PAYMENT_MESSAGES.noRate } });
    const unknownChannel = await m.post(
      e.rechargeOrder.path,
      { rateId: 1, channel: 'paypal', clientKey: clientKey() },
      user.cookie,
    );
    expect(unknownChannel.status).toBe(400);
    expect(await ordersOf(user.id)).toEqual([]);
  });
});

describe('recharge by the simulator', () => {
  it('credits the coins once when paid: notification, poll and replays make one payment', async () => {
    const user = await signIn(t, nextMobile());
    const { order, rate, codeUrl } = await m.recharge(user.cookie, 'wechat');
    expect(order).toMatchObject({
      kind: 'recharge',
      status: 'created',
      amountFen: rate.amountFen,
      coins: rate.coins,
    });
    expect(codeUrl).toMatch(new RegExp(`/pay/simulator/wechat/${order.orderNo}$`));
    expect((await m.poll(user.cookie, order.orderNo)).body.result.status).toBe('paying');

    // the payer pays on the simulator's page: the signed notification settles it
    await m.act('wechat', order.orderNo, 'pay');
    expect(await m.wallet(user.cookie)).toBe(rate.coins);
    const polled = (await m.poll(user.cookie, order.orderNo)).body.result as PayOrder;
    expect(polled).toMatchObject({ status: 'fulfilled', paidAt: clock, expiresAt: null });

    // the channel resends, the screen polls again and again: nothing moves twice
    await m.resendNotice('wechat', order.orderNo);
    await m.resendNotice('wechat', order.orderNo);
    await Promise.all([1, 2, 3].map(() => m.poll(user.cookie, order.orderNo)));
    expect(await m.wallet(user.cookie)).toBe(rate.coins);
    const moved = await transfersOf(order.orderNo);
    expect(moved.map((x) => x.id).sort()).toEqual([
      `order:${order.orderNo}:coins`,
      `order:${order.orderNo}:pay`,
    ]);
    await expectBooksAgree();
  });

  it('settles on the poll when the notification never comes, and ignores the late one', async () => {
    const user = await signIn(t, nextMobile());
    const { order, rate } = await m.recharge(user.cookie, 'alipay');
    await m.paidSilently(order.orderNo, clock);
    // the wrong query for the channel is refused
    expect((await m.poll(user.cookie, order.orderNo, 'wechat')).body).toEqual({
      code: 400,
      message: PAYMENT_MESSAGES.wrongChannel,
    });
    expect((await m.poll(user.cookie, order.orderNo, 'alipay')).body.result.status).toBe('fulfilled');
    await m.resendNotice('alipay', order.orderNo);
    expect(await m.wallet(user.cookie)).toBe(rate.coins);
    await expectBooksAgree();
  });

  it('a cancelled or expired payment closes the order and moves nothing', async () => {
    const user = await signIn(t, nextMobile());
    const cancelled = await m.recharge(user.cookie);
    await m.act('wechat', cancelled.order.orderNo, 'cancel');
    expect((await m.poll(user.cookie, cancelled.order.orderNo)).body.result.status).toBe('closed');
    // a closed order's page can no longer be paid, and its QR code is refused
    await m.act('wechat', cancelled.order.orderNo, 'pay');
    expect((await m.post(e.nativePay.path, { orderNo: cancelled.order.orderNo }, user.cookie)).body).toEqual({
      code: 400,
      message: PAYMENT_MESSAGES.orderClosed,
    });

    const expired = await m.recharge(user.cookie);
    await m.act('wechat', expired.order.orderNo, 'expire');
    expect((await m.poll(user.cookie, expired.order.orderNo)).body.result.status).toBe('closed');

    // and one nobody paid closes on its own once its time is up
    const forgotten = await m.recharge(user.cookie);
    clock += PAYMENT_LIMITS.orderTtlMs + 1;
    expect((await m.poll(user.cookie, forgotten.order.orderNo)).body.result.status).toBe('closed');
    await m.act('wechat', forgotten.order.orderNo, 'pay');
    expect((await m.poll(user.cookie, forgotten.order.orderNo)).body.result.status).toBe('closed');

    expect(await m.wallet(user.cookie)).toBe(0);
    for (const o of [cancelled, expired, forgotten]) expect(await transfersOf(o.order.orderNo)).toEqual([]);
    await expectBooksAgree();
  });

  it('a payment that beats the close is settled, not lost', async () => {
    const user = await signIn(t, nextMobile());
    const { order, rate } = await m.recharge(user.cookie);
    // paid at the channel just before the order's time ran out; the notification is lost
    await m.paidSilently(order.orderNo, clock);
    clock += PAYMENT_LIMITS.orderTtlMs + 1;
    expect((await m.poll(user.cookie, order.orderNo)).body.result.status).toBe('fulfilled');
    expect(await m.wallet(user.cookie)).toBe(rate.coins);
    await expectBooksAgree();
  });
});

describe('notifications', () => {
  it('refuses forged, stale and unknown ones, and changes nothing', async () => {
    const user = await signIn(t, nextMobile());
    const { order } = await m.recharge(user.cookie);
    const body = {
      id: 'Nforged1',
      event: 'TRANSACTION.SUCCESS',
      orderNo: order.orderNo,
      txnId: 'T1',
      amountFen: order.amountFen,
      paidAt: clock,
    };
    const forged = await m.notice('wechat', body, { secret: 'not-the-secret', timestamp: clock });
    expect(forged.status).toBe(400);
    const stale = await m.notice('wechat', body, { timestamp: clock - 10 * 60_000 });
    expect(stale.status).toBe(400);
    const elsewhere = await m.notice('paypal', body, { timestamp: clock });
    expect(elsewhere.status).toBe(404);
    // a body changed after signing
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/pay/notify/wechat',
      headers: {
        'content-type': 'application/json',
        'x-sim-timestamp': String(clock),
        'x-sim-nonce': 'n',
        'x-sim-signature': 'AAAA',
      },
      payload: JSON.stringify(body),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await m.wallet(user.cookie)).toBe(0);
    expect((await m.poll(user.cookie, order.orderNo)).body.result.status).toBe('paying');
  });

  it('a signed notification with the wrong amount is not credited', async () => {
    const user = await signIn(t, nextMobile());
    const { order } = await m.recharge(user.cookie);
    const res = await m.notice(
      'wechat',
      {
        id: 'Nwrong',
        event: 'TRANSACTION.SUCCESS',
        orderNo: order.orderNo,
        txnId: 'T2',
        amountFen: Number(order.amountFen) - 1,
        paidAt: clock,
      },
      { timestamp: clock },
    );
    expect(res.status).toBe(400);
    expect(await m.wallet(user.cookie)).toBe(0);
    expect(await transfersOf(order.orderNo)).toEqual([]);
  });

  it('answers each channel the way it expects', async () => {
    const user = await signIn(t, nextMobile());
    const wx = await m.recharge(user.cookie, 'wechat');
    const ali = await m.recharge(user.cookie, 'alipay');
    const wxAck = await m.notice(
      'wechat',
      {
        id: 'Nack1',
        event: 'TRANSACTION.SUCCESS',
        orderNo: wx.order.orderNo,
        txnId: 'W1',
        amountFen: wx.order.amountFen,
        paidAt: clock,
      },
      { timestamp: clock },
    );
    expect(wxAck).toEqual({ status: 200, body: '{"code":"SUCCESS","message":"成功"}' });
    const aliAck = await m.notice(
      'alipay',
      {
        id: 'Nack2',
        event: 'TRANSACTION.SUCCESS',
        orderNo: ali.order.orderNo,
        txnId: 'A1',
        amountFen: ali.order.amountFen,
        paidAt: clock,
      },
      { timestamp: clock },
    );
    expect(aliAck).toEqual({ status: 200, body: 'success' });
    expect(await m.wallet(user.cookie)).toBe(Number(wx.order.coins) + Number(ali.order.coins));
    await expectBooksAgree();
  });
});

describe('whose orders', () => {
  it('another user’s order does not exist for them; a userId in the body changes nothing', async () => {
    const owner = await signIn(t, nextMobile());
    const other = await signIn(t, nextMobile());
    const { order } = await m.recharge(owner.cookie);
    expect((await m.poll(other.cookie, order.orderNo)).body).toEqual({
      code: 404,
      message: PAYMENT_MESSAGES.orderNotFound,
    });
    expect((await m.post(e.nativePay.path, { orderNo: order.orderNo }, other.cookie)).status).toBe(404);
    const made = await m.post(
      e.rechargeOrder.path,
      { rateId: 1, channel: 'wechat', clientKey: clientKey(), userId: owner.id },
      other.cookie,
    );
    expect((await ordersOf(other.id)).map((o) => o.order_no)).toEqual([made.body.result.orderNo]);
    expect((await ordersOf(owner.id)).map((o) => o.order_no)).toEqual([order.orderNo]);
  });

  it('one click is one order: the same clientKey, even five at once, makes one', async () => {
    const user = await signIn(t, nextMobile());
    const key = clientKey();
    const made = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        m.post(e.rechargeOrder.path, { rateId: 1, channel: 'wechat', clientKey: key }, user.cookie),
      ),
    );
    expect(new Set(made.map((r) => r.body.result.orderNo)).size).toBe(1);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });
});

describe('the QR image of a paying order', () => {
  it('is drawn for its owner only, while the order is being paid', async () => {
    const owner = await signIn(t, nextMobile());
    const other = await signIn(t, nextMobile());
    const { order, codeUrl } = await m.recharge(owner.cookie);
    const qr = (cookie?: string) =>
      t.app.inject({ method: 'GET', url: `/pay/qr/${order.orderNo}.svg`, headers: cookie ? { cookie } : {} });
    const mine = await qr(owner.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toContain('image/svg+xml');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.body).toContain('<svg');
    expect(codeUrl).toContain(order.orderNo);
    expect((await qr(other.cookie)).statusCode).toBe(404);
    expect((await qr()).statusCode).toBe(401);
    await m.act('wechat', order.orderNo, 'pay');
    expect((await qr(owner.cookie)).statusCode).toBe(404);
  });
});

describe('the simulator’s page', () => {
  it('shows the order and pays it by the form, as a payer would', async () => {
    const user = await signIn(t, nextMobile());
    const { order, codeUrl } = await m.recharge(user.cookie);
    const page = await t.app.inject({ method: 'GET', url: new URL(codeUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('¥6.00');
    expect(page.body).toContain('确认支付');
    const pressed = await t.app.inject({
      method: 'POST',
      url: new URL(codeUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe(new URL(codeUrl).pathname);
    expect((await t.app.inject({ method: 'GET', url: new URL(codeUrl).pathname })).body).toContain(
      '支付成功',
    );
    expect(await m.wallet(user.cookie)).toBe(order.coins);
    const unknown = await t.app.inject({ method: 'GET', url: '/pay/simulator/wechat/R2026NOSUCHORDER0' });
    expect(unknown.statusCode).toBe(404);
  });

  it('does not exist where the simulator is off', async () => {
    const off = await createTestApp({ database: t.database, now: () => clock, paymentSimulator: false });
    try {
      expect(
        (await off.app.inject({ method: 'GET', url: '/pay/simulator/wechat/R20261126000000ABCDE' }))
          .statusCode,
      ).toBe(404);
      const user = await signIn(off, nextMobile());
      const res = await off.app.inject({
        method: 'POST',
        url: e.rechargeOrder.path,
        payload: { rateId: 1, channel: 'wechat', clientKey: clientKey() },
        headers: { cookie: user.cookie },
      });
      expect(res.json()).toEqual({ code: 400, message: PAYMENT_MESSAGES.noChannel });
    } finally {
      await off.close();
    }
  });
});

describe('the ledger', () => {
  it('keeps every currency summing to zero and no wallet below zero', async () => {
    const report = await reconcile(t.database.db);
    expect(report.differences).toBe(0);
    const wallets = await t.database.db
      .selectFrom('pay_accounts')
      .select(['id', 'balance'])
      .where('user_id', 'is not', null)
      .execute();
    expect(wallets.every((w) => Number(w.balance) >= 0)).toBe(true);
    const cash = await t.database.db
      .selectFrom('pay_accounts')
      .select('balance')
      .where('id', '=', PLATFORM_ACCOUNTS.cash)
      .executeTakeFirstOrThrow();
    expect(Number(cash.balance)).toBeGreaterThan(0);
    expect(walletAccount(7)).toBe('user:7:coin');
  });

  it('the database itself refuses an account below its floor', async () => {
    // a database of its own: the constraint, not what the routes do
    const fresh = await createTestDatabase();
    try {
      await fresh.db
        .insertInto('pay_accounts')
        .values({
          id: 'revenue:check',
          currency: 'COIN',
          balance: 5,
          min_balance: 0,
          user_id: null,
          updated_at: clock,
        })
        .execute();
      let refused = false;
      try {
        await fresh.db
          .updateTable('pay_accounts')
          .set({ balance: -1 })
          .where('id', '=', 'revenue:check')
          .execute();
      } catch {
        refused = true;
      }
      const row = await fresh.db
        .selectFrom('pay_accounts')
        .select('balance')
        .where('id', '=', 'revenue:check')
        .executeTakeFirst();
      expect({ refused, balance: Number(row?.balance) }).toEqual({ refused: true, balance: 5 });
    } finally {
      await fresh.close();
    }
  });
});
