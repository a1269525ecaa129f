import { randomBytes } from 'node:crypto';
import type { PayOrder } from '@portal/api/contract/payments';
import {
  isOrderKind,
  type OrderChannel,
  type OrderStatus,
  PAYMENT_LIMITS,
  PAYMENT_MESSAGES,
  type PayChannel,
  type PaymentKind,
} from '@portal/api/rules/payments';
import type { Selectable, Transaction } from 'kysely';
import type { PortalDb } from '../db/database';
import type { Database } from '../db/schema';
import { AppError, badRequest, notFound } from '../lib/app-error';
import type { Acknowledgement, ChannelState, PaymentChannel } from './channels/payment-channel';
import { COUPON_ORDER_HOOKS } from './coupons';
import {
  type Db,
  ensureAccount,
  InsufficientFunds,
  PLATFORM_ACCOUNTS,
  platformCurrency,
  transfer,
  walletAccount,
  walletBalance,
} from './ledger';
import { noticeOrder } from './order-notices';
import type { PayOrdersTable } from './schema';

/**
 * Orders and their moves (issue 12). Each move is a conditional update of the order's status, so
 * a notification, a poll and a retry racing each other end in one outcome:
 *
 *   created → paying      the QR code was asked for
 *   paying  → paid        the channel says paid (notification or poll): the money's transfer
 *   paid    → fulfilled   what was bought is given (coins, a ticket, a gift), in its own transaction,
 *                         so a failing fulfilment leaves the order paid and the next poll retries it
 *   created/paying → closed    cancelled or expired, after the channel closed it too
 *   paid/fulfilled → refunded  the money goes back, the purchase is taken back
 *
 * Every movement is a ledger transfer whose id names the order and the step, so nothing is moved
 * twice whatever runs twice.
 */

export type OrderRow = Selectable<PayOrdersTable>;

/**
 * What a kind of order gives once paid (in the transaction that marks it fulfilled). Answers
 * 'refund' when the buyer has it already (a second order paid for the same thing): the money goes
 * back in the same transaction instead.
 */
export type Fulfiller = (trx: Transaction<Database>, order: OrderRow) => Promise<undefined | 'refund'>;
/** What a kind takes back when its order is refunded. */
export type Revoker = (trx: Transaction<Database>, order: OrderRow) => Promise<void>;

export interface KindHandlers {
  fulfil: Fulfiller;
  revoke?: Revoker;
  /**
   * What a kind lets go of when its order closes unpaid (cancelled or expired), in the transaction
   * that closes it: the copies a book order held from the stock.
   */
  closed?: Revoker;
}

/**
 * What else moves when any order moves, in the transaction of the move (whatever the kind): the
 * coupon an unpaid order holds is marked used when the order is fulfilled, and freed when it closes
 * unpaid or is refunded (`coupons.ts`).
 */
export interface OrderMoveHooks {
  /** paid → fulfilled (the kind's fulfilment ran in the same transaction) */
  fulfilled?: (trx: Transaction<Database>, order: OrderRow) => Promise<void>;
  /** created/paying → closed: cancelled or expired, nothing paid */
  closed?: (trx: Transaction<Database>, order: OrderRow) => Promise<void>;
  /** paid/fulfilled → refunded, by the operator or because the purchase was made twice */
  refunded?: (trx: Transaction<Database>, order: OrderRow) => Promise<void>;
}

export interface PaymentsOptions {
  channels: ReadonlyMap<PayChannel, PaymentChannel>;
  /** what each kind gives; the recharge's (coins) is built in */
  kinds: Partial<Record<PaymentKind, KindHandlers>>;
  now?: () => number;
  /** anomalies (a payment for a closed order, a wrong amount) go here */
  log?: (message: string, details: Record<string, unknown>) => void;
}

const PREFIX: Record<PaymentKind, string> = {
  recharge: 'R',
  'meeting-play': 'P',
  gift: 'G',
  book: 'B',
  course: 'C',
};

