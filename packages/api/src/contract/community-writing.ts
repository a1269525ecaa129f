import { Id, IgnoredUserId, okResult } from '@portal/api/contract/envelope';
import { type Static, Type } from 'typebox';

/**
 * Writing an answer (issue 13; the spec names no paths for these): whether the reader may answer
 * (the answer button's gates), the autosaved draft, and the answer itself. The author is the
 * session's user; the HTML is cleaned by the server's allowlist before it is stored.
 */

export const AnswerAbilityQuery = Type.Object({ questionId: Id(), userId: IgnoredUserId() });
export type AnswerAbilityQuery = Static<typeof AnswerAbilityQuery>;
export const AnswerAbility = Type.Object({
  state: Type.Union([
    Type.Literal('ok'),
    Type.Literal('identity'),
    Type.Literal('pending'),
    Type.Literal('answered'),
  ]),
  /** the reader's answer when 'answered' */
  answerId: Type.Union([Type.Integer(), Type.Null()]),
  /** the question's title, for the editor's heading */
  questionTitle: Type.String(),
  /** an answer of theirs waits for review before others see it */
  reviewed: Type.Boolean(),
});
export type AnswerAbility = Static<typeof AnswerAbility>;
export const AnswerAbilityResponse = okResult(AnswerAbility);

export const DraftQuery = Type.Object({ questionId: Id() });
export type DraftQuery = Static<typeof DraftQuery>;
export const AnswerDraft = Type.Object({ text: Type.String(), updatedAt: Type.Integer() });
export type AnswerDraft = Static<typeof AnswerDraft>;
export const DraftResponse = okResult(Type.Union([AnswerDraft, Type.Null()]));

export const SaveDraftBody = Type.Object({
  questionId: Id(),
  // the outer cap; ANSWER_LIMITS.maxDraftChars is the rule, said in Chinese by the route
  text: Type.String({ maxLength: 400_000 }),
});
export type SaveDraftBody = Static<typeof SaveDraftBody>;
export const SaveDraftResponse = okResult(Type.Object({ updatedAt: Type.Integer() }));

export const SaveAnswerBody = Type.Object({
  questionId: Id(),
  text: Type.String({ maxLength: 400_000 }),
  userId: IgnoredUserId(),
});
export type SaveAnswerBody = Static<typeof SaveAnswerBody>;
export const SavedAnswer = Type.Object({
  id: Type.Integer(),
  status: Type.Union([Type.Literal('published'), Type.Literal('pending')]),
  url: Type.String(),
});
export type SavedAnswer = Static<typeof SavedAnswer>;
export const SaveAnswerResponse = okResult(SavedAnswer);
