import { MOBILE_PATTERN, REAL_NAME_MAX, SMS_CODE_PATTERN } from '@portal/api/rules/user';
import { messages } from '../../messages';

const { errors } = messages.auth;

/** the identities the form offers */
export const IDENTITY_CODES: readonly number[] = messages.auth.identities.map((item) => item.value);

/** Each returns the Chinese message to show, or null when the value is fine. */
export function validateMobile(value: string): string | null {
  return MOBILE_PATTERN.test(value.trim()) ? null : errors.mobile;
}

export function validateCode(value: string): string | null {
  return SMS_CODE_PATTERN.test(value.trim()) ? null : errors.code;
}

export function validateRealName(value: string): string | null {
  const name = value.trim();
  if (name === '') return errors.realNameRequired;
  return Array.from(name).length > REAL_NAME_MAX ? errors.realNameTooLong : null;
}

export function validateIdentity(value: number | null | undefined): string | null {
  return value != null && IDENTITY_CODES.includes(value) ? null : errors.identity;
}
