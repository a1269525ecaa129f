import {
  ChildCommentsQuery,
  ChildCommentsResponse,
  CommentDiggBody,
  CommentsResponse,
  PostCommentResponse,
} from '@portal/api/contract/article';
import { Id, IgnoredUserId, okResult, PageQuery } from '@portal/api/contract/envelope';
import { type Static, Type } from 'typebox';

/**
 * Likes, collects and comments of a community answer (spec 7: digCommunityQa, collectCommunityQa,
 * commentCommunityQa, digQaComment; the comment list by qaId). Comments and replies have the shared
 * comment shapes; who acts is the session's user, never the `userId` the spec sends.
 */

export const QaBody = Type.Object({ qaId: Id({ description: '回答 id' }), userId: IgnoredUserId() });
export type QaBody = Static<typeof QaBody>;

const TF = Type.Union([Type.Literal('T'), Type.Literal('F')]);
export const QaDiggResult = Type.Object({ diggStatus: TF, diggs: Type.Integer() });
export type QaDiggResult = Static<typeof QaDiggResult>;
export const QaDiggResponse = okResult(QaDiggResult);
export const QaCollectResult = Type.Object({ collectStatus: TF });
export type QaCollectResult = Static<typeof QaCollectResult>;
export const QaCollectResponse = okResult(QaCollectResult);

export const QaCommentsQuery = Type.Object({ ...PageQuery, qaId: Id(), userId: IgnoredUserId() });
export type QaCommentsQuery = Static<typeof QaCommentsQuery>;
export const QaCommentsResponse = CommentsResponse;
export const QaChildCommentsQuery = ChildCommentsQuery;
export const QaChildCommentsResponse = ChildCommentsResponse;

export const QaCommentBody = Type.Object({
  qaId: Id(),
  /** the comment replied to; absent for a comment on the answer */
  parentCommentId: Type.Optional(Id()),
  text: Type.String({ maxLength: 2000 }),
  userId: IgnoredUserId(),
});
export type QaCommentBody = Static<typeof QaCommentBody>;
export const QaCommentResponse = PostCommentResponse;

export const QaCommentDiggBody = CommentDiggBody;
export const QaCommentDiggResponse = QaDiggResponse;
