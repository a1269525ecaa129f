import { Id, okResult } from '@portal/api/contract/envelope';
import { ClientKey, OrderNo, PayChannelSchema, PayOrder } from '@portal/api/contract/payments';
import { INVOICE_LIMITS, type InvoiceKind, type InvoiceStatus } from '@portal/api/rules/invoice';
import { type Static, Type } from 'typebox';

/**
 * Paid viewing of a meeting (issue 12): the play order, its payment check, and its invoice.
 * Paying itself goes through the payments calls (`native/pay`, the order queries).
 */

const InvoiceKindSchema = Type.Union([Type.Literal('personal'), Type.Literal('company')]);
const InvoiceStatusSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('issued'),
  Type.Literal('reversed'),
]);
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const agree: [
  Same<Static<typeof InvoiceKindSchema>, InvoiceKind>,
  Same<Static<typeof InvoiceStatusSchema>, InvoiceStatus>,
] = [true, true];
void agree;

export const PlayOrderBody = Type.Object({
  meetingId: Id(),
  channel: PayChannelSchema,
  clientKey: ClientKey(),
  /** one of the buyer's unused coupons covering paid meetings; the order costs the price less it */
  couponId: Type.Optional(Id({ description: '使用的优惠券（本人未使用的）' })),
  userId: Type.Optional(Type.Integer({ description: '忽略：以会话用户为准' })),
});
export type PlayOrderBody = Static<typeof PlayOrderBody>;
export const PlayOrderResponse = okResult(PayOrder);

export const VerifyPlayOrderBody = Type.Object({ orderNo: OrderNo() });
export type VerifyPlayOrderBody = Static<typeof VerifyPlayOrderBody>;
export const PlayOrderVerification = Type.Object({
  order: PayOrder,
  /** the video is unlocked for the buyer, on every device */
  canWatch: Type.Boolean(),
});
export type PlayOrderVerification = Static<typeof PlayOrderVerification>;
export const PlayOrderVerificationResponse = okResult(PlayOrderVerification);

export const Invoice = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  kind: InvoiceKindSchema,
  title: Type.String(),
  taxpayerNo: Type.String(),
  email: Type.String(),
  amountFen: Type.Integer(),
  status: InvoiceStatusSchema,
  createdAt: Type.Integer(),
  issuedAt: Type.Union([Type.Integer(), Type.Null()]),
});
export type Invoice = Static<typeof Invoice>;

export const SaveInvoiceBody = Type.Object({
  orderNo: OrderNo(),
  kind: Type.String({ maxLength: 16 }),
  title: Type.String({ maxLength: INVOICE_LIMITS.titleMax * 4 }),
  taxpayerNo: Type.Optional(Type.String({ maxLength: 40 })),
  email: Type.String({ maxLength: INVOICE_LIMITS.emailMax * 2 }),
  /** fen; the whole paid amount when left out */
  amountFen: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
  userId: Type.Optional(Type.Integer({ description: '忽略：以会话用户为准' })),
});
export type SaveInvoiceBody = Static<typeof SaveInvoiceBody>;
export const SaveInvoiceResponse = okResult(Invoice);

export const PlayOrderInvoiceQuery = Type.Object({ meetingId: Id() });
export type PlayOrderInvoiceQuery = Static<typeof PlayOrderInvoiceQuery>;
/** the reader's paid play order of a meeting and its invoice (nulls when there is none) */
export const PlayOrderInvoice = Type.Object({
  order: Type.Union([PayOrder, Type.Null()]),
  invoice: Type.Union([Invoice, Type.Null()]),
});
export type PlayOrderInvoice = Static<typeof PlayOrderInvoice>;
export const PlayOrderInvoiceResponse = okResult(PlayOrderInvoice);
