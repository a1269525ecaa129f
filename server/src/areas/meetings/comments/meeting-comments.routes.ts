import { meetingCommentEndpoints as e } from '@portal/api/endpoints/meeting-comments';
import type { FastifyInstance } from 'fastify';
import { type CommentTarget, createCommentService } from '../../../comments/comment-routes';
import { COMMENT_MESSAGES } from '../../../comments/comment-rules';
import type { PortalDb } from '../../../db/database';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import type { MeetingRepository } from '../meetings.repository';
import type { MeetingsRouteOptions } from '../repositories';

/** `comments.target_type` of a meeting's comments (the seed writes it too) */
export const MEETING_COMMENT_TARGET = 'meeting';

/**
 * A meeting as a comment target: visible when the meeting is (a coming-soon one is not: 404
 * 会议不存在); commenters are shown as in the meeting area (identity 3 anonymous, 7 named); a
 * meeting keeps no comment counter.
 */
function meetingCommentTarget(meetings: MeetingRepository): CommentTarget {
  return {
    type: MEETING_COMMENT_TARGET,
    tag: '会议评论',
    area: 'meeting',
    assertVisible: (_db, id) => meetings.assertVisible(id),
    bumpComments: async () => undefined,
  };
}

/** the meeting's pinned comments, in pin order */
async function pinnedIds(db: PortalDb, meetingId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('meeting_comment_sticks')
    .select('comment_id')
    .where('meeting_id', '=', meetingId)
    .orderBy('sort')
    .orderBy('comment_id')
    .execute();
  return rows.map((r) => r.comment_id);
}

/**
 * A meeting's comments (spec 7) on the shared comment mechanism: the pinned ones apart
 * (getMtgStickCommentPage) and left out of the pages (getMtgCommentPage), replies, posting
 * (saveMtgComment: signed in, 150 characters, plain text, rate-limited) and likes ('T'/'F').
 */
export async function meetingCommentRoutes(app: FastifyInstance, options: MeetingsRouteOptions) {
  const now = options.now ?? (() => Date.now());
  const target = meetingCommentTarget(options.repos.meetings);
  const service = createCommentService(app.db, target, now);
  const tags = [target.tag];

  await serve(
    app,
    e.comments,
    { tags, summary: '会议评论分页（最新在前，每条带前3条回复；不含置顶评论）' },
    async (request) => {
      const viewer = await request.sessionUser();
      const { meetingId, pageNo, pageSize } = request.query;
      return service.page(
        meetingId,
        { pageNo, pageSize, exclude: await pinnedIds(app.db, meetingId) },
        viewer?.id ?? null,
      );
    },
  );

  await serve(app, e.stickComments, { tags, summary: '会议的置顶评论（按置顶顺序）' }, async (request) => {
    const viewer = await request.sessionUser();
    const { meetingId } = request.query;
    const list = await service.listed(meetingId, await pinnedIds(app.db, meetingId), viewer?.id ?? null);
    return {
      code: 1 as const,
      list,
      page: {
        pageNo: 1,
        pageSize: Math.max(1, list.length),
        totalCount: list.length,
        totalPage: list.length ? 1 : 0,
      },
    };
  });

  await serve(app, e.childComments, { tags, summary: '会议评论的回复分页（最早在前）' }, async (request) => {
    const viewer = await request.sessionUser();
    const { commentId, pageNo, pageSize } = request.query;
    return service.childPage(commentId, { pageNo, pageSize }, viewer?.id ?? null);
  });

  await serve(
    app,
    e.saveComment,
    {
      tags,
      summary: '发表会议评论或回复（需登录；评论人为当前会话用户）',
      // the body's outer cap (2000) says the same as the 150-character rule
      config: { fieldMessages: { 'text:maxLength': COMMENT_MESSAGES.tooLong } },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { meetingId, parentId, text } = request.body;
      return service.post(me, { targetId: meetingId, parentId, text });
    },
  );

  await serve(
    app,
    e.commentDigg,
    { tags, summary: '会议评论点赞/取消点赞（需登录）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const { on, count } = await service.digg(me, request.body.commentId);
      return { code: 1 as const, result: { diggStatus: on ? ('T' as const) : ('F' as const), diggs: count } };
    },
  );
}
