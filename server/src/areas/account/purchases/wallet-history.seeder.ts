import { randomBytes } from 'node:crypto';
import { creditCodeCheckChar, type InvoiceInput } from '@portal/api/rules/invoice';
import { liveStateAt } from '@portal/api/rules/meetings';
import {
  COIN_NAME,
  PAYMENT_LIMITS,
  PAYMENT_MESSAGES,
  type PayChannel,
  RECHARGE_RATE_CHANNEL,
} from '@portal/api/rules/payments';
import { sql } from 'kysely';
import type { PortalDb } from '../../../db/database';
import {
  createSimulatorChannel,
  createSimulatorDesk,
  NOTIFY_PATH_PREFIX,
} from '../../../payments/channels/simulator';
import { createInvoices } from '../../../payments/invoices';
import { createPayments } from '../../../payments/payments.service';
import type { AreaSeeder } from '../../../seed/area-seeder';
import { DEMO_ACCOUNTS } from '../../../seed/demo-accounts';
import { createRng, type Rng } from '../../../seed/random';
import { MEETING_PAYMENT_KINDS, venueStatus } from '../../meetings/index';
import { createMessageCentreRepository } from '../message-centre/message-centre.repository';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** the site the seeded QR codes pointed at (only a paying order shows it; every seeded one is settled) */
const SEED_ORIGIN = 'http://localhost';

/**
 * The payments service's moves each run in a transaction of their own; the seed runs inside one
 * already. Its `transaction()` here is a savepoint of the seed's transaction: a move that fails
 * rolls back alone, as it would on its own connection, and the seed's transaction goes on.
 */
