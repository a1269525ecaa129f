import type { ArticleComment, ChildComment, PostedComment } from '@portal/api/contract/article';
import type { CommentItem } from './types';

/**
 * The shared comment shapes of the contract (every area's comments and replies have them) as the
 * comment system's items: one mapping for all areas' adapters. Types only from the contract, so an
 * adapter importing this does not pull the comment system's components.
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
