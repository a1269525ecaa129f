import {
  IDENTITY_REJECT_EXAMPLE,
  IDENTITY_REVIEW_LABEL,
  IDENTITY_REVIEW_TYPE,
} from '@portal/api/rules/account-personal-data';
import { REVIEW_KIND_LABELS } from '@portal/api/rules/reviews';

/**
 * Every kind the queue holds, as the page names it: the community's content and the account
 * area's identity applications (issue 14), which the same moderators decide.
 */
export const KIND_LABELS: Readonly<Record<string, string>> = {
  ...REVIEW_KIND_LABELS,
  [IDENTITY_REVIEW_TYPE]: IDENTITY_REVIEW_LABEL,
};

/** the reason box's example for a kind; undefined: the page's own */
export const REJECT_EXAMPLES: Readonly<Record<string, string>> = {
  [IDENTITY_REVIEW_TYPE]: IDENTITY_REJECT_EXAMPLE,
};
