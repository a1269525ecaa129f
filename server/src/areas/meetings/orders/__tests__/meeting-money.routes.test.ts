import type { PayOrder } from '@portal/api/contract/payments';
import { meetingGiftEndpoints as gifts } from '@portal/api/endpoints/meeting-gifts';
import { meetingOrderEndpoints as e } from '@portal/api/endpoints/meeting-orders';
import { meetingPlaybackEndpoints } from '@portal/api/endpoints/meeting-playback';
import { paymentEndpoints } from '@portal/api/endpoints/payments';
import { INVOICE_MESSAGES } from '@portal/api/rules/invoice';
import { PAYMENT_MESSAGES } from '@portal/api/rules/payments';
import { clientKey, money } from '../../../../payments/__tests__/payments-fixtures';
import { reconcile } from '../../../../payments/reconcile';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { listen, openLive, seededVenues } from '../../../../test-support/live-venues';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

/** Paid viewing, invoices and gifts over the demo seed (SQLite, or PostgreSQL with TEST_DATABASE_URL). */
const clock = DEFAULT_SEED_NOW;
let t: TestApp;
let m: ReturnType<typeof money>;
let venues: Awaited<ReturnType<typeof seededVenues>>;
let mobileSeq = 0;
const nextMobile = () => `1340000${String(1000 + mobileSeq++).padStart(4, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, seed: 'small' });
  venues = await seededVenues(t.database.db, DEFAULT_SEED_NOW);
  m = money(t);
});
afterAll(async () => {
  await t.close();
});

const priceOf = async (meetingId: number) =>
  Number(
    (
      await t.database.db
        .selectFrom('meetings')
        .select('price')
        .where('id', '=', meetingId)
        .executeTakeFirstOrThrow()
    ).price,
  );

async function playOrder(
  cookie: string,
  meetingId = venues.paid.meetingId,
  channel: 'wechat' | 'alipay' = 'wechat',
) {
  const made = await m.post(e.generatePlayOrder.path, { meetingId, channel, clientKey: clientKey() }, cookie);
  return made;
}

/** buys the paid meeting by the simulator and answers the order */
async function buy(cookie: string): Promise<PayOrder> {
  const made = await playOrder(cookie);
  expect(made.status).toBe(200);
  const order = made.body.result as PayOrder;
  await m.post(paymentEndpoints.nativePay.path, { orderNo: order.orderNo }, cookie);
  await m.act('wechat', order.orderNo, 'pay');
  return order;
}

const playlistStatus = async (cookie?: string) => {
  const info = await m.get(
    meetingPlaybackEndpoints.playInfo.path,
    { meetingId: venues.paid.meetingId },
    cookie,
  );
  const venue = (info.body.list as { fieldId: number; playlistUrl: string | null }[]).find(
    (v) => v.fieldId === venues.paid.fieldId,
  );
  const url = `/media/meeting/${venues.paid.meetingId}/venue/${venues.paid.fieldId}/index.m3u8`;
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, playlistUrl: venue?.playlistUrl ?? null };
};

describe('paid viewing', () => {
  it('a play order costs the meeting’s price; paying unlocks the video for the buyer alone', async () => {
    const buyer = await signIn(t, nextMobile());
    const other = await signIn(t, nextMobile());
    expect((await playlistStatus(buyer.cookie)).status).toBe(403);

    const made = await playOrder(buyer.cookie);
    const order = made.body.result as PayOrder;
    expect(order).toMatchObject({
      kind: 'meeting-play',
      status: 'created',
      amountFen: (await priceOf(venues.paid.meetingId)) * 100,
      coins: null,
    });
    const before = await m.post(e.verifyPlayOrder.path, { orderNo: order.orderNo }, buyer.cookie);
    expect(before.body.result).toMatchObject({ canWatch: false });

    await m.post(paymentEndpoints.nativePay.path, { orderNo: order.orderNo }, buyer.cookie);
    await m.act('wechat', order.orderNo, 'pay');
    const after = await m.post(e.verifyPlayOrder.path, { orderNo: order.orderNo }, buyer.cookie);
    expect(after.body.result).toMatchObject({ canWatch: true, order: { status: 'fulfilled' } });

    // the ticket is the buyer's (whatever session or device asks), and nobody else's
    expect((await playlistStatus(buyer.cookie)).status).toBe(200);
    expect((await playlistStatus(buyer.cookie)).playlistUrl).not.toBeNull();
    expect((await playlistStatus(other.cookie)).status).toBe(403);
    expect((await playlistStatus()).status).toBe(403);
    expect((await m.post(e.verifyPlayOrder.path, { orderNo: order.orderNo }, other.cookie)).status).toBe(404);

    // bought once: a second order is refused
    expect((await playOrder(buyer.cookie)).body).toEqual({
      code: 400,
      message: PAYMENT_MESSAGES.alreadyBought,
    });
  });

  it('refuses a free meeting, an unknown one and a visitor', async () => {
    const user = await signIn(t, nextMobile());
    expect((await playOrder(user.cookie, venues.live.meetingId)).body).toEqual({
      code: 400,
      message: PAYMENT_MESSAGES.freeMeeting,
    });
    expect((await playOrder(user.cookie, 99_999_999)).status).toBe(404);
    expect(
      (
        await m.post(e.generatePlayOrder.path, {
          meetingId: venues.paid.meetingId,
          channel: 'wechat',
          clientKey: clientKey(),
        })
      ).status,
    ).toBe(401);
  });

  it('two tabs get the same open order; two orders both paid make one ticket and one refund', async () => {
    const user = await signIn(t, nextMobile());
    const first = (await playOrder(user.cookie)).body.result as PayOrder;
    const again = (await playOrder(user.cookie)).body.result as PayOrder;
    expect(again.orderNo).toBe(first.orderNo);
    // by the other channel: a second order (what two browsers paying at once may leave)
    const second = (await playOrder(user.cookie, venues.paid.meetingId, 'alipay')).body.result as PayOrder;
    expect(second.orderNo).not.toBe(first.orderNo);
    await m.post(paymentEndpoints.nativePay.path, { orderNo: first.orderNo }, user.cookie);
    await m.post(paymentEndpoints.nativePay.path, { orderNo: second.orderNo }, user.cookie);
    await Promise.all([m.act('wechat', first.orderNo, 'pay'), m.act('alipay', second.orderNo, 'pay')]);
    const states = await Promise.all([
      m.post(e.verifyPlayOrder.path, { orderNo: first.orderNo }, user.cookie),
      m.post(e.verifyPlayOrder.path, { orderNo: second.orderNo }, user.cookie),
    ]);
    expect(states.map((s) => s.body.result.order.status).sort()).toEqual(['fulfilled', 'refunded']);
    expect(states.every((s) => s.body.result.canWatch)).toBe(true);
    const tickets = await t.database.db
      .selectFrom('meeting_tickets')
      .selectAll()
      .where('meeting_id', '=', venues.paid.meetingId)
      .where('user_id', '=', user.id)
      .execute();
    expect(tickets).toHaveLength(1);
    expect((await reconcile(t.database.db)).differences).toBe(0);
  });
});

describe('invoices', () => {
  const request = (cookie: string, body: Record<string, unknown>) => m.post(e.saveInvoice.path, body, cookie);

  it('checks the form as the rules say, for at most what was paid, once an order', async () => {
    const user = await signIn(t, nextMobile());
    const order = await buy(user.cookie);
    const paid = Number(order.amountFen);
    const base = { orderNo: order.orderNo, kind: 'company', title: '北京天坛医院', email: 'cw@example.com' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, taxpayerNo: '' }, INVOICE_MESSAGES.taxpayerNo],
      // a check character off by one
      [{ ...base, taxpayerNo: '914403001922038217' }, INVOICE_MESSAGES.badTaxpayerNo],
      [{ ...base, taxpayerNo: '914403001922038216', email: 'not-an-email' }, INVOICE_MESSAGES.badEmail],
      [{ ...base, taxpayerNo: '914403001922038216', amountFen: paid + 1 }, INVOICE_MESSAGES.amount],
      [{ ...base, title: '   ', taxpayerNo: '91330100716105852F' }, INVOICE_MESSAGES.title],
      [{ ...base, kind: 'other' }, INVOICE_MESSAGES.kind],
    ];
    for (const [body, message] of cases)
      expect((await request(user.cookie, body)).body).toEqual({ code: 400, message });

    const made = await request(user.cookie, {
      ...base,
      taxpayerNo: '91330100716105852f',
      title: ' <b>北京天坛医院</b> ',
    });
    expect(made.status).toBe(200);
    expect(made.body.result).toMatchObject({
      status: 'pending',
      amountFen: paid,
      taxpayerNo: '91330100716105852F',
      // the title is plain text: markup is dropped before storage
      title: '北京天坛医院',
    });
    expect((await request(user.cookie, { ...base, kind: 'personal' })).body).toEqual({
      code: 400,
      message: INVOICE_MESSAGES.exists,
    });
    const shown = await m.get(e.invoice.path, { meetingId: venues.paid.meetingId }, user.cookie);
    expect(shown.body.result.order.orderNo).toBe(order.orderNo);
    expect(shown.body.result.invoice).toMatchObject({ status: 'pending', title: expect.any(String) });
  });

  it('is the buyer’s alone, and three requests at once make one', async () => {
    const buyer = await signIn(t, nextMobile());
    const other = await signIn(t, nextMobile());
    const order = await buy(buyer.cookie);
    const body = { orderNo: order.orderNo, kind: 'personal', title: '张伟', email: 'zw@example.com' };
    expect((await request(other.cookie, body)).status).toBe(404);
    expect(
      (await m.get(e.invoice.path, { meetingId: venues.paid.meetingId }, other.cookie)).body.result,
    ).toEqual({
      order: null,
      invoice: null,
    });
    const at = await Promise.all([1, 2, 3].map(() => request(buyer.cookie, body)));
    expect(at.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it('an unpaid order cannot be invoiced', async () => {
    const user = await signIn(t, nextMobile());
    const order = (await playOrder(user.cookie)).body.result as PayOrder;
    const res = await request(user.cookie, {
      orderNo: order.orderNo,
      kind: 'personal',
      title: '张伟',
      email: 'zw@example.com',
    });
    expect(res.body).toEqual({ code: 400, message: INVOICE_MESSAGES.notPaid });
  });
});

describe('refunds', () => {
  it('a refunded play order takes the ticket back, reverses its invoice and returns the money', async () => {
    const user = await signIn(t, nextMobile());
    const order = await buy(user.cookie);
    await m.post(
      e.saveInvoice.path,
      { orderNo: order.orderNo, kind: 'personal', title: '张伟', email: 'zw@example.com' },
      user.cookie,
    );
    expect((await playlistStatus(user.cookie)).status).toBe(200);
    const refunded = await t.app.payments.refund(order.orderNo);
    expect(refunded.status).toBe('refunded');
    // again: nothing more moves
    expect((await t.app.payments.refund(order.orderNo)).status).toBe('refunded');
    expect((await playlistStatus(user.cookie)).status).toBe(403);
    const shown = await m.get(e.invoice.path, { meetingId: venues.paid.meetingId }, user.cookie);
    expect(shown.body.result).toEqual({ order: null, invoice: null });
    const invoice = await t.database.db
      .selectFrom('invoices')
      .select('status')
      .where('order_no', '=', order.orderNo)
      .executeTakeFirstOrThrow();
    expect(invoice.status).toBe('reversed');
    expect((await reconcile(t.database.db)).differences).toBe(0);
    // and may buy again
    expect((await playOrder(user.cookie)).status).toBe(200);
  });

  it('a recharge whose coins were spent cannot be refunded; one whose coins are there can', async () => {
    const user = await signIn(t, nextMobile());
    const spentOne = await m.recharge(user.cookie);
    await m.act('wechat', spentOne.order.orderNo, 'pay');
    await t.app.payments.spendCoins({
      userId: user.id,
      kind: 'gift',
      subject: '鲜花 ×6',
      coins: 60,
      targetId: 2,
      targetExtra: { meetingId: venues.live.meetingId, fieldId: venues.live.fieldId, count: 6 },
      clientKey: clientKey(),
    });
    await expect(t.app.payments.refund(spentOne.order.orderNo)).rejects.toMatchObject({ code: 409 });
    const kept = await m.recharge(user.cookie);
    await m.act('wechat', kept.order.orderNo, 'pay');
    expect(await m.wallet(user.cookie)).toBe(60);
    expect((await t.app.payments.refund(kept.order.orderNo)).status).toBe('refunded');
    expect(await m.wallet(user.cookie)).toBe(0);
    await expect(t.app.payments.refund('R20991231000000NOSUCH')).rejects.toMatchObject({ code: 404 });
    expect((await reconcile(t.database.db)).differences).toBe(0);
  });
});

describe('gifts', () => {
  let base: string;
  beforeAll(async () => {
    base = await listen(t.app);
  });

  /** a user with `times` recharges of the first rate (60 coins each) */
  async function withCoins(times = 1) {
    const user = await signIn(t, nextMobile());
    for (let i = 0; i < times; i += 1) {
      const { order } = await m.recharge(user.cookie);
      await m.act('wechat', order.orderNo, 'pay');
    }
    return user;
  }
  const send = (cookie: string | undefined, body: Record<string, unknown>) =>
    m.post(gifts.pay.path, body, cookie);
  const giftList = async () =>
    (await m.get(gifts.list.path, { meetingId: venues.live.meetingId })).body.list as {
      id: number;
      name: string;
      priceCoins: number;
    }[];
  const inRoom = (giftId: number, count = 1, extra: Record<string, unknown> = {}) => ({
    meetingId: venues.live.meetingId,
    fieldId: venues.live.fieldId,
    giftId,
    count,
    clientKey: clientKey(),
    ...extra,
  });

  it('lists the gifts; sending takes the coins once and the whole room sees it', async () => {
    const list = await giftList();
    expect(list.map((g) => g.name)).toEqual(['点赞', '鲜花', '咖啡', '奖杯', '火箭']);
    const flower = list[1]!;
    const user = await withCoins();
    const watcher = await openLive(base, venues.live);
    const own = await openLive(base, venues.live, { cookie: user.cookie });
    try {
      await watcher.waitFor((msg) => msg.type === 'hello');
      await own.waitFor((msg) => msg.type === 'hello');
      const body = inRoom(flower.id, 3);
      const sent = await send(user.cookie, body);
      expect(sent.status).toBe(200);
      expect(sent.body.result.order).toMatchObject({
        kind: 'gift',
        status: 'fulfilled',
        coins: 30,
        channel: 'coins',
      });
      expect(sent.body.result.balance).toBe(30);
      const shown = await watcher.waitFor((msg) => msg.type === 'gift');
      expect(shown.gift).toMatchObject({ giftName: '鲜花', count: 3, coins: 30, mine: false });
      expect(JSON.stringify(shown)).not.toContain('"userId"');
      expect((await own.waitFor((msg) => msg.type === 'gift')).gift).toMatchObject({ mine: true });

      // a double click (the same key): the same order, no second charge, not shown again
      const again = await send(user.cookie, body);
      expect(again.body.result.order.orderNo).toBe(sent.body.result.order.orderNo);
      expect(await m.wallet(user.cookie)).toBe(30);
      // one more gift: its showing comes after any second showing of the first would have
      const next = await send(user.cookie, inRoom(flower.id, 1));
      expect(next.status).toBe(200);
      await watcher.waitFor((msg) => msg.type === 'gift' && (msg.gift as { count: number }).count === 1);
      expect(
        watcher.messages
          .filter((msg) => msg.type === 'gift')
          .map((msg) => (msg.gift as { count: number }).count),
      ).toEqual([3, 1]);

      const state = await m.get(
        gifts.orderQuery.path,
        { orderNo: sent.body.result.order.orderNo },
        user.cookie,
      );
      expect(state.body.result.status).toBe('fulfilled');
    } finally {
      await watcher.close();
      await own.close();
    }
  });

  it('too few coins changes nothing and says so; ten sends at once never go below zero', async () => {
    const [, flower, , trophy] = await giftList();
    const user = await withCoins();
    expect((await send(user.cookie, inRoom(trophy!.id))).body).toEqual({
      code: 400,
      message: PAYMENT_MESSAGES.insufficientCoins,
    });
    expect(await m.wallet(user.cookie)).toBe(60);
    // 60 coins, ten flowers of 10 at once: six go through
    const results = await Promise.all(
      Array.from({ length: 10 }, () => send(user.cookie, inRoom(flower!.id))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(6);
    expect(
      results
        .filter((r) => r.status === 400)
        .every((r) => r.body.message === PAYMENT_MESSAGES.insufficientCoins),
    ).toBe(true);
    expect(await m.wallet(user.cookie)).toBe(0);
    expect((await reconcile(t.database.db)).differences).toBe(0);
  });

  it('an account that never recharged hears its coins are too few; nothing is written', async () => {
    const [like] = await giftList();
    const user = await signIn(t, nextMobile());
    const body = inRoom(like!.id);
    for (let i = 0; i < 2; i += 1)
      expect(await send(user.cookie, body)).toEqual({
        status: 400,
        body: { code: 400, message: PAYMENT_MESSAGES.insufficientCoins },
      });
    expect(await m.wallet(user.cookie)).toBe(0);
    const db = t.database.db;
    expect(
      await db.selectFrom('pay_orders').select('order_no').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('pay_accounts').select('id').where('id', '=', `user:${user.id}:coin`).execute(),
    ).toEqual([]);
    expect((await reconcile(db)).differences).toBe(0);
  });

  it('refuses a visitor, a room not live, a paid room without a ticket, too many and unknown gifts', async () => {
    const [like] = await giftList();
    const user = await withCoins();
    expect((await send(undefined, inRoom(like!.id))).status).toBe(401);
    const recorded = await send(user.cookie, inRoom(like!.id, 1, { ...venues.recorded }));
    expect(recorded.body).toEqual({ code: 400, message: PAYMENT_MESSAGES.giftNotLive });
    expect((await send(user.cookie, inRoom(like!.id, 1, { ...venues.paid }))).status).toBe(403);
    expect((await send(user.cookie, inRoom(like!.id, 100))).body).toEqual({
      code: 400,
      message: PAYMENT_MESSAGES.badCount,
    });
    expect((await send(user.cookie, inRoom(999_999))).status).toBe(404);
    expect(await m.wallet(user.cookie)).toBe(60);
  });

  it('a live meeting’s venue that is over or whose day has not come takes no coins', async () => {
    const [like] = await giftList();
    const user = await withCoins();
    const rooms = [venues.overOfLive, venues.notYetOfLive];
    expect(rooms.every((room) => room !== undefined)).toBe(true);
    for (const room of rooms) {
      if (!room) continue;
      // a ticket holder, so only the venue's state can refuse
      await t.database.db
        .insertInto('meeting_tickets')
        .values({ meeting_id: room.meetingId, user_id: user.id, order_no: `T${user.id}`, paid_at: clock })
        .onConflict((oc) => oc.columns(['meeting_id', 'user_id']).doNothing())
        .execute();
      const sent = await send(user.cookie, inRoom(like!.id, 1, { ...room }));
      expect(sent.body).toEqual({ code: 400, message: PAYMENT_MESSAGES.giftNotLive });
    }
    expect(PAYMENT_MESSAGES.giftNotLive).toBe('该会场当前未在直播，不能送礼物');
    expect(await m.wallet(user.cookie)).toBe(60);
    const orders = await t.database.db
      .selectFrom('pay_orders')
      .select('order_no')
      .where('user_id', '=', user.id)
      .where('kind', '=', 'gift')
      .execute();
    expect(orders).toEqual([]);
  });

  it('ranks the room’s senders by coins; a patient is 匿名用户; an order is its sender’s alone', async () => {
    const list = await giftList();
    const big = await withCoins(3);
    const small = await withCoins();
    const patient = await withCoins();
    await t.database.db.updateTable('users').set({ identity: 3 }).where('id', '=', patient.id).execute();
    await send(big.cookie, inRoom(list[3]!.id));
    await send(small.cookie, inRoom(list[1]!.id));
    const secret = await send(patient.cookie, inRoom(list[2]!.id));
    const ranking = (await m.get(gifts.ranking.path, { meetingId: venues.live.meetingId })).body.list as {
      rank: number;
      user: { id: number; realName: string };
      coins: number;
    }[];
    const coinsOf = (id: number) => ranking.find((r) => r.user.id === id)?.coins;
    expect([coinsOf(big.id), coinsOf(small.id)]).toEqual([100, 10]);
    // the patient is on the list without their id or name
    expect(ranking.some((r) => r.user.id === 0 && r.user.realName === '匿名用户' && r.coins === 30)).toBe(
      true,
    );
    expect(ranking.some((r) => r.user.id === patient.id)).toBe(false);
    expect(ranking.map((r) => r.coins)).toEqual([...ranking.map((r) => r.coins)].sort((a, b) => b - a));
    expect(ranking.map((r) => r.rank)).toEqual(ranking.map((_, i) => i + 1));
    expect(
      (await m.get(gifts.orderQuery.path, { orderNo: secret.body.result.order.orderNo }, big.cookie)).status,
    ).toBe(404);
  });
});
