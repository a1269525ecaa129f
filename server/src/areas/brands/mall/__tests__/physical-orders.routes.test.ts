import type { PhysicalOrder } from '@portal/api/contract/account-wallet';
import { accountWalletEndpoints as w } from '@portal/api/endpoints/account-wallet';
import { ACCOUNT_WALLET_MESSAGES } from '@portal/api/rules/account-wallet';
import { money } from '../../../../payments/__tests__/payments-fixtures';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

/** Book orders over the demo seed: lists, masks, the buyer's two moves, replays and races. */
let clock = DEFAULT_SEED_NOW;
let t: TestApp;
let m: ReturnType<typeof money>;
let wang: { cookie: string; id: number };
let li: { cookie: string; id: number };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, seed: 'small' });
  m = money(t);
  wang = await signIn(t, '13800000001');
  li = await signIn(t, '13800000002');
});
afterAll(async () => {
  await t.close();
});

const list = (cookie: string | undefined, query: Record<string, string | number> = {}) =>
  m.get(w.physicalOrders.path, query, cookie);
const firstIn = async (cookie: string, state: string) =>
  ((await list(cookie, { state })).body.list as PhysicalOrder[])[0]!;

describe('book orders', () => {
  it('lists the demo doctor’s orders newest first, the receiver masked, counts by state', async () => {
    const res = await list(wang.cookie, { pageSize: 50 });
    expect(res.status).toBe(200);
    const orders = res.body.list as PhysicalOrder[];
    expect(orders.length).toBe(6);
    expect(orders.map((o) => o.createdAt)).toEqual([...orders.map((o) => o.createdAt)].sort((a, b) => b - a));
    for (const o of orders) {
      expect(o.receiverName).toBe('王*国');
      expect(o.receiverMobile).toBe('138****0001');
      expect(o.address).toMatch(/ \*\*\*\*$/);
      expect(o.amountFen).toBe(o.goodsFen + o.shippingFen - o.discountFen);
      expect(o.quantity).toBe(o.items.reduce((n, i) => n + i.quantity, 0));
      expect(o.orderNo).toMatch(/^B\d{20}$/);
      expect(o.trackingNo !== null).toBe(o.state === 'shipped' || o.state === 'completed');
    }
    const counts = (await m.get(w.physicalOrderCounts.path, {}, wang.cookie)).body.result;
    expect(counts).toEqual({ unpaid: 1, paid: 1, shipped: 1, completed: 2, cancelled: 1 });
    const completed = (await list(wang.cookie, { state: 'completed' })).body;
    expect(completed.page.totalCount).toBe(2);
    expect(completed.list.every((o: PhysicalOrder) => o.state === 'completed')).toBe(true);
  });

  it('shows the owner the whole address in the detail; anyone else gets 404', async () => {
    const order = await firstIn(wang.cookie, 'shipped');
    const detail = await m.get(w.physicalOrder.path, { orderNo: order.orderNo }, wang.cookie);
    expect(detail.body.result).toMatchObject({ receiverName: '王建国', receiverMobile: '13800000001' });
    expect(detail.body.result.address).not.toContain('****');
    expect((await m.get(w.physicalOrder.path, { orderNo: order.orderNo }, li.cookie)).body).toEqual({
      code: 404,
      message: ACCOUNT_WALLET_MESSAGES.orderNotFound,
    });
    expect((await m.get(w.physicalOrder.path, { orderNo: order.orderNo })).status).toBe(401);
    expect((await m.get(w.physicalOrder.path, { orderNo: 'bad' }, wang.cookie)).body).toEqual({
      code: 400,
      message: ACCOUNT_WALLET_MESSAGES.orderNotFound,
    });
  });

  it('cancels an unpaid order once: a replay answers it as it is, a paid one cannot be cancelled', async () => {
    const unpaid = await firstIn(wang.cookie, 'unpaid');
    clock += 1000;
    // another user's cancel changes nothing
    expect((await m.post(w.cancelPhysicalOrder.path, { orderNo: unpaid.orderNo }, li.cookie)).status).toBe(
      404,
    );
    expect((await m.post(w.cancelPhysicalOrder.path, { orderNo: unpaid.orderNo })).status).toBe(401);
    const [a, b] = await Promise.all([
      m.post(w.cancelPhysicalOrder.path, { orderNo: unpaid.orderNo }, wang.cookie),
      m.post(w.cancelPhysicalOrder.path, { orderNo: unpaid.orderNo }, wang.cookie),
    ]);
    expect(a.body.result).toMatchObject({ state: 'cancelled', cancelledAt: clock });
    expect(b.body.result).toMatchObject({ state: 'cancelled', cancelledAt: clock });
    clock += 1000;
    const replay = await m.post(w.cancelPhysicalOrder.path, { orderNo: unpaid.orderNo }, wang.cookie);
    expect(replay.body.result.cancelledAt).toBe(clock - 1000);
    const paid = await firstIn(wang.cookie, 'paid');
    expect(await m.post(w.cancelPhysicalOrder.path, { orderNo: paid.orderNo }, wang.cookie)).toEqual({
      status: 409,
      body: { code: 409, message: ACCOUNT_WALLET_MESSAGES.cannotCancel },
    });
  });

  it('confirms receipt of a shipped order once; an order not shipped cannot be confirmed', async () => {
    const shipped = await firstIn(wang.cookie, 'shipped');
    clock += 1000;
    const at = clock;
    const results = await Promise.all(
      [1, 2, 3].map(() => m.post(w.confirmPhysicalOrder.path, { orderNo: shipped.orderNo }, wang.cookie)),
    );
    for (const r of results) expect(r.body.result).toMatchObject({ state: 'completed', completedAt: at });
    clock += 1000;
    expect(
      (await m.post(w.confirmPhysicalOrder.path, { orderNo: shipped.orderNo }, wang.cookie)).body.result
        .completedAt,
    ).toBe(at);
    const paid = await firstIn(wang.cookie, 'paid');
    expect((await m.post(w.confirmPhysicalOrder.path, { orderNo: paid.orderNo }, wang.cookie)).body).toEqual({
      code: 409,
      message: ACCOUNT_WALLET_MESSAGES.cannotConfirm,
    });
    const counts = (await m.get(w.physicalOrderCounts.path, {}, wang.cookie)).body.result;
    expect(counts).toEqual({ unpaid: 0, paid: 1, shipped: 0, completed: 3, cancelled: 2 });
  });

  it('answers only the owner: another user’s list holds none of these orders, a visitor gets 401', async () => {
    const mine = new Set(
      ((await list(wang.cookie, { pageSize: 50 })).body.list as PhysicalOrder[]).map((o) => o.orderNo),
    );
    const theirs = (await list(li.cookie, { pageSize: 50 })).body.list as PhysicalOrder[];
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((o) => mine.has(o.orderNo))).toBe(false);
    expect((await list(undefined)).status).toBe(401);
    expect((await m.get(w.physicalOrderCounts.path, {})).status).toBe(401);
    const fresh = await signIn(t, '13700002001');
    expect((await list(fresh.cookie)).body).toEqual({
      code: 1,
      list: [],
      page: { pageNo: 1, pageSize: 10, totalCount: 0, totalPage: 0 },
    });
  });

  it('pages and refuses bad states and pages in Chinese', async () => {
    const page2 = await list(wang.cookie, { pageNo: 2, pageSize: 4 });
    expect(page2.body.list).toHaveLength(2);
    expect(page2.body.page).toEqual({ pageNo: 2, pageSize: 4, totalCount: 6, totalPage: 2 });
    expect((await list(wang.cookie, { state: 'lost' })).body).toEqual({
      code: 400,
      message: '订单状态不正确',
    });
    expect((await list(wang.cookie, { pageNo: 10_001 })).body).toEqual({ code: 400, message: '页码不正确' });
  });
});
