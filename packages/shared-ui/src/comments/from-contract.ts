import type { ArticleComment, ChildComment, PostedComment } from '@portal/api/contract/article';
import { apiErrorMessage } from '@portal/api/errors';
import type { CommentAdapter, CommentItem } from './types';

/**
 * The shared comment shapes of the contract (every area's comments and replies have them) as the
 * comment system's items: one mapping and one adapter for all areas. Types only from the contract
 * and the comment system, so an adapter importing this does not pull the comment system's components.
 */

/** A reply as the comment system's item. */
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
export function mapComment(c: ArticleComment): CommentItem {
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

/** The server answers a top-level comment as a comment and a reply as a reply. */
export function mapPostedComment(c: PostedComment): CommentItem {
  return 'childId' in c ? mapChildComment(c) : mapComment(c);
}

/** A page of the contract's comments or replies, as every area's list calls answer it. */
interface ContractPage<T> {
  list: T[];
  page: { totalPage: number };
}

/**
 * An area's comment calls for one commented item, in the contract's shapes: what an adapter needs
 * to know of the area (its endpoints, the name of its id and parent fields, its like flag).
 */
export interface ContractCommentCalls {
  /** the comments' place in the server-state cache (CommentAdapter.key) */
  key: readonly unknown[];
  comments(pageNo: number, pageSize: number, signal: AbortSignal): Promise<ContractPage<ArticleComment>>;
  replies(
    commentId: number,
    pageNo: number,
    pageSize: number,
    signal: AbortSignal,
  ): Promise<ContractPage<ChildComment>>;
  /** `answeredId`: the comment answered (a reply may answer a reply; the server files it under its top) */
  post(text: string, answeredId: number | undefined): Promise<PostedComment>;
  like(commentId: number): Promise<{ liked: boolean; diggs: number }>;
}

/**
 * The comment system's adapter over an area's contract calls: one mapping, one reply target rule
 * and one failure rule for articles, news, meetings and community answers alike.
 */
export function contractCommentAdapter(calls: ContractCommentCalls): CommentAdapter {
  return {
    key: calls.key,
    async loadPage(pageNo, pageSize, signal) {
      const r = await calls.comments(pageNo, pageSize, signal);
      return { list: r.list.map(mapComment), totalPage: r.page.totalPage };
    },
    async loadReplies(commentId, pageNo, pageSize, signal) {
      const r = await calls.replies(Number(commentId), pageNo, pageSize, signal);
      return { list: r.list.map(mapChildComment), totalPage: r.page.totalPage };
    },
    async post({ text, parentId, replyTo }) {
      const target = replyTo?.id ?? parentId;
      try {
        return mapPostedComment(await calls.post(text, target === undefined ? undefined : Number(target)));
      } catch (error) {
        // no message of the server's: the comment system says its own (评论失败，请稍后重试)
        throw new Error(apiErrorMessage(error, ''));
      }
    },
    async toggleLike(commentId) {
      try {
        return await calls.like(Number(commentId));
      } catch {
        return null;
      }
    },
  };
}
