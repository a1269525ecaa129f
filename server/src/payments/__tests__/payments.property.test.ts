import { paymentEndpoints as e } from '@portal/api/endpoints/payments';
import type { PayChannel } from '@portal/api/rules/payments';
import fc from 'fast-check';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app';
import { walletAccount } from '../ledger';
import { reconcile } from '../reconcile';
import { clientKey, money } from './payments-fixtures';

/**
 * Property: whatever the channels, the screens and the users do, and in whatever order, at once —
 * payments notified, notifications replayed, lost notifications made up by polls, polls, cancels,
 * expiries, double clicks on recharge and on gifts — every paid order is credited exactly once, no
 * wallet goes below zero, and the ledger sums to zero and agrees with the orders.
 */

let t: TestApp;
let m: ReturnType<typeof money>;
const clock = Date.UTC(2026, 10, 26, 4);
let users: { cookie: string; id: number }[] = [];

beforeAll(async () => {
  // the property makes hundreds of orders in a fixed minute: the per-client limit is not what it tests
  t = await createTestApp({ now: () => clock, paymentOrdersPerMinute: 1_000_000 });
  m = money(t);
  users = [];
  for (let i = 0; i < 4; i += 1) users.push(await signIn(t, `1330000${String(1000 + i).padStart(4, '0')}`));
});
afterAll(async () => {
  await t.close();
});

type Op =
  | { kind: 'pay' | 'replay' | 'poll' | 'cancel' | 'expire' | 'silent'; order: number }
  | { kind: 'gift'; user: number; coins: number; twice: boolean }
  | { kind: 'twin-order'; user: number };

const opArb = (orders: number): fc.Arbitrary<Op> =>
  fc.oneof(
    fc.record({
      kind: fc.constantFrom('pay', 'replay', 'poll', 'cancel', 'expire', 'silent' as const),
      order: fc.nat({ max: orders - 1 }),
    }) as fc.Arbitrary<Op>,
    fc.record({
      kind: fc.constant('gift' as const),
      user: fc.nat({ max: 3 }),
      coins: fc.integer({ min: 1, max: 90 }),
      twice: fc.boolean(),
    }),
    fc.record({ kind: fc.constant('twin-order' as const), user: fc.nat({ max: 3 }) }),
  );

interface Placed {
  orderNo: string;
  user: number;
  channel: PayChannel;
}

/** spends coins as a gift would (the payments mechanism's coin order), a double click being the same key twice */
async function spend(user: number, coins: number, twice: boolean) {
  const key = clientKey();
  const once = () =>
    t.app.payments
      .spendCoins({
        userId: users[user]!.id,
        kind: 'gift',
        subject: `测试礼物 ${coins}`,
        coins,
        targetId: 1,
        targetExtra: { meetingId: 0, fieldId: 0, count: 1 },
        clientKey: key,
      })
      .then(
        () => 'spent',
        (error: Error) => error.message,
      );
  return twice ? Promise.all([once(), once()]) : [await once()];
}

async function apply(op: Op, placed: Placed[]): Promise<void> {
  if (op.kind === 'gift') {
    await spend(op.user, op.coins, op.twice);
    return;
  }
  if (op.kind === 'twin-order') {
    // a double click on 充值: two requests with one key make one order
    const key = clientKey();
    const body = { rateId: 1, channel: 'wechat', clientKey: key };
    const [a, b] = await Promise.all([
      m.post(e.rechargeOrder.path, body, users[op.user]!.cookie),
      m.post(e.rechargeOrder.path, body, users[op.user]!.cookie),
    ]);
    expect(a.body.result.orderNo).toBe(b.body.result.orderNo);
    return;
  }
  const order = placed[op.order]!;
  const cookie = users[order.user]!.cookie;
  switch (op.kind) {
    case 'pay':
      await m.act(order.channel, order.orderNo, 'pay');
      return;
    case 'replay':
      await m.resendNotice(order.channel, order.orderNo);
      return;
    case 'poll':
      await m.poll(cookie, order.orderNo, order.channel);
      return;
    case 'cancel':
      await m.act(order.channel, order.orderNo, 'cancel');
      return;
    case 'expire':
      await m.act(order.channel, order.orderNo, 'expire');
      return;
    case 'silent':
      await m.paidSilently(order.orderNo, clock);
      return;
  }
}

