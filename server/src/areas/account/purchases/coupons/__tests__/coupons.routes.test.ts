import type { Coupon } from '@portal/api/contract/account-wallet';
import { accountWalletEndpoints as w } from '@portal/api/endpoints/account-wallet';
import { money } from '../../../../../payments/__tests__/payments-fixtures';
import { DEFAULT_SEED_NOW } from '../../../../../seed/options';
import { createTestApp, signIn, type TestApp } from '../../../../../test-support/test-app';

/** Coupons by state over the demo seed; expiry follows the clock, never a stored flag. */
const DAY = 86_400_000;
let clock = DEFAULT_SEED_NOW;
let t: TestApp;
let m: ReturnType<typeof money>;
let wang: { cookie: string; id: number };
let other: { cookie: string; id: number };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, seed: 'small' });
  m = money(t);
  wang = await signIn(t, '13800000001');
  other = await signIn(t, '13700003001');
});
afterAll(async () => {
  await t.close();
});

const coupons = (cookie: string | undefined, query: Record<string, string | number> = {}) =>
  m.get(w.coupons.path, query, cookie);
const counts = async (cookie: string) => (await m.get(w.couponCounts.path, {}, cookie)).body.result;

async function give(
  userId: number,
  code: string,
  validTo: number,
  used: { orderNo: string; at: number } | null = null,
) {
  await t.database.db
    .insertInto('coupons')
    .values({
      user_id: userId,
      code,
      title: '测试满100减20',
      kind: 'amount',
      amount_fen: 2_000,
      discount_percent: null,
      min_spend_fen: 10_000,
      scope: 'all',
      valid_from: clock - 10 * DAY,
      valid_to: validTo,
      used_order_no: used?.orderNo ?? null,
      used_at: used?.at ?? null,
      created_at: clock - 10 * DAY,
    })
    .execute();
}

describe('coupons', () => {
  it('gives the demo doctor coupons in every state, each tab holding only its state', async () => {
    const c = await counts(wang.cookie);
    expect(c.unused).toBeGreaterThan(0);
    expect(c.used + c.expired).toBeGreaterThan(0);
    const all = (await coupons(wang.cookie, { pageSize: 50 })).body;
    expect(all.page.totalCount).toBe(c.unused + c.used + c.expired);
    for (const state of ['unused', 'used', 'expired'] as const) {
      const tab = (await coupons(wang.cookie, { state, pageSize: 50 })).body;
      expect(tab.page.totalCount).toBe(c[state]);
      expect(tab.list.every((x: Coupon) => x.state === state)).toBe(true);
    }
    const used = (await coupons(wang.cookie, { state: 'used', pageSize: 50 })).body.list as Coupon[];
    // a used coupon names the book order that used it, and that order is the doctor's
    for (const u of used) {
      const order = await t.database.db
        .selectFrom('physical_orders')
        .select(['user_id', 'discount_fen', 'coupon_id'])
        .where('order_no', '=', u.usedOrderNo!)
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({ user_id: wang.id, coupon_id: u.id });
      expect(Number(order.discount_fen)).toBeGreaterThan(0);
    }
  });

  it('expires a coupon when its last moment passes, by the clock', async () => {
    const until = clock + 2 * DAY;
    await give(other.id, 'TESTEXPIRE0001', until);
    await give(other.id, 'TESTUSED000001', clock - DAY, {
      orderNo: 'B20261101000000123456',
      at: clock - 2 * DAY,
    });
    expect(await counts(other.cookie)).toEqual({ unused: 1, used: 1, expired: 0 });
    clock = until;
    expect((await coupons(other.cookie, { state: 'unused' })).body.list[0]).toMatchObject({
      code: 'TESTEXPIRE0001',
      state: 'unused',
    });
    clock = until + 1;
    expect(await counts(other.cookie)).toEqual({ unused: 0, used: 1, expired: 1 });
    const expired = (await coupons(other.cookie, { state: 'expired' })).body.list as Coupon[];
    expect(expired.map((x) => x.code)).toEqual(['TESTEXPIRE0001']);
    // used stays used after its window
    expect((await coupons(other.cookie, { state: 'used' })).body.list[0]).toMatchObject({
      code: 'TESTUSED000001',
      usedOrderNo: 'B20261101000000123456',
    });
    clock = DEFAULT_SEED_NOW;
  });

  it('answers only the owner; a visitor gets 401; bad states and pages are 400 in Chinese', async () => {
    const mine = new Set(
      ((await coupons(wang.cookie, { pageSize: 50 })).body.list as Coupon[]).map((c) => c.id),
    );
    const theirs = (await coupons(other.cookie, { pageSize: 50 })).body.list as Coupon[];
    expect(theirs.some((c) => mine.has(c.id))).toBe(false);
    expect((await coupons(undefined)).status).toBe(401);
    expect((await m.get(w.couponCounts.path, {})).status).toBe(401);
    expect((await coupons(wang.cookie, { state: 'gone' })).body).toEqual({
      code: 400,
      message: '优惠券状态不正确',
    });
    expect((await coupons(wang.cookie, { pageNo: 0 })).body).toEqual({ code: 400, message: '页码不正确' });
    const page = (await coupons(wang.cookie, { pageSize: 2, pageNo: 2 })).body;
    expect(page.page.pageNo).toBe(2);
    expect(page.list.length).toBeLessThanOrEqual(2);
  });
});
