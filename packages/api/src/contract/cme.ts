import { Id, IgnoredUserId, okList, okResult, PageQuery } from '@portal/api/contract/envelope';
import { CME_CODE_PATTERN, CME_RULES } from '@portal/api/rules/cme';
import { type Static, Type } from 'typebox';

/**
 * CME certificates (issue 22): a course's or a meeting's progress towards one, a course's quiz,
 * the meeting player's watch-time beats, claiming a certificate, the owner's list, and the public
 * verification of a code. Who acts and whose progress is read is always the session's user.
 */

export const CmeKind = Type.Union([Type.Literal('course'), Type.Literal('meeting')]);

/** a certificate as its owner sees it */
export const CmeCertificate = Type.Object({
  /** the verification code (16 characters of Crockford's base32) */
  code: Type.String(),
  kind: CmeKind,
  activityId: Type.Integer(),
  activityName: Type.String(),
  /** CME hours, in halves: 1.5 */
  hours: Type.Number(),
  /** the holder's real name as printed */
  holderName: Type.String(),
  /** epoch milliseconds */
  issuedAt: Type.Integer(),
  /** the owner's PDF */
  pdfUrl: Type.String(),
});
export type CmeCertificate = Static<typeof CmeCertificate>;

// ---- a course ----

export const CourseCmeQuery = Type.Object({ courseId: Id(), userId: IgnoredUserId() });
export type CourseCmeQuery = Static<typeof CourseCmeQuery>;

export const CmeLecture = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** seconds */
  duration: Type.Integer(),
  /** seconds of it the server counted as watched */
  watchedSeconds: Type.Integer(),
  /** watched to at least 90 % (LECTURE_DONE_SHARE) */
  done: Type.Boolean(),
});
export type CmeLecture = Static<typeof CmeLecture>;

export const QuizState = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  passPercent: Type.Integer(),
  questionCount: Type.Integer(),
  passed: Type.Boolean(),
  /** the best score of the reader's attempts, percent; null before the first */
  bestScore: Type.Union([Type.Integer(), Type.Null()]),
  attempts: Type.Integer(),
});
export type QuizState = Static<typeof QuizState>;

/** what blocks a claim (Chinese), null when the reader may claim; `canClaim` says the same */
const Blocker = Type.Union([Type.String(), Type.Null()]);

export const CourseCme = Type.Object({
  courseId: Type.Integer(),
  courseName: Type.String(),
  hours: Type.Number(),
  lectures: Type.Array(CmeLecture),
  lecturesDone: Type.Integer(),
  /** every lecture watched to 90 % */
  watched: Type.Boolean(),
  /** the course's quiz; null when it has none */
  quiz: Type.Union([QuizState, Type.Null()]),
  canClaim: Type.Boolean(),
  blocker: Blocker,
  certificate: Type.Union([CmeCertificate, Type.Null()]),
});
export type CourseCme = Static<typeof CourseCme>;
export const CourseCmeResponse = okResult(CourseCme);

export const CourseQuizQuery = Type.Object({ courseId: Id() });
export type CourseQuizQuery = Static<typeof CourseQuizQuery>;

/** a quiz as it is taken: its questions and their options, never which is right */
export const CourseQuiz = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  passPercent: Type.Integer(),
  questions: Type.Array(
    Type.Object({ id: Type.Integer(), text: Type.String(), options: Type.Array(Type.String()) }),
  ),
});
export type CourseQuiz = Static<typeof CourseQuiz>;
export const CourseQuizResponse = okResult(CourseQuiz);

export const QuizAnswersBody = Type.Object({
  quizId: Id(),
  /** one answer to each question: the index of the chosen option */
  answers: Type.Array(Type.Object({ questionId: Id(), option: Type.Integer({ minimum: 0, maximum: 20 }) }), {
    maxItems: CME_RULES.quizQuestionsMax,
  }),
  userId: IgnoredUserId(),
});
export type QuizAnswersBody = Static<typeof QuizAnswersBody>;

export const QuizResult = Type.Object({
  /** percent right */
  score: Type.Integer(),
  passed: Type.Boolean(),
  correct: Type.Integer(),
  total: Type.Integer(),
  passPercent: Type.Integer(),
  /** the questions answered wrong (the right options are not told: try again) */
  wrongQuestionIds: Type.Array(Type.Integer()),
});
export type QuizResult = Static<typeof QuizResult>;
export const QuizResultResponse = okResult(QuizResult);

// ---- a meeting ----

export const MeetingCmeQuery = Type.Object({ meetingId: Id(), userId: IgnoredUserId() });
export type MeetingCmeQuery = Static<typeof MeetingCmeQuery>;

export const MeetingCme = Type.Object({
  meetingId: Type.Integer(),
  meetingName: Type.String(),
  /** the meeting asks for check-in (without it there is no certificate) */
  hasCheckin: Type.Boolean(),
  checkedIn: Type.Boolean(),
  /** seconds of the meeting's video the server counted */
  watchedSeconds: Type.Integer(),
  /** seconds needed (60 % of the programme) */
  requiredSeconds: Type.Integer(),
  /** the programme's length: each day's longest venue */
  programmeSeconds: Type.Integer(),
  hours: Type.Number(),
  canClaim: Type.Boolean(),
  blocker: Blocker,
  certificate: Type.Union([CmeCertificate, Type.Null()]),
});
export type MeetingCme = Static<typeof MeetingCme>;
export const MeetingCmeResponse = okResult(MeetingCme);

export const WatchBeatBody = Type.Object({
  meetingId: Id(),
  /** start: playing began (credits nothing); beat: still playing; stop: paused or left */
  event: Type.Union([Type.Literal('start'), Type.Literal('beat'), Type.Literal('stop')]),
  userId: IgnoredUserId(),
});
export type WatchBeatBody = Static<typeof WatchBeatBody>;
export const WatchBeat = Type.Object({ watchedSeconds: Type.Integer() });
export type WatchBeat = Static<typeof WatchBeat>;
export const WatchBeatResponse = okResult(WatchBeat);

// ---- certificates ----

export const ClaimBody = Type.Object({ kind: CmeKind, activityId: Id(), userId: IgnoredUserId() });
export type ClaimBody = Static<typeof ClaimBody>;
export const ClaimResponse = okResult(CmeCertificate);

export const MyCertificatesQuery = Type.Object({ ...PageQuery, userId: IgnoredUserId() });
export type MyCertificatesQuery = Static<typeof MyCertificatesQuery>;
export const MyCertificatesResponse = okList(CmeCertificate);

export const CmeVerifyQuery = Type.Object({
  code: Type.String({ pattern: CME_CODE_PATTERN, maxLength: 16 }),
});
export type CmeVerifyQuery = Static<typeof CmeVerifyQuery>;

/** what a code proves to anyone: the activity, the hours, the date, and the holder's masked name */
export const CmeVerification = Type.Object({
  code: Type.String(),
  kind: CmeKind,
  activityName: Type.String(),
  hours: Type.Number(),
  issuedAt: Type.Integer(),
  /** 王*国 */
  holder: Type.String(),
});
export type CmeVerification = Static<typeof CmeVerification>;
export const CmeVerifyResponse = okResult(CmeVerification);

export const CmePdfQuery = Type.Object({ code: Type.String({ pattern: CME_CODE_PATTERN, maxLength: 16 }) });
export type CmePdfQuery = Static<typeof CmePdfQuery>;
