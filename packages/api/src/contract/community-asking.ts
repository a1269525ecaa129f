import { okList } from '@portal/api/contract/envelope';
import { type Static, Type } from 'typebox';

/** Questions like the one being typed (the ask form offers them before a duplicate is asked). */
export const SimilarQuestionsQuery = Type.Object({
  title: Type.String({ maxLength: 200 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10, default: 5 })),
});
export type SimilarQuestionsQuery = Static<typeof SimilarQuestionsQuery>;
export const SimilarQuestion = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** its published answers */
  answers: Type.Integer(),
});
export type SimilarQuestion = Static<typeof SimilarQuestion>;
export const SimilarQuestionsResponse = okList(SimilarQuestion);
