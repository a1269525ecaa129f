import type { QuestionAnswer, QuestionItem } from '@portal/api/contract/meeting-participation';
import { MEETING_MESSAGES, QUESTION_KIND, QUESTIONNAIRE_LIMITS } from '@portal/api/rules/meetings';
import { messages } from '../../messages';

/** what the reader has answered so far, by item id: chosen option indexes, or text */
export type Answers = Record<number, number[] | string>;

export const isTextItem = (item: QuestionItem) => item.kind === QUESTION_KIND.text;

/** characters as the server counts them (code points) */
export const textLength = (text: string) => Array.from(text.trim()).length;

function isAnswered(answer: number[] | string | undefined): answer is number[] | string {
  if (answer === undefined) return false;
  return typeof answer === 'string' ? answer.trim().length > 0 : answer.length > 0;
}

/** The first problem of the answers, as the server would say it (required items, text length); null when none. */
export function answersProblem(items: readonly QuestionItem[], answers: Answers): string | null {
  for (const item of items) {
    const answer = answers[item.id];
    if (item.required && !isAnswered(answer)) return MEETING_MESSAGES.requiredItem(item.title);
    if (typeof answer === 'string' && textLength(answer) > QUESTIONNAIRE_LIMITS.textMax)
      return messages.participation.textTooLong(QUESTIONNAIRE_LIMITS.textMax);
  }
  return null;
}

/** the body's answers: only the items answered, choices by index and text trimmed */
export function toAnswerList(items: readonly QuestionItem[], answers: Answers): QuestionAnswer[] {
  return items.flatMap((item): QuestionAnswer[] => {
    const answer = answers[item.id];
    if (!isAnswered(answer)) return [];
    return typeof answer === 'string'
      ? [{ itemId: item.id, text: answer.trim() }]
      : [{ itemId: item.id, options: answer }];
  });
}
