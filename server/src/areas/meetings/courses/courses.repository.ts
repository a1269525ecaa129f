import type { ClassroomCourse, CourseListQuery, CourseSeries } from '@portal/api/contract/classroom';
import { CLASSROOM_MESSAGES as M } from '@portal/api/rules/classroom';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import { type Selectable, sql } from 'kysely';
import type { PortalDb } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { marker, toggle, uncounted } from '../../../engagement/toggle';
import { notFound } from '../../../lib/app-error';

type CourseRow = Selectable<Database['courses']>;
type LectureRow = Selectable<Database['course_videos']>;

const toCard = (r: CourseRow & { lectures?: number | string | bigint }): ClassroomCourse => ({
  id: r.id,
  name: r.name,
  cover: r.cover,
  speakerNames: r.speaker_names,
  showViews: Number(r.views),
  score: Number(r.score) / 10,
  money: r.money === null ? null : Number(r.money),
  lectures: Number(r.lectures ?? 0),
  seriesId: r.series_id,
  publishTime: Number(r.publish_time),
});

/** the free preview of a paid course: its first lecture (the lowest sort, then id) */
export const previewLectureId = (lectures: readonly Pick<LectureRow, 'id' | 'sort'>[]): number | null =>
  [...lectures].sort((a, b) => a.sort - b.sort || a.id - b.id)[0]?.id ?? null;

/**
 * The cloud classroom's reads and writes (issue 22): the course list, a course with its lectures,
 * ratings, collects and who bought a paid course. Who acts is always the caller's session user.
 */
