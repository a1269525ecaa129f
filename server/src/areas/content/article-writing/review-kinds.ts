import { safeHref } from '@portal/api/links';
import { USER_ARTICLE_REVIEW_TYPE, writtenPieceUrl } from '@portal/api/rules/article-writing';
import { sanitizeUserRichText } from '../../../content-safety/sanitize';
import { lockContentRow, type ReviewKinds } from '../../../reviews/review-kinds';
import { stampPictures } from './watermark';

const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * A user's case, article or popular science waits for review when the moderation rule names its
 * author (isAuth 2, new accounts). Approving publishes it and puts it in search; rejecting makes it
 * the author's draft again, and the queue keeps the reason their list shows.
 */
export const ARTICLE_WRITING_REVIEW_KINDS: ReviewKinds = {
  [USER_ARTICLE_REVIEW_TYPE]: {
    lock: (trx, id) => lockContentRow(trx, 'mp_articles', id),
    async describe(db, ids) {
      const rows = ids.length
        ? await db
            .selectFrom('mp_articles')
            .select(['id', 'title', 'description', 'cover', 'body_html'])
            .where('id', 'in', [...ids])
            .execute()
        : [];
      // the summary and cover are published with the body: the moderator sees them, and the
      // version they decide on covers them
      return new Map(
        rows.map((a) => {
          const cover = safeHref(a.cover);
          const html = [
            a.description ? `<p><strong>摘要：</strong>${escapeText(a.description)}</p>` : '',
            cover?.startsWith('/') ? `<p><img src="${escapeText(cover)}" alt="封面" width="240"></p>` : '',
            sanitizeUserRichText(a.body_html),
          ].join('');
          return [a.id, { title: a.title, html, url: writtenPieceUrl(a.id) }];
        }),
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
