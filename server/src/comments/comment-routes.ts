import { COMMENT_LIMITS } from '@portal/api/contract/article';
import type { articleEndpoints } from '@portal/api/endpoints/article';
import type { DisplayArea } from '@portal/api/identity';
import type { FastifyInstance } from 'fastify';
import { refuseIdentifiers } from '../content-safety/patient-identifiers';
import type { PortalDb } from '../db/database';
import { counter, marker, toggle } from '../engagement/toggle';
import { badRequest, notFound, tooManyRequests } from '../lib/app-error';
import { serve, signedInFirst } from '../lib/serve-endpoint';
import { noticeComment } from '../notices/events';
import { COMMENT_MESSAGES, checkCommentText } from './comment-rules';
import { COMMENT_MISSING, createCommentRepository } from './comments.repository';

/** comments a user may post per minute (replies included); counted from the database, so it holds across instances */
export const COMMENT_RATE = { perMinute: 10 } as const;

/**
 * What the comment routes need to know about the thing commented on: its `comments.target_type`,
 * whether the viewer may see it (404 otherwise), and the counter a new comment bumps in the same
 * transaction as its row. Each area declares its targets; the mechanism serves them.
 */
export interface CommentTarget {
  type: string;
  /** route tag in the API docs */
  tag: string;
  /** where its commenters are shown (decides who is anonymous) */
  area: DisplayArea;
  assertVisible(db: PortalDb, id: number, viewerId: number | null): Promise<unknown>;
  bumpComments(trx: PortalDb, id: number): Promise<unknown>;
}

/** Like or unlike a comment; `comments.diggs` follows the row. */
export function toggleCommentDigg(db: PortalDb, commentId: number, userId: number) {
  return toggle(db, {
    ...marker('comment_diggs', { comment_id: commentId, user_id: userId }),
    ...counter('comments', 'diggs', commentId),
  });
}

const pageInfo = (pageNo: number, pageSize: number, totalCount: number) => ({
  pageNo,
  pageSize,
  totalCount,
  totalPage: Math.ceil(totalCount / pageSize),
});

/**
 * The comment operations of one target, whatever its calls are named: an area whose contract
 * differs from the article's (other parameter names, pinned comments) serves these itself.
 */
