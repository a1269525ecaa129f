import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PayChannel } from '@portal/api/rules/payments';
import type { PortalDb } from '../../db/database';
import type { Acknowledgement, ChannelOrder, ChannelState, PaymentChannel } from './payment-channel';

/**
 * The payment simulator: a stand-in for WeChat Pay and Alipay in development and tests. It keeps its
 * own book of the orders it was asked to collect (`pay_simulator_orders`, its "channel side"), and
 * its QR code opens its own page (`/pay/simulator/{channel}/{orderNo}`, simulator.routes.ts), where
 * one pays, cancels or lets the order expire. Paying sends the server's notification route a
 * signed message, as a real channel does: HMAC-SHA256 over timestamp, nonce and body with a secret
 * the route checks, a timestamp no older than five minutes, and a notification id a replay repeats.
 */

export const SIMULATOR_PAGE_PREFIX = '/pay/simulator/';
export const NOTIFY_PATH_PREFIX = '/pay/notify/';

/** headers of a simulated notification */
export const SIM_HEADERS = {
  timestamp: 'x-sim-timestamp',
  nonce: 'x-sim-nonce',
  signature: 'x-sim-signature',
} as const;

/** a notification older (or further ahead) than this is refused: it can only be a replay */
const FRESH_MS = 5 * 60_000;

export type SimulatorAction = 'pay' | 'cancel' | 'expire';

/** how the simulator reaches our notification route (over HTTP, or `app.inject` in-process) */
export type Notifier = (path: string, headers: Record<string, string>, body: string) => Promise<void>;

export interface SimulatorOptions {
  secret: string;
  now: () => number;
}

interface NoticeBody {
  id: string;
  event: 'TRANSACTION.SUCCESS';
  orderNo: string;
  txnId: string;
  amountFen: number;
  paidAt: number;
}

