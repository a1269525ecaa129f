import { okResult } from '@portal/api/contract/envelope';
import { type Static, Type } from 'typebox';

export const AssistantQuery = Type.Object({ question: Type.String({ maxLength: 1000 }) });
export type AssistantQuery = Static<typeof AssistantQuery>;

/** A source the answer cites: `n` is its citation number ([1], [2]…); `url` opens it. */
export const AssistantSource = Type.Object({
  n: Type.Integer({ minimum: 1 }),
  /** the search result type it came from (info, mp_article, guide, …) */
  type: Type.String(),
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  /** the passage of the source that the answer drew on */
  passage: Type.String(),
});
export type AssistantSource = Static<typeof AssistantSource>;

/** One sentence of the answer and the sources it rests on. */
export const AssistantSentence = Type.Object({ text: Type.String(), citations: Type.Array(Type.Integer()) });
export type AssistantSentence = Static<typeof AssistantSentence>;

export const AssistantAnswer = Type.Object({
  question: Type.String(),
  /** empty when nothing on the portal answers it */
  sentences: Type.Array(AssistantSentence),
  sources: Type.Array(AssistantSource),
  /** the words the question was matched on, for highlighting */
  highlight: Type.Array(Type.String()),
  generatedAt: Type.Integer(),
});
export type AssistantAnswer = Static<typeof AssistantAnswer>;
export const AssistantResponse = okResult(AssistantAnswer);
export type AssistantResponse = Static<typeof AssistantResponse>;
