import { IDENTITY, IS_AUTH } from '@portal/api/identity';

/**
 * The rules of the department pages (spec 2 /department/detail, 3 Department, 7 Department calls),
 * declared once for the contract, the server and the screens. Schema-free.
 */

/** What the server answers and the screens show of a department's subscription, collection and page. */
export const DEPARTMENT_MESSAGES = {
  subscribed: '订阅成功',
  unsubscribed: '已取消订阅',
  collected: '收藏成功',
  uncollected: '已取消收藏',
  notFound: '科室不存在',
} as const;

export const DEPARTMENT_LIMITS = {
  /** members per page (the 成员 tab) */
  membersPageSize: 20,
  /** what its members published, per page (the 动态 tab) */
  dynamicsPageSize: 10,
  /** pending join applications per page (the administrators' 审核) */
  applicationsPageSize: 20,
  /** feedback per page (the administrators' list) */
  feedbackPageSize: 20,
  /** an applicant's note to the administrators */
  remark: 200,
  /** why an application was not approved */
  reason: 200,
  /** a feedback's text */
  feedbackText: 500,
  /** feedback one person leaves on one department in a day */
  feedbackPerDay: 3,
  /** the hospital's other departments beside a department's page */
  sameHospital: 8,
} as const;

/** What an administrator is told when removing a member (成员 → 移出科室). */
export const MEMBER_MESSAGES = {
  forbidden: '仅该科室的管理员可移出成员',
  notMember: '该用户不是本科室成员',
  adminStays: '不能移出科室管理员',
  removed: '已移出科室',
} as const;

/** A join application's states: waiting for an administrator, approved (a member now), rejected with a reason. */
export type JoinStatus = 'pending' | 'approved' | 'rejected';

/** What the page says of an application (申请加入 shows 审核中 / 已加入 / 未通过). */
export const JOIN_STATUS_LABELS: Record<JoinStatus, string> = {
  pending: '审核中',
  approved: '已加入',
  rejected: '未通过',
};

/** The identity audit of a department (spec 7): a doctor applies to join, its administrators decide. */
export const JOIN_MESSAGES = {
  notDoctor: '仅认证医生可申请加入科室',
  authReviewing: '您的医生认证正在审核中，认证通过后方可申请加入科室',
  authFailed: '您的医生认证未通过，请重新认证后再申请加入科室',
  pleaseAuthenticate: '请先完成医生认证，再申请加入科室',
  alreadyMember: '您已是该科室成员',
  pending: '您的申请正在审核中，请耐心等待',
  applied: '申请已提交，请等待科室管理员审核',
  remarkTooLong: `申请说明不能超过${DEPARTMENT_LIMITS.remark}个字`,
  forbidden: '仅该科室的管理员可审核加入申请',
  applicationNotFound: '申请不存在',
  alreadyDecided: '该申请已处理',
  reasonRequired: '请填写未通过的原因',
  reasonTooLong: `原因不能超过${DEPARTMENT_LIMITS.reason}个字`,
  approved: '已通过，该医生已加入科室',
  rejected: '已拒绝该申请',
  tooMany: '申请过于频繁，请稍后再试',
} as const;

/**
 * Who may apply to join a department: verified doctors only (identity 1, isAuth 1). The reason a
 * person may not, in the words the publish gates use for the same states; null when they may.
 */
export function joinRefusal(user: { identity: number | null; isAuth: number }): string | null {
  if (user.identity !== IDENTITY.doctor) return JOIN_MESSAGES.notDoctor;
  if (user.isAuth === IS_AUTH.verified) return null;
  if (user.isAuth === IS_AUTH.reviewing) return JOIN_MESSAGES.authReviewing;
  if (user.isAuth === IS_AUTH.failed) return JOIN_MESSAGES.authFailed;
  return JOIN_MESSAGES.pleaseAuthenticate;
}

/** an applicant's note, checked after trimming; null when it may be sent */
export function remarkError(remark: string): string | null {
  return Array.from(remark).length > DEPARTMENT_LIMITS.remark ? JOIN_MESSAGES.remarkTooLong : null;
}

/** a rejection's reason (required), checked after trimming; null when it may be sent */
export function reasonError(reason: string): string | null {
  if (!reason) return JOIN_MESSAGES.reasonRequired;
  return Array.from(reason).length > DEPARTMENT_LIMITS.reason ? JOIN_MESSAGES.reasonTooLong : null;
}

/** What a visitor reports about a department: its information is wrong, or something else. */
export const FEEDBACK_TYPES = ['wrong_info', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = { wrong_info: '信息有误', other: '其他' };

export const FEEDBACK_MESSAGES = {
  textRequired: '请填写反馈内容',
  textTooLong: `反馈内容不能超过${DEPARTMENT_LIMITS.feedbackText}个字`,
  submitted: '反馈已提交，感谢您的帮助',
  tooMany: '提交过于频繁，请稍后再试',
  dailyLimit: `今天已对该科室反馈${DEPARTMENT_LIMITS.feedbackPerDay}次，请明天再试`,
  forbidden: '仅该科室的管理员可查看反馈',
} as const;

/** a feedback's text (required), checked after trimming; null when it may be sent */
export function feedbackError(text: string): string | null {
  if (!text) return FEEDBACK_MESSAGES.textRequired;
  return Array.from(text).length > DEPARTMENT_LIMITS.feedbackText ? FEEDBACK_MESSAGES.textTooLong : null;
}
