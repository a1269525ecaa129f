import { courseProgressEndpoints as e } from '@portal/api/endpoints/classroom';
import { LECTURE_DONE_SHARE } from '@portal/api/rules/account-wallet';
import { CLASSROOM_MESSAGES as M } from '@portal/api/rules/classroom';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../../../lib/app-error';
import { pageList } from '../../../../lib/envelope';
import { limitedTo } from '../../../../lib/rate-limits';
import { serve, signedInFirst } from '../../../../lib/serve-endpoint';
import { freeLapsedHolds, usableCoupons } from '../../../../payments/coupons';
import { toCoupon } from '../coupons/coupons.routes';
import { creditBeat, progressOf } from './course-progress';
import { collectedCourses } from './my-courses.routes';

const tags = ['我的课程'];

/**
 * A lecture's progress from the player (issue 22): heartbeats (credited by the time that really
 * passed, `course-progress.ts`) and the session user's progress in a course, to resume. Only the
 * session user's own rows are read or written; a paid lecture not bought is refused (403).
 */
export async function courseProgressRoutes(app: FastifyInstance, options: { now?: () => number } = {}) {
  const now = options.now ?? (() => Date.now());

  await serve(
    app,
    e.heartbeat,
    {
      tags,
      summary: '课时播放心跳（记录续播位置；按两次心跳间真实经过的时间计入观看时长）',
      preValidation: signedInFirst,
      config: {
        rateLimit: limitedTo(120, 60_000, '操作过于频繁，请稍后再试'),
        fieldMessages: { courseId: M.courseNotFound, videoId: M.lectureNotFound, position: M.badPosition },
      },
    },
    async (request) => {
      const me = await request.requireUser();
      const { courseId, videoId, position } = request.body;
      const lecture = await app.readers.watchableLecture(app.db, courseId, videoId, me.id);
      if (!lecture) throw notFound(M.lectureNotFound);
      if (!lecture.canWatch) throw new AppError(403, M.notBought);
      return {
        code: 1 as const,
        result: await creditBeat(app.db, { userId: me.id, courseId, lecture, position, at: now() }),
      };
    },
  );

  await serve(
    app,
    e.progress,
    {
      tags,
      summary: '本人在某课程各课时的进度与续播位置',
      preValidation: signedInFirst,
      config: { fieldMessages: { courseId: M.courseNotFound } },
    },
    async (request) => {
      const me = await request.requireUser();
      const { courseId } = request.query;
      const [course] = await app.readers.studyCourses(app.db, [courseId]);
      if (!course) throw notFound(M.courseNotFound);
      const rows = await progressOf(app.db, me.id, courseId);
      const durations = new Map(course.lectures.map((l) => [l.id, l.duration]));
      const lectures = rows
        .filter((r) => durations.has(r.video_id))
        .map((r) => {
          const duration = durations.get(r.video_id)!;
          const watched = Math.min(Number(r.watched_seconds), duration);
          return {
            videoId: r.video_id,
            watchedSeconds: watched,
            position: Math.min(Number(r.position_seconds), duration),
            done: watched >= Math.floor(duration * LECTURE_DONE_SHARE),
            updatedAt: Number(r.updated_at),
          };
        });
      const total = course.lectures.reduce((s, l) => s + l.duration, 0);
      const seen = lectures.reduce((s, l) => s + l.watchedSeconds, 0);
      const allDone =
        course.lectures.length > 0 && lectures.filter((l) => l.done).length === course.lectures.length;
      const last = [...lectures].sort((a, b) => b.updatedAt - a.updatedAt)[0];
      return {
        code: 1 as const,
        result: {
          lectures,
          lastVideoId: last ? last.videoId : null,
          progress: allDone ? 100 : total > 0 ? Math.min(99, Math.floor((seen * 100) / total)) : 0,
        },
      };
    },
  );

  await serve(
    app,
    e.collected,
    { tags, summary: '我收藏的课程（含学习进度；最近收藏在前）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const { pageNo = 1, pageSize = 10 } = request.query;
      const all = await collectedCourses(app.db, me.id);
      return pageList(all.slice((pageNo - 1) * pageSize, pageNo * pageSize), all.length, pageNo, pageSize);
    },
  );

  await serve(
    app,
    e.coupons,
    {
      tags: ['优惠券'],
      summary: '购买课程可用的优惠券（全场通用；优惠最多的在前；被待支付订单占用的不在其中）',
      preValidation: signedInFirst,
      config: { fieldMessages: { amountFen: '订单金额不正确' } },
    },
    async (request) => {
      const me = await request.requireUser();
      const at = now();
      await freeLapsedHolds(app.db, app.payments, me.id, at);
      const { usable, inUse } = await usableCoupons(app.db, {
        userId: me.id,
        target: 'course',
        priceFen: request.query.amountFen,
        at,
      });
      return {
        code: 1 as const,
        result: {
          list: usable.map((u) => ({ coupon: toCoupon(u.coupon, at), payFen: u.payFen, offFen: u.offFen })),
          inUse,
        },
      };
    },
  );
}
