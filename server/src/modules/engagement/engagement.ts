import { COLLECT_TYPES } from '@portal/api/contract/engagement';
import type { PortalDb } from '../../db/database';
import { ARTICLE_TARGET } from '../articles/articles.repository';
import { rowsOf, toggle } from './toggle';

/** Like or unlike a user-written article; `diggs` follows the row. */
export function toggleArticleDigg(db: PortalDb, articleId: number, userId: number) {
  return toggle(db, {
    insert: async (trx) =>
      rowsOf.affected(
        await trx
          .insertInto('content_diggs')
          .values({ target_type: ARTICLE_TARGET, target_id: articleId, user_id: userId })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst(),
      ),
    remove: async (trx) =>
      rowsOf.deleted(
        await trx
          .deleteFrom('content_diggs')
          .where('target_type', '=', ARTICLE_TARGET)
          .where('target_id', '=', articleId)
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      ),
    increment: (trx) =>
      trx
        .updateTable('mp_articles')
        .set((eb) => ({ diggs: eb('diggs', '+', 1) }))
        .where('id', '=', articleId)
        .execute(),
    decrement: (trx) =>
      trx
        .updateTable('mp_articles')
        .set((eb) => ({ diggs: eb('diggs', '-', 1) }))
        .where('id', '=', articleId)
        .where('diggs', '>', 0)
        .execute(),
    read: async (trx) =>
      (await trx.selectFrom('mp_articles').select('diggs').where('id', '=', articleId).executeTakeFirst())
        ?.diggs ?? 0,
  });
}

/** Like or unlike a comment; `comments.diggs` follows the row. */
export function toggleCommentDigg(db: PortalDb, commentId: number, userId: number) {
  return toggle(db, {
    insert: async (trx) =>
      rowsOf.affected(
        await trx
          .insertInto('comment_diggs')
          .values({ comment_id: commentId, user_id: userId })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst(),
      ),
    remove: async (trx) =>
      rowsOf.deleted(
        await trx
          .deleteFrom('comment_diggs')
          .where('comment_id', '=', commentId)
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      ),
    increment: (trx) =>
      trx
        .updateTable('comments')
        .set((eb) => ({ diggs: eb('diggs', '+', 1) }))
        .where('id', '=', commentId)
        .execute(),
    decrement: (trx) =>
      trx
        .updateTable('comments')
        .set((eb) => ({ diggs: eb('diggs', '-', 1) }))
        .where('id', '=', commentId)
        .where('diggs', '>', 0)
        .execute(),
    read: async (trx) =>
      (await trx.selectFrom('comments').select('diggs').where('id', '=', commentId).executeTakeFirst())
        ?.diggs ?? 0,
  });
}

/** Collect or uncollect a user-written article; `favorites` follows the row. */
export function toggleCollectArticle(db: PortalDb, articleId: number, userId: number, now: number) {
  const type = COLLECT_TYPES.mpArticle;
  return toggle(db, {
    insert: async (trx) =>
      rowsOf.affected(
        await trx
          .insertInto('collections')
          .values({ user_id: userId, content_type: type, content_id: articleId, created_at: now })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst(),
      ),
    remove: async (trx) =>
      rowsOf.deleted(
        await trx
          .deleteFrom('collections')
          .where('user_id', '=', userId)
          .where('content_type', '=', type)
          .where('content_id', '=', articleId)
          .executeTakeFirst(),
      ),
    increment: (trx) =>
      trx
        .updateTable('mp_articles')
        .set((eb) => ({ favorites: eb('favorites', '+', 1) }))
        .where('id', '=', articleId)
        .execute(),
    decrement: (trx) =>
      trx
        .updateTable('mp_articles')
        .set((eb) => ({ favorites: eb('favorites', '-', 1) }))
        .where('id', '=', articleId)
        .where('favorites', '>', 0)
        .execute(),
    read: async (trx) =>
      (await trx.selectFrom('mp_articles').select('favorites').where('id', '=', articleId).executeTakeFirst())
        ?.favorites ?? 0,
  });
}

/** Follow or unfollow a user; the followee's `fans` follows the row. */
export function toggleFollow(db: PortalDb, followeeId: number, followerId: number, now: number) {
  return toggle(db, {
    insert: async (trx) =>
      rowsOf.affected(
        await trx
          .insertInto('user_follows')
          .values({ follower_id: followerId, followee_id: followeeId, created_at: now })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst(),
      ),
    remove: async (trx) =>
      rowsOf.deleted(
        await trx
          .deleteFrom('user_follows')
          .where('follower_id', '=', followerId)
          .where('followee_id', '=', followeeId)
          .executeTakeFirst(),
      ),
    increment: (trx) =>
      trx
        .updateTable('users')
        .set((eb) => ({ fans: eb('fans', '+', 1) }))
        .where('id', '=', followeeId)
        .execute(),
    decrement: (trx) =>
      trx
        .updateTable('users')
        .set((eb) => ({ fans: eb('fans', '-', 1) }))
        .where('id', '=', followeeId)
        .where('fans', '>', 0)
        .execute(),
    read: async (trx) =>
      (await trx.selectFrom('users').select('fans').where('id', '=', followeeId).executeTakeFirst())?.fans ??
      0,
  });
}
