import { call } from '@portal/api/call';
import { communityAnswerEndpoints as e } from '@portal/api/endpoints/community-answers';
import { apiErrorMessage } from '@portal/api/errors';
import { answerCommentsKey } from '@portal/api/queries/community';
// types only from the comment system: its code loads when the comments are opened
import type { CommentAdapter } from '@portal/shared-ui/comments';
import { mapChildComment, mapComment, mapPostedComment } from '@portal/shared-ui/comments/from-contract';
import { likedFromFlag } from '@portal/shared-ui/comments/rules';

/**
 * The comment system's adapter for one answer (spec 7: the comment list by qaId,
 * commentCommunityQa with parentCommentId, digQaComment 'T'/'F'); cached under
 * `answerCommentsKey(qaId)`.
 */
export function answerCommentAdapter(qaId: number): CommentAdapter {
  return {
    key: answerCommentsKey(qaId),
    async loadPage(pageNo, pageSize, signal) {
      const r = await call(e.comments, { qaId, pageNo, pageSize }, { signal });
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
        const posted = await call(e.comment, {
          qaId,
          text,
          ...(target !== undefined ? { parentCommentId: Number(target) } : {}),
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
