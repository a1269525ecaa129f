import type { LedgerEntry, MyInvoice, MyOrder } from '@portal/api/contract/account-wallet';
import { accountMessageEndpoints as msg } from '@portal/api/endpoints/account-messages';
import { accountWalletEndpoints as w } from '@portal/api/endpoints/account-wallet';
import { paymentEndpoints } from '@portal/api/endpoints/payments';
import { MESSAGE_TEXTS } from '@portal/api/rules/account-messages';
import type { DatabaseHandle, PortalDb } from '../../../../db/database';
import { reconcile } from '../../../../payments/reconcile';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { AREA_SEEDERS } from '../../../../test-support/areas';
import { seedDatabase } from '../../../../test-support/seed';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';
import { createTestDatabase, SEEDING_TIMEOUT } from '../../../../test-support/test-database';
import { messageCentreSeeder } from '../../message-centre/message-centre.seeder';
import { walletHistorySeeder } from '../wallet-history.seeder';

/** The demo accounts' wallet history, made by paying on a seeded database (SQLite, or PostgreSQL). */
const DAY = 86_400_000;
let t: TestApp;
let doctor: { cookie: string; id: number };

beforeAll(async () => {
  t = await createTestApp({ now: () => DEFAULT_SEED_NOW, seed: 'small' });
  doctor = await signIn(t, '13800000001');
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string, cookie: string, query: Record<string, string | number> = {}) => {
  const res = await t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

const ordersOf = (db: PortalDb, userId: number) =>
  db.selectFrom('pay_orders').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();

describe('the demo doctor (13800000001)', () => {
  it('has a balance of the coins credited minus those spent, as the ledger and the wallet say', async () => {
    const orders = await ordersOf(t.database.db, doctor.id);
    const credited = orders
      .filter((o) => o.kind === 'recharge' && o.status === 'fulfilled')
      .reduce((s, o) => s + Number(o.coins), 0);
    const spent = orders.filter((o) => o.kind === 'gift').reduce((s, o) => s + Number(o.coins), 0);
    expect(credited).toBeGreaterThan(0);
    expect(spent).toBeGreaterThan(0);
    const wallet = await get(paymentEndpoints.wallet.path, doctor.cookie);
    expect(wallet.result.coins).toBe(credited - spent);
    const ledger = await get(w.ledger.path, doctor.cookie, { pageSize: 100 });
    const lines = ledger.list as LedgerEntry[];
    expect(lines.filter((l) => l.currency === 'COIN').reduce((s, l) => s + l.amount, 0)).toBe(
      credited - spent,
    );
    expect(new Set(lines.map((l) => l.kind))).toEqual(new Set(['recharge', 'gift', 'purchase']));
    // newest first, all in the five weeks before the seed's moment
    const times = lines.map((l) => l.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const at of times) {
      expect(at).toBeLessThanOrEqual(DEFAULT_SEED_NOW);
      expect(at).toBeGreaterThan(DEFAULT_SEED_NOW - 40 * DAY);
    }
  });

  it('lists the recharges and meetings bought, one recharge closed unpaid, with their invoices', async () => {
    const orders = (await get(w.orders.path, doctor.cookie, { pageSize: 50 })).list as MyOrder[];
    const states = orders.map((o) => `${o.order.kind}:${o.order.status}`).sort();
    expect(states).toEqual([
      'meeting-play:fulfilled',
      'meeting-play:fulfilled',
      'recharge:closed',
      'recharge:fulfilled',
      'recharge:fulfilled',
    ]);
    const plays = orders.filter((o) => o.order.kind === 'meeting-play');
    expect(plays.map((o) => o.invoice?.status).sort()).toEqual(['issued', 'pending']);
    for (const o of plays) {
      expect(o.meetingId).toEqual(expect.any(Number));
      expect(o.canAskInvoice).toBe(false);
      expect(o.invoice?.amountFen).toBe(o.order.amountFen);
    }
    const invoices = (await get(w.invoices.path, doctor.cookie)).list as MyInvoice[];
    expect(invoices).toHaveLength(2);
    expect(invoices.find((i) => i.invoice.status === 'issued')?.invoice).toMatchObject({
      kind: 'personal',
      title: '王建国',
      issuedAt: expect.any(Number),
    });
    expect(invoices.find((i) => i.invoice.status === 'pending')?.invoice).toMatchObject({
      kind: 'company',
      title: '首都医科大学附属北京天坛医院',
      taxpayerNo: expect.stringMatching(/^12110000[0-9A-Z]{10}$/),
    });
    // the meetings bought are theirs to watch: a ticket each, named by its order
    const tickets = await t.database.db
      .selectFrom('meeting_tickets')
      .select(['meeting_id', 'order_no'])
      .where('user_id', '=', doctor.id)
      .execute();
    for (const o of plays)
      expect(tickets).toContainEqual({ meeting_id: o.meetingId, order_no: o.order.orderNo });
  });

  it('has sent gifts in the room of a meeting live at the seed’s moment', async () => {
    const sends = await t.database.db
      .selectFrom('meeting_gift_sends as s')
      .innerJoin('meetings as m', 'm.id', 's.meeting_id')
      .select(['m.live_status', 'm.start_time', 's.created_at', 's.coins'])
      .where('s.user_id', '=', doctor.id)
      .execute();
    expect(sends.length).toBeGreaterThanOrEqual(2);
    for (const s of sends) {
      expect(s.live_status).toBe('LI');
      expect(Number(s.created_at)).toBeGreaterThanOrEqual(Number(s.start_time));
      expect(Number(s.created_at)).toBeLessThanOrEqual(DEFAULT_SEED_NOW);
    }
  });

  it('reads 订单 messages of what was paid and issued, the newest two unread', async () => {
    const page = await get(msg.list.path, doctor.cookie, { type: 'Order', pageSize: 50 });
    const items = page.list as { title: string; read: boolean }[];
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(items.filter((m) => !m.read)).toHaveLength(2);
    const titles = items.map((m) => m.title);
    const orders = await ordersOf(t.database.db, doctor.id);
    for (const o of orders.filter((o) => o.channel !== 'coins' && o.status === 'fulfilled'))
      expect(titles).toContain(MESSAGE_TEXTS.paid(o.subject));
    const issued = await t.database.db
      .selectFrom('invoices as i')
      .innerJoin('pay_orders as o', 'o.order_no', 'i.order_no')
      .select('o.subject')
      .where('i.user_id', '=', doctor.id)
      .where('i.status', '=', 'issued')
      .execute();
    expect(issued).toHaveLength(1);
    expect(titles).toContain(MESSAGE_TEXTS.invoiceIssued(issued[0]!.subject));
    const counts = await get(msg.unreadCounts.path, doctor.cookie);
    expect(counts.result.tabs.Order).toBe(2);
  });
});

describe('the books of the seeded history', () => {
  it('balance: every currency sums to zero and reconciliation finds no difference', async () => {
    const sums = await t.database.db
      .selectFrom('pay_accounts')
      .select((eb) => ['currency', eb.fn.sum<number | string>('balance').as('total')])
      .groupBy('currency')
      .execute();
    expect(sums.map((s) => s.currency).sort()).toEqual(['COIN', 'FEN']);
    for (const s of sums) expect(Number(s.total)).toBe(0);
    const report = await reconcile(t.database.db);
    expect(report.differences).toBe(0);
    expect(report.orders).toBeGreaterThan(10);
  });

  it('has a refunded recharge (13800000003) whose coins went back, and paid notices of every paid order', async () => {
    const third = await signIn(t, '13800000003');
    const orders = (await get(w.orders.path, third.cookie)).list as MyOrder[];
    expect(orders.map((o) => o.order.status).sort()).toEqual(['fulfilled', 'refunded']);
    const lines = (await get(w.ledger.path, third.cookie, { pageSize: 50 })).list as LedgerEntry[];
    expect(lines.map((l) => l.kind)).toContain('refund');
    const paid = await t.database.db
      .selectFrom('pay_orders')
      .select('order_no')
      .where('channel', '<>', 'coins')
      .where('status', 'in', ['fulfilled', 'refunded'])
      .execute();
    const notices = await t.database.db
      .selectFrom('messages')
      .select('dedupe_key')
      .where('type', '=', 'Order')
      .execute();
    const keys = new Set(notices.map((n) => n.dedupe_key));
    for (const o of paid) expect(keys.has(`order:${o.order_no}:paid`)).toBe(true);
  });

  it('answers nothing of the history to another account', async () => {
    const other = await signIn(t, '13800000004');
    for (const path of [w.orders.path, w.invoices.path, w.ledger.path])
      expect((await get(path, other.cookie)).list).toEqual([]);
  });
});

describe('the seeder', () => {
  it('runs after the message centre and before the search index, once: its tables are empty until then', () => {
    const at = AREA_SEEDERS.indexOf(walletHistorySeeder);
    expect(at).toBeGreaterThan(AREA_SEEDERS.indexOf(messageCentreSeeder));
    // only the CME seeder (which pays nothing) stands between it and the search index, which is last
    expect(at).toBeLessThan(AREA_SEEDERS.length - 1);
    expect(AREA_SEEDERS.slice(at + 1, -1).map((s) => s.name)).toEqual(['cme-certificates']);
    expect(AREA_SEEDERS.at(-1)?.name).toBe('search');
    expect(walletHistorySeeder.tables).toContain('pay_orders');
    expect(walletHistorySeeder.sequenceTables).toEqual(['invoices', 'messages']);
  });

  it(
    'writes the same history for the same seed (order numbers are the service’s own)',
    async () => {
      let second: DatabaseHandle | undefined;
      try {
        second = await createTestDatabase();
        await seedDatabase(second.db, { scale: 0.05 });
        const history = async (db: PortalDb) =>
          (
            await db
              .selectFrom('pay_orders')
              .select(['user_id', 'kind', 'status', 'subject', 'amount_fen', 'coins', 'channel', 'target_id'])
              .select(['target_extra', 'client_key', 'created_at', 'paid_at', 'fulfilled_at', 'closed_at'])
              .select('refunded_at')
              .orderBy('created_at')
              .orderBy('client_key')
              .execute()
          ).map((o) => JSON.stringify(o));
        expect(await history(second.db)).toEqual(await history(t.database.db));
      } finally {
        await second?.close();
      }
    },
    SEEDING_TIMEOUT,
  );
});
