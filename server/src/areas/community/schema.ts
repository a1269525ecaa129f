import type { Generated } from 'kysely';

/**
 * Community questions and answers (migration 010's part of this area, in `./migration.ts`).
 */

export interface CommunityQuestionsTable {
  id: Generated<number>;
  title: string;
  creator_id: number;
  /** 'T': shown as an anonymous user with the default avatar */
  is_hide_creator: 'T' | 'F';
  essences: 'T' | 'F';
  status: 'published' | 'pending' | 'rejected';
  subspecialty_id: number | null;
  /** published answers */
  answers: number;
  views: number;
  /** askQuestionsPeopleNumber */
  ask_people: number;
  publish_time: number;
  created_at: number;
  /** plain text */
  text: string;
  /** JSON array of the asker's pictures, our upload addresses only (migration 025) */
  images: Generated<string>;
  /** the community activity it was asked in */
  activity_id: number | null;
}

export interface CommunityAnswersTable {
  id: Generated<number>;
  question_id: number;
  creator_id: number;
  status: 'published' | 'pending' | 'rejected';
  is_top: 'T' | 'F';
  essences: 'T' | 'F';
  diggs: number;
  comments: number;
  views: number;
  publish_time: number;
  created_at: number;
  /** sanitized HTML */
  text: string;
}

export type QuestionAnswerTables = {
  community_questions: CommunityQuestionsTable;
  community_answers: CommunityAnswersTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../db/schema' {
  interface Database extends QuestionAnswerTables {}
}