export function signNotice(secret: string, timestamp: string, nonce: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${nonce}\n${body}\n`).digest('base64');
}

const header = (headers: Readonly<Record<string, string | string[] | undefined>>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function isNotice(value: unknown): value is NoticeBody {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    v.event === 'TRANSACTION.SUCCESS' &&
    typeof v.orderNo === 'string' &&
    typeof v.txnId === 'string' &&
    Number.isInteger(v.amountFen) &&
    Number.isInteger(v.paidAt)
  );
}

/** One simulated channel (its code is the real channel's it stands for). */
export function createSimulatorChannel(
  code: PayChannel,
  db: PortalDb,
  options: SimulatorOptions,
): PaymentChannel {
  const { secret, now } = options;

  async function stateOf(orderNo: string): Promise<ChannelState> {
    const row = await db
      .selectFrom('pay_simulator_orders')
      .selectAll()
      .where('order_no', '=', orderNo)
      .where('channel', '=', code)
      .executeTakeFirst();
    if (!row) return { state: 'NOTPAY' };
    if (row.status === 'SUCCESS' && row.txn_id && row.paid_at !== null)
      return {
        state: 'SUCCESS',
        txnId: row.txn_id,
        amountFen: Number(row.amount_fen),
        paidAt: Number(row.paid_at),
      };
    if (row.status === 'CLOSED' || Number(row.expires_at) <= now()) return { state: 'CLOSED' };
    return { state: 'NOTPAY' };
  }

  return {
    code,
    async createNative(order: ChannelOrder, origin: string) {
      await db
        .insertInto('pay_simulator_orders')
        .values({
          order_no: order.orderNo,
          channel: code,
          amount_fen: order.amountFen,
          subject: order.subject,
          status: 'NOTPAY',
          txn_id: null,
          expires_at: order.expiresAt,
          created_at: now(),
          paid_at: null,
        })
        .onConflict((oc) => oc.column('order_no').doNothing())
        .execute();
      return { codeUrl: `${origin}${SIMULATOR_PAGE_PREFIX}${code}/${order.orderNo}` };
    },
    query: stateOf,
    async close(orderNo: string) {
      // only an unpaid order closes: a paid one stays paid, and says so
      await db
        .updateTable('pay_simulator_orders')
        .set({ status: 'CLOSED' })
        .where('order_no', '=', orderNo)
        .where('channel', '=', code)
        .where('status', '=', 'NOTPAY')
        .execute();
      const state = await stateOf(orderNo);
      return state.state === 'SUCCESS' ? state : { state: 'CLOSED' };
    },
    verifyNotification(headers, rawBody) {
      const timestamp = header(headers, SIM_HEADERS.timestamp);
      const nonce = header(headers, SIM_HEADERS.nonce);
      const signature = header(headers, SIM_HEADERS.signature);
      if (!timestamp || !nonce || !signature || !/^\d{10,16}$/.test(timestamp)) return null;
      if (Math.abs(now() - Number(timestamp)) > FRESH_MS) return null;
      if (!sameText(signature, signNotice(secret, timestamp, nonce, rawBody))) return null;
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return null;
      }
      if (!isNotice(body)) return null;
      return {
        notifyId: body.id,
        orderNo: body.orderNo,
        txnId: body.txnId,
        amountFen: body.amountFen,
        paidAt: body.paidAt,
      };
    },
    acknowledge(accepted: boolean): Acknowledgement {
      // what each real channel wants back: WeChat Pay a JSON code, Alipay the word "success"
      if (code === 'alipay')
        return {
          status: 200,
          contentType: 'text/plain; charset=utf-8',
          body: accepted ? 'success' : 'failure',
        };
      return accepted
        ? { status: 200, contentType: 'application/json', body: '{"code":"SUCCESS","message":"成功"}' }
        : { status: 400, contentType: 'application/json', body: '{"code":"FAIL","message":"失败"}' };
    },
  };
}

/** what the simulator's page shows of an order */
export interface SimulatedOrder {
  orderNo: string;
  channel: string;
  amountFen: number;
  subject: string;
  state: ChannelState['state'];
  expiresAt: number;
}

/**
 * The simulator's own side: what its page shows, and the three things a payer can do there. Paying
 * marks the order paid in its book (once: only an unpaid, unexpired order) and sends our
 * notification route the signed message; the notification is sent again on every press, as a real
 * channel retries until it is acknowledged.
 */
export function createSimulatorDesk(db: PortalDb, options: SimulatorOptions & { notify: Notifier }) {
  const { secret, now, notify } = options;

  async function find(channel: string, orderNo: string): Promise<SimulatedOrder | null> {
    const row = await db
      .selectFrom('pay_simulator_orders')
      .selectAll()
      .where('order_no', '=', orderNo)
      .where('channel', '=', channel)
      .executeTakeFirst();
    if (!row) return null;
    const expired = row.status === 'NOTPAY' && Number(row.expires_at) <= now();
    return {
      orderNo: row.order_no,
      channel: row.channel,
      amountFen: Number(row.amount_fen),
      subject: row.subject,
      state: expired ? 'CLOSED' : (row.status as ChannelState['state']),
      expiresAt: Number(row.expires_at),
    };
  }

  async function sendNotice(channel: string, orderNo: string): Promise<void> {
    const row = await db
      .selectFrom('pay_simulator_orders')
      .selectAll()
      .where('order_no', '=', orderNo)
      .where('channel', '=', channel)
      .executeTakeFirst();
    if (row?.status !== 'SUCCESS' || !row.txn_id || row.paid_at === null) return;
    const body = JSON.stringify({
      // one payment, one notification id: a resend is recognised as the same
      id: `N${row.txn_id}`,
      event: 'TRANSACTION.SUCCESS',
      orderNo,
      txnId: row.txn_id,
      amountFen: Number(row.amount_fen),
      paidAt: Number(row.paid_at),
    } satisfies NoticeBody);
    const timestamp = String(now());
    const nonce = randomBytes(12).toString('hex');
    await notify(
      `${NOTIFY_PATH_PREFIX}${channel}`,
      {
        'content-type': 'application/json',
        [SIM_HEADERS.timestamp]: timestamp,
        [SIM_HEADERS.nonce]: nonce,
        [SIM_HEADERS.signature]: signNotice(secret, timestamp, nonce, body),
      },
      body,
    );
  }

  return {
    find,
    async act(channel: string, orderNo: string, action: SimulatorAction): Promise<SimulatedOrder | null> {
      const t = now();
      if (action === 'pay') {
        await db
          .updateTable('pay_simulator_orders')
          .set({
            status: 'SUCCESS',
            txn_id: `SIM${t}${randomBytes(6).toString('hex').toUpperCase()}`,
            paid_at: t,
          })
          .where('order_no', '=', orderNo)
          .where('channel', '=', channel)
          .where('status', '=', 'NOTPAY')
          .where('expires_at', '>', t)
          .execute();
        await sendNotice(channel, orderNo);
      } else if (action === 'cancel') {
        await db
          .updateTable('pay_simulator_orders')
          .set({ status: 'CLOSED' })
          .where('order_no', '=', orderNo)
          .where('channel', '=', channel)
          .where('status', '=', 'NOTPAY')
          .execute();
      } else {
        // let it run out: the payer waited past its time
        await db
          .updateTable('pay_simulator_orders')
          .set({ expires_at: t })
          .where('order_no', '=', orderNo)
          .where('channel', '=', channel)
          .where('status', '=', 'NOTPAY')
          .execute();
      }
      return find(channel, orderNo);
    },
    sendNotice,
  };
}

export type SimulatorDesk = ReturnType<typeof createSimulatorDesk>;
