import { communityWritingEndpoints as e } from '@portal/api/endpoints/community-writing';
import { mayPublish } from '@portal/api/identity';
import { answerHomeUrl } from '@portal/api/links';
import {
  ANSWER_LIMITS,
  ANSWER_MESSAGES,
  type AnswerAbilityState,
  answerCharCount,
  mustBeReviewed,
} from '@portal/api/rules/community';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { refuseIdentifiers } from '../../../content-safety/patient-identifiers';
import { plainText } from '../../../content-safety/plain-text';
import { sanitizeUserRichText } from '../../../content-safety/sanitize';
import type { PortalDb } from '../../../db/database';
import { isUniqueViolation } from '../../../db/unique-violation';
import { AppError, badRequest, forbidden, notFound, tooManyRequests } from '../../../lib/app-error';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import { createReviewQueue } from '../../../reviews/review-queue';
import { ANSWER_REVIEW_TYPE } from '../moderation/review-kinds';
import { answerText, linkNamedProducts } from '../product-mentions/qa-mentions';
import { imagesOf } from '../reading/community-read.repository';
import { forgetCommunityFeeds } from '../reading/feed-cache';
import type { CommunityRouteOptions } from '../repositories';

const tags = ['社区问答'];
const HOUR = 3_600_000;

export { ANSWER_REVIEW_TYPE };

/**
 * Answers one user may send per hour: a doctor answering in earnest writes a few; this stops a
 * script from filling the community.
 */
export const ANSWERS_PER_HOUR = 20;

/** the community's address of an answer (the spec's route) */

/** A cleaned answer and what the rules count of it: its characters (no spaces) and pictures. */
export function cleanAnswer(html: string) {
  const text = sanitizeUserRichText(html);
  return {
    text,
    chars: answerCharCount(plainText(text)),
    images: imagesOf(text, Number.POSITIVE_INFINITY).length,
  };
}

async function publishedQuestion(db: PortalDb, id: number) {
  const q = await db
    .selectFrom('community_questions')
    .select(['id', 'title'])
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!q) throw notFound(ANSWER_MESSAGES.questionNotFound);
  return q;
}

/**
 * Writing an answer (issue 13, spec 4's answer button): the gates (identity 3/4, content waiting
 * for review, already answered), the autosaved draft, and the answer — cleaned by the allowlist,
 * published at once or queued for review by the moderation rule, counted on its question.
 */
