import type { MyCourse } from '@portal/api/contract/account-wallet';
import { accountWalletEndpoints as e } from '@portal/api/endpoints/account-wallet';
import { LECTURE_DONE_SHARE } from '@portal/api/rules/account-wallet';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import type { FastifyInstance } from 'fastify';
import type { PortalDb } from '../../../../db/database';
import { pageList } from '../../../../lib/envelope';
import { serve, signedInFirst } from '../../../../lib/serve-endpoint';
import { readers } from '../../../../readers/registry';

const tags = ['我的课程'];

/**
 * Every course the user has studied, with its progress: the watched share of the course's whole
 * length (each lecture counted up to its own length), lectures watched to the end (90 %), and when
 * last studied. A user studies tens of courses, not thousands: they are read whole and paged here.
 */
export async function studiedCourses(db: PortalDb, userId: number): Promise<MyCourse[]> {
  const progress = await db
    .selectFrom('course_progress')
    .select(['course_id', 'video_id', 'watched_seconds', 'updated_at'])
    .where('user_id', '=', userId)
    .execute();
  if (progress.length === 0) return [];
  const courseIds = [...new Set(progress.map((p) => p.course_id))];
  const courses = await readers().studyCourses(db, courseIds);
  const watched = new Map(progress.map((p) => [p.video_id, Number(p.watched_seconds)]));
  return courses
    .map((c) => {
      const own = c.lectures;
      const length = own.reduce((s, v) => s + v.duration, 0);
      const seen = own.reduce((s, v) => s + Math.min(watched.get(v.id) ?? 0, v.duration), 0);
      const done = own.filter(
        (v) => (watched.get(v.id) ?? 0) >= Math.floor(v.duration * LECTURE_DONE_SHARE),
      ).length;
      const last = Math.max(...progress.filter((p) => p.course_id === c.id).map((p) => Number(p.updated_at)));
      return {
        id: c.id,
        name: c.name,
        cover: c.cover,
        speakerNames: c.speakerNames,
        money: c.money,
        lectures: own.length,
        lecturesDone: done,
        progress:
          done === own.length && own.length > 0
            ? 100
            : length > 0
              ? Math.min(99, Math.floor((seen * 100) / length))
              : 0,
        lastStudiedAt: last,
      };
    })
    .sort((a, b) => b.lastStudiedAt - a.lastStudiedAt || b.id - a.id);
}

/**
 * The courses the user collected (collect type 6, issue 22), the latest first, each with its
 * progress when studied (`lastStudiedAt` is then the last study, else when it was collected).
 */
export async function collectedCourses(db: PortalDb, userId: number): Promise<MyCourse[]> {
  const studied = await studiedCourses(db, userId);
  const rows = await db
    .selectFrom('collections')
    .select(['content_id', 'created_at'])
    .where('user_id', '=', userId)
    .where('content_type', '=', COLLECT_TYPES.course)
    .orderBy('created_at', 'desc')
    .orderBy('content_id', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const known = new Map(studied.map((c) => [c.id, c]));
  const courses = new Map(
    (
      await readers().studyCourses(
        db,
        rows.map((r) => r.content_id),
      )
    ).map((c) => [c.id, c]),
  );
  return rows.flatMap((r) => {
    const own = known.get(r.content_id);
    if (own) return [own];
    const c = courses.get(r.content_id);
    if (!c) return [];
    return [
      {
        id: c.id,
        name: c.name,
        cover: c.cover,
        speakerNames: c.speakerNames,
        money: c.money,
        lectures: c.lectures.length,
        lecturesDone: 0,
        progress: 0,
        lastStudiedAt: Number(r.created_at),
      },
    ];
  });
}

/** The courses the user is studying and has finished (issue 14). */
export async function myCoursesRoutes(app: FastifyInstance) {
  await serve(
    app,
    e.myCourses,
    {
      tags,
      summary: '我的课程（学习中、已学完；含学习进度）',
      preValidation: signedInFirst,
      config: { fieldMessages: { tab: '课程分类不正确' } },
    },
    async (request) => {
      const me = await request.requireUser();
      const { tab = 'studying', pageNo = 1, pageSize = 10 } = request.query;
      const all = (await studiedCourses(app.db, me.id)).filter((c) =>
        tab === 'finished' ? c.progress === 100 : c.progress < 100,
      );
      return pageList(all.slice((pageNo - 1) * pageSize, pageNo * pageSize), all.length, pageNo, pageSize);
    },
  );
}
