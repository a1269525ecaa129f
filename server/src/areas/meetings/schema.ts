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
  // migration 016-meeting-programme
  series_id: number | null;
  /** yuan to watch; null = free. Paying is the money area's; `meeting_tickets` records who may watch */
  price: number | null;
  intro: Generated<string>;
  /** ','-joined check-in field codes (rules/meetings CHECKIN_FIELDS); '' = no check-in */
  checkin_fields: Generated<string>;
  /** the brand that hosts it (getBrandList), if any */
  brand_id: number | null;
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
  // migration 038-classroom
  series_id: number | null;
  intro: Generated<string>;
  /** the ratings' sum and count: `score` is their mean in tenths once rated */
  rating_total: Generated<number>;
  rating_count: Generated<number>;
  comments: Generated<number>;
}

/** a series of courses (系列课程), migration 038 */
export interface CourseSeriesTable {
  id: Generated<number>;
  name: string;
  cover: string;
  intro: Generated<string>;
  sort: Generated<number>;
}

/** one rating per user and course (1–5 stars) */
export interface CourseRatingsTable {
  course_id: number;
  user_id: number;
  stars: number;
  created_at: number;
  updated_at: number;
}

/** who may watch a paid course: the payment kind `course` writes a row when an order is paid */
export interface CoursePurchasesTable {
  course_id: number;
  user_id: number;
  order_no: string;
  paid_at: number;
}

export type ClassroomTables = {
  course_series: CourseSeriesTable;
  course_ratings: CourseRatingsTable;
  course_purchases: CoursePurchasesTable;
};

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
  // migration 016-meeting-programme
  field_id: number | null;
  end_time: number | null;
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

/** a series of meetings held again and again (年会, 系列巡讲) */
export interface MeetingSeriesTable {
  id: Generated<number>;
  name: string;
  cover: string;
  intro: string;
}

/** a venue (会场) of one day of a meeting; `day` is the Beijing date 'YYYY-MM-DD' */
export interface MeetingFieldsTable {
  id: Generated<number>;
  meeting_id: number;
  name: string;
  day: string;
  /** 主会场 / 分会场 …: the day's venues are listed by group */
  group_name: string;
  sort: number;
}

/** a speaker, once however many talks they give; `user_id` when they are a portal user */
export interface MeetingSpeakersTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  avatar: string;
  hospital: string;
  title: string;
}

export interface MeetingAgendaSpeakersTable {
  agenda_id: number;
  speaker_id: number;
  sort: number;
}

export interface MeetingTagsTable {
  id: Generated<number>;
  name: string;
  sort: number;
}

export interface MeetingTagLinksTable {
  meeting_id: number;
  tag_id: number;
}

/** an interview recorded at a meeting of a series */
export interface MeetingInterviewsTable {
  id: Generated<number>;
  series_id: number;
  meeting_id: number | null;
  title: string;
  cover: string;
  guest: string;
  publish_time: number;
}

/** express news (快讯) posted while a meeting runs */
export interface MeetingExpressTable {
  id: Generated<number>;
  meeting_id: number;
  title: string;
  summary: string;
  publish_time: number;
}

/** cases (user-written articles of type case) discussed in a venue */
export interface MeetingFieldCasesTable {
  field_id: number;
  article_id: number;
  sort: number;
}

/** comments of a meeting pinned on top of its comment list */
export interface MeetingCommentSticksTable {
  comment_id: number;
  meeting_id: number;
  sort: number;
}

export type MeetingProgrammeTables = {
  meeting_series: MeetingSeriesTable;
  meeting_fields: MeetingFieldsTable;
  meeting_speakers: MeetingSpeakersTable;
  meeting_agenda_speakers: MeetingAgendaSpeakersTable;
  meeting_tags: MeetingTagsTable;
  meeting_tag_links: MeetingTagLinksTable;
  meeting_interviews: MeetingInterviewsTable;
  meeting_express: MeetingExpressTable;
  meeting_field_cases: MeetingFieldCasesTable;
  meeting_comment_sticks: MeetingCommentSticksTable;
};

/** a vote of a meeting: themes hold phases, a phase holds options; one ballot per user per phase */
export interface MeetingVoteThemesTable {
  id: Generated<number>;
  meeting_id: number;
  title: string;
  sort: number;
}

export interface MeetingVotePhasesTable {
  id: Generated<number>;
  theme_id: number;
  title: string;
  sort: number;
  /** how many options one ballot may choose (1 = single choice) */
  max_choices: number;
  opens_at: number;
  closes_at: number;
}

