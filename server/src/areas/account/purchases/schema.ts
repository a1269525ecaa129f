import type { Generated } from 'kysely';

/**
 * The account's purchase tables (migration 030, `./migration.ts`): course progress. Timestamps are
 * integer milliseconds. (030 made `coupons` too, which the payments mechanism owns:
 * `payments/schema.ts`, and the book orders, which the mall owns: `areas/brands/mall/schema.ts`.)
 */

/** how far a user watched a lecture (`course_videos`) of a course */
export interface CourseProgressTable {
  user_id: number;
  course_id: number;
  video_id: number;
  /** seconds of the lecture really watched (credited by heartbeats), at most its length */
  watched_seconds: number;
  updated_at: number;
  // migration 038-classroom
  /** where the viewer left off (seconds), to resume */
  position_seconds: Generated<number>;
  /** the server's time of the viewer's last heartbeat on this lecture; null before the first */
  last_beat_at: number | null;
}

export type PurchasesTables = {
  course_progress: CourseProgressTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends PurchasesTables {}
}
