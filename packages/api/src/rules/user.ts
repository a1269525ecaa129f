/**
 * Sign-in and registration rules (spec 3), declared once for the contract's schemas, the server and
 * the shell's forms. Schema-free.
 */

/** A mainland mobile number: 11 digits, 13x to 19x. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** The SMS verification code: six digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;

/** Seconds before the same mobile may ask for another code (the server's default). */
export const SMS_RESEND_SECONDS = 60;

/** Characters of a real name, trimmed. */
export const REAL_NAME_MAX = 20;

/** What the server answers and the forms show. */
export const USER_MESSAGES = {
  codeSent: '验证码已发送',
} as const;
