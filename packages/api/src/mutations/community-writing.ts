import { call } from '@portal/api/call';
import { communityWritingEndpoints as w } from '@portal/api/endpoints/community-writing';
import { writeOptions } from '@portal/api/mutation';
import { communityKeys } from '@portal/api/queries/community';

/**
 * 写回答's gate, asked when the button is pressed (a check, not a write: run as one for its busy
 * state and failure toast): identity, content under review, already answered.
 */
export const answerAbilityCheck = writeOptions({
  write: ({ questionId }: { questionId: number }) => call(w.answerAbility, { questionId }),
});

/** The answer's draft, saved as the author types (the autosave schedules it). */
export const saveDraftWrite = writeOptions({
  write: (input: { questionId: number; text: string }) => call(w.saveDraft, input),
});

/** The answer (saveAnswer): its question, the feeds and the author's pages read anew. */
export const saveAnswerWrite = writeOptions({
  write: (input: { questionId: number; text: string }) => call(w.saveAnswer, input),
  invalidates: (_, saved) => (saved ? [communityKeys.all] : []),
});
