/**
 * The cloud classroom (issue 22): courses, their lectures, ratings, paid courses and progress.
 * Schema-free, shared by the server and the meetings remote (which serves /mooc and
 * /cloudclassroomCourse).
 */

/** list sorts: 最热 by views, 最新 by publish time */
export const COURSE_SORTS = ['hot', 'new'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];
export const COURSE_SORT_NAMES: Record<CourseSort, string> = { hot: '最热', new: '最新' };

/** free (`money` empty) or paid */
export const COURSE_PRICES = ['free', 'paid'] as const;
export type CoursePrice = (typeof COURSE_PRICES)[number];
export const COURSE_PRICE_NAMES: Record<CoursePrice, string> = { free: '免费', paid: '付费' };

export const CLASSROOM_LIMITS = {
  /** courses a page of /mooc shows */
  pageSize: 12,
  /** lectures shown first, and added per 展开更多 (spec 9) */
  lecturesShown: 3,
  lecturesMore: 3,
  /** a rating is 1–5 stars */
  minStars: 1,
  maxStars: 5,
} as const;

/**
 * Progress from the player's heartbeats (see docs/architecture.md "The cloud classroom"). The
 * player reports its position every `beatIntervalMs`; the server credits a lecture with the
 * position's advance, but never more than the wall-clock time that really passed since the
 * viewer's previous beat × `maxPlaybackRate` + `slackSeconds`, and never more than
 * `maxCreditSeconds` for one beat (a beat after a long silence starts a new stretch). A seek
 * forward, a replayed beat, beats sent faster than real time or a huge `playDuration` therefore
 * credit only the time that passed.
 */
export const PROGRESS_RULES = {
  beatIntervalMs: 10_000,
  /** the fastest speed the player offers (ArtPlayer's 2×) */
  maxPlaybackRate: 2,
  /** network jitter between two beats */
  slackSeconds: 2,
  /** the most one beat credits: (3 missed beats) × the fastest rate */
  maxCreditSeconds: 60,
} as const;

/**
 * Seconds one beat credits: the advance of the position (`to - from`, nothing when going back),
 * capped by the wall-clock time since the previous beat (`elapsedMs`) at the fastest rate plus
 * slack, and by `maxCreditSeconds`. Pure, so the server and its tests share it.
 */
export function creditedSeconds(from: number, to: number, elapsedMs: number): number {
  const advance = Math.max(0, to - from);
  if (advance === 0 || elapsedMs <= 0) return 0;
  const R = PROGRESS_RULES;
  const byClock = (elapsedMs / 1000) * R.maxPlaybackRate + R.slackSeconds;
  return Math.floor(Math.min(advance, byClock, R.maxCreditSeconds));
}

/** the media of a lecture; its playlist names segments relative to itself (`{n}.ts`) */
export const lectureMediaBase = (courseId: number, videoId: number) =>
  `/media/course/${courseId}/lecture/${videoId}/`;
export const lecturePlaylistUrl = (courseId: number, videoId: number) =>
  `${lectureMediaBase(courseId, videoId)}index.m3u8`;

/** the course page of the spec's second address (the /mooc page reads it from the hash) */
export const MOOC_COURSE_HASH = '#/pages/coursePlay/coursePlay';

/** the course id of a /mooc hash address (`#/pages/coursePlay/coursePlay?courseId=12`), else null */
export function courseIdOfHash(hash: string): number | null {
  if (!hash.startsWith(MOOC_COURSE_HASH)) return null;
  const query = hash.slice(MOOC_COURSE_HASH.length);
  if (!query.startsWith('?')) return null;
  const raw = new URLSearchParams(query.slice(1)).get('courseId');
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= 2_147_483_647 ? n : null;
}

/** '12:05' / '1:02:03' for a lecture length or a position */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

/** a course's score (tenths) as shown: 48 → '4.8' */
export const scoreText = (tenths: number) => (tenths / 10).toFixed(1);

export const CLASSROOM_MESSAGES = {
  courseNotFound: '课程不存在',
  lectureNotFound: '课时不存在',
  segmentNotFound: '视频片段不存在',
  /** a paid lecture's playlist, segments or heartbeat without a purchase */
  notBought: '该课程为付费课程，购买后即可观看',
  signInToRate: '请登录后评分',
  badStars: '请选择 1–5 星评分',
  rated: '评分成功',
  freeCourse: '本课程免费，无需购买',
  alreadyBought: '您已购买本课程，无需重复购买',
  notPayable: '该课程暂不能购买',
  seriesNotFound: '系列不存在',
  badPosition: '播放位置不正确',
} as const;
