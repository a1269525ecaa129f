import { createHash } from 'node:crypto';
import { shortVideoEndpoints as e } from '@portal/api/endpoints/short-video';
import { SHORT_VIDEO_MESSAGES } from '@portal/api/rules/short-video';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type CommentTarget, createCommentService } from '../../../comments/comment-routes';
import { COMMENT_MESSAGES } from '../../../comments/comment-rules';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import type { ContentRouteOptions } from '../repositories';
import { createShortVideoRepository, SHORT_VIDEO_TARGET, visibleShortVideo } from './short-videos.repository';

const tags = ['短视频'];
const tf = (on: boolean) => (on ? ('T' as const) : ('F' as const));

/** who a view is counted for: the session user, or a visitor by a hash of their address */
function viewerKey(request: FastifyRequest, userId: number | null): string {
  if (userId !== null) return `u:${userId}`;
  const agent = String(request.headers['user-agent'] ?? '');
  return `v:${createHash('sha256').update(`${request.ip}\n${agent}`).digest('hex').slice(0, 40)}`;
}

/**
 * Short videos (spec 7 short video calls): the player's page, the feed around a video, views, likes,
 * collects, and comments on the shared comment mechanism (patients anonymous, as everywhere). Only
 * published videos are public; a creator sees their own that wait for review.
 */
export async function shortVideoRoutes(app: FastifyInstance, options: ContentRouteOptions) {
  const now = options.now ?? (() => Date.now());
  const videos = createShortVideoRepository(app.db);
  const field = { id: SHORT_VIDEO_MESSAGES.notFound, videoId: SHORT_VIDEO_MESSAGES.notFound };

  await serve(
    app,
    e.detail,
    { tags, summary: '短视频详情（含当前用户的点赞、收藏）', config: { fieldMessages: field } },
    async (request) => {
      const viewer = await request.sessionUser();
      return { code: 1 as const, result: await videos.detail(request.query.id, viewer?.id ?? null) };
    },
  );

  await serve(
    app,
    e.feed,
    { tags, summary: '前后的短视频（同亚专业优先，其后为最新）', config: { fieldMessages: field } },
    async (request) => {
      const viewer = await request.sessionUser();
      return { code: 1 as const, result: await videos.feed(request.query.id, viewer?.id ?? null) };
    },
  );

  await serve(
    app,
    e.view,
    { tags, summary: '计一次播放（同一观看者每天一次）', config: { fieldMessages: field } },
    async (request) => {
      const viewer = await request.sessionUser();
      const id = viewer?.id ?? null;
      const result = await videos.view(request.body.videoId, viewerKey(request, id), now(), id);
      return { code: 1 as const, result };
    },
  );

  await serve(
    app,
    e.digg,
    {
      tags,
      summary: '短视频点赞/取消点赞（需登录）',
      preValidation: signedInFirst,
      config: { fieldMessages: field },
    },
    async (request) => {
      const me = await request.requireUser();
      const { on, count } = await videos.digg(request.body.videoId, me.id, now());
      return { code: 1 as const, result: { isDigg: tf(on), diggs: count } };
    },
  );

  await serve(
    app,
    e.collect,
    {
      tags,
      summary: '短视频收藏/取消收藏（需登录；收藏类型 7）',
      preValidation: signedInFirst,
      config: { fieldMessages: field },
    },
    async (request) => {
      const me = await request.requireUser();
      const { on, count } = await videos.collect(request.body.videoId, me.id, now());
      return {
        code: 1 as const,
        message: on ? SHORT_VIDEO_MESSAGES.collected : SHORT_VIDEO_MESSAGES.uncollected,
        result: { isCollect: tf(on), favorites: count },
      };
    },
  );

  const target: CommentTarget = {
    type: SHORT_VIDEO_TARGET,
    tag: '短视频评论',
    area: 'short-video',
    assertVisible: (db, id, viewerId) => visibleShortVideo(db, id, viewerId),
    bumpComments: (trx, id) =>
      trx
        .updateTable('short_videos')
        .set((eb) => ({ comments: eb('comments', '+', 1) }))
        .where('id', '=', id)
        .execute(),
  };
  const comments = createCommentService(app.db, target, now);
  const commentTags = [target.tag];

  await serve(
    app,
    e.comments,
    {
      tags: commentTags,
      summary: '短视频评论分页（最新在前，每条带前3条回复）',
      config: { fieldMessages: field },
    },
    async (request) => {
      const viewer = await request.sessionUser();
      const { videoId, pageNo, pageSize, order } = request.query;
      return comments.page(videoId, { pageNo, pageSize, hottest: order === 1 }, viewer?.id ?? null);
    },
  );

  await serve(
    app,
    e.childComments,
    { tags: commentTags, summary: '短视频评论的回复分页（最早在前）' },
    async (request) => {
      const viewer = await request.sessionUser();
      const { commentId, pageNo, pageSize } = request.query;
      return comments.childPage(commentId, { pageNo, pageSize }, viewer?.id ?? null);
    },
  );

  await serve(
    app,
    e.postComment,
    {
      tags: commentTags,
      summary: '发表短视频评论或回复（需登录；评论人为当前会话用户）',
      // the body's outer cap (2000) says the same as the 150-character rule
      config: { fieldMessages: { ...field, 'content:maxLength': COMMENT_MESSAGES.tooLong } },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { videoId, parentId, content } = request.body;
      return comments.post(me, { targetId: videoId, parentId, text: content });
    },
  );

  await serve(
    app,
    e.commentDigg,
    { tags: commentTags, summary: '短视频评论点赞/取消点赞（需登录）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const { on, count } = await comments.digg(me, request.body.commentId);
      return { code: 1 as const, result: { isDigg: tf(on), diggs: count } };
    },
  );
}
