import { type Static, Type } from 'typebox';
import { okResult } from './envelope';

/** Ask a question (spec 7 saveQa); who asks is the session user, never a request field. */
export const SaveQuestionBody = Type.Object({
  title: Type.String({ maxLength: 500 }),
  text: Type.Optional(Type.String({ maxLength: 20000 })),
  /** 'T': shown as the anonymous user */
  isHideCreator: Type.Optional(Type.Union([Type.Literal('T'), Type.Literal('F')])),
});
export type SaveQuestionBody = Static<typeof SaveQuestionBody>;

export const SavedQuestion = Type.Object({ id: Type.Integer(), url: Type.String() });
export type SavedQuestion = Static<typeof SavedQuestion>;
export const SaveQuestionResponse = okResult(SavedQuestion);
export type SaveQuestionResponse = Static<typeof SaveQuestionResponse>;
