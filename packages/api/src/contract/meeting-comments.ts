import {
  ArticleComment,
  ChildCommentsQuery,
  ChildCommentsResponse,
  CommentDiggBody,
  CommentsResponse,
  PostCommentResponse,
} from '@portal/api/contract/article';
import { Id, okList, okResult, PageQuery } from '@portal/api/contract/envelope';
import { type Static, Type } from 'typebox';

/**
 * A meeting's comments (spec 7: getMtgCommentPage, getMtgStickCommentPage, saveMtgComment,
 * mtgCommentDigg) on the shared comment system: the comments and replies have the article
 * comments' shapes; the calls name the meeting `meetingId`, and a like answers 'T'/'F'.
 */

export const MeetingCommentsQuery = Type.Object({ ...PageQuery, meetingId: Id() });
export type MeetingCommentsQuery = Static<typeof MeetingCommentsQuery>;
/** newest first, each with its first replies; the pinned comments are not in it */
export const MeetingCommentsResponse = CommentsResponse;

export const MeetingStickCommentsQuery = Type.Object({ meetingId: Id() });
export type MeetingStickCommentsQuery = Static<typeof MeetingStickCommentsQuery>;
/** the pinned comments in pin order, all on one page */
export const MeetingStickCommentsResponse = okList(ArticleComment);

export const MeetingChildCommentsQuery = ChildCommentsQuery;
export const MeetingChildCommentsResponse = ChildCommentsResponse;

export const SaveMeetingCommentBody = Type.Object({
  meetingId: Id(),
  /** the comment replied to (a top-level comment or a reply); absent for a top-level comment */
  parentId: Type.Optional(Id()),
  text: Type.String({ maxLength: 2000 }),
});
export type SaveMeetingCommentBody = Static<typeof SaveMeetingCommentBody>;
/** a new top-level comment comes back as ArticleComment, a reply as ChildComment */
export const SaveMeetingCommentResponse = PostCommentResponse;

export const MeetingCommentDiggBody = CommentDiggBody;
export const MeetingCommentDiggResult = Type.Object({
  /** 'T': liked after the call */
  diggStatus: Type.Union([Type.Literal('T'), Type.Literal('F')]),
  diggs: Type.Integer(),
});
export type MeetingCommentDiggResult = Static<typeof MeetingCommentDiggResult>;
export const MeetingCommentDiggResponse = okResult(MeetingCommentDiggResult);
