import { articleCommentCalls, type CommentEndpoints } from '@portal/api/mutations/article';
import type { CommentAdapter } from '@portal/shared-ui/comments';
import { contractCommentAdapter } from '@portal/shared-ui/comments/from-contract';

export type { CommentEndpoints };

/**
 * The comment system's adapter for one item (`articleId`) of an area through its endpoints; its
 * comments are cached under `['content', 'comments', area, articleId]`.
 */
export function commentAdapterFor(
  area: 'article' | 'info',
  articleId: number,
  endpoints: CommentEndpoints,
): CommentAdapter {
  const calls = articleCommentCalls(articleId, endpoints);
  return contractCommentAdapter({
    key: ['content', 'comments', area, articleId],
    comments: calls.comments,
    replies: calls.replies,
    post: calls.post,
    like: async (commentId) => {
      const r = await calls.like(commentId);
      return { liked: r.isDigg, diggs: r.diggs };
    },
  });
}