function nestable(db: PortalDb): PortalDb {
  if (!db.isTransaction) return db;
  let savepoints = 0;
  const proxy: PortalDb = new Proxy(db, {
    get(target, property) {
      if (property === 'transaction')
        return () => ({
          async execute<T>(run: (trx: PortalDb) => Promise<T>): Promise<T> {
            savepoints += 1;
            const name = sql.raw(`wallet_seed_${savepoints}`);
            await sql`savepoint ${name}`.execute(target);
            try {
              const result = await run(proxy);
              await sql`release savepoint ${name}`.execute(target);
              return result;
            } catch (error) {
              await sql`rollback to savepoint ${name}`.execute(target);
              await sql`release savepoint ${name}`.execute(target);
              throw error;
            }
          },
        });
      // Kysely keeps its state in private fields: its methods run on the transaction itself
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return proxy;
}

/** a recharge as the wallet's 充值 dialog makes it, and what became of it */
interface RechargePlan {
  /** index into the web channel's rates, cheapest first */
  rate: number;
  channel: PayChannel;
  daysAgo: number;
  /** paid; refunded by the operator a day later; or left unpaid until it expired */
  outcome: 'paid' | 'refunded' | 'expired';
}

/** a paid meeting bought in its buy dialog, and its invoice */
interface TicketPlan {
  channel: PayChannel;
  daysAgo: number;
  invoice: { kind: 'personal' | 'company'; issuedAfterDays: number | null } | null;
}

/** gifts in the room of a meeting live now: [gift index in the panel, count] */
type GiftPlan = readonly [number, number];

interface AccountPlan {
  recharges: RechargePlan[];
  tickets: TicketPlan[];
  gifts: GiftPlan[];
}

/** the first demo accounts' money over the past five weeks (by their place in DEMO_ACCOUNTS) */
const PLANS: readonly AccountPlan[] = [
  // 13800000001 王建国, the verified doctor: the full set
  {
    recharges: [
      { rate: 3, channel: 'wechat', daysAgo: 33, outcome: 'paid' },
      { rate: 1, channel: 'alipay', daysAgo: 16, outcome: 'paid' },
      { rate: 0, channel: 'wechat', daysAgo: 2, outcome: 'expired' },
    ],
    tickets: [
      { channel: 'alipay', daysAgo: 27, invoice: { kind: 'personal', issuedAfterDays: 2 } },
      { channel: 'wechat', daysAgo: 9, invoice: { kind: 'company', issuedAfterDays: null } },
    ],
    gifts: [
      [1, 5],
      [3, 1],
      [0, 20],
    ],
  },
  // 13800000002 李明华: a recharge, gifts in the live room, a recharge left unpaid
  {
    recharges: [
      { rate: 2, channel: 'alipay', daysAgo: 20, outcome: 'paid' },
      { rate: 1, channel: 'wechat', daysAgo: 5, outcome: 'expired' },
    ],
    tickets: [],
    gifts: [
      [2, 2],
      [1, 3],
    ],
  },
  // 13800000003 张晓燕: a recharge refunded the next day, a smaller one kept, a gift
  {
    recharges: [
      { rate: 1, channel: 'wechat', daysAgo: 12, outcome: 'refunded' },
      { rate: 0, channel: 'wechat', daysAgo: 11, outcome: 'paid' },
    ],
    tickets: [],
    gifts: [[0, 10]],
  },
];

/** a unified social credit code (GB 32100-2015) of a public institution (12…) in Beijing (110000) */
function creditCode(r: Rng): string {
  const first = `12110000${String(r.int(400_000_000, 499_999_999))}`;
  return `${first}${creditCodeCheckChar(first)}`;
}

const keyOf = (r: Rng) =>
  `seed${r.int(0, 0xffffff).toString(16).padStart(6, '0')}${r.int(0, 0xffffff).toString(16).padStart(6, '0')}`;

/**
 * The demo accounts' wallet history (issue 14): recharges paid on the payment simulator's page, a
 * recharge left unpaid until it expired, one refunded by the operator, paid meetings bought and
 * invoiced (one invoice issued by the operator), gifts sent in a live meeting's room. Nothing is
 * written by hand: each step is the call the route or the operator's command makes (the payments
 * service, the simulator's desk and its signed notification, the invoices), on a clock set to the
 * step's moment, so the ledger balances, the orders agree with it (reconcile) and the 订单 messages
 * are the ones paying writes. Order numbers and channel transaction ids are the service's own
 * (random); everything else follows the seed.
 */
export const walletHistorySeeder: AreaSeeder = {
  name: 'wallet-history',
  tables: [
    'pay_orders',
    'pay_transfers',
    'pay_accounts',
    'pay_notifications',
    'pay_simulator_orders',
    'invoices',
  ],
  // inserted without ids: the sequences moved with them; named so the seed's check holds them too
  sequenceTables: ['invoices', 'messages'],
  async seed(raw, { now, seed }) {
    const r = createRng(`${seed}:account:wallet-history`);
    const db = nestable(raw);
    let clock = now;
    const at = () => clock;

    const accounts = await db
      .selectFrom('users')
      .select(['id', 'real_name', 'company'])
      .where(
        'mobile',
        'in',
        DEMO_ACCOUNTS.slice(0, PLANS.length).map((a) => a.mobile),
      )
      .execute();
    const rates = await db
      .selectFrom('recharge_rates')
      .selectAll()
      .where('channel', '=', RECHARGE_RATE_CHANNEL)
      .orderBy('sort')
      .execute();
    if (accounts.length === 0 || rates.length === 0) return;

    // the money mechanism as the app builds it with the simulator (payments.plugin.ts), on the seed's clock
    const secret = randomBytes(32).toString('hex');
    const channels = new Map(
      (['wechat', 'alipay'] as const).map((code) => [
        code,
        createSimulatorChannel(code, db, { secret, now: at }),
      ]),
    );
    const problems: string[] = [];
    const payments = createPayments(db, {
      channels,
      kinds: MEETING_PAYMENT_KINDS,
      now: at,
      log: (message, details) => problems.push(`${message} ${JSON.stringify(details)}`),
    });
    // the simulator reaches the notification route; here its handler, as the route calls it
    const desk = createSimulatorDesk(db, {
      secret,
      now: at,
      notify: async (path, headers, body) => {
        const ack = await payments.notify(path.slice(NOTIFY_PATH_PREFIX.length), headers, body);
        if (ack.status !== 200) throw new Error(`支付通知未被接受：${ack.body}`);
      },
    });
    const invoices = createInvoices(db, at);
    const messages = createMessageCentreRepository(db);

    // what the demo buys: recorded paid meetings it may buy (not the one it holds), a free live room
    const paidMeetings = await db
      .selectFrom('meetings')
      .select(['id', 'meeting_name', 'price', 'end_time'])
      .where('publish_status', '=', '1')
      .where('live_status', '=', 'LE')
      .where('price', 'is not', null)
      .orderBy('id')
      .execute();
    const liveMeetings = await db
      .selectFrom('meetings')
      .select(['id', 'live_status', 'start_time', 'end_time', 'price'])
      .where('publish_status', '=', '1')
      .where('live_status', '=', 'LI')
      .where('price', 'is', null)
      .orderBy('id')
      .execute();
    const venues = await db
      .selectFrom('meeting_fields as f')
      .innerJoin('meeting_agendas as a', 'a.field_id', 'f.id')
      .select((eb) => [
        'f.id',
        'f.meeting_id',
        'f.day',
        eb.fn.min<number>('a.start_time').as('started'),
        eb.fn.max<number>(eb.fn.coalesce('a.end_time', 'a.start_time')).as('ended'),
      ])
      .where('f.meeting_id', 'in', liveMeetings.length > 0 ? liveMeetings.map((m) => m.id) : [0])
      .groupBy(['f.id', 'f.meeting_id', 'f.day'])
      .orderBy('f.id')
      .execute();
    const gifts = await db.selectFrom('meeting_gifts').selectAll().orderBy('sort').execute();

    /**
     * The room gifts go to: the venue of a free meeting live now that streamed last before the seed's
     * moment for a while (today's, or yesterday's when the demo is seeded just after midnight).
     */
    const room = (() => {
      let best: {
        meeting: (typeof liveMeetings)[number];
        span: { day: string; startedAt: number; endedAt: number };
        fieldId: number;
        from: number;
        to: number;
      } | null = null;
      for (const v of venues) {
        const meeting = liveMeetings.find((m) => m.id === v.meeting_id);
        if (!meeting) continue;
        const span = { day: v.day, startedAt: Number(v.started), endedAt: Number(v.ended) };
        const from = Math.max(span.startedAt, Number(meeting.start_time)) + MINUTE;
        const to = Math.min(span.endedAt, now) - MINUTE;
        if (to <= from) continue;
        if (venueStatus(meeting, span, from).state !== 'LI' || venueStatus(meeting, span, to).state !== 'LI')
          continue;
        const better = !best || (to - from >= 20 * MINUTE ? to > best.to : to - from > best.to - best.from);
        if (better) best = { meeting, span, fieldId: v.id, from, to };
      }
      return best;
    })();

    /** each step at its moment; run in time order, so the clock only moves forward */
    const steps: { at: number; order: number; run: () => Promise<void> }[] = [];
    const step = (when: number, run: () => Promise<void>) => {
      steps.push({ at: Math.round(when), order: steps.length, run });
    };
    /** a moment that day: Beijing daytime, 08:00–22:59 */
    const dayAt = (daysAgo: number) => {
      const midnight = Math.floor((now + 8 * HOUR) / DAY) * DAY - 8 * HOUR - daysAgo * DAY;
      return Math.min(
        now - HOUR,
        midnight + r.int(8, 22) * HOUR + r.int(0, 59) * MINUTE + r.int(0, 59) * SECOND,
      );
    };
    const held = new Set(
      (await db.selectFrom('meeting_tickets').select(['meeting_id', 'user_id']).execute()).map(
        (t) => `${t.meeting_id}:${t.user_id}`,
      ),
    );
    const bought = new Set<number>();

    /** the QR code asked for and paid on the simulator's page a little later (its notification settles it) */
    const payOnPage = (userId: number, channel: PayChannel, orderNo: () => string, start: number) => {
      step(start + r.int(3, 20) * SECOND, async () => {
        await payments.nativePay(userId, orderNo(), SEED_ORIGIN);
      });
      const paidAt = start + r.int(40, 180) * SECOND;
      step(paidAt, async () => {
        const paid = await desk.act(channel, orderNo(), 'pay');
        if (paid?.state !== 'SUCCESS') throw new Error(`模拟支付未成功：${orderNo()}`);
      });
      return paidAt;
    };

    for (const user of accounts) {
      const plan = PLANS[DEMO_ACCOUNTS.findIndex((a) => a.id === user.id)];
      if (!plan) continue;
      const u = r.fork(`user-${user.id}`);

      for (const recharge of plan.recharges) {
        const rate = rates[Math.min(recharge.rate, rates.length - 1)]!;
        const coins = Number(rate.coins) + Number(rate.bonus_coins);
        const start = dayAt(recharge.daysAgo);
        let orderNo = '';
        const clientKey = keyOf(u);
        // the recharge route's order
        step(start, async () => {
          const order = await payments.createMoneyOrder({
            userId: user.id,
            kind: 'recharge',
            subject: `充值 ${coins} ${COIN_NAME}`,
            amountFen: Number(rate.amount_fen),
            coins,
            channel: recharge.channel,
            targetId: rate.id,
            clientKey,
          });
          orderNo = order.orderNo;
        });
        if (recharge.outcome === 'expired') {
          step(start + r.int(3, 20) * SECOND, async () => {
            await payments.nativePay(user.id, orderNo, SEED_ORIGIN);
          });
          // nobody paid; the wallet's order list, opened later, closes it with its channel
          step(start + PAYMENT_LIMITS.orderTtlMs + u.int(5, 300) * MINUTE, async () => {
            const order = await payments.refreshOrder(orderNo);
            if (order?.status !== 'closed') throw new Error(`过期订单未关闭：${orderNo}`);
          });
          continue;
        }
        const paidAt = payOnPage(user.id, recharge.channel, () => orderNo, start);
        if (recharge.outcome === 'refunded')
          // the operator's refund (payments CLI), the next working day
          step(paidAt + DAY + u.int(0, 6) * HOUR, async () => {
            await payments.refund(orderNo);
          });
      }

      for (const ticket of plan.tickets) {
        const start = dayAt(ticket.daysAgo);
        const meeting = u
          .shuffle(paidMeetings)
          .find(
            (m) =>
              !bought.has(m.id) &&
              !held.has(`${m.id}:${user.id}`) &&
              Number.isInteger(Number(m.price)) &&
              Number(m.price) > 0 &&
              Number(m.end_time) < start,
          );
        if (!meeting) continue;
        bought.add(meeting.id);
        let orderNo = '';
        const clientKey = keyOf(u);
        // the buy dialog's play order (generatePlayOrder's checks hold: visible, paid, not bought)
        step(start, async () => {
          const order = await payments.createMoneyOrder({
            userId: user.id,
            kind: 'meeting-play',
            subject: meeting.meeting_name,
            amountFen: Number(meeting.price) * 100,
            coins: null,
            channel: ticket.channel,
            targetId: meeting.id,
            clientKey,
          });
          orderNo = order.orderNo;
        });
        const paidAt = payOnPage(user.id, ticket.channel, () => orderNo, start);
        // the dialog's check after paying (verifyPlayOrder)
        step(paidAt + 2 * SECOND, async () => {
          const order = await payments.query(user.id, orderNo);
          if (order.status !== 'fulfilled') throw new Error(`会议订单未完成：${orderNo}`);
        });
        if (!ticket.invoice) continue;
        const { kind, issuedAfterDays } = ticket.invoice;
        const asked = paidAt + u.int(10, 90) * MINUTE;
        let invoiceId = 0;
        const input: InvoiceInput =
          kind === 'company' && user.company
            ? {
                kind: 'company',
                title: user.company,
                taxpayerNo: creditCode(u),
                email: `finance${user.id}@example.com`,
              }
            : { kind: 'personal', title: user.real_name, email: `doctor${user.id}@example.com` };
        step(asked, async () => {
          const invoice = await invoices.request(await payments.ownRow(user.id, orderNo), input);
          invoiceId = invoice.id;
        });
        if (issuedAfterDays !== null)
          // the e-invoice service's answer, entered by the operator (payments CLI issue-invoice)
          step(asked + issuedAfterDays * DAY + u.int(0, 5) * HOUR, async () => {
            await invoices.issue(invoiceId);
          });
      }

      if (room && plan.gifts.length > 0 && gifts.length > 0) {
        // sent while the venue streamed, before the seed's moment
        const span = room.to - room.from;
        plan.gifts.forEach(([index, count], i) => {
          const gift = gifts[Math.min(index, gifts.length - 1)]!;
          const when = room.from + Math.round((span * (i + u.float(0.1, 0.9))) / plan.gifts.length);
          const clientKey = keyOf(u);
          step(when, async () => {
            // the gift route's checks: the room is live then
            const meeting = room.meeting;
            const state = liveStateAt(
              {
                liveStatus: meeting.live_status,
                startTime: Number(meeting.start_time),
                endTime: Number(meeting.end_time),
              },
              clock,
            );
            if (state !== 'LI' || venueStatus(meeting, room.span, clock).state !== 'LI')
              throw new Error(PAYMENT_MESSAGES.giftNotLive);
            await payments.spendCoins({
              userId: user.id,
              kind: 'gift',
              subject: `${gift.name} ×${count}`,
              coins: Number(gift.price_coins) * count,
              targetId: gift.id,
              targetExtra: { meetingId: meeting.id, fieldId: room.fieldId, count },
              clientKey,
            });
          });
        });
      }
    }

    steps.sort((a, b) => a.at - b.at || a.order - b.order);
    for (const s of steps) {
      clock = Math.min(s.at, now);
      await s.run();
    }
    if (problems.length > 0) throw new Error(`钱包演示数据异常：${problems.join('；')}`);

    // the order messages read as the message centre marks them: all but each account's newest two
    for (const user of accounts) {
      const rows = await db
        .selectFrom('messages')
        .select(['id', 'created_at'])
        .where('user_id', '=', user.id)
        .where('type', '=', 'Order')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      for (const m of rows.slice(2))
        await messages.markRead(
          user.id,
          'Order',
          m.id,
          Math.min(now, Number(m.created_at) + r.int(1, 30) * HOUR),
        );
    }
  },
};
