import { COLLECT_TYPES } from '@portal/api/contract/engagement';
import type { PortalDb } from '../../db/database';
import { ARTICLE_TARGET } from '../articles/articles.repository';
import { INFO_TARGET } from '../info/info.repository';
import { rowsOf, toggle } from './toggle';

/** a content table with like and collect counters */
type CountedTable = 'mp_articles' | 'info_articles';
type CountedColumn = 'diggs' | 'favorites';

/** +1 / -1 (never below 0) / read of one counter of one row, for `toggle` */
function counter(table: CountedTable, column: CountedColumn, id: number) {
  return {
    increment: (trx: PortalDb) =>
      trx
        .updateTable(table)
        .set((eb) => ({ [column]: eb(eb.ref(column), '+', 1) }))
        .where('id', '=', id)
        .execute(),
    decrement: (trx: PortalDb) =>
      trx
        .updateTable(table)
        .set((eb) => ({ [column]: eb(eb.ref(column), '-', 1) }))
        .where('id', '=', id)
        .where(column, '>', 0)
        .execute(),
    read: async (trx: PortalDb) => {
      const row = await trx.selectFrom(table).select(column).where('id', '=', id).executeTakeFirst();
      return row ? Number(row[column]) : 0;
    },
  };
}

/** Like or unlike a piece of content (`content_diggs` row of `targetType`); its `diggs` follows the row. */
function toggleContentDigg(
  db: PortalDb,
  target: { type: string; table: CountedTable },
  id: number,
  userId: number,
) {
  return toggle(db, {
    insert: async (trx) =>
      rowsOf.affected(
        await trx
          .insertInto('content_diggs')
          .values({ target_type: target.type, target_id: id, user_id: userId })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst(),
      ),
    remove: async (trx) =>
      rowsOf.deleted(
        await trx
          .deleteFrom('content_diggs')
          .where('target_type', '=', target.type)
          .where('target_id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      ),
    ...counter(target.table, 'diggs', id),
  });
}

/** Collect or uncollect a piece of content (`collections` row of `contentType`); its `favorites` follows. */
function toggleCollect(
  db: PortalDb,
  target: { contentType: number; table: CountedTable },
  id: number,
  userId: number,
  now: number,
) {
  return toggle(db, {
    insert: async (trx) =>
      rowsOf.affected(
        await trx
          .insertInto('collections')
          .values({ user_id: userId, content_type: target.contentType, content_id: id, created_at: now })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst(),
      ),
    remove: async (trx) =>
      rowsOf.deleted(
        await trx
          .deleteFrom('collections')
          .where('user_id', '=', userId)
          .where('content_type', '=', target.contentType)
          .where('content_id', '=', id)
          .executeTakeFirst(),
      ),
    ...counter(target.table, 'favorites', id),
  });
}

/** Like or unlike a user-written article; `diggs` follows the row. */
export const toggleArticleDigg = (db: PortalDb, articleId: number, userId: number) =>
  toggleContentDigg(db, { type: ARTICLE_TARGET, table: 'mp_articles' }, articleId, userId);

/** Like or unlike a news item; `diggs` follows the row. */
export const toggleInfoDigg = (db: PortalDb, infoId: number, userId: number) =>
  toggleContentDigg(db, { type: INFO_TARGET, table: 'info_articles' }, infoId, userId);

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
export const toggleCollectArticle = (db: PortalDb, articleId: number, userId: number, now: number) =>
  toggleCollect(db, { contentType: COLLECT_TYPES.mpArticle, table: 'mp_articles' }, articleId, userId, now);

/** Collect or uncollect a news item; `favorites` follows the row. */
export const toggleCollectInfo = (db: PortalDb, infoId: number, userId: number, now: number) =>
  toggleCollect(db, { contentType: COLLECT_TYPES.info, table: 'info_articles' }, infoId, userId, now);

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
