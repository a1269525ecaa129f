import type { CommentTarget } from '../../../comments/comment-routes';
import { ARTICLE_TARGET, visibleArticle } from '../articles/articles.repository';
import { INFO_TARGET, visibleInfo } from '../info/info.repository';

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
