import { Id, IgnoredUserId, okResult } from '@portal/api/contract/envelope';
import { ClientKey, OrderNo, PayChannelSchema, PayOrder } from '@portal/api/contract/payments';
import { type Static, Type } from 'typebox';

/**
 * The book mall (issue 21): a book's page, the buyer's last delivery address, and a book order
 * paid through the payments calls. Prices in fen.
 */

export const BookQuery = Type.Object({ bookId: Id() });
export type BookQuery = Static<typeof BookQuery>;

/** Book (spec 3) as its page shows it: authors (A) and translators (T) apart, prices in fen. */
export const BookDetail = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  priceFen: Type.Integer(),
  /** null when not discounted */
  discountPriceFen: Type.Union([Type.Integer(), Type.Null()]),
  introduction: Type.String(),
  press: Type.String(),
  publishYear: Type.Integer(),
  isbn: Type.String(),
  authors: Type.Array(Type.String()),
  translators: Type.Array(Type.String()),
  /** copies left */
  stock: Type.Integer(),
  sales: Type.Integer(),
  views: Type.Integer(),
});
export type BookDetail = Static<typeof BookDetail>;
export const BookResponse = okResult(BookDetail);

const Text = (maxLength: number) => Type.String({ maxLength });

/** A delivery address (receiver, mobile, region as province / city / district, street address). */
export const DeliveryAddressSchema = Type.Object({
  receiverName: Text(100),
  receiverMobile: Text(40),
  province: Text(40),
  city: Text(100),
  district: Text(100),
  address: Text(500),
});

/** the session user's last delivery address, in full (theirs alone); null before their first order */
export const LastAddressResponse = okResult(Type.Union([DeliveryAddressSchema, Type.Null()]));

export const BookOrderBody = Type.Object({
  bookId: Id(),
  quantity: Type.Integer({ minimum: 1, maximum: 1000 }),
  address: DeliveryAddressSchema,
  channel: PayChannelSchema,
  clientKey: ClientKey(),
  /** one of the buyer's unused coupons covering books */
  couponId: Type.Optional(Id({ description: '使用的优惠券（本人未使用的）' })),
  userId: IgnoredUserId(),
});
export type BookOrderBody = Static<typeof BookOrderBody>;

/**
 * A book order's payment: the payments' order with its own kind. (The payments calls' answers name
 * the kinds of 1.x only; a book order's payment is answered by the mall's calls.)
 */
export const BookPayment = Type.Object({
  ...Type.Omit(PayOrder, ['kind']).properties,
  kind: Type.Literal('book'),
});
export type BookPayment = Static<typeof BookPayment>;

/** the book order made (its number is the payment's), and the payment to show */
export const BookOrderResponse = okResult(
  Type.Object({
    order: BookPayment,
    goodsFen: Type.Integer(),
    shippingFen: Type.Integer(),
    discountFen: Type.Integer(),
  }),
);

export const BookPaymentQuery = Type.Object({ orderNo: OrderNo() });
export type BookPaymentQuery = Static<typeof BookPaymentQuery>;
/** the payment as the channel now has it (asked of the channel, and acted on) */
export const BookPaymentResponse = okResult(BookPayment);
