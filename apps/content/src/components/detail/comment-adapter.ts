import { call } from '@portal/api/call';
import type { articleEndpoints } from '@portal/api/endpoints/article';
import { apiErrorMessage } from '@portal/api/errors';
import type { CommentAdapter } from '@portal/shared-ui/comments';
import {
  mapComment as mapArticleComment,
  mapChildComment,
  mapPostedComment,
} from '@portal/shared-ui/comments/from-contract';

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
  return {
    key: ['content', 'comments', area, articleId],
    async loadPage(pageNo, pageSize, signal) {
      // newest first (order 0)
      const r = await call(endpoints.comments, { articleId, pageNo, pageSize, order: 0 }, { signal });
      return { list: r.list.map(mapArticleComment), totalPage: r.page.totalPage };
    },
    async loadReplies(commentId, pageNo, pageSize, signal) {
      const r = await call(
        endpoints.childComments,
        { commentId: Number(commentId), pageNo, pageSize },
        { signal },
      );
      return { list: r.list.map(mapChildComment), totalPage: r.page.totalPage };
    },
    async post({ text, parentId, replyTo }) {
      // the server takes the comment answered (a reply may answer a reply) and files it under its top
      const target = replyTo?.id ?? parentId;
      try {
        const posted = await call(endpoints.postComment, {
          articleId,
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
        const r = await call(endpoints.commentDigg, { commentId: Number(commentId) });
        return { liked: r.isDigg, diggs: r.diggs };
      } catch {
        return null;
      }
    },
  };
}
