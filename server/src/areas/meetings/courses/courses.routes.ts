import { courseCommentEndpoints, classroomEndpoints as e } from '@portal/api/endpoints/classroom';
import { lecturePlaylistUrl, CLASSROOM_MESSAGES as M } from '@portal/api/rules/classroom';
import type { FastifyInstance } from 'fastify';
import { type CommentTarget, registerCommentRoutes } from '../../../comments/comment-routes';
import { notFound } from '../../../lib/app-error';
import { pageList, wholeList } from '../../../lib/envelope';
import { limitedTo } from '../../../lib/rate-limits';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import type { MeetingsRouteOptions } from '../repositories';
import { previewLectureId } from './courses.repository';

const tags = ['云课堂'];

/** the comments target of courses (`comments.target_type`) */
export const COURSE_TARGET = 'ocs_course';

/**
 * The cloud classroom (issue 22): /mooc's course list and series, a course's page (counting a
 * view) with its lectures and what the viewer may play, rating (one per user), collect, and the
 * course's comments through the comment mechanism.
 */
export async function courseRoutes(app: FastifyInstance, options: MeetingsRouteOptions) {
  const now = options.now ?? (() => Date.now());
  const { courses } = options.repos;

  await serve(
    app,
    e.courses,
    {
      tags,
      summary: '云课堂课程列表（按亚专业、免费/付费、系列筛选；最热或最新）',
      config: { fieldMessages: { subspecialtyId: '亚专业不存在', seriesId: M.seriesNotFound } },
    },
    async (request) => {
      const { pageNo = 1, pageSize = 12 } = request.query;
      const { items, total } = await courses.list(request.query);
      return pageList(items, total, pageNo, pageSize);
    },
  );

  await serve(app, e.series, { tags, summary: '系列课程' }, async () => wholeList(await courses.series()));

  await serve(
    app,
    e.course,
    {
      tags,
      summary: '课程详情（计一次浏览；课时列表及当前用户能否观看、是否收藏、本人评分）',
      config: { fieldMessages: { courseId: M.courseNotFound } },
    },
    async (request) => {
      const row = await courses.course(request.query.courseId);
      const viewer = await request.sessionUser();
      const [list, labels, marks, bought] = await Promise.all([
        courses.lectures(row.id),
        courses.labels(row),
        viewer ? courses.viewerMarks(row.id, viewer.id) : { isCollect: false, myStars: null },
        viewer && row.money !== null ? courses.bought(row.id, viewer.id) : false,
      ]);
      await courses.countView(row.id);
      const paid = row.money !== null;
      const preview = paid ? previewLectureId(list) : null;
      return {
        code: 1 as const,
        result: {
          id: row.id,
          name: row.name,
          cover: row.cover,
          speakerNames: row.speaker_names,
          showViews: Number(row.views) + 1,
          score: Number(row.score) / 10,
          money: paid ? Number(row.money) : null,
          lectures: list.length,
          seriesId: row.series_id,
          publishTime: Number(row.publish_time),
          intro: row.intro,
          subspecialtyName: labels.subspecialtyName,
          seriesName: labels.seriesName,
          ratingCount: Number(row.rating_count),
          commentCount: Number(row.comments),
          lectureList: list.map((l) => {
            const canWatch = !paid || bought || l.id === preview;
            return {
              id: l.id,
              name: l.name,
              speakerNames: l.speaker_names,
              duration: Number(l.duration),
              preview: paid && l.id === preview,
              canWatch,
              playlistUrl: canWatch ? lecturePlaylistUrl(row.id, l.id) : null,
            };
          }),
          bought,
          isCollect: marks.isCollect,
          myStars: marks.myStars,
        },
      };
    },
  );

  await serve(
    app,
    e.rate,
    {
      tags,
      summary: '课程评分（1–5 星，每人一次，可修改；课程评分为所有评分的平均）',
      preValidation: signedInFirst,
      config: {
        rateLimit: limitedTo(30, 60_000, '操作过于频繁，请稍后再试'),
        fieldMessages: { courseId: M.courseNotFound, stars: M.badStars },
      },
    },
    async (request) => {
      const me = await request.requireUser();
      const { courseId, stars } = request.body;
      return {
        code: 1 as const,
        result: await courses.rate(courseId, me.id, stars, now()),
        message: M.rated,
      };
    },
  );

  await serve(
    app,
    e.collect,
    {
      tags,
      summary: '收藏或取消收藏课程（收藏类型 6，出现在个人主页的收藏与我的课程）',
      preValidation: signedInFirst,
      config: { fieldMessages: { courseId: M.courseNotFound } },
    },
    async (request) => {
      const me = await request.requireUser();
      return {
        code: 1 as const,
        result: { isCollect: await courses.toggleCollect(request.body.courseId, me.id, now()) },
      };
    },
  );

  const target: CommentTarget = {
    type: COURSE_TARGET,
    tag: '课程评论',
    // a course is watched as a meeting is: where doctors speak to doctors
    area: 'meeting',
    assertVisible: async (db, id) => {
      const row = await db.selectFrom('courses').select('id').where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound(M.courseNotFound);
    },
    bumpComments: (trx, id) =>
      trx
        .updateTable('courses')
        .set((eb) => ({ comments: eb('comments', '+', 1) }))
        .where('id', '=', id)
        .execute(),
  };
  await registerCommentRoutes(app, target, courseCommentEndpoints, now);
}
