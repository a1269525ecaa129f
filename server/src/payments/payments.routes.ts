import { paymentEndpoints as e } from '@portal/api/endpoints/payments';
import { COIN_NAME, PAYMENT_MESSAGES, RECHARGE_RATE_CHANNEL } from '@portal/api/rules/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../lib/app-error';
import { wholeList } from '../lib/envelope';
import { serve, signedInFirst } from '../lib/serve-endpoint';
import { orderLimit } from './payments.plugin';
import { answerable } from './payments.service';

const tags = ['钱包与支付'];

/** our site as the request reached it: a channel's page links back here */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The wallet, its recharge and native-QR payment of any money order (issue 12). Whose wallet and
 * orders are read or made is the session's user alone; another's order is "not found".
 */
export async function paymentRoutes(app: FastifyInstance) {
  const payments = app.payments;
  // a person buys a few things a minute; a script making orders by the hundred is not buying
  const ordersLimit = orderLimit(app);

  await serve(
    app,
    e.rates,
    { tags, summary: `充值档位（${RECHARGE_RATE_CHANNEL} 为网页渠道）` },
    async (request) => {
      const rows = await app.db
        .selectFrom('recharge_rates')
        .selectAll()
        .where('channel', '=', request.query.channel ?? RECHARGE_RATE_CHANNEL)
        .orderBy('sort')
        .execute();
      return wholeList(
        rows.map((r) => ({
          id: r.id,
          amountFen: Number(r.amount_fen),
          coins: Number(r.coins) + Number(r.bonus_coins),
          bonusCoins: Number(r.bonus_coins),
        })),
      );
    },
  );

  await serve(
    app,
    e.wallet,
    { tags, summary: `我的${COIN_NAME}余额`, preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      return { code: 1 as const, result: await payments.wallet(me.id) };
    },
  );

  await serve(
    app,
    e.rechargeOrder,
    {
      tags,
      summary: `充值订单（按档位；同一 clientKey 只生成一个订单）`,
      preValidation: signedInFirst,
      config: { rateLimit: ordersLimit, fieldMessages: { rateId: PAYMENT_MESSAGES.noRate } },
    },
    async (request) => {
      const me = await request.requireUser();
      const rate = await app.db
        .selectFrom('recharge_rates')
        .selectAll()
        .where('id', '=', request.body.rateId)
        .executeTakeFirst();
      if (!rate) throw badRequest(PAYMENT_MESSAGES.noRate);
      const coins = Number(rate.coins) + Number(rate.bonus_coins);
      return {
        code: 1 as const,
        result: answerable(
          await payments.createMoneyOrder({
            userId: me.id,
            kind: 'recharge',
            subject: `充值 ${coins} ${COIN_NAME}`,
            amountFen: Number(rate.amount_fen),
            coins,
            channel: request.body.channel,
            targetId: rate.id,
            clientKey: request.body.clientKey,
          }),
        ),
      };
    },
  );

  await serve(
    app,
    e.nativePay,
    {
      tags,
      summary: '订单的扫码支付（返回二维码内容；待支付订单才可）',
      preValidation: signedInFirst,
      config: { rateLimit: ordersLimit, fieldMessages: { orderNo: PAYMENT_MESSAGES.orderNotFound } },
    },
    async (request) => {
      const me = await request.requireUser();
      return {
        code: 1 as const,
        result: await payments.nativePay(me.id, request.body.orderNo, originOf(request)),
      };
    },
  );

  for (const [endpoint, channel] of [
    [e.wechatOrderQuery, 'wechat'],
    [e.alipayOrderQuery, 'alipay'],
  ] as const)
    await serve(
      app,
      endpoint,
      {
        tags,
        summary: `查询${channel === 'wechat' ? '微信' : '支付宝'}订单（向渠道查询并据此入账或关闭）`,
        preValidation: signedInFirst,
        config: { fieldMessages: { orderNo: PAYMENT_MESSAGES.orderNotFound } },
      },
      async (request) => {
        const me = await request.requireUser();
        // a book order is answered by the mall's own call (its kind is not one of these answers')
        answerable(await payments.ownOrder(me.id, request.query.orderNo));
        const order = await payments.query(me.id, request.query.orderNo, channel);
        return { code: 1 as const, result: answerable(order) };
      },
    );
}
