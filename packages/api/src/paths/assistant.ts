/**
 * The AI assistant (spec 2: /askAI/char/home?question=). It answers from the portal's own content:
 * the passages that answer the question, composed with numbered citations. The path is ours.
 */
export const assistantPaths = {
  answer: '/wapi/askAI/answer',
} as const;

export { askAiUrl } from '../links';
export { ASSISTANT_LIMITS, ASSISTANT_MESSAGES } from '../rules/assistant';
