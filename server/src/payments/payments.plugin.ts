import { randomBytes } from 'node:crypto';
import { PAYMENT_MESSAGES, type PayChannel, type PaymentKind } from '@portal/api/rules/payments';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { limitedTo } from '../lib/rate-limits';
import type { PaymentChannel } from './channels/payment-channel';
import { createSimulatorChannel, createSimulatorDesk, type SimulatorDesk } from './channels/simulator';
import { createPayments, type KindHandlers, type Payments } from './payments.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** orders, the ledger and the payment channels of this app */
    payments: Payments;
    /** the payment simulator's own side, when it stands in for the channels (development, tests) */
    paymentSimulator: SimulatorDesk | null;
    /** how many orders one client may make a minute (`orderLimit`) */
    paymentLimits: { ordersPerMinute: number };
  }
}

export interface PaymentsPluginOptions {
  /** what each kind of order gives once paid (the areas register theirs: `areas/index.ts`) */
  kinds: Partial<Record<PaymentKind, KindHandlers>>;
  /**
   * The simulator stands in for WeChat Pay and Alipay (the demo, development and tests), signing
   * its notifications with `secret`. Never in production: anyone may "pay" there.
   */
  simulator?: { secret?: string } | false;
  /** real channel adapters, configured by the operator */
  channels?: PaymentChannel[];
  /** orders one client may make a minute (recharge, play orders, QR codes); gifts twice as many */
  ordersPerMinute?: number;
  now?: () => number;
}

/** a person buys a few things a minute; a script making orders by the hundred is not buying */
export const ORDERS_PER_MINUTE = 30;

/** The money mechanism of one app (`app.payments`); it imports no area. */
export const paymentsPlugin = fp(async (app: FastifyInstance, options: PaymentsPluginOptions) => {
  const now = options.now ?? (() => Date.now());
  const channels = new Map<PayChannel, PaymentChannel>();
  for (const channel of options.channels ?? []) channels.set(channel.code, channel);
  let desk: SimulatorDesk | null = null;
  if (options.simulator) {
    // one process: a secret of its own unless several instances must share one
    const secret = options.simulator.secret || randomBytes(32).toString('hex');
    for (const code of ['wechat', 'alipay'] as const)
      if (!channels.has(code)) channels.set(code, createSimulatorChannel(code, app.db, { secret, now }));
    desk = createSimulatorDesk(app.db, {
      secret,
      now,
      // the simulator reaches our notification route as the channels do: an HTTP POST
      notify: async (url, headers, body) => {
        const res = await app.inject({ method: 'POST', url, headers, payload: body });
        if (res.statusCode >= 500) app.log.warn({ status: res.statusCode }, '模拟支付通知未被接受');
      },
    });
  }
  app.decorate(
    'payments',
    createPayments(app.db, {
      channels,
      kinds: options.kinds,
      now,
      log: (message, details) => app.log.warn(details, message),
    }),
  );
  app.decorate('paymentSimulator', desk);
  app.decorate('paymentLimits', { ordersPerMinute: options.ordersPerMinute ?? ORDERS_PER_MINUTE });
});

/** the rate limit of a route that makes orders (`config: { rateLimit: orderLimit(app) }`) */
export const orderLimit = (app: FastifyInstance, times = 1) =>
  limitedTo(
    app.paymentLimits.ordersPerMinute * times,
    60_000,
    PAYMENT_MESSAGES.tooFast,
    times === 1 ? 'pay-orders' : 'gifts',
  );
