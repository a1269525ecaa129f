import type { BookPayment } from '@portal/api/contract/mall';
import { mallEndpoints as e } from '@portal/api/endpoints/mall';
import { ACCOUNT_WALLET_MESSAGES } from '@portal/api/rules/account-wallet';
import {
  addressError,
  MALL_MESSAGES,
  quantityError,
  regionOf,
  shippingFen,
  trimAddress,
  unitPriceFen,
} from '@portal/api/rules/mall';
import type { FastifyInstance } from 'fastify';
import { plainText } from '../../../content-safety/plain-text';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import { couponForOrder } from '../../../payments/coupons';
import { orderLimit } from '../../../payments/payments.plugin';
import type { PaymentOrder } from '../../../payments/payments.service';
import type { BrandRouteOptions } from '../repositories';

const tags = ['图书商城'];

/** a book order's payment as the mall answers it; any other kind is not a book order */
function bookPayment(order: PaymentOrder): BookPayment {
  const { kind } = order;
  if (kind !== 'book') throw notFound(ACCOUNT_WALLET_MESSAGES.orderNotFound);
  return { ...order, kind };
}

/**
 * A book's page and buying it (issue 21). An order is one payment of the payments mechanism (kind
 * `book`) and one book order of the same number, made in one transaction with the copies taken from
 * the stock and the coupon held: any refusal (库存不足, the coupon taken meanwhile) makes neither.
 * Paying, expiring and cancelling move the book order through the payment (`payment-kinds.ts`).
 */
export async function bookOrderRoutes(app: FastifyInstance, options: BrandRouteOptions) {
  const now = options.now ?? (() => Date.now());
  const { books } = options.repos;

  await serve(
    app,
    e.book,
    {
      tags,
      summary: '图书详情（计一次浏览）',
      config: { fieldMessages: { bookId: MALL_MESSAGES.bookNotFound } },
    },
    async (request) => {
      const book = await books.book(request.query.bookId);
      await books.countView(book.id);
      return { code: 1 as const, result: { ...book, views: book.views + 1 } };
    },
  );

  await serve(
    app,
    e.lastAddress,
    { tags, summary: '本人上次使用的收货地址（仅本人可见）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      return { code: 1 as const, result: await books.lastAddress(me.id) };
    },
  );

  await serve(
    app,
    e.order,
    {
      tags,
      summary:
        '购买图书（需登录；校验收货地址；库存在下单时锁定，支付超时或取消后退回；同一 clientKey 只生成一个订单；可用本人的图书优惠券）',
      preValidation: signedInFirst,
      config: {
        rateLimit: orderLimit(app),
        fieldMessages: { bookId: MALL_MESSAGES.bookNotFound, quantity: MALL_MESSAGES.quantityInvalid },
      },
    },
    async (request) => {
      const me = await request.requireUser();
      const { bookId, quantity, channel, clientKey, couponId } = request.body;
      const typed = request.body.address;
      // kept as plain text, as everything a person types (markup is dropped before the checks)
      const address = trimAddress({
        receiverName: plainText(typed.receiverName),
        receiverMobile: plainText(typed.receiverMobile),
        province: plainText(typed.province),
        city: plainText(typed.city),
        district: plainText(typed.district),
        address: plainText(typed.address),
      });
      const wrong = quantityError(quantity) ?? addressError(address);
      if (wrong) throw badRequest(wrong);
      const book = await books.book(bookId);
      if (book.stock < quantity)
        throw new AppError(409, book.stock === 0 ? MALL_MESSAGES.soldOut : MALL_MESSAGES.outOfStock);

      const unit = unitPriceFen(book);
      const goodsFen = unit * quantity;
      const shipping = shippingFen(goodsFen);
      const at = now();
      // the coupon checked now against the goods, held by the order in the transaction that makes it
      const coupon =
        couponId === undefined
          ? null
          : await couponForOrder(app.db, app.payments, {
              userId: me.id,
              couponId,
              target: 'book',
              priceFen: goodsFen,
              at,
            });
      const discountFen = coupon ? coupon.offFen : 0;
      const amountFen = goodsFen - discountFen + shipping;
      const order = await app.payments.createMoneyOrder({
        userId: me.id,
        kind: 'book',
        subject: quantity > 1 ? `《${book.name}》×${quantity}` : `《${book.name}》`,
        amountFen,
        coins: null,
        channel,
        targetId: book.id,
        clientKey,
        withOrder: async (trx, payOrder) => {
          if (coupon) await coupon.reserve(trx, payOrder);
          await books.takeCopies(trx, book.id, quantity);
          await books.insertOrder(trx, {
            orderNo: payOrder.order_no,
            userId: me.id,
            book,
            unitPriceFen: unit,
            quantity,
            goodsFen,
            shippingFen: shipping,
            discountFen,
            amountFen,
            couponId: coupon ? coupon.couponId : null,
            receiverName: address.receiverName,
            receiverMobile: address.receiverMobile,
            region: regionOf(address),
            address: address.address,
            at: Number(payOrder.created_at),
          });
        },
      });
      // a replayed clientKey answers the order it made, with that order's own figures
      const made = await app.db
        .selectFrom('physical_orders')
        .select(['goods_fen', 'shipping_fen', 'discount_fen'])
        .where('order_no', '=', order.orderNo)
        .where('user_id', '=', me.id)
        .executeTakeFirst();
      // the key named another kind of purchase: no book order answers it
      if (!made) throw badRequest(ACCOUNT_WALLET_MESSAGES.orderNotFound);
      return {
        code: 1 as const,
        result: {
          order: bookPayment(order),
          goodsFen: Number(made.goods_fen),
          shippingFen: Number(made.shipping_fen),
          discountFen: Number(made.discount_fen),
        },
        message: MALL_MESSAGES.ordered,
      };
    },
  );

  await serve(
    app,
    e.payment,
    {
      tags,
      summary: '图书订单的支付状态（本人的；向渠道查询并据此入账或关闭）',
      preValidation: signedInFirst,
      config: { fieldMessages: { orderNo: ACCOUNT_WALLET_MESSAGES.orderNotFound } },
    },
    async (request) => {
      const me = await request.requireUser();
      const { orderNo } = request.query;
      bookPayment(await app.payments.ownOrder(me.id, orderNo));
      return { code: 1 as const, result: bookPayment(await app.payments.query(me.id, orderNo)) };
    },
  );
}
