import { courseCommentCalls } from '@portal/api/mutations/classroom';
import type { CommentAdapter } from '@portal/shared-ui/comments';
import { contractCommentAdapter } from '@portal/shared-ui/comments/from-contract';

/** The comment system's adapter for one course; cached under `['classroom', 'comments', courseId]`. */
export function courseCommentAdapter(courseId: number): CommentAdapter {
  const calls = courseCommentCalls(courseId);
  return contractCommentAdapter({
    key: ['classroom', 'comments', courseId],
    comments: calls.comments,
    replies: calls.replies,
    post: calls.post,
    like: async (commentId) => {
      const r = await calls.like(commentId);
      return { liked: r.isDigg, diggs: r.diggs };
    },
  });
}
