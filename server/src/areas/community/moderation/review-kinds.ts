import { answerHomeUrl, questionHomeUrl } from '@portal/api/links';
import { sql } from 'kysely';
import { sanitizeUserRichText } from '../../../content-safety/sanitize';
import type { PortalDb } from '../../../db/database';
import { lockContentRow, type ReviewedContent, type ReviewKinds } from '../../../reviews/review-kinds';
import { parseQuestionImages } from '../asking/question-images';
import { placesOf, recountPlaces } from '../asking/question-places';
import { forgetCommunityFeeds } from '../reading/feed-cache';

/** `review_queue.content_type` of the community's content */
export const QUESTION_REVIEW_TYPE = 'community_question';
export const ANSWER_REVIEW_TYPE = 'community_answer';

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>');

/**
 * What a moderator reads of a question: everything approving publishes — its title, text,
 * pictures and topics (a new one named as such: it is published with the question) — so the
 * version they decide on covers all of it.
 */
async function describeQuestions(
  db: PortalDb,
  ids: readonly number[],
): Promise<Map<number, ReviewedContent>> {
  if (ids.length === 0) return new Map();
  const [rows, topics] = await Promise.all([
    db
      .selectFrom('community_questions')
      .select(['id', 'title', 'text', 'images'])
      .where('id', 'in', [...ids])
      .execute(),
    db
      .selectFrom('community_question_topics as qt')
      .innerJoin('community_topics as t', 't.id', 'qt.topic_id')
      .select(['qt.question_id', 't.title', 't.status'])
      .where('qt.question_id', 'in', [...ids])
      .orderBy('t.id')
      .execute(),
  ]);
  return new Map(
    rows.map((q) => {
      // a topic its author added waits with it: approving the question publishes the name too
      const names = topics
        .filter((t) => t.question_id === q.id)
        .map((t) => escapeText(t.status === 'pending' ? `${t.title}（新话题，随问题公开）` : t.title));
      const pictures = parseQuestionImages(q.images).map(
        (src) => `<img src="${escapeText(src)}" alt="提问图片" width="240">`,
      );
      const html = [
        escapeText(q.text),
        pictures.length ? `<p>${pictures.join('')}</p>` : '',
        names.length ? `<p><strong>话题：</strong>${names.join('、')}</p>` : '',
      ].join('');
      return [q.id, { title: q.title, html, url: questionHomeUrl(q.id) }];
    }),
  );
}

/**
 * The community's reviewed content (issue 13 moderation): a question and an answer. Approving
 * publishes it (an answer counts on its question then, as a published one does at once); rejecting
 * marks it rejected: nobody but its author sees it, and the queue keeps the reason they read.
 */
export const COMMUNITY_REVIEW_KINDS: ReviewKinds = {
  [QUESTION_REVIEW_TYPE]: {
    describe: describeQuestions,
    lock: (trx, id) => lockContentRow(trx, 'community_questions', id),
    async approve(trx, id, now) {
      await trx
        .updateTable('community_questions')
        .set({ status: 'published', publish_time: now })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute();
      // its topics, circle and activity count it now, and the feeds show it
      await recountPlaces(trx, await placesOf(trx, id));
      forgetCommunityFeeds();
      return { refresh: { type: 'community_qa', ids: [id] } };
    },
    async reject(trx, id) {
      await trx
        .updateTable('community_questions')
        .set({ status: 'rejected' })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute();
    },
  },
  [ANSWER_REVIEW_TYPE]: {
    lock: (trx, id) => lockContentRow(trx, 'community_answers', id),
    async describe(db, ids) {
      const rows = ids.length
        ? await db
            .selectFrom('community_answers as a')
            .innerJoin('community_questions as q', 'q.id', 'a.question_id')
            .select(['a.id', 'a.text', 'q.title'])
            .where('a.id', 'in', [...ids])
            .execute()
        : [];
      return new Map(
        rows.map((a) => [
          a.id,
          // stored cleaned; cleaned again on the way out, as every served body is
          { title: a.title, html: sanitizeUserRichText(a.text), url: answerHomeUrl(a.id) },
        ]),
      );
    },
    async approve(trx, id, now) {
      const moved = await trx
        .updateTable('community_answers')
        .set({ status: 'published', publish_time: now })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      const answer = await trx
        .selectFrom('community_answers')
        .select('question_id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!answer || Number(moved.numUpdatedRows) === 0) return {};
      await sql`update community_questions set answers = answers + 1 where id = ${answer.question_id}`.execute(
        trx,
      );
      forgetCommunityFeeds();
      return { refresh: { type: 'community_qa', ids: [answer.question_id] } };
    },
    async reject(trx, id) {
      await trx
        .updateTable('community_answers')
        .set({ status: 'rejected' })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute();
    },
  },
};