export async function answerWritingRoutes(app: FastifyInstance, options: CommunityRouteOptions) {
  const now = options.now ?? Date.now;
  const queue = createReviewQueue(app.db, now);

  async function ability(me: { id: number; identity: number | null }, questionId: number) {
    const q = await publishedQuestion(app.db, questionId);
    const [mine, pending] = await Promise.all([
      app.db
        .selectFrom('community_answers')
        .select('id')
        .where('question_id', '=', questionId)
        .where('creator_id', '=', me.id)
        .executeTakeFirst(),
      queue.pendingCount(me.id),
    ]);
    const state: AnswerAbilityState = !mayPublish(me.identity)
      ? 'identity'
      : pending > 0
        ? 'pending'
        : mine
          ? 'answered'
          : 'ok';
    return { q, state, answerId: mine?.id ?? null };
  }

  async function reviewedAuthor(userId: number) {
    const u = await app.db
      .selectFrom('users')
      .select(['is_auth', 'created_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return mustBeReviewed({ isAuth: u.is_auth, createdAt: Number(u.created_at) }, now());
  }

  await serve(
    app,
    e.answerAbility,
    { tags, summary: '回答按钮的判断：身份、待审核内容、是否已回答（需登录）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const { q, state, answerId } = await ability(me, request.query.questionId);
      return {
        code: 1 as const,
        result: { state, answerId, questionTitle: q.title, reviewed: await reviewedAuthor(me.id) },
      };
    },
  );

  await serve(
    app,
    e.draft,
    { tags, summary: '我对这个问题的回答草稿（需登录）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const row = await app.db
        .selectFrom('community_answer_drafts')
        .select(['text', 'updated_at'])
        .where('user_id', '=', me.id)
        .where('question_id', '=', request.query.questionId)
        .executeTakeFirst();
      return {
        code: 1 as const,
        result: row ? { text: row.text, updatedAt: Number(row.updated_at) } : null,
      };
    },
  );

  await serve(
    app,
    e.saveDraft,
    {
      tags,
      summary: '保存回答草稿（输入时自动保存；需登录）',
      config: { fieldMessages: { 'text:maxLength': ANSWER_MESSAGES.tooLong } },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { questionId } = request.body;
      if (request.body.text.length > ANSWER_LIMITS.maxDraftChars) throw badRequest(ANSWER_MESSAGES.tooLong);
      await publishedQuestion(app.db, questionId);
      const text = sanitizeUserRichText(request.body.text);
      const at = now();
      // an upsert: a draft per author and question, the newest text wins
      await sql`insert into community_answer_drafts (user_id, question_id, text, updated_at)
        values (${me.id}, ${questionId}, ${text}, ${at})
        on conflict (user_id, question_id) do update set text = excluded.text, updated_at = excluded.updated_at`.execute(
        app.db,
      );
      return { code: 1 as const, result: { updatedAt: at } };
    },
  );

  await serve(
    app,
    e.saveAnswer,
    {
      tags,
      summary: '回答问题（富文本经白名单清洗；未认证或新注册用户的回答先审核；每人每题一个）',
      config: { fieldMessages: { 'text:maxLength': ANSWER_MESSAGES.tooLong } },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { questionId } = request.body;
      const { state } = await ability(me, questionId);
      if (state === 'identity') throw forbidden(ANSWER_MESSAGES.identityCannotPublish);
      if (state === 'pending') throw forbidden(ANSWER_MESSAGES.pendingReview);
      if (state === 'answered') throw new AppError(409, ANSWER_MESSAGES.answered);

      if (request.body.text.length > ANSWER_LIMITS.maxHtmlChars) throw badRequest(ANSWER_MESSAGES.tooLong);
      const { text, chars, images } = cleanAnswer(request.body.text);
      if (chars < ANSWER_LIMITS.minChars) throw badRequest(ANSWER_MESSAGES.tooShort);
      if (chars > ANSWER_LIMITS.maxChars) throw badRequest(ANSWER_MESSAGES.tooLong);
      if (images > ANSWER_LIMITS.maxImages) throw badRequest(ANSWER_MESSAGES.tooManyImages);
      // read as its paragraphs, so the refusal can say which one
      refuseIdentifiers({ answer: answerText(text) });

      const at = now();
      const recent = await app.db
        .selectFrom('community_answers')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('creator_id', '=', me.id)
        .where('created_at', '>', at - HOUR)
        .executeTakeFirstOrThrow();
      if (Number(recent.n) >= ANSWERS_PER_HOUR) throw tooManyRequests(ANSWER_MESSAGES.tooMany);

      const reviewed = await reviewedAuthor(me.id);
      let id: number;
      try {
        id = await app.db.transaction().execute(async (trx) => {
          const saved = await trx
            .insertInto('community_answers')
            .values({
              question_id: questionId,
              creator_id: me.id,
              status: reviewed ? 'pending' : 'published',
              is_top: 'F',
              essences: 'F',
              diggs: 0,
              comments: 0,
              views: 0,
              publish_time: at,
              created_at: at,
              text,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (reviewed)
            await createReviewQueue(trx, now).enqueue({
              userId: me.id,
              contentType: ANSWER_REVIEW_TYPE,
              contentId: saved.id,
            });
          else
            await sql`update community_questions set answers = answers + 1 where id = ${questionId}`.execute(
              trx,
            );
          // the products it names; listed with it once it is published
          await linkNamedProducts(trx, app.readers, { type: 'A', id: saved.id, text: answerText(text) });
          await trx
            .deleteFrom('community_answer_drafts')
            .where('user_id', '=', me.id)
            .where('question_id', '=', questionId)
            .execute();
          return saved.id;
        });
      } catch (error) {
        // two sends at once: the database keeps one answer per author and question
        if (isUniqueViolation(error)) throw new AppError(409, ANSWER_MESSAGES.answered);
        throw error;
      }
      // the question's answers are in its search entry: searchable at once, not at the next rebuild
      if (!reviewed) {
        await app.searchEngine.refresh(app.db, 'community_qa', [questionId]);
        forgetCommunityFeeds(app.db);
      }
      return {
        code: 1 as const,
        result: {
          id,
          status: reviewed ? ('pending' as const) : ('published' as const),
          url: answerHomeUrl(id),
        },
        message: reviewed ? ANSWER_MESSAGES.submittedForReview : ANSWER_MESSAGES.submitted,
      };
    },
  );
}