async function checkInvariants(placed: Placed[]) {
  // every screen polls once more at the end, as a waiting screen would
  await Promise.all(placed.map((p) => m.poll(users[p.user]!.cookie, p.orderNo, p.channel)));
  const db = t.database.db;
  for (const p of placed) {
    const [order, channelSide, transfers] = await Promise.all([
      db.selectFrom('pay_orders').selectAll().where('order_no', '=', p.orderNo).executeTakeFirstOrThrow(),
      db
        .selectFrom('pay_simulator_orders')
        .selectAll()
        .where('order_no', '=', p.orderNo)
        .executeTakeFirstOrThrow(),
      db.selectFrom('pay_transfers').select('id').where('order_no', '=', p.orderNo).execute(),
    ]);
    // paid at the channel ⇔ fulfilled here, credited once; otherwise nothing moved
    if (channelSide.status === 'SUCCESS') {
      expect(order.status).toBe('fulfilled');
      expect(transfers.map((x) => x.id).sort()).toEqual([
        `order:${p.orderNo}:coins`,
        `order:${p.orderNo}:pay`,
      ]);
    } else {
      expect(['closed', 'paying']).toContain(order.status);
      expect(transfers).toEqual([]);
    }
  }
  // each wallet is what its fulfilled recharges brought minus what its gifts took, never below zero
  for (const u of users) {
    const [recharged, spent, wallet] = await Promise.all([
      db
        .selectFrom('pay_orders')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('coins'), eb.val(0)).as('n'))
        .where('user_id', '=', u.id)
        .where('kind', '=', 'recharge')
        .where('status', '=', 'fulfilled')
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('pay_orders')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('coins'), eb.val(0)).as('n'))
        .where('user_id', '=', u.id)
        .where('kind', '=', 'gift')
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('pay_accounts')
        .select('balance')
        .where('id', '=', walletAccount(u.id))
        .executeTakeFirst(),
    ]);
    const balance = Number(wallet?.balance ?? 0);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe(Number(recharged.n) - Number(spent.n));
  }
  const report = await reconcile(db);
  expect(report.orderMismatches).toEqual([]);
  expect(report.accountMismatches).toEqual([]);
  expect(report.belowFloor).toEqual([]);
  expect(report.differences).toBe(0);
}

it('every paid order is credited exactly once, no balance goes negative, the ledger sums to zero', async () => {
  const runs = process.env.TEST_DATABASE_URL ? 10 : 20;
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 2, max: 6 }).chain((orders) =>
        fc.tuple(
          fc.array(
            fc.record({ user: fc.nat({ max: 3 }), channel: fc.constantFrom<PayChannel>('wechat', 'alipay') }),
            {
              minLength: orders,
              maxLength: orders,
            },
          ),
          fc.array(opArb(orders), { minLength: 4, maxLength: 30 }),
          // how the operations are run together: batch sizes of concurrent requests
          fc.integer({ min: 1, max: 8 }),
        ),
      ),
      async ([orders, ops, batch]) => {
        const placed: Placed[] = [];
        for (const o of orders) {
          const { order } = await m.recharge(users[o.user]!.cookie, o.channel);
          placed.push({ orderNo: order.orderNo, user: o.user, channel: o.channel });
        }
        for (let i = 0; i < ops.length; i += batch)
          await Promise.all(ops.slice(i, i + batch).map((op) => apply(op, placed)));
        await checkInvariants(placed);
      },
    ),
    { numRuns: runs },
  );
});
