import { communityAnswerEndpoints as e } from '@portal/api/endpoints/community-answers';
import { COMMUNITY_READ_MESSAGES } from '@portal/api/rules/community';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { type CommentTarget, createCommentService } from '../../../comments/comment-routes';
import { COMMENT_MESSAGES } from '../../../comments/comment-rules';
import type { PortalDb } from '../../../db/database';
import { counter, marker, toggle, uncounted } from '../../../engagement/toggle';
import { notFound } from '../../../lib/app-error';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import { ANSWER_DIGG_TARGET } from '../reading/community-read.repository';
import type { CommunityRouteOptions } from '../repositories';

/** `comments.target_type` of an answer's comments */
export const ANSWER_COMMENT_TARGET = 'community_answer';

/**
 * An answer others may act on: published, under a published question. A pending answer is its
 * author's to read, but nobody likes, collects or comments on it before it is published.
 */
async function assertPublishedAnswer(db: PortalDb, id: number) {
  const row = await db
    .selectFrom('community_answers as a')
    .innerJoin('community_questions as q', 'q.id', 'a.question_id')
    .select('a.id')
    .where('a.id', '=', id)
    .where('a.status', '=', 'published')
    .where('q.status', '=', 'published')
    .executeTakeFirst();
  if (!row) throw notFound(COMMUNITY_READ_MESSAGES.answerNotFound);
}

/** an answer as a comment target: community display rules, `community_answers.comments` follows */
export const answerCommentTarget: CommentTarget = {
  type: ANSWER_COMMENT_TARGET,
  tag: '社区回答评论',
  area: 'community',
  assertVisible: (db, id) => assertPublishedAnswer(db, id),
  bumpComments: (trx, id) =>
    sql`update community_answers set comments = comments + 1 where id = ${id}`.execute(trx),
};

const tf = (on: boolean) => (on ? ('T' as const) : ('F' as const));

/**
 * Likes, collects and comments of a community answer (spec 7): the liker, collector and commenter
 * is the session's user; counters move in the transaction of their row.
 */
export async function answerEngagementRoutes(app: FastifyInstance, options: CommunityRouteOptions) {
  const now = options.now ?? (() => Date.now());
  const service = createCommentService(app.db, answerCommentTarget, now);
  const tags = ['社区问答'];

  await serve(
    app,
    e.digg,
    { tags, summary: '赞同/取消赞同回答（需登录）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const { qaId } = request.body;
      await assertPublishedAnswer(app.db, qaId);
      const { on, count } = await toggle(app.db, {
        ...marker(
          'content_diggs',
          { target_type: ANSWER_DIGG_TARGET, target_id: qaId, user_id: me.id },
          { created_at: now() },
        ),
        ...counter('community_answers', 'diggs', qaId),
      });
      return { code: 1 as const, result: { diggStatus: tf(on), diggs: count } };
    },
  );

  await serve(
    app,
    e.collect,
    { tags, summary: '收藏/取消收藏回答（需登录）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const { qaId } = request.body;
      await assertPublishedAnswer(app.db, qaId);
      const { on } = await toggle(app.db, {
        ...marker(
          'collections',
          { user_id: me.id, content_type: COLLECT_TYPES.communityAnswer, content_id: qaId },
          { created_at: now() },
        ),
        ...uncounted,
      });
      return { code: 1 as const, result: { collectStatus: tf(on) } };
    },
  );

  await serve(
    app,
    e.comments,
    {
      tags: [answerCommentTarget.tag],
      summary: '回答的评论分页（最新在前，每条带前3条回复）',
      config: { fieldMessages: { qaId: COMMUNITY_READ_MESSAGES.answerNotFound } },
    },
    async (request) => {
      const viewer = await request.sessionUser();
      const { qaId, pageNo, pageSize } = request.query;
      return service.page(qaId, { pageNo, pageSize }, viewer?.id ?? null);
    },
  );

  await serve(
    app,
    e.childComments,
    { tags: [answerCommentTarget.tag], summary: '回答评论的回复分页（最早在前）' },
    async (request) => {
      const viewer = await request.sessionUser();
      const { commentId, pageNo, pageSize } = request.query;
      return service.childPage(commentId, { pageNo, pageSize }, viewer?.id ?? null);
    },
  );

  await serve(
    app,
    e.comment,
    {
      tags: [answerCommentTarget.tag],
      summary: '评论回答或回复评论（需登录；评论人为当前会话用户）',
      config: { fieldMessages: { 'text:maxLength': COMMENT_MESSAGES.tooLong } },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { qaId, parentCommentId, text } = request.body;
      return service.post(me, { targetId: qaId, parentId: parentCommentId, text });
    },
  );

  await serve(
    app,
    e.commentDigg,
    {
      tags: [answerCommentTarget.tag],
      summary: '回答评论点赞/取消点赞（需登录）',
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { on, count } = await service.digg(me, request.body.commentId);
      return { code: 1 as const, result: { diggStatus: tf(on), diggs: count } };
    },
  );
}
