import type { Generated } from 'kysely';

/**
 * Tables of one area, merged into `Database` (schema.ts). Owned by that area's module; its
 * migrations are `./migration.ts`: 008-meetings-courses, and its part of 010-catalogue (agendas
 * and lectures).
 */

/** LE recorded, NS upcoming (preview), LI live, NL none (spec 4) */
export type MeetingLiveStatus = 'LE' | 'NS' | 'LI' | 'NL';

export interface MeetingsTable {
  id: Generated<number>;
  meeting_name: string;
  app_main_pic: string;
  title_pic: string;
  live_status: MeetingLiveStatus;
  start_time: number;
  end_time: number;
  province: string;
  city: string;
  /** '1' published; '0' with forthcoming 'T' is listed as coming soon and cannot be opened */
  publish_status: '0' | '1';
  forthcoming: 'T' | 'F';
  subspecialty_id: number | null;
  views: number;
  publish_time: number;
  created_at: number;
}

export interface CoursesTable {
  id: Generated<number>;
  name: string;
  cover: string;
  speaker_names: string;
  /** yuan; null = free */
  money: number | null;
  /** tenths of a point: 48 = 4.8 */
  score: number;
  views: number;
  subspecialty_id: number | null;
  publish_time: number;
  created_at: number;
}

export type MeetingsCoursesTables = {
  meetings: MeetingsTable;
  courses: CoursesTable;
};

/** an agenda item of a meeting (spec 3 searchMeetingAgendas / agenda summary) */
export interface MeetingAgendasTable {
  id: Generated<number>;
  meeting_id: number;
  theme: string;
  /** '、'-joined */
  author_names: string;
  /** ','-joined */
  keywords: string;
  start_time: number;
  sort: number;
  summary: string;
}

/** a lecture of a course (spec 3 searchCourseVideos) */
export interface CourseVideosTable {
  id: Generated<number>;
  course_id: number;
  name: string;
  /** '、'-joined */
  speaker_names: string;
  /** seconds */
  duration: number;
  sort: number;
}

export type AgendasLecturesTables = {
  meeting_agendas: MeetingAgendasTable;
  course_videos: CourseVideosTable;
};

// the area's tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../db/schema' {
  interface Database extends MeetingsCoursesTables, AgendasLecturesTables {}
}
