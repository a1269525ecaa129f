/**
 * Short videos (spec 1, 3, 7): rules and messages the server and the player share (schema-free:
 * browser bundles import them).
 */

export const SHORT_VIDEO_MESSAGES = {
  notFound: '短视频不存在或已下线',
  liked: '点赞成功',
  collected: '收藏成功',
  uncollected: '已取消收藏',
} as const;

export const SHORT_VIDEO_LIMITS = {
  /** a view is counted once per viewer per Beijing day */
  viewWindowMs: 86_400_000,
  /** neighbours the feed answers on each side */
  feedSize: 3,
} as const;

/** 'next': older (further down the feed); 'previous': newer */
export type ShortVideoDirection = 'next' | 'previous';
