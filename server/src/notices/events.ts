import type { DisplayArea } from '@portal/api/identity';
import { MESSAGE_TEXTS, profileUrl } from '@portal/api/rules/account-messages';
import type { PortalDb } from '../db/database';
import { actorOf, notify } from './notify';
import { readSubject } from './subjects';

/**
 * The notices of the shared mechanisms' events (likes, follows, comments), each written in the
 * event's own transaction. Areas' events (invitations, review decisions, orders) call `notify`
 * with what only they know.
 */

/** `likerId` liked `targetType`:`targetId` (a content like, an answer's, or `comment`): its author is told */
export async function noticeLike(
  trx: PortalDb,
  like: { targetType: string; targetId: number; likerId: number; at: number },
): Promise<boolean> {
  const subject = await readSubject(trx, like.targetType, like.targetId);
  if (!subject || subject.ownerId === null) return false;
  // a liker anonymous where the item is read (identity 7 on an article) stays unnamed
  const actor = await actorOf(trx, like.likerId, subject.area);
  // the row holds what the Like tab composes a group's line from: the noun and the title
  return notify(trx, {
    userId: subject.ownerId,
    kind: 'Like',
    title: subject.noun,
    content: subject.title,
    url: subject.url,
    actorId: like.likerId,
    actorConcealed: actor.concealed,
    subject: subject.key,
    key: `like:${subject.key}:${like.likerId}`,
    at: like.at,
  });
}

/** `followerId` followed `followeeId` */
export async function noticeFollow(
  trx: PortalDb,
  follow: { followerId: number; followeeId: number; at: number },
): Promise<boolean> {
  const actor = await actorOf(trx, follow.followerId);
  return notify(trx, {
    userId: follow.followeeId,
    kind: 'Follow',
    title: MESSAGE_TEXTS.followed(actor.name),
    content: MESSAGE_TEXTS.followedContent,
    url: actor.concealed ? '' : profileUrl(follow.followerId),
    actorId: follow.followerId,
    actorConcealed: actor.concealed,
    subject: `user:${follow.followerId}`,
    key: `follow:${follow.followerId}`,
    at: follow.at,
  });
}

/**
 * A new comment: a reply tells the author of the comment it answers; a top-level comment tells the
 * author of the item (news and meetings have none).
 */
export async function noticeComment(
  trx: PortalDb,
  comment: {
    id: number;
    targetType: string;
    targetId: number;
    authorId: number;
    text: string;
    /** the comment it answers: the top comment, or the reply it names */
    repliedTo: { commentId: number; userId: number } | null;
    /** where the comment is shown (identity 7 is anonymous in the article area) */
    area?: DisplayArea;
    at: number;
  },
): Promise<boolean> {
  const item = await readSubject(trx, comment.targetType, comment.targetId);
  const actor = await actorOf(trx, comment.authorId, comment.area);
  const base = {
    kind: 'Reply' as const,
    content: MESSAGE_TEXTS.quote(comment.text),
    url: item?.url ?? '',
    actorId: comment.authorId,
    actorConcealed: actor.concealed,
    key: `comment:${comment.id}`,
    at: comment.at,
  };
  if (comment.repliedTo)
    return notify(trx, {
      ...base,
      userId: comment.repliedTo.userId,
      title: MESSAGE_TEXTS.replied(actor.name),
      subject: `comment:${comment.repliedTo.commentId}`,
    });
  if (!item || item.ownerId === null) return false;
  return notify(trx, {
    ...base,
    userId: item.ownerId,
    title: MESSAGE_TEXTS.commented(actor.name, item.noun, item.title),
    subject: item.key,
  });
}
