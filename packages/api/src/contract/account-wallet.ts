import { okList, okResult, PageQuery } from '@portal/api/contract/envelope';
import { Invoice } from '@portal/api/contract/meeting-orders';
import { OrderNo, PayOrder } from '@portal/api/contract/payments';
import { type Static, Type } from 'typebox';
import type {
  CouponKind,
  CouponScope,
  CouponState,
  CouponTarget,
  LedgerKind,
  MyCourseTab,
  PhysicalOrderState,
} from '../rules/account-wallet';

/**
 * Schemas of the account area's own purchase pages (issue 14): the coin ledger, orders and
 * invoices, coupons, book orders and my courses. Every call answers for the session's user alone;
 * none takes a user id. Amounts are integers: fen for money, whole coins for 神贝.
 */

const L = Type.Literal;
const LedgerKindSchema = Type.Union([L('recharge'), L('gift'), L('purchase'), L('refund')]);
const CouponStateSchema = Type.Union([L('unused'), L('used'), L('expired')]);
const CouponKindSchema = Type.Union([L('amount'), L('discount')]);
const CouponScopeSchema = Type.Union([L('all'), L('meeting'), L('book')]);
const PhysicalOrderStateSchema = Type.Union([
  L('unpaid'),
  L('paid'),
  L('shipped'),
  L('completed'),
  L('cancelled'),
]);
const MyCourseTabSchema = Type.Union([L('studying'), L('finished')]);

// ---- the coin ledger ----

export const LedgerQuery = Type.Object({ ...PageQuery });
export type LedgerQuery = Static<typeof LedgerQuery>;

/** one movement of the user's coins, or of their money for a purchase */
export const LedgerEntry = Type.Object({
  id: Type.String(),
  kind: LedgerKindSchema,
  /** COIN: 神贝; FEN: money paid through a channel (a purchase, its refund) */
  currency: Type.Union([Type.Literal('COIN'), Type.Literal('FEN')]),
  /** signed: + in, − out (coins, or fen) */
  amount: Type.Integer(),
  /** what it was, in words: 充值 700 神贝 / 送礼物《会议》 / 购买《会议》 */
  title: Type.String(),
  /** the gift's or purchase's meeting, to link it */
  meetingId: Type.Union([Type.Integer(), Type.Null()]),
  orderNo: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.Integer(),
});
export type LedgerEntry = Static<typeof LedgerEntry>;
export const LedgerResponse = okList(LedgerEntry);

// ---- orders and invoices ----

export const MyOrdersQuery = Type.Object({ ...PageQuery });
export type MyOrdersQuery = Static<typeof MyOrdersQuery>;

export const MyOrder = Type.Object({
  order: PayOrder,
  /** a play order's meeting (its page holds the invoice form) */
  meetingId: Type.Union([Type.Integer(), Type.Null()]),
  /** the order's live invoice, else its latest reversed one */
  invoice: Type.Union([Invoice, Type.Null()]),
  /** paid, a play order, no live invoice: the meeting's page may ask for one */
  canAskInvoice: Type.Boolean(),
  /** the coupon the order holds (unpaid) or used (paid), in words, and what it took off */
  coupon: Type.Union([Type.Object({ title: Type.String(), offFen: Type.Integer() }), Type.Null()]),
});
export type MyOrder = Static<typeof MyOrder>;
export const MyOrdersResponse = okList(MyOrder);

/** 取消订单: an unpaid order of the user's closed (a paid one cannot be) */
export const CancelOrderBody = Type.Object({ orderNo: OrderNo() });
export type CancelOrderBody = Static<typeof CancelOrderBody>;
export const CancelOrderResponse = okResult(PayOrder);

export const MyInvoicesQuery = Type.Object({ ...PageQuery });
export type MyInvoicesQuery = Static<typeof MyInvoicesQuery>;
export const MyInvoice = Type.Object({
  invoice: Invoice,
  /** the order it is for, in words */
  subject: Type.String(),
  meetingId: Type.Union([Type.Integer(), Type.Null()]),
  reversedAt: Type.Union([Type.Integer(), Type.Null()]),
});
export type MyInvoice = Static<typeof MyInvoice>;
export const MyInvoicesResponse = okList(MyInvoice);

// ---- coupons ----

export const CouponsQuery = Type.Object({
  state: Type.Optional(CouponStateSchema),
  ...PageQuery,
});
export type CouponsQuery = Static<typeof CouponsQuery>;

export const Coupon = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  title: Type.String(),
  kind: CouponKindSchema,
  /** kind amount: fen off */
  amountFen: Type.Union([Type.Integer(), Type.Null()]),
  /** kind discount: the share paid, in percent (85 = 8.5 折) */
  discountPercent: Type.Union([Type.Integer(), Type.Null()]),
  /** fen the order must reach; 0 = none */
  minSpendFen: Type.Integer(),
  scope: CouponScopeSchema,
  validFrom: Type.Integer(),
  validTo: Type.Integer(),
  state: CouponStateSchema,
  usedOrderNo: Type.Union([Type.String(), Type.Null()]),
  usedAt: Type.Union([Type.Integer(), Type.Null()]),
  /** an unused coupon held by an unpaid order (使用中): used once it is paid, free again once it closes */
  reservedOrderNo: Type.Union([Type.String(), Type.Null()]),
});
export type Coupon = Static<typeof Coupon>;
export const CouponsResponse = okList(Coupon);

