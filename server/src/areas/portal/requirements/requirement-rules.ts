import { OTHER_REQUIREMENT_DESC, REQUIREMENT_LIMITS } from '@portal/api/contract/portal';
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
  if (codes.length === 0) throw badRequest('请选择需求类型');
  if (!contact) throw badRequest('请填写联系方式');
  if (charCount(contact) > REQUIREMENT_LIMITS.contact) throw badRequest('联系方式不能超过255个字符');
  if (charCount(remark) > REQUIREMENT_LIMITS.remark) throw badRequest('备注不能超过300个字符');
  const byCode = new Map(knownTypes.map((t) => [t.code, t]));
  if (codes.some((code) => !byCode.has(code))) throw badRequest('需求类型不存在');
  const chosen = knownTypes.filter((t) => codes.includes(t.code));
  if (!remark && chosen.some((t) => t.desc === OTHER_REQUIREMENT_DESC)) {
    throw badRequest('请在备注中填写其他需求类型');
  }
  return { typesStr: chosen.map((t) => t.code).join(','), contactInformation: contact, remark };
}
