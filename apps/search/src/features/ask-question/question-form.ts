import { mayPublish } from '@portal/api/identity';
import { QUESTION_LIMITS } from '@portal/api/rules/community';
import { questionDraftErrors } from '@portal/api/rules/community-asking';

export interface QuestionDraft {
  title: string;
  text: string;
  anonymous: boolean;
}

export type QuestionErrors = Partial<Record<'title' | 'text', string>>;

/** The shared ask-form checks (the server's), for the title and description this form has. */
export function validateQuestion(draft: QuestionDraft): QuestionErrors {
  const { title, text } = questionDraftErrors(draft);
  return { ...(title ? { title } : {}), ...(text ? { text } : {}) };
}

/** Identities that may not ask (spec 5, 6): 3 the public, 4 corporate; the contract's one rule. */
export const mayAsk = mayPublish;

/** The first words of the search, cut to what a title may hold. */
export const titleFromKeywords = (keywords: string) => keywords.trim().slice(0, QUESTION_LIMITS.titleMax);
