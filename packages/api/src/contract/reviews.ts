import { Id, okList, okResult, PageQuery } from '@portal/api/contract/envelope';
import { type Static, Type } from 'typebox';

/**
 * The review page's calls (issue 13 moderation): the queue of content waiting for review, oldest
 * first, and a moderator's decision. Only moderators get an answer; the author is never asked.
 */

export const PendingReviewsQuery = Type.Object({
  ...PageQuery,
  /** one kind only (`community_answer`...); all when absent */
  contentType: Type.Optional(Type.String({ maxLength: 40 })),
});
export type PendingReviewsQuery = Static<typeof PendingReviewsQuery>;

export const ReviewAuthor = Type.Object({
  id: Type.Integer(),
  realName: Type.String(),
  identity: Type.Union([Type.Integer(), Type.Null()]),
  isAuth: Type.Integer(),
  company: Type.String(),
  /** when the account was made: new accounts are why many items wait */
  registeredAt: Type.Integer(),
});

export const PendingReview = Type.Object({
  /** the queue item's id, what a decision names */
  id: Type.Integer(),
  contentType: Type.String(),
  contentId: Type.Integer(),
  /** the question's title (for an answer, the question it answers) */
  title: Type.String(),
  /** the content as it would be shown: sanitized HTML or plain text */
  html: Type.String(),
  /** where it will be read once approved */
  url: Type.String(),
  /** a video the moderator plays before deciding (a competition entry's HLS playlist); absent otherwise */
  video: Type.Optional(Type.String()),
  author: ReviewAuthor,
  submittedAt: Type.Integer(),
  /**
   * The version of what is shown here (a digest of the title, body and video as served): a
   * decision names it, and the server refuses one whose content has changed since.
   */
  version: Type.String(),
});
export type PendingReview = Static<typeof PendingReview>;
export const PendingReviewsResponse = okList(PendingReview);

export const ReviewDecisionBody = Type.Object({
  id: Id({ description: '待审核条目 id' }),
  decision: Type.String({ maxLength: 10, description: 'approve 通过 / reject 驳回' }),
  /**
   * The `version` of the item as the moderator saw it: a decision is about what was shown. Optional
   * in the schema only because the contract grows (a page built before versions still reaches the
   * route); the server refuses a decision without it (REVIEW_MESSAGES.refreshFirst).
   */
  version: Type.Optional(Type.String({ maxLength: 64, description: '审核时所见内容的版本（必填）' })),
  /** required to reject: the author reads it */
  reason: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type ReviewDecisionBody = Static<typeof ReviewDecisionBody>;
export const ReviewDecisionResponse = okResult(
  Type.Object({
    id: Type.Integer(),
    status: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
  }),
);
