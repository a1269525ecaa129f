import { randomBytes } from 'node:crypto';
import type {
  CmeCertificate,
  CmeVerification,
  CourseCme,
  CourseQuiz,
  MeetingCme,
  QuizResult,
  QuizState,
} from '@portal/api/contract/cme';
import { IS_AUTH } from '@portal/api/identity';
import {
  CME_CODE_ALPHABET,
  CME_CODE_LENGTH,
  CME_HOLDER_IDENTITIES,
  CME_MESSAGES,
  CME_RULES,
  type CmeActivityKind,
  cmePdfUrl,
  courseHours,
  meetingHours,
  meetingRequiredSeconds,
} from '@portal/api/rules/cme';
import { maskedAttendeeName } from '@portal/api/rules/meetings';
import { sql } from 'kysely';
import type { PortalDb } from '../../../db/database';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../../lib/app-error';
import type { Readers } from '../../../readers/readers';
import type { MeetingRepository } from '../meetings.repository';
import type { PlaybackRepository } from '../playback/playback.repository';
import { durationOf, refusal, venueStatus } from '../playback/venue-access';
import type { CmeCertificatesTable } from './schema';

/** a fresh verification code: 16 characters of Crockford's base32, 80 random bits */
export function newCertificateCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let code = '';
  for (let i = 0; i < CME_CODE_LENGTH; i += 1) {
    code = CME_CODE_ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return code;
}

const parseOptions = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

type CertificateRow = Pick<
  CmeCertificatesTable,
  'activity_kind' | 'activity_id' | 'activity_name' | 'holder_name' | 'hours_tenths' | 'code' | 'issued_at'
>;

const CERTIFICATE_COLUMNS = [
  'activity_kind',
  'activity_id',
  'activity_name',
  'holder_name',
  'hours_tenths',
  'code',
  'issued_at',
] as const;

export const certificateView = (row: CertificateRow): CmeCertificate => ({
  code: row.code,
  kind: row.activity_kind,
  activityId: Number(row.activity_id),
  activityName: row.activity_name,
  hours: Number(row.hours_tenths) / 10,
  holderName: row.holder_name,
  issuedAt: Number(row.issued_at),
  pdfUrl: cmePdfUrl(row.code),
});

/** what a user's account says of who they are, for the certificate's name */
interface Holder {
  realName: string;
  /** why they may not hold a certificate; null when they may */
  refused: string | null;
}

/**
 * CME certificates (issue 22): a course's progress (its lectures through the account area's
 * `courseCompletion` reader, its quiz here), a meeting's (check-in and the watch time its player's
 * beats earn), claiming a certificate once it is earned, the owner's list and PDF, and the public
 * verification. Every read and write is of one user, the session's.
 */
