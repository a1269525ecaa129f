/**
 * The ask form's checks (issue 13), as the server makes them: the search page's short form and
 * the community's full one both check with these before sending. Schema-free.
 */

import { COMMUNITY_MESSAGES, QUESTION_LIMITS } from '@portal/api/rules/community';

export interface QuestionDraftFields {
  title: string;
  text: string;
  images?: readonly string[];
  topicIds?: readonly number[];
}

export type QuestionDraftErrors = Partial<Record<'title' | 'text' | 'images' | 'topics', string>>;

/** characters as the server counts them (code points: an emoji is one) */
const chars = (s: string) => [...s.trim()].length;

export function questionDraftErrors(draft: QuestionDraftFields): QuestionDraftErrors {
  const errors: QuestionDraftErrors = {};
  const title = chars(draft.title.replace(/\s+/g, ' '));
  if (title < QUESTION_LIMITS.titleMin) errors.title = COMMUNITY_MESSAGES.titleTooShort;
  else if (title > QUESTION_LIMITS.titleMax) errors.title = COMMUNITY_MESSAGES.titleTooLong;
  if (chars(draft.text) > QUESTION_LIMITS.textMax) errors.text = COMMUNITY_MESSAGES.textTooLong;
  if ((draft.images?.length ?? 0) > QUESTION_LIMITS.maxImages)
    errors.images = COMMUNITY_MESSAGES.tooManyImages;
  if ((draft.topicIds?.length ?? 0) > QUESTION_LIMITS.maxTopics)
    errors.topics = COMMUNITY_MESSAGES.tooManyTopics;
  return errors;
}

/** how long the title must rest before similar questions are looked up, and how short it may be */
export const SIMILAR_QUESTIONS = { debounceMs: 400, minChars: 4, limit: 5 } as const;
