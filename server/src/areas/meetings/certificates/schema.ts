import type { Generated } from 'kysely';

/** The CME tables of the meetings area (migration 041-cme-certificates, `./migration.ts`). */

export interface CourseQuizzesTable {
  id: Generated<number>;
  course_id: number;
  title: string;
  pass_percent: number;
  created_at: number;
}

export interface CourseQuizQuestionsTable {
  id: Generated<number>;
  quiz_id: number;
  sort: number;
  text: string;
  /** JSON array of strings */
  options: string;
  answer: number;
}

export interface CourseQuizAttemptsTable {
  id: Generated<number>;
  quiz_id: number;
  user_id: number;
  score: number;
  /** 1 passed, 0 not */
  passed: number;
  /** JSON: the chosen option of each question */
  answers: string;
  created_at: number;
}

export interface MeetingWatchTimeTable {
  meeting_id: number;
  user_id: number;
  watched_ms: Generated<number>;
  last_beat_at: number | null;
  updated_at: number;
}

export interface CmeCertificatesTable {
  id: Generated<number>;
  user_id: number;
  activity_kind: 'course' | 'meeting';
  activity_id: number;
  activity_name: string;
  holder_name: string;
  hours_tenths: number;
  code: string;
  issued_at: number;
}

export type CmeTables = {
  course_quizzes: CourseQuizzesTable;
  course_quiz_questions: CourseQuizQuestionsTable;
  course_quiz_attempts: CourseQuizAttemptsTable;
  meeting_watch_time: MeetingWatchTimeTable;
  cme_certificates: CmeCertificatesTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends CmeTables {}
}
