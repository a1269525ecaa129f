/**
 * The requirement popup's rules (spec 3, 5, 9), declared once for the server (which checks them
 * after trimming, in characters) and the shell's popup (which applies them as the user types).
 * Schema-free.
 */
export const REQUIREMENT_LIMITS = {
  /** characters of the contact, trimmed */
  contact: 255,
  /** characters of the remark, trimmed */
  remark: 300,
} as const;

/** The type whose choice makes the remark required. */
export const OTHER_REQUIREMENT_DESC = '其他';

/** What the server answers and the popup shows, in the order the rules are checked (spec 5). */
export const REQUIREMENT_MESSAGES = {
  noType: '请选择需求类型',
  noContact: '请填写联系方式',
  contactTooLong: `联系方式不能超过${REQUIREMENT_LIMITS.contact}个字符`,
  remarkTooLong: `备注不能超过${REQUIREMENT_LIMITS.remark}个字符`,
  unknownType: '需求类型不存在',
  otherNeedsRemark: '请在备注中填写其他需求类型',
  submitted: '提交成功',
} as const;
