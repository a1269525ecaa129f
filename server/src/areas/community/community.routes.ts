import { communityEndpoints } from '@portal/api/endpoints/community';
import { mayPublish } from '@portal/api/identity';
import { questionHomeUrl } from '@portal/api/links';
import { COMMUNITY_MESSAGES, mustBeReviewed, QUESTION_LIMITS } from '@portal/api/rules/community';
import type { FastifyInstance } from 'fastify';
import { charCount, multilinePlainText, plainText } from '../../content-safety/plain-text';
import { badRequest, forbidden, tooManyRequests } from '../../lib/app-error';
import { serve, signedInFirst } from '../../lib/serve-endpoint';
import { createReviewQueue } from '../portal/reviews/review-queue';
import { QUESTION_REVIEW_TYPE } from './moderation/review-kinds';

const tags = ['社区问答'];
const HOUR = 3_600_000;

/**
 * Questions one user may ask per hour: a doctor asking in earnest rarely asks more than a few;
 * this stops a script from flooding the community and the search index.
 */
export const QUESTIONS_PER_HOUR = 10;
export const TOO_MANY_QUESTIONS = '提问过于频繁，请稍后再试';

export async function communityRoutes(app: FastifyInstance, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const queue = createReviewQueue(app.db, now);

  await serve(
    app,
    communityEndpoints.saveQa,
    {
      tags,
      summary: `提问（标题与可选描述，发布者为当前登录用户；未认证或新注册用户的问题先审核；每人每小时最多 ${QUESTIONS_PER_HOUR} 个）`,
      config: {
        fieldMessages: {
          title: COMMUNITY_MESSAGES.titleTooShort,
          'title:maxLength': COMMUNITY_MESSAGES.titleTooLong,
          'text:maxLength': COMMUNITY_MESSAGES.textTooLong,
        },
      },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      // spec 6: identity 3 (anonymous public) and 4 (corporate) cannot publish
      if (!mayPublish(me.identity)) throw forbidden(COMMUNITY_MESSAGES.identityCannotPublish);

      const title = plainText(request.body.title).replace(/\s+/g, ' ');
      if (charCount(title) < QUESTION_LIMITS.titleMin) throw badRequest(COMMUNITY_MESSAGES.titleTooShort);
      if (charCount(title) > QUESTION_LIMITS.titleMax) throw badRequest(COMMUNITY_MESSAGES.titleTooLong);
      const text = multilinePlainText(request.body.text ?? '');
      if (charCount(text) > QUESTION_LIMITS.textMax) throw badRequest(COMMUNITY_MESSAGES.textTooLong);

      // spec 4, 8: content of theirs waiting for review blocks new content
      if ((await queue.pendingCount(me.id)) > 0) throw forbidden(COMMUNITY_MESSAGES.pendingReview);
      const at = now();
      const recent = await app.db
        .selectFrom('community_questions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('creator_id', '=', me.id)
        .where('created_at', '>', at - HOUR)
        .executeTakeFirstOrThrow();
      if (Number(recent.n) >= QUESTIONS_PER_HOUR) throw tooManyRequests(TOO_MANY_QUESTIONS);

      const author = await app.db
        .selectFrom('users')
        .select(['is_auth', 'created_at'])
        .where('id', '=', me.id)
        .executeTakeFirstOrThrow();
      const reviewed = mustBeReviewed({ isAuth: author.is_auth, createdAt: Number(author.created_at) }, at);
      const saved = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('community_questions')
          .values({
            title,
            text,
            creator_id: me.id,
            is_hide_creator: request.body.isHideCreator === 'T' ? 'T' : 'F',
            essences: 'F',
            status: reviewed ? 'pending' : 'published',
            subspecialty_id: null,
            answers: 0,
            views: 0,
            ask_people: 0,
            publish_time: at,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (reviewed)
          await createReviewQueue(trx, now).enqueue({
            userId: me.id,
            contentType: QUESTION_REVIEW_TYPE,
            contentId: row.id,
          });
        return row;
      });
      // searchable at once, not at the next rebuild (a reviewed one once approved)
      if (!reviewed) await app.searchEngine.refresh(app.db, 'community_qa', [saved.id]);
      return {
        code: 1 as const,
        result: { id: saved.id, url: questionHomeUrl(saved.id) },
        message: reviewed ? COMMUNITY_MESSAGES.submittedForReview : COMMUNITY_MESSAGES.submitted,
      };
    },
  );
}
