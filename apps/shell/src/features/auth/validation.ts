import { messages } from '../../messages';

const { errors } = messages.auth;

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const CODE_PATTERN = /^\d{6}$/;
export const REAL_NAME_MAX = 20;
export const IDENTITY_CODES: readonly number[] = messages.auth.identities.map((item) => item.value);

/** Each returns the Chinese message to show, or null when the value is fine. */
export function validateMobile(value: string): string | null {
  return MOBILE_PATTERN.test(value.trim()) ? null : errors.mobile;
}

export function validateCode(value: string): string | null {
  return CODE_PATTERN.test(value.trim()) ? null : errors.code;
}

export function validateRealName(value: string): string | null {
  const name = value.trim();
  if (name === '') return errors.realNameRequired;
  return Array.from(name).length > REAL_NAME_MAX ? errors.realNameTooLong : null;
}

export function validateIdentity(value: number | null | undefined): string | null {
  return value != null && IDENTITY_CODES.includes(value) ? null : errors.identity;
}