/** the coupons an order of this price and kind could use now */
export const UsableCouponsQuery = Type.Object({
  amountFen: Type.Integer({
    minimum: 1,
    maximum: 100_000_000,
    default: 9_900,
    description: '订单原价（分）',
  }),
  scope: Type.Union([L('meeting'), L('book')], { default: 'meeting', description: '订单类型' }),
});
export type UsableCouponsQuery = Static<typeof UsableCouponsQuery>;
export const UsableCoupon = Type.Object({
  coupon: Coupon,
  /** what the order would cost with it (fen, at least 1) */
  payFen: Type.Integer({ minimum: 1 }),
  /** what it takes off (fen) */
  offFen: Type.Integer({ minimum: 0 }),
});
export type UsableCoupon = Static<typeof UsableCoupon>;
export const UsableCoupons = Type.Object({
  /** the best first: the most off, then the soonest to lapse */
  list: Type.Array(UsableCoupon),
  /** the user's coupons that would fit but an unpaid order holds */
  inUse: Type.Integer({ minimum: 0 }),
});
export type UsableCoupons = Static<typeof UsableCoupons>;
export const UsableCouponsResponse = okResult(UsableCoupons);

export const CouponCounts = Type.Object({
  unused: Type.Integer(),
  used: Type.Integer(),
  expired: Type.Integer(),
});
export type CouponCounts = Static<typeof CouponCounts>;
export const CouponCountsResponse = okResult(CouponCounts);

// ---- physical (book) orders ----

export const PhysicalOrdersQuery = Type.Object({
  state: Type.Optional(PhysicalOrderStateSchema),
  ...PageQuery,
});
export type PhysicalOrdersQuery = Static<typeof PhysicalOrdersQuery>;

export const PhysicalOrderItem = Type.Object({
  bookId: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  unitPriceFen: Type.Integer(),
  quantity: Type.Integer(),
});
export type PhysicalOrderItem = Static<typeof PhysicalOrderItem>;

export const PhysicalOrder = Type.Object({
  orderNo: Type.String(),
  state: PhysicalOrderStateSchema,
  items: Type.Array(PhysicalOrderItem),
  quantity: Type.Integer(),
  goodsFen: Type.Integer(),
  shippingFen: Type.Integer(),
  discountFen: Type.Integer(),
  amountFen: Type.Integer(),
  /** masked in lists (王*国), whole in the detail */
  receiverName: Type.String(),
  receiverMobile: Type.String(),
  address: Type.String(),
  logisticsCompany: Type.Union([Type.String(), Type.Null()]),
  trackingNo: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.Integer(),
  paidAt: Type.Union([Type.Integer(), Type.Null()]),
  shippedAt: Type.Union([Type.Integer(), Type.Null()]),
  completedAt: Type.Union([Type.Integer(), Type.Null()]),
  cancelledAt: Type.Union([Type.Integer(), Type.Null()]),
});
export type PhysicalOrder = Static<typeof PhysicalOrder>;
export const PhysicalOrdersResponse = okList(PhysicalOrder);
export const PhysicalOrderResponse = okResult(PhysicalOrder);

export const PhysicalOrderCounts = Type.Object({
  unpaid: Type.Integer(),
  paid: Type.Integer(),
  shipped: Type.Integer(),
  completed: Type.Integer(),
  cancelled: Type.Integer(),
});
export type PhysicalOrderCounts = Static<typeof PhysicalOrderCounts>;
export const PhysicalOrderCountsResponse = okResult(PhysicalOrderCounts);

/** a book order's number (B + Beijing time + 6 digits); the default names none, for the agreement test */
const PhysicalOrderNo = () =>
  Type.String({ pattern: '^[A-Z0-9]{12,40}$', default: 'B00000000000000000000', description: '实物订单号' });
export const PhysicalOrderNoQuery = Type.Object({ orderNo: PhysicalOrderNo() });
export type PhysicalOrderNoQuery = Static<typeof PhysicalOrderNoQuery>;
export const PhysicalOrderMoveBody = Type.Object({ orderNo: PhysicalOrderNo() });
export type PhysicalOrderMoveBody = Static<typeof PhysicalOrderMoveBody>;

// ---- my courses ----

export const MyCoursesQuery = Type.Object({
  tab: Type.Optional(MyCourseTabSchema),
  ...PageQuery,
});
export type MyCoursesQuery = Static<typeof MyCoursesQuery>;

export const MyCourse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  speakerNames: Type.String(),
  /** yuan; null = free (spec 3 money) */
  money: Type.Union([Type.Number(), Type.Null()]),
  lectures: Type.Integer(),
  /** lectures watched to their end */
  lecturesDone: Type.Integer(),
  /** 0–100, of the course's whole length */
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  lastStudiedAt: Type.Integer(),
});
export type MyCourse = Static<typeof MyCourse>;
export const MyCoursesResponse = okList(MyCourse);

// the schemas' literals are the rules' (a drift fails to compile)
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const agree: [
  Same<Static<typeof LedgerEntry>['kind'], LedgerKind>,
  Same<Static<typeof Coupon>['kind'], CouponKind>,
  Same<Static<typeof Coupon>['scope'], CouponScope>,
  Same<Static<typeof Coupon>['state'], CouponState>,
  Same<Static<typeof UsableCouponsQuery>['scope'], CouponTarget>,
  Same<Static<typeof PhysicalOrder>['state'], PhysicalOrderState>,
  Same<keyof Static<typeof PhysicalOrderCounts>, PhysicalOrderState>,
  Same<NonNullable<Static<typeof MyCoursesQuery>['tab']>, MyCourseTab>,
] = [true, true, true, true, true, true, true, true];
void agree;
