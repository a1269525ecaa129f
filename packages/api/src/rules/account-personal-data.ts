/**
 * The profile and identity verification of /personaldata (issue 14), declared once for the
 * contract's schemas, the server and the forms. Schema-free.
 */

import { IDENTITY, IS_AUTH } from '@portal/api/identity';
import { IDENTITY_REVIEW_TYPE } from '@portal/api/rules/reviews';
import { REAL_NAME_MAX } from '@portal/api/rules/user';

/** Characters of each profile field, after trimming; the columns hold at least this much. */
export const PROFILE_LIMITS = {
  realNameMax: REAL_NAME_MAX,
  companyMax: 100,
  departmentMax: 50,
  introductionMax: 500,
  websiteMax: 300,
} as const;

/**
 * 职称: the choices of the profile form. Earlier profiles may hold a title outside this list
 * (`主任医师 教授`); it stays as it is until its owner picks another, which then comes from here.
 */
export const TITLE_OPTIONS = [
  '主任医师',
  '副主任医师',
  '主治医师',
  '住院医师',
  '规培医师',
  '主任护师',
  '副主任护师',
  '主管护师',
  '护师',
  '护士',
  '主任技师',
  '副主任技师',
  '主管技师',
  '技师',
  '主任药师',
  '副主任药师',
  '主管药师',
  '药师',
  '医学生',
  '其他',
] as const;

/**
 * The identities that may apply for verification: the medical professions. 3 (patients and the
 * public, shown anonymously), 4 (corporate: verified through its company, not a practising
 * certificate) and 7 (other, non-medical) may not; a person holding one of those cannot change
 * identity by applying either, since that would put a name on what they published anonymously.
 */
export const VERIFIABLE_IDENTITIES: readonly number[] = [
  IDENTITY.doctor,
  IDENTITY.nurse,
  IDENTITY.student,
  IDENTITY.technician,
];

/**
 * The identities' Chinese names, as the verification form and the moderator read them (the same
 * words as `identityLabel` of `@portal/session/identity`, which could re-export these).
 */
export const IDENTITY_LABELS: Readonly<Record<number, string>> = {
  [IDENTITY.doctor]: '医生',
  [IDENTITY.nurse]: '护士',
  [IDENTITY.patient]: '患者/大众',
  [IDENTITY.corporate]: '企业用户',
  [IDENTITY.student]: '医学生',
  [IDENTITY.technician]: '技师/药师',
  [IDENTITY.otherPublic]: '其他',
};

export const identityName = (identity: number | null | undefined): string =>
  identity == null ? '未选择' : (IDENTITY_LABELS[identity] ?? '未知身份');

/** Whether a person whose identity is this may apply (null: not chosen yet, they choose now). */
export function mayApplyForVerification(identity: number | null | undefined): boolean {
  return identity === null || identity === undefined || VERIFIABLE_IDENTITIES.includes(identity);
}

/** `review_queue.content_type` of an identity verification (declared with the queue's rules). */
export { IDENTITY_REVIEW_TYPE };
export const IDENTITY_REVIEW_LABEL = '身份认证';
/** what a moderator might write when turning an application down (the reason box's example) */
export const IDENTITY_REJECT_EXAMPLE = '例如：执业证照片模糊，无法辨认姓名，请重新拍摄上传';

export type VerificationStatus = 'pending' | 'approved' | 'rejected';

/** isAuth as the page names it (spec 3: 1 verified, 2 under review, 3 failed, otherwise unverified). */
export function authStateLabel(isAuth: number): string {
  if (isAuth === IS_AUTH.verified) return '已认证';
  if (isAuth === IS_AUTH.reviewing) return '审核中';
  if (isAuth === IS_AUTH.failed) return '认证失败';
  return '未认证';
}

/** What the server answers and the forms show. */
export const PERSONAL_DATA_MESSAGES = {
  saved: '保存成功',
  realNameRequired: `请输入真实姓名（1-${PROFILE_LIMITS.realNameMax}个字）`,
  realNameTooLong: `真实姓名不能超过${PROFILE_LIMITS.realNameMax}个字`,
  realNameLocked: '认证审核中或已通过认证，姓名不可修改',
  badTitle: '请从列表中选择职称',
  companyTooLong: `医院/单位不能超过${PROFILE_LIMITS.companyMax}个字`,
  departmentTooLong: `科室不能超过${PROFILE_LIMITS.departmentMax}个字`,
  introductionTooLong: `个人简介不能超过${PROFILE_LIMITS.introductionMax}个字`,
  websiteTooLong: `个人网站不能超过${PROFILE_LIMITS.websiteMax}个字符`,
  badWebsite: '个人网站须以 http:// 或 https:// 开头',
  badAvatar: '头像须为本站上传的图片',
  badIdentity: '请选择认证身份',
  identityLocked: '身份已设置，如需变更请提交身份认证',
  identityCannotApply: '当前身份不能申请医生认证',
  certificateRequired: '请上传执业证照片',
  badgeRequired: '请上传工牌照片',
  badImage: '证件照片须为您本人在本站上传的图片',
  profileIncomplete: '请先在基本资料中填写真实姓名、医院/单位和职称',
  alreadyPending: '认证资料审核中，请勿重复提交',
  alreadyVerified: '您已通过身份认证',
  submitted: '提交成功，请等待审核',
  rejectedBecause: (reason: string) => `认证失败：${reason}`,
} as const;
