import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import type { PortalDb } from '../../../db/database';
import { counter, marker, toggle } from '../../../engagement/toggle';
import { ARTICLE_TARGET } from '../articles/articles.repository';
import { INFO_TARGET } from '../info/info.repository';

/** a content table with like and collect counters */
type CountedTable = 'mp_articles' | 'info_articles';

/** Like or unlike a piece of content (`content_diggs` row of `targetType`); its `diggs` follows the row. */
function toggleContentDigg(
  db: PortalDb,
  target: { type: string; table: CountedTable },
  id: number,
  userId: number,
  now: number,
) {
  return toggle(db, {
    ...marker(
      'content_diggs',
      { target_type: target.type, target_id: id, user_id: userId },
      { created_at: now },
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
    ...marker(
      'collections',
      { user_id: userId, content_type: target.contentType, content_id: id },
      { created_at: now },
    ),
    ...counter(target.table, 'favorites', id),
  });
}

/** Like or unlike a user-written article; `diggs` follows the row. */
export const toggleArticleDigg = (db: PortalDb, articleId: number, userId: number, now: number) =>
  toggleContentDigg(db, { type: ARTICLE_TARGET, table: 'mp_articles' }, articleId, userId, now);

/** Like or unlike a news item; `diggs` follows the row. */
export const toggleInfoDigg = (db: PortalDb, infoId: number, userId: number, now: number) =>
  toggleContentDigg(db, { type: INFO_TARGET, table: 'info_articles' }, infoId, userId, now);

/** Collect or uncollect a user-written article; `favorites` follows the row. */
export const toggleCollectArticle = (db: PortalDb, articleId: number, userId: number, now: number) =>
  toggleCollect(db, { contentType: COLLECT_TYPES.mpArticle, table: 'mp_articles' }, articleId, userId, now);

/** Collect or uncollect a news item; `favorites` follows the row. */
export const toggleCollectInfo = (db: PortalDb, infoId: number, userId: number, now: number) =>
  toggleCollect(db, { contentType: COLLECT_TYPES.info, table: 'info_articles' }, infoId, userId, now);