export function createCoursesRepository(db: PortalDb) {
  async function course(courseId: number): Promise<CourseRow> {
    const row = await db.selectFrom('courses').selectAll().where('id', '=', courseId).executeTakeFirst();
    if (!row) throw notFound(M.courseNotFound);
    return row;
  }

  async function lectures(courseId: number): Promise<LectureRow[]> {
    return db
      .selectFrom('course_videos')
      .selectAll()
      .where('course_id', '=', courseId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  async function bought(courseId: number, userId: number): Promise<boolean> {
    const row = await db
      .selectFrom('course_purchases')
      .select('user_id')
      .where('course_id', '=', courseId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  return {
    course,
    lectures,
    bought,

    async list(q: CourseListQuery): Promise<{ items: ClassroomCourse[]; total: number }> {
      const pageNo = q.pageNo ?? 1;
      const pageSize = q.pageSize ?? 12;
      let query = db.selectFrom('courses');
      if (q.subspecialtyId !== undefined) {
        const id = q.subspecialtyId;
        // a top-level subspecialty lists its children's courses too
        query = query.where('courses.subspecialty_id', 'in', (eb) =>
          eb
            .selectFrom('subspecialties')
            .select('id')
            .where((w) => w.or([w('id', '=', id), w('parent_id', '=', id)])),
        );
      }
      if (q.price === 'free') query = query.where('courses.money', 'is', null);
      if (q.price === 'paid') query = query.where('courses.money', 'is not', null);
      if (q.seriesId !== undefined) query = query.where('courses.series_id', '=', q.seriesId);
      const [rows, total] = await Promise.all([
        query
          .selectAll('courses')
          .select((eb) =>
            eb
              .selectFrom('course_videos')
              .select((e2) => e2.fn.countAll<number>().as('n'))
              .whereRef('course_videos.course_id', '=', 'courses.id')
              .as('lectures'),
          )
          .$if(q.sort === 'new', (b) => b.orderBy('courses.publish_time', 'desc'))
          .$if(q.sort !== 'new', (b) => b.orderBy('courses.views', 'desc'))
          .orderBy('courses.id', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return {
        items: rows.map((r) => toCard(r as CourseRow & { lectures: number })),
        total: Number(total?.n ?? 0),
      };
    },

    async series(): Promise<CourseSeries[]> {
      const rows = await db
        .selectFrom('course_series')
        .select(['course_series.id', 'course_series.name', 'course_series.cover', 'course_series.intro'])
        .select((eb) =>
          eb
            .selectFrom('courses')
            .select((e2) => e2.fn.countAll<number>().as('n'))
            .whereRef('courses.series_id', '=', 'course_series.id')
            .as('courses'),
        )
        .orderBy('course_series.sort')
        .orderBy('course_series.id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        cover: r.cover,
        intro: r.intro,
        courses: Number(r.courses ?? 0),
      }));
    },

    /** the names of a course's subspecialty and series */
    async labels(row: CourseRow): Promise<{ subspecialtyName: string; seriesName: string | null }> {
      const [sub, series] = await Promise.all([
        row.subspecialty_id === null
          ? undefined
          : db
              .selectFrom('subspecialties')
              .select('name')
              .where('id', '=', row.subspecialty_id)
              .executeTakeFirst(),
        row.series_id === null
          ? undefined
          : db.selectFrom('course_series').select('name').where('id', '=', row.series_id).executeTakeFirst(),
      ]);
      return { subspecialtyName: sub?.name ?? '', seriesName: series?.name ?? null };
    },

    async countView(courseId: number) {
      await db
        .updateTable('courses')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', courseId)
        .execute();
    },

    /** the viewer's marks on a course: collected, own stars */
    async viewerMarks(courseId: number, userId: number) {
      const [collected, rating] = await Promise.all([
        db
          .selectFrom('collections')
          .select('user_id')
          .where('user_id', '=', userId)
          .where('content_type', '=', COLLECT_TYPES.course)
          .where('content_id', '=', courseId)
          .executeTakeFirst(),
        db
          .selectFrom('course_ratings')
          .select('stars')
          .where('course_id', '=', courseId)
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      ]);
      return { isCollect: collected !== undefined, myStars: rating ? Number(rating.stars) : null };
    },

    /**
     * One rating per user and course; rating again changes it. The course's sum and count move
     * with the row in one transaction (by the difference, conditional on what the row was), and
     * the score is their mean in tenths, so concurrent ratings cannot drift it.
     */
    async rate(courseId: number, userId: number, stars: number, at: number) {
      return db.transaction().execute(async (trx) => {
        const exists = await trx
          .selectFrom('courses')
          .select('id')
          .where('id', '=', courseId)
          .executeTakeFirst();
        if (!exists) throw notFound(M.courseNotFound);
        const inserted = await trx
          .insertInto('course_ratings')
          .values({ course_id: courseId, user_id: userId, stars, created_at: at, updated_at: at })
          .onConflict((oc) => oc.columns(['course_id', 'user_id']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) {
          await trx
            .updateTable('courses')
            .set((eb) => ({
              rating_total: eb('rating_total', '+', stars),
              rating_count: eb('rating_count', '+', 1),
            }))
            .where('id', '=', courseId)
            .execute();
        } else {
          // the previous stars, changed only if still what was read (a concurrent change retries nothing)
          const before = await trx
            .selectFrom('course_ratings')
            .select('stars')
            .where('course_id', '=', courseId)
            .where('user_id', '=', userId)
            .executeTakeFirstOrThrow();
          const old = Number(before.stars);
          const changed = await trx
            .updateTable('course_ratings')
            .set({ stars, updated_at: at })
            .where('course_id', '=', courseId)
            .where('user_id', '=', userId)
            .where('stars', '=', old)
            .executeTakeFirst();
          if (Number(changed.numUpdatedRows) > 0 && old !== stars)
            await trx
              .updateTable('courses')
              .set((eb) => ({ rating_total: eb('rating_total', '+', stars - old) }))
              .where('id', '=', courseId)
              .execute();
        }
        await trx
          .updateTable('courses')
          .set({
            score: sql<number>`case when rating_count > 0 then (rating_total * 10 + rating_count / 2) / rating_count else score end`,
          })
          .where('id', '=', courseId)
          .execute();
        const row = await trx
          .selectFrom('courses')
          .select(['score', 'rating_count'])
          .where('id', '=', courseId)
          .executeTakeFirstOrThrow();
        return { score: Number(row.score) / 10, ratingCount: Number(row.rating_count), myStars: stars };
      });
    },

    /** collect or uncollect: a `collections` row of type course (6) */
    async toggleCollect(courseId: number, userId: number, at: number) {
      await course(courseId);
      const { on } = await toggle(db, {
        ...marker(
          'collections',
          { user_id: userId, content_type: COLLECT_TYPES.course, content_id: courseId },
          { created_at: at },
        ),
        ...uncounted,
      });
      return on;
    },

    /** may `userId` (null: signed out) watch this lecture of the course? null: no such lecture */
    async lectureAccess(courseId: number, videoId: number, userId: number | null) {
      const row = await course(courseId);
      const list = await lectures(courseId);
      const lecture = list.find((l) => l.id === videoId);
      if (!lecture) return null;
      const free = row.money === null || previewLectureId(list) === lecture.id;
      const canWatch = free || (userId !== null && (await bought(courseId, userId)));
      return { course: row, lecture, canWatch };
    },
  };
}

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;
