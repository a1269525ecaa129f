/**
 * Asking a question (spec 5, 6, 7 saveQa), declared once for the server (which checks it) and the
 * search page's question form (which checks it as the user types). Schema-free.
 */

import { PUBLISH_MESSAGES } from '../identity';

/** Ask-a-question limits (ours; spec 5 gives none): a question is one line with optional detail. */
export const QUESTION_LIMITS = { titleMin: 5, titleMax: 100, textMax: 2000 } as const;

/** Texts the server and the screens share (spec 5/6 gates, our validation). */
export const COMMUNITY_MESSAGES = {
  pleaseSignIn: PUBLISH_MESSAGES.pleaseSignIn,
  identityCannotPublish: PUBLISH_MESSAGES.identityCannotPublish,
  titleTooShort: `问题标题至少${QUESTION_LIMITS.titleMin}个字`,
  titleTooLong: `问题标题不能超过${QUESTION_LIMITS.titleMax}个字`,
  textTooLong: `问题描述不能超过${QUESTION_LIMITS.textMax}个字`,
  submitted: '提交成功',
} as const;
