import { USER_ARTICLE_REVIEW_TYPE, writtenPieceUrl } from '@portal/api/rules/article-writing';
import { sanitizeUserRichText } from '../../../content-safety/sanitize';
import type { ReviewKinds } from '../../../reviews/review-kinds';
import { stampPictures } from './watermark';

/**
 * A user's case, article or popular science waits for review when the moderation rule names its
 * author (isAuth 2, new accounts). Approving publishes it and puts it in search; rejecting makes it
 * the author's draft again, and the queue keeps the reason their list shows.
 */
export const ARTICLE_WRITING_REVIEW_KINDS: ReviewKinds = {
  [USER_ARTICLE_REVIEW_TYPE]: {
    async describe(db, ids) {
      const rows = ids.length
        ? await db
            .selectFrom('mp_articles')
            .select(['id', 'title', 'body_html'])
            .where('id', 'in', [...ids])
            .execute()
        : [];
      return new Map(
        rows.map((a) => [
          a.id,
          { title: a.title, html: sanitizeUserRichText(a.body_html), url: writtenPieceUrl(a.id) },
        ]),
      );
    },
    async approve(trx, id, now) {
      const moved = await trx
        .updateTable('mp_articles')
        .set({ status: 'published', publish_time: now })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return {};
      // published now: its author's pictures are served watermarked when the switch is on
      await stampPictures(trx, id, now);
      return { refresh: { type: 'mp_article', ids: [id] } };
    },
    async reject(trx, id) {
      await trx
        .updateTable('mp_articles')
        .set({ status: 'draft' })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute();
    },
  },
};
