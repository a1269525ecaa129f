/**
 * The money rules both sides need (issue 12), schema-free: order kinds and states, the payment
 * channels, limits, and the Chinese messages the server answers and the screens show. Amounts are
 * integers: money in fen (分), coins (神贝) in whole coins.
 */

/** what an order buys */
export const ORDER_KINDS = ['recharge', 'meeting-play', 'gift'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/**
 * Every kind of order the server makes: ORDER_KINDS, the mall's book orders and the classroom's
 * course orders (issue 22). A book (course) order is answered only by the mall's (classroom's) own calls: the payments calls' answers name ORDER_KINDS alone, since a
 * new value in an answer remotes built against 1.x already read could break them ("Version skew").
 */
export const PAYMENT_KINDS = [...ORDER_KINDS, 'book', 'course'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const isOrderKind = (kind: string): kind is OrderKind =>
  (ORDER_KINDS as readonly string[]).includes(kind);

/**
 * An order's states and the only moves between them: created → paying → paid → fulfilled,
 * created/paying → closed (cancelled or expired, nothing paid), paid/fulfilled → refunded.
 */
export const ORDER_STATUSES = ['created', 'paying', 'paid', 'fulfilled', 'closed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** where an order's money comes from: a native-QR channel, or the buyer's coins (gifts) */
export const PAY_CHANNELS = ['wechat', 'alipay'] as const;
export type PayChannel = (typeof PAY_CHANNELS)[number];
export type OrderChannel = PayChannel | 'coins';

export const isPayChannel = (value: string): value is PayChannel =>
  (PAY_CHANNELS as readonly string[]).includes(value);

export const PAY_CHANNEL_NAMES: Record<PayChannel, string> = { wechat: '微信支付', alipay: '支付宝' };

/** the coins' name on every screen */
export const COIN_NAME = '神贝';

/** the recharge channel the spec's rate list is asked for (getShenbeiRateList channel O: the web) */
export const RECHARGE_RATE_CHANNEL = 'O';

export const PAYMENT_LIMITS = {
  /** an unpaid order closes after this long (and its QR code stops working) */
  orderTtlMs: 15 * 60_000,
  /** how often a paying screen asks after its order */
  pollIntervalMs: 2_000,
  /** gifts of one kind sent at once */
  maxGiftCount: 99,
  /** a client's key of one click (its retries and double clicks make one order) */
  clientKeyMax: 64,
} as const;

/** a client's key for one purchase: letters, digits, '-' and '_' */
export const CLIENT_KEY_PATTERN = '^[A-Za-z0-9_-]{8,64}$';

/** The finished states: the order moves no more (but a paid one may still be refunded). */
export const isSettled = (status: OrderStatus): boolean =>
  status === 'fulfilled' || status === 'closed' || status === 'refunded';

/** fen as yuan for a screen: 680 → '6.80', 30000 → '300.00' */
export function formatYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** what the server answers and the screens show */
export const PAYMENT_MESSAGES = {
  noChannel: '暂不支持该支付方式',
  unavailable: '支付暂不可用，请稍后再试',
  orderNotFound: '订单不存在',
  orderClosed: '订单已关闭，请重新下单',
  orderPaid: '订单已支付',
  wrongChannel: '订单的支付方式不符',
  noRate: '充值档位不存在',
  insufficientCoins: `${COIN_NAME}余额不足`,
  noGift: '礼物不存在',
  badCount: `每次最多赠送 ${PAYMENT_LIMITS.maxGiftCount} 个`,
  alreadyBought: '您已购买本会议，无需重复购买',
  freeMeeting: '本会议免费观看，无需购买',
  notPayable: '该会议暂不能购买',
  tooFast: '操作过于频繁，请稍后再试',
  giftNotLive: '该会场当前未在直播，不能送礼物',
  cannotCancelPaid: '订单已支付，不能取消',
  cannotCancel: '订单当前状态不能取消',
} as const;

/** the state of an order in words, for its owner */
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  created: '待支付',
  paying: '待支付',
  paid: '已支付',
  fulfilled: '已完成',
  closed: '已关闭',
  refunded: '已退款',
};

/**
 * The QR image of an order's native payment, drawn by the server for the order's owner (what it
 * carries may be a channel's own scheme, weixin://…, which the public QR route does not draw).
 */
export const payQrPath = (orderNo: string) => `/pay/qr/${encodeURIComponent(orderNo)}.svg`;