export function createCommentService(db: PortalDb, target: CommentTarget, now: () => number) {
  const comments = createCommentRepository(db, target.area);

  /** a comment on an item of this target that the viewer may see */
  async function targetComment(commentId: number, viewerId: number | null) {
    const row = await comments.find(commentId);
    if (row.target_type !== target.type) throw notFound(COMMENT_MISSING);
    await target.assertVisible(db, row.target_id, viewerId);
    return row;
  }

  return {
    /** top-level comments, newest (or most liked) first, each with its first replies; `exclude`: ids shown elsewhere */
    async page(
      targetId: number,
      q: { pageNo?: number; pageSize?: number; hottest?: boolean; exclude?: number[] },
      viewerId: number | null,
    ) {
      const pageNo = q.pageNo ?? 1;
      const pageSize = q.pageSize ?? 10;
      await target.assertVisible(db, targetId, viewerId);
      const { items, totalCount } = await comments.page(
        target.type,
        targetId,
        { pageNo, pageSize, hottest: q.hottest ?? false, exclude: q.exclude ?? [] },
        viewerId,
        COMMENT_LIMITS.childPreview,
      );
      return { code: 1 as const, list: items, page: pageInfo(pageNo, pageSize, totalCount) };
    },

    /** the top-level comments of `ids` on this item, in that order (others and replies left out) */
    async listed(targetId: number, ids: number[], viewerId: number | null) {
      await target.assertVisible(db, targetId, viewerId);
      return comments.topLevelOf(target.type, targetId, ids, viewerId, COMMENT_LIMITS.childPreview);
    },

    async childPage(commentId: number, q: { pageNo?: number; pageSize?: number }, viewerId: number | null) {
      const pageNo = q.pageNo ?? 1;
      const pageSize = q.pageSize ?? COMMENT_LIMITS.childPageSize;
      const parent = await targetComment(commentId, viewerId);
      if (parent.parent_id !== null) throw badRequest('只能查看一级评论的回复');
      const { items, totalCount } = await comments.childPage(parent, { pageNo, pageSize }, viewerId);
      return { code: 1 as const, list: items, page: pageInfo(pageNo, pageSize, totalCount) };
    },

    /**
     * posts as `me` (a reply names whom it answers); rate-limited, plain text, at most 150
     * characters, no unmasked patient identifier (every area's comments come through here)
     */
    async post(me: { id: number }, input: { targetId: number; parentId?: number | undefined; text: string }) {
      const { targetId, parentId } = input;
      const text = checkCommentText(input.text, parentId !== undefined);
      refuseIdentifiers({ comment: text });
      await target.assertVisible(db, targetId, me.id);
      let topId: number | null = null;
      let replyTo: number | null = null;
      let topAuthor = 0;
      let repliedTo: { commentId: number; userId: number } | null = null;
      if (parentId !== undefined) {
        const parent = await comments.find(parentId);
        repliedTo = { commentId: parent.id, userId: parent.user_id };
        if (parent.target_type !== target.type || parent.target_id !== targetId)
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
        targetId,
        parentId: topId,
        replyToUserId: replyTo,
        userId: me.id,
        text,
        createdAt: t,
        bumpCounter: (trx) => target.bumpComments(trx, targetId),
        // the replied-to author, or the item's author, is told (never oneself)
        after: (trx, comment) =>
          noticeComment(trx, {
            id: comment.id,
            targetType: target.type,
            targetId,
            authorId: me.id,
            text,
            repliedTo,
            area: target.area,
            at: t,
          }),
      });
      const result =
        topId === null
          ? (await comments.toTopLevel([row], me.id, 0))[0]!
          : (await comments.toChildren([row], me.id, new Map([[topId, topAuthor]])))[0]!;
      return { code: 1 as const, message: COMMENT_MESSAGES.posted, result };
    },

    /** likes or unlikes a comment of a visible item */
    async digg(me: { id: number }, commentId: number) {
      await targetComment(commentId, me.id);
      return toggleCommentDigg(db, commentId, me.id);
    },
  };
}

/** the four comment calls of an area with the article's comment contract (`articleId`) */
export type CommentEndpoints = Pick<
  typeof articleEndpoints,
  'comments' | 'childComments' | 'postComment' | 'commentDigg'
>;

/** The four comment routes of a target whose calls follow the article's comment contract. */
export async function registerCommentRoutes(
  app: FastifyInstance,
  target: CommentTarget,
  endpoints: CommentEndpoints,
  now: () => number,
) {
  const service = createCommentService(app.db, target, now);
  const tags = [target.tag];

  await serve(
    app,
    endpoints.comments,
    { tags, summary: '评论分页（最新在前，每条带前3条回复）' },
    async (request) => {
      const viewer = await request.sessionUser();
      const { articleId, pageNo, pageSize, order } = request.query;
      return service.page(articleId, { pageNo, pageSize, hottest: order === 1 }, viewer?.id ?? null);
    },
  );

  await serve(
    app,
    endpoints.childComments,
    { tags, summary: '评论的回复分页（最早在前）' },
    async (request) => {
      const viewer = await request.sessionUser();
      const { commentId, pageNo, pageSize } = request.query;
      return service.childPage(commentId, { pageNo, pageSize }, viewer?.id ?? null);
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
      const { articleId, parentId, text } = request.body;
      return service.post(me, { targetId: articleId, parentId, text });
    },
  );

  await serve(
    app,
    endpoints.commentDigg,
    { tags, summary: '评论点赞/取消点赞（需登录）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const { on, count } = await service.digg(me, request.body.commentId);
      return { code: 1 as const, result: { isDigg: on, diggs: count } };
    },
  );
}
