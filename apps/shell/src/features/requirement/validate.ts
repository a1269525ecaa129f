import type { RequirementType, SubmitRequirementBody } from '@portal/api/contract/portal';
import { messages } from '../../messages';

/**
 * Spec 5, 9: contact max 255, remark max 300; the 其他 type makes the remark required. The same
 * values as REQUIREMENT_LIMITS and OTHER_REQUIREMENT_DESC of the contract, restated here because
 * the contract module carries TypeBox (a test keeps them equal).
 */
export const CONTACT_MAX = 255;
export const REMARK_MAX = 300;
export const OTHER_TYPE_DESC = '其他';

export interface RequirementForm {
  /** codes of the ticked types */
  selected: readonly string[];
  contact: string;
  remark: string;
}

/** The first error of spec 5's order (type, contact, 其他 without remark), or null. */
export function validateRequirement(form: RequirementForm, types: readonly RequirementType[]): string | null {
  const { errors } = messages.requirement;
  if (form.selected.length === 0) return errors.type;
  if (!form.contact.trim()) return errors.contact;
  const otherCodes = types.filter((type) => type.desc.trim() === OTHER_TYPE_DESC).map((type) => type.code);
  if (form.selected.some((code) => otherCodes.includes(code)) && !form.remark.trim())
    return errors.otherRemark;
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
    contactInformation: form.contact.trim().slice(0, CONTACT_MAX),
    remark: form.remark.trim().slice(0, REMARK_MAX),
  };
}
