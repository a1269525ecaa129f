/**
 * Reviewing what users publish (issue 13 moderation), declared once for the server and the review
 * page. Schema-free.
 */

export const REVIEW_LIMITS = { reasonMax: 200, pageSize: 20 } as const;

/** what a queued item is, as the review page names it (`review_queue.content_type`) */
export const REVIEW_KIND_LABELS: Record<string, string> = {
  community_question: '社区提问',
  community_answer: '社区回答',
  competition_entry: '参赛作品',
  user_article: '病例/文章/科普',
};

/**
 * The review queue's kind of an identity application (issue 14). Declared here, with the queue's
 * other rules, rather than in `account-personal-data`: every page that shows a review state
 * imports this module, and shared modules are not tree-shaken.
 */
export const IDENTITY_REVIEW_TYPE = 'account_identity';

/**
 * Queued kinds that are not something the user published (an identity application): they never
 * count as the user's content under review, so a doctor waiting for verification still opens the
 * editors spec 4 leaves open at isAuth 2, and may ask.
 */
export const NOT_PUBLISHED_REVIEW_KINDS: readonly string[] = [IDENTITY_REVIEW_TYPE];

export const REVIEW_DECISIONS = ['approve', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const REVIEW_MESSAGES = {
  notModerator: '无权审核内容',
  reasonRequired: '请填写驳回原因',
  reasonTooLong: `驳回原因不能超过${REVIEW_LIMITS.reasonMax}个字`,
  badDecision: '审核结果不正确',
  alreadyDecided: '该内容已被处理',
  /** the author edited it after the moderator's page showed it (412): nothing was decided */
  changedSinceShown: '内容已被作者修改，请刷新后重新审核',
  /** a decision that names no version (a page from before versions) */
  refreshFirst: '审核页面已过期，请刷新后重新审核',
  missing: '待审核内容不存在',
  approved: '已通过',
  rejected: '已驳回',
  /** what an author reads on their own content */
  pending: '审核中',
  rejectedBecause: (reason: string) => `未通过审核：${reason}`,
  submittedForReview: '提交成功，审核通过后将公开显示',
} as const;
