import type { HistoryItem, SaveHistoryBody } from '@portal/api/contract/engagement';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { ACCOUNT_WALLET_MESSAGES, type HistorySource } from '@portal/api/rules/account-wallet';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { PortalDb } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/app-error';
import { pageList } from '../../../lib/envelope';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import { visibleArticle } from '../../content/articles/articles.repository';

const tags = ['浏览历史'];

interface HistoryRow {
  id: number;
  content_source: string;
  content_id: number;
  created_at: number;
}

const firstImage = (images: string): string => {
  try {
    const list = JSON.parse(images) as unknown;
    return Array.isArray(list) && typeof list[0] === 'string' ? list[0] : '';
  } catch {
    return '';
  }
};

/** titles and covers of the history rows' content; content gone or hidden since reads 内容已删除 */
async function describe(db: PortalDb, rows: HistoryRow[]): Promise<HistoryItem[]> {
  const ids = (source: HistorySource) =>
    rows.filter((r) => r.content_source === source).map((r) => r.content_id);
  const articleIds = ids('mp_article');
  const infoIds = ids('info');
  const meetingIds = ids('meeting');
  const courseIds = ids('ocs_course');
  const questionIds = ids('community_question');
  const [articles, infos, meetings, courses, questions] = await Promise.all([
    articleIds.length
      ? db
          .selectFrom('mp_articles')
          .select(['id', 'title', 'cover'])
          .where('id', 'in', articleIds)
          .where('status', '=', 'published')
          .execute()
      : [],
    infoIds.length
      ? db.selectFrom('info_articles').select(['id', 'title', 'cover']).where('id', 'in', infoIds).execute()
      : [],
    meetingIds.length
      ? db
          .selectFrom('meetings')
          .select(['id', 'meeting_name as title', 'app_main_pic as cover'])
          .where('id', 'in', meetingIds)
          .where((eb) => eb.not(eb.and([eb('publish_status', '=', '0'), eb('forthcoming', '=', 'T')])))
          .execute()
      : [],
    courseIds.length
      ? db
          .selectFrom('courses')
          .select(['id', 'name as title', 'cover'])
          .where('id', 'in', courseIds)
          .execute()
      : [],
    questionIds.length
      ? db
          .selectFrom('community_questions')
          .select(['id', 'title', 'images'])
          .where('id', 'in', questionIds)
          .where('status', '=', 'published')
          .execute()
      : [],
  ]);
  const lookup = new Map<string, { title: string; cover: string }>([
    ...articles.map((a) => [`mp_article:${a.id}`, a] as const),
    ...infos.map((i) => [`info:${i.id}`, i] as const),
    ...meetings.map((m) => [`meeting:${m.id}`, m] as const),
    ...courses.map((c) => [`ocs_course:${c.id}`, c] as const),
    ...questions.map(
      (q) => [`community_question:${q.id}`, { title: q.title, cover: firstImage(q.images) }] as const,
    ),
  ]);
  return rows.map((r) => {
    const found = lookup.get(`${r.content_source}:${r.content_id}`);
    return {
      id: r.id,
      contentSource: r.content_source,
      contentId: r.content_id,
      title: found?.title ?? '内容已删除',
      cover: found?.cover ?? '',
      browseTime: Number(r.created_at),
    };
  });
}

/**
 * Checks what a page records and answers the history row's content: the course for a lecture (its
 * progress is recorded apart), else the item itself. Hidden or missing content is 404.
 */
