import { call } from '@portal/api/call';
import type { articleEndpoints } from '@portal/api/endpoints/article';
import type { CommentAdapter } from '@portal/shared-ui/comments';
import { contractCommentAdapter } from '@portal/shared-ui/comments/from-contract';

/** An area's four comment endpoints; articles and news items share the comment contract. */
export type CommentEndpoints = Pick<
  typeof articleEndpoints,
  'comments' | 'childComments' | 'postComment' | 'commentDigg'
>;

/**
 * The comment system's adapter for one item (`articleId`) of an area through its endpoints; its
 * comments are cached under `['content', 'comments', area, articleId]`.
 */
export function commentAdapterFor(
  area: 'article' | 'info',
  articleId: number,
  endpoints: CommentEndpoints,
): CommentAdapter {
  return contractCommentAdapter({
    key: ['content', 'comments', area, articleId],
    // newest first (order 0)
    comments: (pageNo, pageSize, signal) =>
      call(endpoints.comments, { articleId, pageNo, pageSize, order: 0 }, { signal }),
    replies: (commentId, pageNo, pageSize, signal) =>
      call(endpoints.childComments, { commentId, pageNo, pageSize }, { signal }),
    post: (text, answeredId) =>
      call(endpoints.postComment, {
        articleId,
        text,
        ...(answeredId !== undefined ? { parentId: answeredId } : {}),
      }),
    like: async (commentId) => {
      const r = await call(endpoints.commentDigg, { commentId });
      return { liked: r.isDigg, diggs: r.diggs };
    },
  });
}