function newOrderNo(kind: PaymentKind, at: number): string {
  const d = new Date(at + 8 * 3_600_000);
  const stamp = d.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${PREFIX[kind]}${stamp}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** where a paid money order's money goes */
const revenueAccount = (kind: string) =>
  kind === 'recharge'
    ? PLATFORM_ACCOUNTS.cash
    : kind === 'book'
      ? PLATFORM_ACCOUNTS.bookRevenue
      : PLATFORM_ACCOUNTS.playRevenue;

/** An order of any kind, as its owner sees it (the book order's kind included). */
export type PaymentOrder = Omit<PayOrder, 'kind'> & { kind: PaymentKind };

export function toPayOrder(row: OrderRow): PaymentOrder {
  const status = row.status as OrderStatus;
  return {
    orderNo: row.order_no,
    kind: row.kind as PaymentKind,
    status,
    subject: row.subject,
    amountFen: row.amount_fen === null ? null : Number(row.amount_fen),
    coins: row.coins === null ? null : Number(row.coins),
    channel: row.channel as OrderChannel,
    createdAt: Number(row.created_at),
    expiresAt: status === 'created' || status === 'paying' ? Number(row.expires_at ?? 0) || null : null,
    paidAt: row.paid_at === null ? null : Number(row.paid_at),
  };
}

/**
 * The order as the payments calls answer it: those answers name the 1.x kinds only, so an order of
 * a later kind (a book order, answered by the mall's calls) is not found through them.
 */
export function answerable(order: PaymentOrder): PayOrder {
  const { kind } = order;
  if (!isOrderKind(kind)) throw notFound(PAYMENT_MESSAGES.orderNotFound);
  return { ...order, kind };
}

export interface NewMoneyOrder {
  userId: number;
  kind: Exclude<PaymentKind, 'gift'>;
  subject: string;
  amountFen: number;
  coins: number | null;
  channel: PayChannel;
  targetId: number | null;
  clientKey: string;
  /**
   * The caller's work in the transaction that makes the order (a coupon reserved for it): a throw
   * makes no order. Runs only for the order this call inserted, never for a twin's.
   */
  withOrder?: (trx: Transaction<Database>, order: OrderRow) => Promise<void>;
}

export interface NewCoinOrder {
  userId: number;
  kind: PaymentKind;
  subject: string;
  coins: number;
  targetId: number | null;
  targetExtra: Record<string, unknown>;
  clientKey: string;
}

export function createPayments(db: PortalDb, options: PaymentsOptions) {
  const now = options.now ?? (() => Date.now());
  const log = options.log ?? (() => undefined);
  const handlers: Partial<Record<PaymentKind, KindHandlers>> = {
    recharge: {
      // the coins bought: issued to the buyer's wallet
      fulfil: async (trx, order) => {
        const at = now();
        await ensureAccount(trx, walletAccount(order.user_id), 'COIN', at, order.user_id);
        await ensureAccount(trx, PLATFORM_ACCOUNTS.coinIssuance, 'COIN', at);
        await transfer(trx, {
          id: `order:${order.order_no}:coins`,
          currency: 'COIN',
          amount: Number(order.coins),
          from: PLATFORM_ACCOUNTS.coinIssuance,
          to: walletAccount(order.user_id),
          orderNo: order.order_no,
          memo: order.subject,
          at,
        });
      },
      revoke: async (trx, order) => {
        await transfer(trx, {
          id: `order:${order.order_no}:coins-back`,
          currency: 'COIN',
          amount: Number(order.coins),
          from: walletAccount(order.user_id),
          to: PLATFORM_ACCOUNTS.coinIssuance,
          orderNo: order.order_no,
          memo: `退款：${order.subject}`,
          at: now(),
        });
      },
    },
    ...options.kinds,
  };

  // the coupon an order holds is used when it is paid, freed when it closes or is refunded
  const hooks: readonly OrderMoveHooks[] = [COUPON_ORDER_HOOKS];
  async function hooked(
    event: keyof OrderMoveHooks,
    trx: Transaction<Database>,
    order: OrderRow,
  ): Promise<void> {
    for (const hook of hooks) await hook[event]?.(trx, order);
  }

  const channelOf = (code: string): PaymentChannel => {
    const channel = options.channels.get(code as PayChannel);
    if (!channel) throw badRequest(PAYMENT_MESSAGES.noChannel);
    return channel;
  };

  /** the money (or coins) of a refunded order back where it came from, and its invoice reversed */
  async function giveBack(trx: Transaction<Database>, order: OrderRow): Promise<void> {
    const at = now();
    if (order.channel === 'coins')
      await transfer(trx, {
        id: `order:${order.order_no}:refund`,
        currency: 'COIN',
        amount: Number(order.coins),
        from: PLATFORM_ACCOUNTS.giftRevenue,
        to: walletAccount(order.user_id),
        orderNo: order.order_no,
        memo: `退款：${order.subject}`,
        at,
      });
    else
      await transfer(trx, {
        id: `order:${order.order_no}:refund`,
        currency: 'FEN',
        amount: Number(order.amount_fen),
        from: revenueAccount(order.kind),
        to: PLATFORM_ACCOUNTS.channel(order.channel),
        orderNo: order.order_no,
        memo: `退款：${order.subject}`,
        at,
      });
    await trx
      .updateTable('invoices')
      .set({ status: 'reversed', reversed_at: at })
      .where('order_no', '=', order.order_no)
      .where('status', 'in', ['pending', 'issued'])
      .execute();
  }

  async function row(db0: Db, orderNo: string): Promise<OrderRow | undefined> {
    return db0.selectFrom('pay_orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();
  }

  /** the user's own order; anyone else's is "not found" (it does not exist for them) */
  async function ownRow(userId: number, orderNo: string): Promise<OrderRow> {
    const found = await row(db, orderNo);
    if (!found || found.user_id !== userId) throw notFound(PAYMENT_MESSAGES.orderNotFound);
    return found;
  }

  async function byClientKey(db0: Db, userId: number, clientKey: string) {
    return db0
      .selectFrom('pay_orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('client_key', '=', clientKey)
      .executeTakeFirst();
  }

  /** paid → fulfilled, giving what was bought; true when this call did it */
  async function fulfil(orderNo: string): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('pay_orders')
        .set({ status: 'fulfilled', fulfilled_at: now() })
        .where('order_no', '=', orderNo)
        .where('status', '=', 'paid')
        .returningAll()
        .executeTakeFirst();
      if (!moved) return false;
      const handler = handlers[moved.kind as PaymentKind];
      if (!handler) throw new Error(`no fulfilment for ${moved.kind}`);
      if ((await handler.fulfil(trx, moved)) === 'refund') {
        // bought twice (two orders paid at once): this one's money goes back
        await trx
          .updateTable('pay_orders')
          .set({ status: 'refunded', refunded_at: now() })
          .where('order_no', '=', orderNo)
          .execute();
        await giveBack(trx, moved);
        await hooked('refunded', trx, moved);
        await noticeOrder(trx, moved, 'refunded', now());
        log('重复购买，已自动退款', { orderNo });
      } else await hooked('fulfilled', trx, moved);
      return true;
    });
  }

  /** fulfil, reporting instead of throwing: a failing fulfilment leaves the order paid for a retry */
  async function tryFulfil(orderNo: string): Promise<void> {
    try {
      await fulfil(orderNo);
    } catch (error) {
      log('订单已支付但未能完成，将在下次查询时重试', { orderNo, error: String(error) });
    }
  }

  /**
   * The channel says the order is paid: created/paying → paid with the money's transfer, then
   * fulfilled. Any number of calls, in any order, make one payment and one fulfilment.
   */
  async function settle(
    order: OrderRow,
    paid: { txnId: string; amountFen: number; paidAt: number },
  ): Promise<'settled' | 'duplicate' | 'mismatch' | 'after-close'> {
    if (paid.amountFen !== Number(order.amount_fen)) {
      log('支付金额与订单不符，未入账', {
        orderNo: order.order_no,
        paid: paid.amountFen,
        due: order.amount_fen,
      });
      return 'mismatch';
    }
    const moved = await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('pay_orders')
        .set({
          status: 'paid',
          paid_at: paid.paidAt,
          channel_txn_id: paid.txnId.slice(0, 64),
          expires_at: null,
        })
        .where('order_no', '=', order.order_no)
        .where('status', 'in', ['created', 'paying'])
        .returningAll()
        .executeTakeFirst();
      if (!updated) return false;
      const at = now();
      const from = PLATFORM_ACCOUNTS.channel(updated.channel);
      const to = revenueAccount(updated.kind);
      await ensureAccount(trx, from, 'FEN', at);
      await ensureAccount(trx, to, platformCurrency(to), at);
      await transfer(trx, {
        id: `order:${updated.order_no}:pay`,
        currency: 'FEN',
        amount: Number(updated.amount_fen),
        from,
        to,
        orderNo: updated.order_no,
        memo: updated.subject,
        at,
      });
      await noticeOrder(trx, updated, 'paid', at);
      return true;
    });
    if (!moved) {
      const current = await row(db, order.order_no);
      if (current?.status === 'closed') {
        log('已关闭的订单收到付款，未入账', { orderNo: order.order_no, txnId: paid.txnId });
        return 'after-close';
      }
    }
    await tryFulfil(order.order_no);
    return moved ? 'settled' : 'duplicate';
  }

  /**
   * created/paying → closed, after the channel closed it too (a payment that beat us is settled
   * instead). An order still `created` closes only as `created`: one whose QR code was asked for
   * meanwhile is left for the next call, which closes it at the channel first. True when this call
   * closed it.
   */
  async function close(order: OrderRow): Promise<boolean> {
    if (order.status === 'paying') {
      const state = await channelOf(order.channel).close(order.order_no);
      if (state.state === 'SUCCESS') {
        await settle(order, state);
        return false;
      }
    }
    return db.transaction().execute(async (trx) => {
      const closed = await trx
        .updateTable('pay_orders')
        .set({ status: 'closed', closed_at: now(), expires_at: null })
        .where('order_no', '=', order.order_no)
        .where('status', 'in', order.status === 'paying' ? ['created', 'paying'] : ['created'])
        .returningAll()
        .executeTakeFirst();
      if (!closed) return false;
      await handlers[closed.kind as PaymentKind]?.closed?.(trx, closed);
      await hooked('closed', trx, closed);
      return true;
    });
  }

  /** what the channel says, acted on: paid settles, closed closes, unpaid past its time closes */
  async function refresh(order: OrderRow): Promise<OrderRow> {
    if (order.status === 'paid') await tryFulfil(order.order_no);
    else if (order.status === 'paying') {
      const state: ChannelState = await channelOf(order.channel).query(order.order_no);
      if (state.state === 'SUCCESS') await settle(order, state);
      else if (state.state === 'CLOSED' || Number(order.expires_at ?? 0) <= now()) await close(order);
    } else if (order.status === 'created' && Number(order.expires_at ?? 0) <= now()) await close(order);
    return (await row(db, order.order_no)) ?? order;
  }

  return {
    channels: options.channels,

    /** A money order paid by a channel; the same clientKey answers the same order. */
    async createMoneyOrder(input: NewMoneyOrder): Promise<PaymentOrder> {
      channelOf(input.channel);
      const existing = await byClientKey(db, input.userId, input.clientKey);
      if (existing) return toPayOrder(existing);
      const at = now();
      const orderNo = newOrderNo(input.kind, at);
      await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('pay_orders')
          .values({
            order_no: orderNo,
            user_id: input.userId,
            kind: input.kind,
            status: 'created',
            subject: input.subject.slice(0, 200),
            amount_fen: input.amountFen,
            coins: input.coins,
            channel: input.channel,
            target_id: input.targetId,
            target_extra: '{}',
            client_key: input.clientKey,
            code_url: null,
            channel_txn_id: null,
            created_at: at,
            expires_at: at + PAYMENT_LIMITS.orderTtlMs,
            paid_at: null,
            fulfilled_at: null,
            closed_at: null,
            refunded_at: null,
          })
          .onConflict((oc) => oc.columns(['user_id', 'client_key']).doNothing())
          .returningAll()
          .executeTakeFirst();
        if (inserted && input.withOrder) await input.withOrder(trx, inserted);
      });
      // a concurrent twin may have won the insert: answer whichever order the key names
      const made = await byClientKey(db, input.userId, input.clientKey);
      if (!made) throw new Error('order insert lost');
      return toPayOrder(made);
    },

    /** The QR code of the user's order: created → paying, asked of the channel once. */
    async nativePay(userId: number, orderNo: string, origin: string) {
      let order = await ownRow(userId, orderNo);
      if (order.channel === 'coins') throw badRequest(PAYMENT_MESSAGES.wrongChannel);
      order = await refresh(order);
      if (order.status === 'closed' || order.status === 'refunded')
        throw badRequest(PAYMENT_MESSAGES.orderClosed);
      if (order.status === 'paid' || order.status === 'fulfilled')
        throw badRequest(PAYMENT_MESSAGES.orderPaid);
      const channel = channelOf(order.channel);
      let codeUrl = order.code_url;
      if (!codeUrl) {
        ({ codeUrl } = await channel.createNative(
          {
            orderNo: order.order_no,
            amountFen: Number(order.amount_fen),
            subject: order.subject,
            expiresAt: Number(order.expires_at),
          },
          origin,
        ));
        await db
          .updateTable('pay_orders')
          .set({ status: 'paying', code_url: codeUrl })
          .where('order_no', '=', order.order_no)
          .where('status', 'in', ['created', 'paying'])
          .where('code_url', 'is', null)
          .execute();
        const now0 = await row(db, order.order_no);
        if (now0?.status === 'closed') {
          // cancelled while the channel was asked: its order is closed there too (or settled, if paid)
          await close({ ...now0, status: 'paying' });
          throw badRequest(PAYMENT_MESSAGES.orderClosed);
        }
        codeUrl = now0?.code_url ?? codeUrl;
      }
      return {
        orderNo: order.order_no,
        channel: order.channel as PayChannel,
        codeUrl,
        expiresAt: Number(order.expires_at),
        amountFen: Number(order.amount_fen),
      };
    },

    /** The user's order as the channel now has it (the screens poll this). */
    async query(userId: number, orderNo: string, channel?: OrderChannel): Promise<PaymentOrder> {
      const order = await ownRow(userId, orderNo);
      if (channel && order.channel !== channel) throw badRequest(PAYMENT_MESSAGES.wrongChannel);
      return toPayOrder(await refresh(order));
    },

    /** Any order by number, acted on (the reconciliation and the kinds' own checks). */
    async refreshOrder(orderNo: string): Promise<PaymentOrder | null> {
      const order = await row(db, orderNo);
      return order ? toPayOrder(await refresh(order)) : null;
    },

    /**
     * A channel's notification: verified, recorded by its id (a replay changes nothing), then
     * settled. Answers what the channel expects back.
     */
    async notify(code: string, headers: Record<string, string | string[] | undefined>, raw: string) {
      const channel = options.channels.get(code as PayChannel);
      if (!channel)
        return { status: 404, contentType: 'text/plain', body: 'unknown channel' } as Acknowledgement;
      const notice = channel.verifyNotification(headers, raw);
      if (!notice) {
        log('支付通知验签失败', { channel: code });
        return channel.acknowledge(false);
      }
      const order = await row(db, notice.orderNo);
      const id = `${code}:${notice.notifyId}`.slice(0, 120);
      const seen = await db
        .insertInto('pay_notifications')
        .values({
          id,
          channel: code,
          order_no: notice.orderNo.slice(0, 40),
          outcome: 'received',
          received_at: now(),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!order || order.channel !== code) {
        log('支付通知的订单不存在', { channel: code, orderNo: notice.orderNo });
        return channel.acknowledge(true);
      }
      // a replay is acknowledged (the channel stops resending) and settles at most what is due
      const outcome = await settle(order, notice);
      if (seen) await db.updateTable('pay_notifications').set({ outcome }).where('id', '=', id).execute();
      return channel.acknowledge(outcome !== 'mismatch');
    },

    /**
     * An order paid with the user's coins (a gift): the coins' transfer, the order fulfilled and
     * the kind's fulfilment, all in one transaction; too few coins changes nothing. The same
     * clientKey answers the same order (`created: false`).
     */
    async spendCoins(
      input: NewCoinOrder,
    ): Promise<{ order: PaymentOrder; created: boolean; balance: number }> {
      const existing = await byClientKey(db, input.userId, input.clientKey);
      if (existing)
        return {
          order: toPayOrder(existing),
          created: false,
          balance: await walletBalance(db, input.userId),
        };
      const handler = handlers[input.kind];
      if (!handler) throw new Error(`no fulfilment for ${input.kind}`);
      const at = now();
      const orderNo = newOrderNo(input.kind, at);
      try {
        const created = await db.transaction().execute(async (trx) => {
          const inserted = await trx
            .insertInto('pay_orders')
            .values({
              order_no: orderNo,
              user_id: input.userId,
              kind: input.kind,
              status: 'fulfilled',
              subject: input.subject.slice(0, 200),
              amount_fen: null,
              coins: input.coins,
              channel: 'coins',
              target_id: input.targetId,
              target_extra: JSON.stringify(input.targetExtra),
              client_key: input.clientKey,
              code_url: null,
              channel_txn_id: null,
              created_at: at,
              expires_at: null,
              paid_at: at,
              fulfilled_at: at,
              closed_at: null,
              refunded_at: null,
            })
            .onConflict((oc) => oc.columns(['user_id', 'client_key']).doNothing())
            .returningAll()
            .executeTakeFirst();
          if (!inserted) return null;
          // a user who never recharged has no wallet yet: an empty one (floor 0) makes the transfer
          // refuse as too few coins, and the rollback takes the empty wallet away with the order
          await ensureAccount(trx, walletAccount(input.userId), 'COIN', at, input.userId);
          await ensureAccount(trx, PLATFORM_ACCOUNTS.giftRevenue, 'COIN', at);
          await transfer(trx, {
            id: `order:${orderNo}:coins`,
            currency: 'COIN',
            amount: input.coins,
            from: walletAccount(input.userId),
            to: PLATFORM_ACCOUNTS.giftRevenue,
            orderNo,
            memo: input.subject,
            at,
          });
          await handler.fulfil(trx, inserted);
          await hooked('fulfilled', trx, inserted);
          return inserted;
        });
        const order = created ?? (await byClientKey(db, input.userId, input.clientKey));
        if (!order) throw new Error('coin order lost');
        return {
          order: toPayOrder(order),
          created: created !== null,
          balance: await walletBalance(db, input.userId),
        };
      } catch (error) {
        if (error instanceof InsufficientFunds) throw badRequest(PAYMENT_MESSAGES.insufficientCoins);
        throw error;
      }
    },

    /**
     * paid/fulfilled → refunded: the money back to the channel's account (a coin order: the coins
     * back to the wallet) and the kind's purchase taken back, in one transaction.
     */
    async refund(orderNo: string): Promise<PaymentOrder> {
      const result = await db
        .transaction()
        .execute(async (trx) => {
          const moved = await trx
            .updateTable('pay_orders')
            .set({ status: 'refunded', refunded_at: now() })
            .where('order_no', '=', orderNo)
            .where('status', 'in', ['paid', 'fulfilled'])
            .returningAll()
            .executeTakeFirst();
          if (!moved) return null;
          await giveBack(trx, moved);
          // a fulfilled order's purchase is taken back; a paid one's was never given
          const wasFulfilled = moved.fulfilled_at !== null;
          if (wasFulfilled) await handlers[moved.kind as PaymentKind]?.revoke?.(trx, moved);
          await hooked('refunded', trx, moved);
          await noticeOrder(trx, moved, 'refunded', now());
          return moved;
        })
        .catch((error: unknown) => {
          // a recharge whose coins were spent cannot be taken back
          if (error instanceof InsufficientFunds) throw new AppError(409, '充值的神贝已被使用，不能退款');
          throw error;
        });
      if (!result) {
        const current = await row(db, orderNo);
        if (!current) throw notFound(PAYMENT_MESSAGES.orderNotFound);
        if (current.status === 'refunded') return toPayOrder(current);
        throw new AppError(409, '订单当前状态不能退款');
      }
      return toPayOrder(result);
    },

    /**
     * 取消订单: the user's unpaid order closed (at the channel first, when its QR code was asked
     * for). A replay answers the closed order and changes nothing; a paid order is refused (409),
     * also when its payment beat the cancel at the channel (it is settled instead).
     */
    async cancel(userId: number, orderNo: string): Promise<PaymentOrder> {
      let order = await ownRow(userId, orderNo);
      // a `created` order that became `paying` meanwhile is closed at its channel on the next round
      for (let round = 0; round < 3 && (order.status === 'created' || order.status === 'paying'); round++) {
        await close(order);
        order = (await row(db, orderNo)) ?? order;
      }
      if (order.status === 'closed') return toPayOrder(order);
      if (order.status === 'paid' || order.status === 'fulfilled')
        throw new AppError(409, PAYMENT_MESSAGES.cannotCancelPaid);
      throw new AppError(409, PAYMENT_MESSAGES.cannotCancel);
    },

    async wallet(userId: number) {
      return { coins: await walletBalance(db, userId) };
    },

    ownOrder: async (userId: number, orderNo: string) => toPayOrder(await ownRow(userId, orderNo)),
    /** the raw row of the user's order (kinds read their target from it) */
    ownRow,
  };
}

export type Payments = ReturnType<typeof createPayments>;
