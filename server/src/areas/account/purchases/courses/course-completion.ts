import { LECTURE_DONE_SHARE } from '@portal/api/rules/account-wallet';
import type { PortalDb } from '../../../../db/database';
import type { CourseCompletion } from '../../../../readers/readers';
import { readers } from '../../../../readers/registry';

/**
 * The account area's reader `courseCompletion`: how far `userId` watched each lecture of a course,
 * from `course_progress` (seconds really watched, credited by the player's beats), each lecture
 * done at floor(duration × LECTURE_DONE_SHARE) — the same measure as 我的课程. The lectures come
 * from the area that keeps the courses (`studyCourses`).
 */
export async function courseCompletion(
  db: PortalDb,
  userId: number,
  courseId: number,
): Promise<CourseCompletion | null> {
  const [course] = await readers().studyCourses(db, [courseId]);
  if (!course) return null;
  const rows = await db
    .selectFrom('course_progress')
    .select(['video_id', 'watched_seconds'])
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();
  const watched = new Map(rows.map((r) => [r.video_id, Number(r.watched_seconds)]));
  const lectures = course.lectures.map((v) => {
    const watchedSeconds = Math.min(watched.get(v.id) ?? 0, v.duration);
    return {
      id: v.id,
      duration: v.duration,
      watchedSeconds,
      done: watchedSeconds >= Math.floor(v.duration * LECTURE_DONE_SHARE),
    };
  });
  return { courseId, lectures, allDone: lectures.length > 0 && lectures.every((l) => l.done) };
}
