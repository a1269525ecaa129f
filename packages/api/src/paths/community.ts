/**
 * Community calls (spec 7, /wapi/community/...). Only the ones built so far; the community area
 * adds the rest. Schema-free, so screens can import them without TypeBox.
 */
export const communityPaths = {
  /** POST ask a question (saveQa): title and optional text, for the session user */
  saveQa: '/wapi/community/saveQa',
} as const;

export { questionHomeUrl } from '../links';
export { COMMUNITY_MESSAGES, QUESTION_LIMITS } from '../rules/community';
