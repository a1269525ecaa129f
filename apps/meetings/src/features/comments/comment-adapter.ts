import { call } from '@portal/api/call';
import type { ArticleComment, ChildComment, PostedComment } from '@portal/api/contract/article';
import { meetingCommentEndpoints as e } from '@portal/api/endpoints/meeting-comments';
import { apiErrorMessage } from '@portal/api/errors';
import { meetingCommentsKey } from '@portal/api/queries/meetings';
// types only from the comment system: its code loads when the comments come near (meeting-comments)
import type { CommentAdapter, CommentItem } from '@portal/shared-ui/comments';
import { likedFromFlag } from '@portal/shared-ui/comments/rules';

/** A reply (the shared comment shape) as the comment system's item. */
export function mapReply(c: ChildComment): CommentItem {
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

/** A top-level comment (pinned or paged) as the comment system's item, with its preview replies. */
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
    replies: c.childComments.map(mapReply),
    replyCount: c.childCommentsCount,
    replyTo: null,
  };
}

/** saveMtgComment answers a top-level comment as a comment and a reply as a reply */
const mapPosted = (c: PostedComment): CommentItem => ('childId' in c ? mapReply(c) : mapComment(c));

/**
 * The comment system's adapter for one meeting: getMtgCommentPage (the pinned ones are not in
 * it), its replies, saveMtgComment and mtgCommentDigg ('T'/'F'); cached under
 * `meetingCommentsKey(meetingId)`.
 */
export function meetingCommentAdapter(meetingId: number): CommentAdapter {
  return {
    key: meetingCommentsKey(meetingId),
    async loadPage(pageNo, pageSize, signal) {
      const r = await call(e.comments, { meetingId, pageNo, pageSize }, { signal });
      return { list: r.list.map(mapComment), totalPage: r.page.totalPage };
    },
    async loadReplies(commentId, pageNo, pageSize, signal) {
      const r = await call(e.childComments, { commentId: Number(commentId), pageNo, pageSize }, { signal });
      return { list: r.list.map(mapReply), totalPage: r.page.totalPage };
    },
    async post({ text, parentId, replyTo }) {
      // the server takes the comment answered (a reply may answer a reply) and files it under its top
      const target = replyTo?.id ?? parentId;
      try {
        const posted = await call(e.saveComment, {
          meetingId,
          text,
          ...(target !== undefined ? { parentId: Number(target) } : {}),
        });
        return mapPosted(posted);
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
