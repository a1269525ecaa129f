import { Id, IgnoredUserId, okList, okResult, PageQuery } from '@portal/api/contract/envelope';
import { type Static, Type } from 'typebox';

/**
 * Inviting doctors to answer (spec 7 inviteUsers, the user search of the invite dialog) and the
 * answer list (`/topic-circle/answerList`: the reader's invitations and questions waiting for answers).
 */

export const InviteCandidatesQuery = Type.Object({
  questionId: Id(),
  /** a name to search; absent: the suggested doctors for the question */
  keywords: Type.Optional(Type.String({ maxLength: 40 })),
  userId: IgnoredUserId(),
});
export type InviteCandidatesQuery = Static<typeof InviteCandidatesQuery>;
export const InviteCandidate = Type.Object({
  id: Type.Integer(),
  realName: Type.String(),
  avatarAddress: Type.String(),
  company: Type.String(),
  title: Type.String(),
  /** their published answers in the community */
  answers: Type.Integer(),
  /** of them, to questions on this question's topics */
  topicAnswers: Type.Integer(),
  invited: Type.Boolean(),
});
export type InviteCandidate = Static<typeof InviteCandidate>;
export const InviteCandidatesResponse = okList(InviteCandidate);

export const InviteBody = Type.Object({
  questionId: Id(),
  userIds: Type.Array(Id(), { minItems: 1, maxItems: 50 }),
  userId: IgnoredUserId(),
});
export type InviteBody = Static<typeof InviteBody>;
export const InviteResponse = okResult(Type.Object({ invited: Type.Array(Type.Integer()) }));

export const AnswerListQuery = Type.Object({
  ...PageQuery,
  /** invited: questions the reader was invited to answer; waiting: questions with no answer yet */
  tab: Type.Optional(Type.Union([Type.Literal('invited'), Type.Literal('waiting')], { default: 'invited' })),
});
export type AnswerListQuery = Static<typeof AnswerListQuery>;
export const AnswerListItem = Type.Object({
  questionId: Type.Integer(),
  title: Type.String(),
  answers: Type.Integer(),
  publishTime: Type.Integer(),
  /** who invited the reader (the invited tab) */
  inviter: Type.Union([Type.Object({ id: Type.Integer(), realName: Type.String() }), Type.Null()]),
  invitedAt: Type.Union([Type.Integer(), Type.Null()]),
  /** the reader has answered it */
  answered: Type.Boolean(),
});
export type AnswerListItem = Static<typeof AnswerListItem>;
export const AnswerListResponse = okList(AnswerListItem);
