import { COMMENT_LIMITS } from '@portal/api/contract/article';
import { articleEndpoints } from '@portal/api/endpoints/article';
import { infoEndpoints } from '@portal/api/endpoints/info';
import type { FastifyInstance } from 'fastify';
import { COMMENT_MESSAGES, checkCommentText } from '../../../comments/comment-rules';
import { COMMENT_MISSING, createCommentRepository } from '../../../comments/comments.repository';
import { badRequest, notFound, tooManyRequests } from '../../../lib/app-error';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import { toggleCommentDigg } from '../engagement/engagement';
import { articleCommentTarget, type CommentTarget, infoCommentTarget } from './comment-targets';

/** comments a user may post per minute (replies included); counted from the database, so it holds across instances */
export const COMMENT_RATE = { perMinute: 10 } as const;

/** the four comment calls of one area: each area's entries share the comment contract */
type CommentEndpoints = Pick<
  typeof articleEndpoints,
  'comments' | 'childComments' | 'postComment' | 'commentDigg'
>;

/** Comments of user-written articles and of news items: one implementation, a target each. */
export async function commentRoutes(appBase: FastifyInstance, options: { now?: () => number } = {}) {
  const now = options.now ?? (() => Date.now());
  await registerCommentRoutes(appBase, articleCommentTarget, articleEndpoints, now);
  await registerCommentRoutes(appBase, infoCommentTarget, infoEndpoints, now);
}

async function registerCommentRoutes(
  app: FastifyInstance,
  target: CommentTarget,
  endpoints: CommentEndpoints,
  now: () => number,
) {
  const comments = createCommentRepository(app.db, target.area);
  const tags = [target.tag];

  /** a comment on an item of this target that the viewer may see */
  async function targetComment(commentId: number, viewerId: number | null) {
    const row = await comments.find(commentId);
    if (row.target_type !== target.type) throw notFound(COMMENT_MISSING);
    await target.assertVisible(app.db, row.target_id, viewerId);
    return row;
  }

  await serve(
    app,
    endpoints.comments,
    { tags, summary: '评论分页（最新在前，每条带前3条回复）' },
    async (request) => {
      const viewer = await request.sessionUser();
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? 10;
      await target.assertVisible(app.db, request.query.articleId, viewer?.id ?? null);
      const { items, totalCount } = await comments.page(
        target.type,
        request.query.articleId,
        { pageNo, pageSize, hottest: request.query.order === 1 },
        viewer?.id ?? null,
        COMMENT_LIMITS.childPreview,
      );
      return {
        code: 1 as const,
        list: items,
        page: { pageNo, pageSize, totalCount, totalPage: Math.ceil(totalCount / pageSize) },
      };
    },
  );

  await serve(
    app,
    endpoints.childComments,
    { tags, summary: '评论的回复分页（最早在前）' },
    async (request) => {
      const viewer = await request.sessionUser();
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? COMMENT_LIMITS.childPageSize;
      const parent = await targetComment(request.query.commentId, viewer?.id ?? null);
      if (parent.parent_id !== null) throw badRequest('只能查看一级评论的回复');
      const { items, totalCount } = await comments.childPage(
        parent,
        { pageNo, pageSize },
        viewer?.id ?? null,
      );
      return {
        code: 1 as const,
        list: items,
        page: { pageNo, pageSize, totalCount, totalPage: Math.ceil(totalCount / pageSize) },
      };
    },
  );

  await serve(
    app,
    endpoints.postComment,
    {
      tags,
      summary: '发表评论或回复（需登录；评论人为当前会话用户）',
      // the body's outer cap (2000) says the same as the 150-character rule
      config: { fieldMessages: { 'text:maxLength': COMMENT_MESSAGES.tooLong } },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { articleId, parentId } = request.body;
      const text = checkCommentText(request.body.text, parentId !== undefined);
      await target.assertVisible(app.db, articleId, me.id);
      let topId: number | null = null;
      let replyTo: number | null = null;
      let topAuthor = 0;
      if (parentId !== undefined) {
        const parent = await comments.find(parentId);
        if (parent.target_type !== target.type || parent.target_id !== articleId)
          throw notFound(COMMENT_MISSING);
        topId = parent.parent_id ?? parent.id;
        // a reply to a reply names whom it answers; a reply to the top comment answers its author
        replyTo = parent.parent_id === null ? null : parent.user_id;
        topAuthor = parent.parent_id === null ? parent.user_id : (await comments.find(topId)).user_id;
      }
      const t = now();
      if ((await comments.countByUserSince(me.id, t - 60_000)) >= COMMENT_RATE.perMinute) {
        throw tooManyRequests('评论过于频繁，请稍后再试');
      }
      const row = await comments.insert({
        targetType: target.type,
        targetId: articleId,
        parentId: topId,
        replyToUserId: replyTo,
        userId: me.id,
        text,
        createdAt: t,
        bumpCounter: (trx) => target.bumpComments(trx, articleId),
      });
      const result =
        topId === null
          ? (await comments.toTopLevel([row], me.id, 0))[0]!
          : (await comments.toChildren([row], me.id, new Map([[topId, topAuthor]])))[0]!;
      return { code: 1 as const, message: '评论成功!', result };
    },
  );

  await serve(
    app,
    endpoints.commentDigg,
    { tags, summary: '评论点赞/取消点赞（需登录）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      await targetComment(request.body.commentId, me.id);
      const { on, count } = await toggleCommentDigg(app.db, request.body.commentId, me.id);
      return { code: 1 as const, result: { isDigg: on, diggs: count } };
    },
  );
}