async function recordedContent(
  db: PortalDb,
  userId: number,
  body: SaveHistoryBody,
): Promise<{ contentId: number; lecture?: { courseId: number; videoId: number; duration: number } }> {
  const { contentSource, contentId } = body;
  const m = ACCOUNT_WALLET_MESSAGES;
  switch (contentSource) {
    case 'mp_article':
      await visibleArticle(db, contentId, userId);
      return { contentId };
    case 'info': {
      const info = await db
        .selectFrom('info_articles')
        .select('id')
        .where('id', '=', contentId)
        .executeTakeFirst();
      if (!info) throw notFound(m.infoNotFound);
      return { contentId };
    }
    case 'meeting': {
      const meeting = await db
        .selectFrom('meetings')
        .select(['publish_status', 'forthcoming'])
        .where('id', '=', contentId)
        .executeTakeFirst();
      if (!meeting || (meeting.publish_status === '0' && meeting.forthcoming === 'T'))
        throw notFound(m.meetingNotFound);
      return { contentId };
    }
    case 'community_question': {
      const question = await db
        .selectFrom('community_questions')
        .select('id')
        .where('id', '=', contentId)
        .where('status', '=', 'published')
        .executeTakeFirst();
      if (!question) throw notFound(m.questionNotFound);
      return { contentId };
    }
    case 'ocs_course': {
      const courseId = body.courseId ?? null;
      if (courseId === null) {
        const course = await db
          .selectFrom('courses')
          .select('id')
          .where('id', '=', contentId)
          .executeTakeFirst();
        if (!course) throw notFound(m.courseNotFound);
        if (body.playDuration != null) throw badRequest(m.courseRequired);
        return { contentId };
      }
      const lecture = await db
        .selectFrom('course_videos')
        .select(['id', 'duration'])
        .where('id', '=', contentId)
        .where('course_id', '=', courseId)
        .executeTakeFirst();
      if (!lecture) throw notFound(m.lectureNotFound);
      return {
        contentId: courseId,
        lecture: { courseId, videoId: lecture.id, duration: Number(lecture.duration) },
      };
    }
    default:
      throw badRequest('内容类型不正确');
  }
}

/** The signed-in user's browsing history: only ever the session user's own rows. */
export async function browsingHistoryRoutes(app: FastifyInstance, options: { now?: () => number } = {}) {
  const now = options.now ?? (() => Date.now());

  await serve(
    app,
    engagementEndpoints.history,
    { tags, summary: '我的浏览历史（最近在前，需登录）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const pageNo = request.query.pageNo ?? 1;
      const pageSize = request.query.pageSize ?? 10;
      const base = app.db.selectFrom('browsing_history').where('user_id', '=', me.id);
      const [{ total }, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        base
          .select(['id', 'content_source', 'content_id', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
      ]);
      return pageList(await describe(app.db, rows), Number(total), pageNo, pageSize);
    },
  );

  await serve(
    app,
    engagementEndpoints.saveHistory,
    { tags, summary: '记录浏览（同一内容只保留最近一次）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const { contentSource } = request.body;
      const { contentId, lecture } = await recordedContent(app.db, me.id, request.body);
      const t = now();
      const row = await app.db
        .insertInto('browsing_history')
        .values({ user_id: me.id, content_source: contentSource, content_id: contentId, created_at: t })
        .onConflict((oc) =>
          oc.columns(['user_id', 'content_source', 'content_id']).doUpdateSet({ created_at: t }),
        )
        .returning(['id', 'content_source', 'content_id', 'created_at'])
        .executeTakeFirstOrThrow();
      if (lecture && request.body.playDuration != null) {
        // the furthest second watched of the lecture, never going back (a replayed or older report)
        const watched = Math.min(request.body.playDuration, lecture.duration);
        await app.db
          .insertInto('course_progress')
          .values({
            user_id: me.id,
            course_id: lecture.courseId,
            video_id: lecture.videoId,
            watched_seconds: watched,
            updated_at: t,
          })
          .onConflict((oc) =>
            oc.columns(['user_id', 'video_id']).doUpdateSet({
              watched_seconds: sql<number>`case when course_progress.watched_seconds > excluded.watched_seconds then course_progress.watched_seconds else excluded.watched_seconds end`,
              updated_at: t,
            }),
          )
          .execute();
      }
      const [item] = await describe(app.db, [row]);
      return { code: 1 as const, result: item! };
    },
  );

  await serve(
    app,
    engagementEndpoints.deleteHistory,
    { tags, summary: '删除浏览历史（按 ids，或 all 清空；只删自己的）', preValidation: signedInFirst },
    async (request) => {
      const me = await request.requireUser();
      const { ids, all } = request.body;
      if (!all && (!ids || ids.length === 0)) throw badRequest('请选择要删除的浏览记录');
      let q = app.db.deleteFrom('browsing_history').where('user_id', '=', me.id);
      if (!all) q = q.where('id', 'in', ids!);
      const result = await q.executeTakeFirst();
      return { code: 1 as const, result: { deleted: Number(result.numDeletedRows) } };
    },
  );
}
