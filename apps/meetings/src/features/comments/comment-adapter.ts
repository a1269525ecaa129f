import { call } from '@portal/api/call';
import { meetingCommentEndpoints as e } from '@portal/api/endpoints/meeting-comments';
import { apiErrorMessage } from '@portal/api/errors';
import { meetingCommentsKey } from '@portal/api/queries/meetings';
// types only from the comment system: its code loads when the comments come near (meeting-comments)
import type { CommentAdapter } from '@portal/shared-ui/comments';
import { mapChildComment, mapComment, mapPostedComment } from '@portal/shared-ui/comments/from-contract';
import { likedFromFlag } from '@portal/shared-ui/comments/rules';

/**
 * The comment system's adapter for one meeting: getMtgCommentPage (the pinned ones are not in
 * it), its replies, saveMtgComment and mtgCommentDigg ('T'/'F'); cached under
 * `meetingCommentsKey(meetingId)`.
 */
export function meetingCommentAdapter(meetingId: number): CommentAdapter {
  return {
    key: meetingCommentsKey(meetingId),
    async loadPage(pageNo, pageSize, signal) {
      const r = await call(e.comments, { meetingId, pageNo, pageSize }, { signal });
      return { list: r.list.map(mapComment), totalPage: r.page.totalPage };
    },
    async loadReplies(commentId, pageNo, pageSize, signal) {
      const r = await call(e.childComments, { commentId: Number(commentId), pageNo, pageSize }, { signal });
      return { list: r.list.map(mapChildComment), totalPage: r.page.totalPage };
    },
    async post({ text, parentId, replyTo }) {
      // the server takes the comment answered (a reply may answer a reply) and files it under its top
      const target = replyTo?.id ?? parentId;
      try {
        const posted = await call(e.saveComment, {
          meetingId,
          text,
          ...(target !== undefined ? { parentId: Number(target) } : {}),
        });
        return mapPostedComment(posted);
      } catch (error) {
        // no message of the server's: the comment system says its own (评论失败，请稍后重试)
        throw new Error(apiErrorMessage(error, ''));
      }
    },
    async toggleLike(commentId) {
      try {
        const r = await call(e.commentDigg, { commentId: Number(commentId) });
        return { liked: likedFromFlag(r.diggStatus), diggs: r.diggs };
      } catch {
        return null;
      }
    },
  };
}
