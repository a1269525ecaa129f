import { brandVideoCommentEndpoints } from '@portal/api/endpoints/brand';
import { articleCommentCalls } from '@portal/api/mutations/article';
import type { CommentAdapter } from '@portal/shared-ui/comments';
import { contractCommentAdapter } from '@portal/shared-ui/comments/from-contract';

/** The comment system's adapter for one brand video; cached under `['brand', 'comments', videoId]`. */
export function videoCommentAdapter(videoId: number): CommentAdapter {
  const calls = articleCommentCalls(videoId, brandVideoCommentEndpoints);
  return contractCommentAdapter({
    key: ['brand', 'comments', videoId],
    comments: calls.comments,
    replies: calls.replies,
    post: calls.post,
    like: async (commentId) => {
      const r = await calls.like(commentId);
      return { liked: r.isDigg, diggs: r.diggs };
    },
  });
}
