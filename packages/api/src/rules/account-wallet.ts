/**
 * Rules of the signed-in user's own purchase pages (issue 14), schema-free, shared by the server
 * and the account remote: the states and their Chinese names, page sizes, masks and messages.
 * Amounts are integers: fen for money, whole coins for 神贝.
 */

import { beijingClock, beijingDate, beijingDateTime } from '@portal/api/beijing-time';

/*
 * Kept for remotes built against 1.x before `@portal/api/beijing-time` (the surface only grows
 * within a major, docs/architecture.md "Version skew"); new code imports `beijing-time`.
 */
/** @deprecated since 1.2.0: `beijingDate` of `@portal/api/beijing-time` */
export const beijingDay = beijingDate;
export { beijingClock, beijingDateTime };

// ---- the coin ledger ----

/** what a line of the ledger was: coins bought, a gift sent, a purchase paid, money or coins back */
export const LEDGER_KINDS = ['recharge', 'gift', 'purchase', 'refund'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_KIND_NAMES: Record<LedgerKind, string> = {
  recharge: '充值',
  gift: '送礼物',
  purchase: '购买',
  refund: '退款',
};

/** the order kinds the orders tab lists (gifts are paid with coins and show in the ledger) */
export const LISTED_ORDER_KINDS = ['recharge', 'meeting-play'] as const;

export const ORDER_KIND_NAMES: Record<string, string> = {
  recharge: '神贝充值',
  'meeting-play': '会议付费观看',
  gift: '礼物',
};

export const INVOICE_STATUS_NAMES = {
  pending: '开票中',
  issued: '已开具',
  reversed: '已红冲',
} as const;

// ---- coupons ----

export const COUPON_STATES = ['unused', 'used', 'expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];
export const COUPON_STATE_NAMES: Record<CouponState, string> = {
  unused: '未使用',
  used: '已使用',
  expired: '已过期',
};

/** an amount off (fen) or a discount (the share paid, in percent: 85 = 8.5 折) */
export const COUPON_KINDS = ['amount', 'discount'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** what a coupon may pay for */
export const COUPON_SCOPES = ['all', 'meeting', 'book'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];
export const COUPON_SCOPE_NAMES: Record<CouponScope, string> = {
  all: '全场通用',
  meeting: '限付费会议',
  book: '限图书商城',
};

/** a coupon's state at `now`: used once an order used it, else expired after its last day */
export function couponState(coupon: { usedAt: number | null; validTo: number }, now: number): CouponState {
  if (coupon.usedAt !== null) return 'used';
  return now > coupon.validTo ? 'expired' : 'unused';
}

/** what a coupon pays for here: a paid meeting's play order is covered by 'all' and 'meeting' */
export type CouponTarget = Exclude<CouponScope, 'all'>;
/**
 * what an order may be paid for with a coupon: a coupon target, or a course (issue 22), which has no
 * scope of its own, so only 'all' (全场通用) covers it
 */
export type OrderCouponTarget = CouponTarget | 'course';
export const couponCovers = (scope: CouponScope, target: OrderCouponTarget): boolean =>
  scope === 'all' || scope === target;

/**
 * The least an order costs with a coupon: ¥0.01. A coupon as large as the price still leaves an
 * order paid through a channel, so every ticket comes from one path (paid → fulfilled).
 */
export const COUPON_MIN_PAY_FEN = 1;

/** what an order of `priceFen` costs with the coupon: the amount off or the share paid, at least ¥0.01 */
export function priceWithCoupon(
  coupon: { kind: CouponKind; amountFen: number | null; discountPercent: number | null },
  priceFen: number,
): number {
  const pay =
    coupon.kind === 'amount'
      ? priceFen - (coupon.amountFen ?? 0)
      : Math.round((priceFen * (coupon.discountPercent ?? 100)) / 100);
  return Math.max(COUPON_MIN_PAY_FEN, Math.min(priceFen, pay));
}

/** an unused coupon an unpaid order holds: not usable elsewhere until that order is paid or closed */
export const COUPON_IN_USE_NAME = '使用中';

/** 8.5 折 from 85, 9 折 from 90 */
export const discountText = (percent: number) =>
  `${percent % 10 === 0 ? percent / 10 : (percent / 10).toFixed(1)} 折`;

// ---- physical (book) orders ----

export const PHYSICAL_ORDER_STATES = ['unpaid', 'paid', 'shipped', 'completed', 'cancelled'] as const;
export type PhysicalOrderState = (typeof PHYSICAL_ORDER_STATES)[number];
export const PHYSICAL_ORDER_STATE_NAMES: Record<PhysicalOrderState, string> = {
  unpaid: '待付款',
  paid: '待发货',
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消',
};

/** the only moves a buyer makes: cancel an unpaid order, confirm a shipped one arrived */
export const PHYSICAL_ORDER_MOVES = {
  cancel: { from: 'unpaid', to: 'cancelled' },
  confirm: { from: 'shipped', to: 'completed' },
} as const satisfies Record<string, { from: PhysicalOrderState; to: PhysicalOrderState }>;

/** 王建国 → 王*国, 李明 → 李*, 欧阳明华 → 欧**华 */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** 13800000001 → 138****0001; anything not 11 digits keeps its first 3 and last 2 */
export function maskMobile(mobile: string): string {
  const m = mobile.trim();
  if (/^\d{11}$/.test(m)) return `${m.slice(0, 3)}****${m.slice(7)}`;
  if (m.length <= 5) return '*'.repeat(m.length);
  return `${m.slice(0, 3)}${'*'.repeat(m.length - 5)}${m.slice(-2)}`;
}

/** a street address in a list: the region, the rest hidden */
export function maskAddress(region: string): string {
  return `${region} ****`;
}

// ---- browsing history ----

/**
 * What a page may record in the browsing history (spec 7 saveBrowsingHistory contentSource): a
 * user article or case, a news item, a meeting, a course (or one of its lectures), a community
 * question.
 */
export const HISTORY_SOURCES = ['mp_article', 'info', 'meeting', 'ocs_course', 'community_question'] as const;
export type HistorySource = (typeof HISTORY_SOURCES)[number];

/** the type badge of a history row */
export const HISTORY_SOURCE_NAMES: Record<HistorySource, string> = {
  mp_article: '文章',
  info: '资讯',
  meeting: '会议',
  ocs_course: '云课堂',
  community_question: '问答',
};

// ---- my courses ----

export const MY_COURSE_TABS = ['studying', 'finished'] as const;
export type MyCourseTab = (typeof MY_COURSE_TABS)[number];
export const MY_COURSE_TAB_NAMES: Record<MyCourseTab, string> = { studying: '学习中', finished: '已学完' };
/** 我的课程's tabs on the page (issue 22): the two of the myCourses call, and the collected courses */
export const MY_COURSE_VIEWS = [...MY_COURSE_TABS, 'collected'] as const;
export type MyCourseView = (typeof MY_COURSE_VIEWS)[number];
export const MY_COURSE_VIEW_NAMES: Record<MyCourseView, string> = {
  ...MY_COURSE_TAB_NAMES,
  collected: '收藏',
};

/** a lecture counts as watched from this share of its length */
export const LECTURE_DONE_SHARE = 0.9;

/** a course's page (spec 2: /cloudclassroomCourse?courseId=) */
export const courseUrl = (courseId: number) => `/cloudclassroomCourse?courseId=${courseId}`;
/** a book's page in the mall (spec 2) */
export const bookUrl = (bookId: number) => `/mall/product/${bookId}`;

export const ACCOUNT_WALLET_PAGE_SIZE = 10;

/** what the server answers and the screens show */
export const ACCOUNT_WALLET_MESSAGES = {
  orderNotFound: '订单不存在',
  cannotCancel: '订单当前状态不能取消',
  cannotConfirm: '订单尚未发货，不能确认收货',
  courseRequired: '请指定课程',
  lectureNotFound: '课程章节不存在',
  courseNotFound: '课程不存在或已下线',
  meetingNotFound: '会议不存在或已下线',
  questionNotFound: '问题不存在或已下线',
  infoNotFound: '资讯不存在或已下线',
} as const;

/** what the server answers when an order is asked to use a coupon it cannot */
export const COUPON_MESSAGES = {
  notFound: '优惠券不存在',
  used: '优惠券已使用',
  inUse: '优惠券正用于另一笔待支付订单，可在“我的订单”中取消该订单后再用',
  notStarted: '优惠券尚未到使用时间',
  expired: '优惠券已过期',
  wrongScope: (scope: string) => `该优惠券${scope}，不能用于本订单`,
  minSpend: (yuan: string) => `订单金额未满 ${yuan} 元，不能使用该优惠券`,
} as const;

// ---- times: Beijing's wall clock (`@portal/api/beijing-time`) ----

/** 今天 / 昨天 / 2026年11月24日: the heading of a day's group of a list, as of `now` */
export function dayHeading(day: string, now: number, words: { today: string; yesterday: string }): string {
  if (day === beijingDate(now)) return words.today;
  if (day === beijingDate(now - 86_400_000)) return words.yesterday;
  const [y, m, d] = day.split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
}
