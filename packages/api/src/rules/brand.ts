/**
 * The rules of the brand pages (spec 1 brands, 4 follow buttons, 7 Brand calls, 9 sizes), declared
 * once for the contract, the server and the screens. Schema-free.
 */

/** What the server answers and the screens show (spec 7: '订阅成功' when a product line is subscribed). */
export const BRAND_MESSAGES = {
  subscribed: '订阅成功',
  unsubscribed: '已取消订阅',
  followed: '关注成功',
  unfollowed: '已取消关注',
  signedUp: '报名成功',
  signUpCancelled: '已取消报名',
  brandNotFound: '品牌不存在',
  categoryNotFound: '器械分类不存在',
  productLineNotFound: '产品线不存在',
  productNotFound: '产品不存在',
  activityNotFound: '活动不存在',
  activityEnded: '活动已结束，无法报名',
  activityFull: '活动名额已满',
} as const;

export const BRAND_LIMITS = {
  /** a category home's brands, lines, hot products and activities */
  homeBrands: 24,
  homeProductLines: 12,
  homeHotProducts: 8,
  homeActivities: 6,
  /** products of a line or brand per page */
  productsPageSize: 12,
  /** activities of a brand or category per page */
  activitiesPageSize: 10,
  /** content linked to a product or line per page */
  linkedPageSize: 10,
} as const;

/** spec 9: a product line's image is 128×128 (products share the square) */
export const PRODUCT_LINE_IMAGE = { width: 128, height: 128 } as const;

/**
 * A brand activity's phase, from its times at read time (so it never goes stale): sign-up runs
 * until it ends, as long as places remain.
 */
export type BrandActivityPhase = 'upcoming' | 'ongoing' | 'ended';

export function brandActivityPhase(
  activity: { startTime: number; endTime: number },
  now: number,
): BrandActivityPhase {
  if (now < activity.startTime) return 'upcoming';
  return now < activity.endTime ? 'ongoing' : 'ended';
}

/** what a screen says of a phase */
export const BRAND_ACTIVITY_PHASE_LABELS: Record<BrandActivityPhase, string> = {
  upcoming: '报名中',
  ongoing: '进行中',
  ended: '已结束',
};
