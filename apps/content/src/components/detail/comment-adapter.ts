import { apiErrorMessage, type CallOptions } from '@portal/api/client';
import type {
  ArticleComment,
  ChildComment,
  CommentDiggResult,
  PostCommentBody,
  PostedComment,
} from '@portal/api/contract/article';
import type { ListEnvelope } from '@portal/api/contract/envelope';
import { type CommentAdapter, type CommentItem, commentMessages } from '@portal/shared-ui/comments';

/** A reply (article and news comments share the shape) as the comment system's item. */
export function mapChildComment(c: ChildComment): CommentItem {
  return {
    id: c.id,
    text: c.text,
    diggs: c.diggs,
    liked: c.isDigg,
    createdAt: c.creationDate,
    author: { id: c.childId, name: c.childName, avatar: c.childAvatar || null, identity: c.identity },
    replies: [],
    replyCount: 0,
    replyTo: c.parentName || null,
    replyToIdentity: c.parentIdentity,
  };
}

/** A top-level comment as the comment system's item, with its preview replies. */
export function mapArticleComment(c: ArticleComment): CommentItem {
  return {
    id: c.id,
    text: c.text,
    diggs: c.diggs,
    liked: c.isDigg,
    createdAt: c.creationDate,
    author: {
      id: c.creator.id,
      name: c.creator.realName,
      avatar: c.creator.avatarAddress || null,
      identity: c.creator.identity,
    },
    replies: c.childComments.map(mapChildComment),
    replyCount: c.childCommentsCount,
    replyTo: null,
  };
}

/** The server answers a top-level comment as ArticleComment and a reply as ChildComment. */
export function mapPostedComment(c: PostedComment): CommentItem {
  return 'childId' in c ? mapChildComment(c) : mapArticleComment(c);
}

/** An area's comment calls over the article comment shapes (articles and news items have them). */
export interface CommentCalls {
  list(
    query: { articleId: number; pageNo?: number; pageSize?: number },
    options?: CallOptions,
  ): Promise<ListEnvelope<ArticleComment>>;
  replies(
    query: { commentId: number; pageNo?: number; pageSize?: number },
    options?: CallOptions,
  ): Promise<ListEnvelope<ChildComment>>;
  post(body: PostCommentBody): Promise<PostedComment>;
  toggleLike(commentId: number): Promise<CommentDiggResult>;
}

/**
 * The comment system's adapter for one item (`articleId`) of an area through its calls; its
 * comments are cached under `['content', 'comments', area, articleId]`.
 */
export function commentAdapterFor(
  area: 'article' | 'info',
  articleId: number,
  calls: CommentCalls,
): CommentAdapter {
  return {
    key: ['content', 'comments', area, articleId],
    async loadPage(pageNo, pageSize, signal) {
      const r = await calls.list({ articleId, pageNo, pageSize }, { signal });
      return { list: r.list.map(mapArticleComment), totalPage: r.page.totalPage };
    },
    async loadReplies(commentId, pageNo, pageSize, signal) {
      const r = await calls.replies({ commentId: Number(commentId), pageNo, pageSize }, { signal });
      return { list: r.list.map(mapChildComment), totalPage: r.page.totalPage };
    },
    async post({ text, parentId, replyTo }) {
      // the server takes the comment answered (a reply may answer a reply) and files it under its top
      const target = replyTo?.id ?? parentId;
      try {
        const posted = await calls.post({
          articleId,
          text,
          ...(target !== undefined ? { parentId: Number(target) } : {}),
        });
        return mapPostedComment(posted);
      } catch (error) {
        throw new Error(apiErrorMessage(error, commentMessages.postFailed));
      }
    },
    async toggleLike(commentId) {
      try {
        const r = await calls.toggleLike(Number(commentId));
        return { liked: r.isDigg, diggs: r.diggs };
      } catch {
        return null;
      }
    },
  };
}
