import type { LectureProgress } from '@portal/api/contract/classroom';
import { LECTURE_DONE_SHARE } from '@portal/api/rules/account-wallet';
import { creditedSeconds } from '@portal/api/rules/classroom';
import type { PortalDb } from '../../../../db/database';

export interface Beat {
  userId: number;
  courseId: number;
  lecture: { id: number; duration: number };
  /** seconds into the lecture the player reports */
  position: number;
  /** the server's clock at the beat */
  at: number;
}

const done = (watched: number, duration: number) => watched >= Math.floor(duration * LECTURE_DONE_SHARE);

/**
 * Credits one heartbeat of a lecture (issue 22), the one write path of course progress (the
 * player's heartbeats and the browsing-history call's `playDuration` both come here):
 *
 * - the position is clamped to the lecture's length and kept as where the viewer left off;
 * - `watched_seconds` grows by `creditedSeconds(previous position, position, time since the
 *   previous beat)`: the position's advance, at most the wall-clock time that really passed at the
 *   player's fastest rate plus slack, at most `maxCreditSeconds`; never above the lecture's length;
 * - the first beat of a lecture credits nothing (it only starts the clock);
 * - the update is conditional on the previous beat's time, so of two concurrent beats (or a
 *   replayed one racing its original) only one credits; the other credits nothing.
 */
export async function creditBeat(db: PortalDb, beat: Beat): Promise<LectureProgress & { credited: number }> {
  const duration = beat.lecture.duration;
  const position = Math.max(0, Math.min(Math.floor(beat.position), duration));
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('course_progress')
      .select(['watched_seconds', 'position_seconds', 'last_beat_at'])
      .where('user_id', '=', beat.userId)
      .where('video_id', '=', beat.lecture.id)
      .executeTakeFirst();
    if (!row) {
      const inserted = await trx
        .insertInto('course_progress')
        .values({
          user_id: beat.userId,
          course_id: beat.courseId,
          video_id: beat.lecture.id,
          watched_seconds: 0,
          position_seconds: position,
          last_beat_at: beat.at,
          updated_at: beat.at,
        })
        .onConflict((oc) => oc.columns(['user_id', 'video_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0)
        return {
          videoId: beat.lecture.id,
          watchedSeconds: 0,
          position,
          done: false,
          updatedAt: beat.at,
          credited: 0,
        };
      // a concurrent first beat won: this one credits nothing
      const now = await trx
        .selectFrom('course_progress')
        .select(['watched_seconds', 'position_seconds', 'updated_at'])
        .where('user_id', '=', beat.userId)
        .where('video_id', '=', beat.lecture.id)
        .executeTakeFirstOrThrow();
      const w = Number(now.watched_seconds);
      return {
        videoId: beat.lecture.id,
        watchedSeconds: w,
        position: Number(now.position_seconds),
        done: done(w, duration),
        updatedAt: Number(now.updated_at),
        credited: 0,
      };
    }
    const before = Number(row.watched_seconds);
    const last = row.last_beat_at === null ? null : Number(row.last_beat_at);
    // a beat older than the last one (a replay arriving late) moves nothing back and credits nothing
    const elapsed = last === null ? 0 : beat.at - last;
    const credit =
      last === null || elapsed <= 0 ? 0 : creditedSeconds(Number(row.position_seconds), position, elapsed);
    const watched = Math.min(duration, before + credit);
    if (last !== null && elapsed < 0)
      return {
        videoId: beat.lecture.id,
        watchedSeconds: before,
        position: Number(row.position_seconds),
        done: done(before, duration),
        updatedAt: last,
        credited: 0,
      };
    const updated = await trx
      .updateTable('course_progress')
      .set({
        watched_seconds: watched,
        position_seconds: position,
        last_beat_at: beat.at,
        updated_at: beat.at,
      })
      .where('user_id', '=', beat.userId)
      .where('video_id', '=', beat.lecture.id)
      .where((eb) => (last === null ? eb('last_beat_at', 'is', null) : eb('last_beat_at', '=', last)))
      .where('watched_seconds', '=', before)
      .executeTakeFirst();
    const won = Number(updated.numUpdatedRows) > 0;
    const w = won ? watched : before;
    return {
      videoId: beat.lecture.id,
      watchedSeconds: w,
      position: won ? position : Number(row.position_seconds),
      done: done(w, duration),
      updatedAt: beat.at,
      credited: won ? watched - before : 0,
    };
  });
}

/** the user's progress in each lecture of a course they have played */
export async function progressOf(db: PortalDb, userId: number, courseId: number) {
  return db
    .selectFrom('course_progress')
    .select(['video_id', 'watched_seconds', 'position_seconds', 'updated_at'])
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();
}
