import type { RequirementType, SubmitRequirementBody } from '@portal/api/contract/portal';
import {
  OTHER_REQUIREMENT_DESC,
  REQUIREMENT_LIMITS,
  REQUIREMENT_MESSAGES,
} from '@portal/api/rules/requirement';

export interface RequirementForm {
  /** codes of the ticked types */
  selected: readonly string[];
  contact: string;
  remark: string;
}

/**
 * The first error of spec 5's order (type, contact, 其他 without remark), or null: the server's
 * rules (`@portal/api/rules/requirement`), checked before sending.
 */
export function validateRequirement(form: RequirementForm, types: readonly RequirementType[]): string | null {
  if (form.selected.length === 0) return REQUIREMENT_MESSAGES.noType;
  if (!form.contact.trim()) return REQUIREMENT_MESSAGES.noContact;
  const otherCodes = types
    .filter((type) => type.desc.trim() === OTHER_REQUIREMENT_DESC)
    .map((type) => type.code);
  if (form.selected.some((code) => otherCodes.includes(code)) && !form.remark.trim())
    return REQUIREMENT_MESSAGES.otherNeedsRemark;
  return null;
}

/** The submission: codes in the list's order, comma-joined; texts trimmed and within the limits. */
export function toSubmission(
  form: RequirementForm,
  types: readonly RequirementType[],
): SubmitRequirementBody {
  const chosen = new Set(form.selected);
  return {
    typesStr: types
      .filter((type) => chosen.has(type.code))
      .map((type) => type.code)
      .join(','),
    contactInformation: form.contact.trim().slice(0, REQUIREMENT_LIMITS.contact),
    remark: form.remark.trim().slice(0, REQUIREMENT_LIMITS.remark),
  };
}
