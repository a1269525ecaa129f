import {
  OTHER_REQUIREMENT_DESC,
  REQUIREMENT_LIMITS,
  REQUIREMENT_MESSAGES,
} from '@portal/api/rules/requirement';
import { badRequest } from '../../../lib/app-error';

/** characters as a reader counts them (an emoji is one), not UTF-16 units */
export const charCount = (text: string) => [...text].length;

/** `A, B,,A，C` -> ['A', 'B', 'C'] */
export function parseTypeCodes(typesStr: string): string[] {
  return [...new Set(typesStr.split(/[,，]/).map((s) => s.trim()))].filter(Boolean);
}

export interface RequirementInput {
  typesStr: string;
  contactInformation: string;
  remark?: string;
}

export interface CleanRequirement {
  /** known codes, deduplicated, in the types' order, comma-joined */
  typesStr: string;
  contactInformation: string;
  remark: string;
}

/**
 * The requirement popup's rules (spec 5, 9) on the server, in the popup's order; throws the
 * spec's Chinese message for the first that fails.
 */
export function checkRequirement(
  input: RequirementInput,
  knownTypes: readonly { code: string; desc: string }[],
): CleanRequirement {
  const codes = parseTypeCodes(input.typesStr);
  const contact = input.contactInformation.trim();
  const remark = (input.remark ?? '').trim();
  if (codes.length === 0) throw badRequest(REQUIREMENT_MESSAGES.noType);
  if (!contact) throw badRequest(REQUIREMENT_MESSAGES.noContact);
  if (charCount(contact) > REQUIREMENT_LIMITS.contact) throw badRequest(REQUIREMENT_MESSAGES.contactTooLong);
  if (charCount(remark) > REQUIREMENT_LIMITS.remark) throw badRequest(REQUIREMENT_MESSAGES.remarkTooLong);
  const byCode = new Map(knownTypes.map((t) => [t.code, t]));
  if (codes.some((code) => !byCode.has(code))) throw badRequest(REQUIREMENT_MESSAGES.unknownType);
  const chosen = knownTypes.filter((t) => codes.includes(t.code));
  if (!remark && chosen.some((t) => t.desc === OTHER_REQUIREMENT_DESC)) {
    throw badRequest(REQUIREMENT_MESSAGES.otherNeedsRemark);
  }
  return { typesStr: chosen.map((t) => t.code).join(','), contactInformation: contact, remark };
}
