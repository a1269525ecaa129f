import { mayPublish } from '@portal/api/identity';
import { COMMUNITY_MESSAGES, QUESTION_LIMITS } from '@portal/api/rules/community';

export interface QuestionDraft {
  title: string;
  text: string;
  anonymous: boolean;
}

export type QuestionErrors = Partial<Record<'title' | 'text', string>>;

/** The texts of QUESTION_LIMITS, checked on the trimmed input as the server checks them. */
export function validateQuestion(draft: QuestionDraft): QuestionErrors {
  const errors: QuestionErrors = {};
  const title = draft.title.trim();
  if (title.length < QUESTION_LIMITS.titleMin) errors.title = COMMUNITY_MESSAGES.titleTooShort;
  else if (title.length > QUESTION_LIMITS.titleMax) errors.title = COMMUNITY_MESSAGES.titleTooLong;
  if (draft.text.trim().length > QUESTION_LIMITS.textMax) errors.text = COMMUNITY_MESSAGES.textTooLong;
  return errors;
}

/** Identities that may not ask (spec 5, 6): 3 the public, 4 corporate; the contract's one rule. */
export const mayAsk = mayPublish;

/** The first words of the search, cut to what a title may hold. */
export const titleFromKeywords = (keywords: string) => keywords.trim().slice(0, QUESTION_LIMITS.titleMax);
