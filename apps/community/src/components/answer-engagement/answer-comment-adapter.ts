import { call } from '@portal/api/call';
import { communityAnswerEndpoints as e } from '@portal/api/endpoints/community-answers';
import { answerCommentsKey } from '@portal/api/queries/community';
// types only from the comment system: its code loads when the comments are opened
import type { CommentAdapter } from '@portal/shared-ui/comments';
import { contractCommentAdapter } from '@portal/shared-ui/comments/from-contract';
import { likedFromFlag } from '@portal/shared-ui/comments/rules';

/**
 * The comment system's adapter for one answer (spec 7: the comment list by qaId,
 * commentCommunityQa with parentCommentId, digQaComment 'T'/'F'); cached under
 * `answerCommentsKey(qaId)`.
 */
export function answerCommentAdapter(qaId: number): CommentAdapter {
  return contractCommentAdapter({
    key: answerCommentsKey(qaId),
    comments: (pageNo, pageSize, signal) => call(e.comments, { qaId, pageNo, pageSize }, { signal }),
    replies: (commentId, pageNo, pageSize, signal) =>
      call(e.childComments, { commentId, pageNo, pageSize }, { signal }),
    post: (text, answeredId) =>
      call(e.comment, { qaId, text, ...(answeredId !== undefined ? { parentCommentId: answeredId } : {}) }),
    like: async (commentId) => {
      const r = await call(e.commentDigg, { commentId });
      return { liked: likedFromFlag(r.diggStatus), diggs: r.diggs };
    },
  });
}