export interface MeetingVoteOptionsTable {
  id: Generated<number>;
  phase_id: number;
  label: string;
  sort: number;
  /** ballots choosing it, kept with each ballot in one transaction */
  votes: number;
}

export interface MeetingVoteBallotsTable {
  phase_id: number;
  user_id: number;
  /** ','-joined option ids */
  option_ids: string;
  created_at: number;
}

export interface QuestionnairesTable {
  id: Generated<number>;
  meeting_id: number;
  title: string;
  intro: string;
}

export interface QuestionnaireItemsTable {
  id: Generated<number>;
  questionnaire_id: number;
  /** 1 single choice, 2 multiple choice, 3 text */
  kind: number;
  title: string;
  required: number;
  /** JSON array of option labels (choice items) */
  options: string;
  sort: number;
}

export interface QuestionnaireResultsTable {
  questionnaire_id: number;
  user_id: number;
  /** JSON: [{ itemId, optionIndexes? , text? }] */
  answers: string;
  created_at: number;
}

export interface MeetingCheckinsTable {
  meeting_id: number;
  user_id: number;
  /** JSON object of the meeting's check-in fields */
  info: string;
  /** the random code of the personal check-in QR */
  code: string;
  created_at: number;
}

export type MeetingParticipationTables = {
  meeting_vote_themes: MeetingVoteThemesTable;
  meeting_vote_phases: MeetingVotePhasesTable;
  meeting_vote_options: MeetingVoteOptionsTable;
  meeting_vote_ballots: MeetingVoteBallotsTable;
  questionnaires: QuestionnairesTable;
  questionnaire_items: QuestionnaireItemsTable;
  questionnaire_results: QuestionnaireResultsTable;
  meeting_checkins: MeetingCheckinsTable;
};

/** a barrage (弹幕) at a media time of a meeting's video; live ones too, so the replay shows them */
export interface MeetingBarragesTable {
  id: Generated<number>;
  meeting_id: number;
  /** the venue whose video it was sent on */
  field_id: number;
  user_id: number;
  text: string;
  /** 0 scroll, 1 top, 2 bottom */
  mode: number;
  /** '#rrggbb' */
  color: string;
  /** milliseconds into the venue's video */
  media_time: number;
  created_at: number;
}

/** phrases offered under the barrage box; meeting_id null = every meeting */
export interface MeetingPresetCommentsTable {
  id: Generated<number>;
  meeting_id: number | null;
  text: string;
  sort: number;
}

/**
 * Who may watch a paid meeting. The money area writes a row when a play order is paid; the
 * playback routes only read it, so the video of a paid meeting never reaches anyone else.
 */
export interface MeetingTicketsTable {
  meeting_id: number;
  user_id: number;
  order_no: string;
  paid_at: number;
}

/** agenda items a user starred for their calendar */
export interface MeetingAgendaStarsTable {
  agenda_id: number;
  user_id: number;
  created_at: number;
}

/** the secret of a user's subscribable calendar feed (calendar apps send no cookie) */
export interface MeetingCalendarFeedsTable {
  user_id: number;
  token: string;
  created_at: number;
}

export type MeetingMediaTables = {
  meeting_barrages: MeetingBarragesTable;
  meeting_preset_comments: MeetingPresetCommentsTable;
  meeting_tickets: MeetingTicketsTable;
  meeting_agenda_stars: MeetingAgendaStarsTable;
  meeting_calendar_feeds: MeetingCalendarFeedsTable;
};

/** the gifts a viewer may send in a meeting (migration 018), priced in coins */
export interface MeetingGiftsTable {
  id: Generated<number>;
  name: string;
  /** an image (a data: SVG) */
  icon: string;
  price_coins: number;
  sort: number;
}

/** each gift sent: its order, room and sender (the ranking sums them) */
export interface MeetingGiftSendsTable {
  order_no: string;
  meeting_id: number;
  field_id: number;
  user_id: number;
  gift_id: number;
  count: number;
  coins: number;
  created_at: number;
}

export type MeetingGiftTables = {
  meeting_gifts: MeetingGiftsTable;
  meeting_gift_sends: MeetingGiftSendsTable;
};

// the area's tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../db/schema' {
  interface Database
    extends MeetingsCoursesTables,
      AgendasLecturesTables,
      MeetingProgrammeTables,
      MeetingParticipationTables,
      MeetingMediaTables,
      MeetingGiftTables,
      ClassroomTables {}
}