export function createCertificatesRepository(
  db: PortalDb,
  now: () => number,
  readers: Readers,
  meetings: MeetingRepository,
  playback: PlaybackRepository,
) {
  async function holder(userId: number): Promise<Holder> {
    const user = await db
      .selectFrom('users')
      .select(['real_name', 'identity', 'is_auth'])
      .where('id', '=', userId)
      .executeTakeFirst();
    const realName = (user?.real_name ?? '').trim();
    const verified =
      user !== undefined &&
      Number(user.is_auth) === IS_AUTH.verified &&
      user.identity !== null &&
      CME_HOLDER_IDENTITIES.includes(Number(user.identity));
    return {
      realName,
      refused: !verified ? CME_MESSAGES.notVerified : realName === '' ? CME_MESSAGES.noRealName : null,
    };
  }

  async function certificateOf(userId: number, kind: CmeActivityKind, activityId: number) {
    const row = await db
      .selectFrom('cme_certificates')
      .select(CERTIFICATE_COLUMNS)
      .where('user_id', '=', userId)
      .where('activity_kind', '=', kind)
      .where('activity_id', '=', activityId)
      .executeTakeFirst();
    return row ? certificateView(row) : null;
  }

  // ---- courses ----

  async function courseRow(courseId: number) {
    const course = await db
      .selectFrom('courses')
      .select(['id', 'name'])
      .where('id', '=', courseId)
      .executeTakeFirst();
    if (!course) throw notFound(CME_MESSAGES.courseNotFound);
    return course;
  }

  const quizOfCourse = (courseId: number) =>
    db
      .selectFrom('course_quizzes')
      .select(['id', 'title', 'pass_percent'])
      .where('course_id', '=', courseId)
      .executeTakeFirst();

  async function quizState(
    quiz: { id: number; title: string; pass_percent: number },
    userId: number,
  ): Promise<QuizState> {
    const [questions, attempts] = await Promise.all([
      db
        .selectFrom('course_quiz_questions')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('quiz_id', '=', quiz.id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('course_quiz_attempts')
        .select([
          (eb) => eb.fn.countAll<number | string>().as('n'),
          (eb) => eb.fn.max('score').as('best'),
          (eb) => eb.fn.max('passed').as('passed'),
        ])
        .where('quiz_id', '=', quiz.id)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    const count = Number(attempts.n);
    return {
      id: quiz.id,
      title: quiz.title,
      passPercent: Number(quiz.pass_percent),
      questionCount: Number(questions.n),
      passed: count > 0 && Number(attempts.passed) === 1,
      bestScore: count > 0 ? Number(attempts.best) : null,
      attempts: count,
    };
  }

  /** where `userId` stands on a course's certificate, and what would block a claim now */
  async function courseStanding(courseId: number, userId: number): Promise<CourseCme> {
    const course = await courseRow(courseId);
    const [completion, lectures, quiz, certificate, who] = await Promise.all([
      readers.courseCompletion(db, userId, courseId),
      db
        .selectFrom('course_videos')
        .select(['id', 'name', 'duration'])
        .where('course_id', '=', courseId)
        .orderBy('sort')
        .orderBy('id')
        .execute(),
      quizOfCourse(courseId),
      certificateOf(userId, 'course', courseId),
      holder(userId),
    ]);
    const watchedOf = new Map((completion?.lectures ?? []).map((l) => [l.id, l]));
    const views = lectures.map((v) => {
      const seen = watchedOf.get(v.id);
      return {
        id: v.id,
        name: v.name,
        duration: Number(v.duration),
        watchedSeconds: seen?.watchedSeconds ?? 0,
        done: seen?.done ?? false,
      };
    });
    const done = views.filter((v) => v.done).length;
    const watched = views.length > 0 && done === views.length && completion?.allDone === true;
    const quizView = quiz ? await quizState(quiz, userId) : null;
    const blocker =
      views.length === 0
        ? CME_MESSAGES.noLectures
        : !watched
          ? CME_MESSAGES.lecturesUnfinished(views.length - done)
          : quizView && !quizView.passed
            ? CME_MESSAGES.quizUnpassed
            : who.refused;
    return {
      courseId,
      courseName: course.name,
      hours: courseHours(views.reduce((s, v) => s + v.duration, 0)),
      lectures: views,
      lecturesDone: done,
      watched,
      quiz: quizView,
      canClaim: certificate === null && blocker === null,
      blocker: certificate === null ? blocker : null,
      certificate,
    };
  }

  // ---- meetings ----

  /** the programme's length, seconds: each day's longest venue (one viewer watches one venue at a time) */
  function programmeSeconds(venues: { day: string; startedAt: number | null; endedAt: number | null }[]) {
    const longest = new Map<string, number>();
    for (const v of venues) longest.set(v.day, Math.max(longest.get(v.day) ?? 0, durationOf(v)));
    return Math.floor([...longest.values()].reduce((s, ms) => s + ms, 0) / 1000);
  }

  const watchedMsOf = async (meetingId: number, userId: number) =>
    Number(
      (
        await db
          .selectFrom('meeting_watch_time')
          .select('watched_ms')
          .where('meeting_id', '=', meetingId)
          .where('user_id', '=', userId)
          .executeTakeFirst()
      )?.watched_ms ?? 0,
    );

  async function meetingStanding(meetingId: number, userId: number): Promise<MeetingCme> {
    const meeting = await meetings.assertVisible(meetingId);
    const [venues, checkin, watchedMs, certificate, who] = await Promise.all([
      playback.venues(meetingId),
      db
        .selectFrom('meeting_checkins')
        .select('user_id')
        .where('meeting_id', '=', meetingId)
        .where('user_id', '=', userId)
        .executeTakeFirst(),
      watchedMsOf(meetingId, userId),
      certificateOf(userId, 'meeting', meetingId),
      holder(userId),
    ]);
    const hasCheckin = meeting.checkin_fields.trim() !== '';
    const programme = programmeSeconds(venues);
    const required = meetingRequiredSeconds(programme);
    const watchedSeconds = Math.floor(watchedMs / 1000);
    const blocker = !hasCheckin
      ? CME_MESSAGES.noCheckin
      : programme === 0
        ? CME_MESSAGES.noProgramme
        : checkin === undefined
          ? CME_MESSAGES.notCheckedIn
          : watchedSeconds < required
            ? CME_MESSAGES.watchShort(Math.ceil((required - watchedSeconds) / 60))
            : who.refused;
    return {
      meetingId,
      meetingName: meeting.meeting_name,
      hasCheckin,
      checkedIn: checkin !== undefined,
      watchedSeconds,
      requiredSeconds: required,
      programmeSeconds: programme,
      hours: meetingHours(programme),
      canClaim: certificate === null && blocker === null,
      blocker: certificate === null ? blocker : null,
      certificate,
    };
  }

  /** may `userId` watch some venue of the meeting now? (as the playlist and segments decide) */
  async function mayWatch(meetingId: number, userId: number): Promise<boolean> {
    const meeting = await playback.meeting(meetingId);
    const venues = await playback.venues(meetingId);
    const at = now();
    const paid = meeting.price !== null;
    const entitled = !paid || (await playback.hasTicket(meetingId, userId));
    return venues.some((v) => refusal(venueStatus(meeting, v, at), paid, entitled) === null);
  }

  return {
    courseStanding,
    meetingStanding,

    /** a course's quiz as it is taken: never which option is right; 404 when the course has none */
    async courseQuiz(courseId: number): Promise<CourseQuiz> {
      await courseRow(courseId);
      const quiz = await quizOfCourse(courseId);
      if (!quiz) throw notFound(CME_MESSAGES.noQuiz);
      const questions = await db
        .selectFrom('course_quiz_questions')
        .select(['id', 'text', 'options'])
        .where('quiz_id', '=', quiz.id)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return {
        id: quiz.id,
        title: quiz.title,
        passPercent: Number(quiz.pass_percent),
        questions: questions.map((q) => ({ id: q.id, text: q.text, options: parseOptions(q.options) })),
      };
    },

    /**
     * One attempt of `userId`: every question answered once, checked here; the score and which
     * questions were wrong come back, never the right options. At most `quizAttemptsPerMinute`
     * attempts a minute per user (the route limits each client too).
     */
    async submitQuiz(
      quizId: number,
      answers: readonly { questionId: number; option: number }[],
      userId: number,
    ): Promise<QuizResult> {
      const quiz = await db
        .selectFrom('course_quizzes')
        .select(['id', 'pass_percent'])
        .where('id', '=', quizId)
        .executeTakeFirst();
      if (!quiz) throw notFound(CME_MESSAGES.quizNotFound);
      const t = now();
      const recent = await db
        .selectFrom('course_quiz_attempts')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '>', t - 60_000)
        .executeTakeFirstOrThrow();
      if (Number(recent.n) >= CME_RULES.quizAttemptsPerMinute)
        throw tooManyRequests(CME_MESSAGES.quizTooFast);
      const questions = await db
        .selectFrom('course_quiz_questions')
        .select(['id', 'options', 'answer'])
        .where('quiz_id', '=', quizId)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const byQuestion = new Map<number, number>();
      const known = new Map(questions.map((q) => [q.id, q]));
      for (const a of answers) {
        const q = known.get(a.questionId);
        if (!q) throw badRequest(CME_MESSAGES.unknownQuestion);
        if (byQuestion.has(a.questionId)) throw badRequest(CME_MESSAGES.repeatedQuestion);
        if (a.option >= parseOptions(q.options).length) throw badRequest(CME_MESSAGES.badOption);
        byQuestion.set(a.questionId, a.option);
      }
      if (byQuestion.size !== questions.length || questions.length === 0)
        throw badRequest(CME_MESSAGES.unanswered);
      const wrong = questions.filter((q) => byQuestion.get(q.id) !== Number(q.answer)).map((q) => q.id);
      const correct = questions.length - wrong.length;
      const score = Math.floor((correct * 100) / questions.length);
      const passPercent = Number(quiz.pass_percent);
      const passed = score >= passPercent;
      await db
        .insertInto('course_quiz_attempts')
        .values({
          quiz_id: quizId,
          user_id: userId,
          score,
          passed: passed ? 1 : 0,
          answers: JSON.stringify(questions.map((q) => byQuestion.get(q.id))),
          created_at: t,
        })
        .execute();
      return { score, passed, correct, total: questions.length, passPercent, wrongQuestionIds: wrong };
    },

    /**
     * One beat of `userId`'s meeting player. `start` credits nothing and marks the time; `beat` and
     * `stop` credit the wall-clock time since the previous beat, at most `beatMaxGapMs`, and nothing
     * when there was none (after a stop, or the first beat ever); `stop` ends the run. One atomic
     * update per beat: beats sent at once (two tabs, a script) share the real time between them,
     * so no sequence of beats credits more than the time that passed. Only while the user may watch
     * some venue of the meeting (live or recorded, a ticket for a paid one).
     */
    async watchBeat(meetingId: number, event: 'start' | 'beat' | 'stop', userId: number) {
      if (!(await mayWatch(meetingId, userId))) throw forbidden(CME_MESSAGES.notWatchable);
      const t = now();
      const inserted = await db
        .insertInto('meeting_watch_time')
        .values({
          meeting_id: meetingId,
          user_id: userId,
          watched_ms: 0,
          last_beat_at: event === 'stop' ? null : t,
          updated_at: t,
        })
        .onConflict((oc) => oc.columns(['meeting_id', 'user_id']).doNothing())
        .returning('meeting_id')
        .executeTakeFirst();
      if (!inserted) {
        const at = sql<number>`cast(${t} as bigint)`;
        const max = sql<number>`cast(${CME_RULES.beatMaxGapMs} as bigint)`;
        const credit =
          event === 'start'
            ? sql<number>`0`
            : sql<number>`case when last_beat_at is null or last_beat_at >= ${at} then 0
                when ${at} - last_beat_at > ${max} then ${max}
                else ${at} - last_beat_at end`;
        await db
          .updateTable('meeting_watch_time')
          .set({
            watched_ms: sql`watched_ms + ${credit}`,
            last_beat_at:
              event === 'stop'
                ? null
                : sql`case when last_beat_at is null or last_beat_at < ${at} then ${at} else last_beat_at end`,
            updated_at: t,
          })
          .where('meeting_id', '=', meetingId)
          .where('user_id', '=', userId)
          .execute();
      }
      return { watchedSeconds: Math.floor((await watchedMsOf(meetingId, userId)) / 1000) };
    },

    /**
     * Issues `userId`'s certificate of an activity once it is earned, with their real name, the
     * hours and a fresh code; a second claim (also one at the same moment) answers the one issued.
     * The unique (user, kind, activity) keeps it to one whatever arrives at once.
     */
    async claim(kind: CmeActivityKind, activityId: number, userId: number): Promise<CmeCertificate> {
      const existing = await certificateOf(userId, kind, activityId);
      if (existing) return existing;
      const standing =
        kind === 'course'
          ? await courseStanding(activityId, userId)
          : await meetingStanding(activityId, userId);
      if (standing.certificate) return standing.certificate;
      if (!standing.canClaim) throw forbidden(standing.blocker ?? CME_MESSAGES.certificateNotFound);
      const who = await holder(userId);
      if (who.refused) throw forbidden(who.refused);
      await db
        .insertInto('cme_certificates')
        .values({
          user_id: userId,
          activity_kind: kind,
          activity_id: activityId,
          activity_name: 'courseName' in standing ? standing.courseName : standing.meetingName,
          holder_name: who.realName,
          hours_tenths: Math.round(standing.hours * 10),
          code: newCertificateCode(),
          issued_at: now(),
        })
        .onConflict((oc) => oc.columns(['user_id', 'activity_kind', 'activity_id']).doNothing())
        .execute();
      const issued = await certificateOf(userId, kind, activityId);
      if (!issued) throw notFound(CME_MESSAGES.certificateNotFound);
      return issued;
    },

    /** the user's certificates, newest first */
    async mine(userId: number, pageNo: number, pageSize: number) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('cme_certificates')
          .select(CERTIFICATE_COLUMNS)
          .where('user_id', '=', userId)
          .orderBy('issued_at', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
        db
          .selectFrom('cme_certificates')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return { list: rows.map(certificateView), total: Number(count.n) };
    },

    /** the owner's certificate of a code; 404 for anyone else's (the same answer as an unknown code) */
    async ownCertificate(code: string, userId: number): Promise<CmeCertificate> {
      const row = await db
        .selectFrom('cme_certificates')
        .select(CERTIFICATE_COLUMNS)
        .where('code', '=', code)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) throw notFound(CME_MESSAGES.certificateNotFound);
      return certificateView(row);
    },

    /** what a code proves to anyone: the activity, hours, date and the masked name; nothing else */
    async verify(code: string): Promise<CmeVerification> {
      const row = await db
        .selectFrom('cme_certificates')
        .select(CERTIFICATE_COLUMNS)
        .where('code', '=', code)
        .executeTakeFirst();
      if (!row) throw notFound(CME_MESSAGES.badCode);
      return {
        code: row.code,
        kind: row.activity_kind,
        activityName: row.activity_name,
        hours: Number(row.hours_tenths) / 10,
        issuedAt: Number(row.issued_at),
        holder: maskedAttendeeName(row.holder_name),
      };
    },
  };
}

export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;
