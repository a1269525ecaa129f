import { answerCommentCalls } from '@portal/api/mutations/community-answers';
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
  const calls = answerCommentCalls(qaId);
  return contractCommentAdapter({
    key: answerCommentsKey(qaId),
    comments: calls.comments,
    replies: calls.replies,
    post: calls.post,
    like: async (commentId) => {
      const r = await calls.like(commentId);
      return { liked: likedFromFlag(r.diggStatus), diggs: r.diggs };
    },
  });
}
