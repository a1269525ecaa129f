import type { DisplayArea } from '@portal/api/identity';
import type { PortalDb } from '../../../db/database';
import { ARTICLE_TARGET, visibleArticle } from '../articles/articles.repository';
import { INFO_TARGET, visibleInfo } from '../info/info.repository';

/**
 * What the comment routes need to know about the thing commented on: its `comments.target_type`,
 * whether the viewer may see it (404 otherwise), and the counter a new comment bumps in the same
 * transaction as its row.
 */
export interface CommentTarget {
  type: string;
  /** route tag in the API docs */
  tag: string;
  /** where its commenters are shown (decides who is anonymous) */
  area: DisplayArea;
  assertVisible(db: PortalDb, id: number, viewerId: number | null): Promise<unknown>;
  bumpComments(trx: PortalDb, id: number): Promise<unknown>;
}

/** user-written articles and cases: drafts and pending pieces only for their author */
export const articleCommentTarget: CommentTarget = {
  type: ARTICLE_TARGET,
  tag: '文章评论',
  area: 'article',
  assertVisible: (db, id, viewerId) => visibleArticle(db, id, viewerId),
  bumpComments: (trx, id) =>
    trx
      .updateTable('mp_articles')
      .set((eb) => ({ comments: eb('comments', '+', 1) }))
      .where('id', '=', id)
      .execute(),
};

/** news items: every stored item is public */
export const infoCommentTarget: CommentTarget = {
  type: INFO_TARGET,
  tag: '资讯评论',
  area: 'info',
  assertVisible: (db, id) => visibleInfo(db, id),
  bumpComments: (trx, id) =>
    trx
      .updateTable('info_articles')
      .set((eb) => ({ comments: eb('comments', '+', 1) }))
      .where('id', '=', id)
      .execute(),
};
