import { beijingDate } from '@portal/api/beijing-time';
import type { CourseCard, MeetingCard } from '@portal/api/contract/channel';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { CoursesTable, MeetingsTable } from './schema';

/** a meeting is listed once published, or while announced as coming soon */
export const visibleMeeting = (eb: ExpressionBuilder<Database, 'meetings'>) =>
  eb.or([eb('meetings.publish_status', '=', '1'), eb('meetings.forthcoming', '=', 'T')]);

/** a meeting can be opened unless it is only announced (coming soon: unpublished and forthcoming) */
export const openableMeeting = (eb: ExpressionBuilder<Database, 'meetings'>) =>
  eb.not(eb.and([eb('meetings.publish_status', '=', '0'), eb('meetings.forthcoming', '=', 'T')]));

/** A Beijing calendar date, whatever the server's zone. */

export function meetingDateStr(start: number, end: number): string {
  const from = beijingDate(start);
  const to = beijingDate(end);
  return from === to ? from : `${from} 至 ${to}`;
}

export const MEETING_COLUMNS = [
  'meetings.id',
  'meetings.meeting_name',
  'meetings.app_main_pic',
  'meetings.title_pic',
  'meetings.live_status',
  'meetings.start_time',
  'meetings.end_time',
  'meetings.province',
  'meetings.city',
  'meetings.publish_status',
  'meetings.forthcoming',
  'meetings.views',
] as const;

export type MeetingRow = Pick<
  Selectable<MeetingsTable>,
  | 'id'
  | 'meeting_name'
  | 'app_main_pic'
  | 'title_pic'
  | 'live_status'
  | 'start_time'
  | 'end_time'
  | 'province'
  | 'city'
  | 'publish_status'
  | 'forthcoming'
  | 'views'
>;

export function meetingCard(r: MeetingRow): MeetingCard {
  return {
    id: r.id,
    meetingName: r.meeting_name,
    appMainPic: r.app_main_pic,
    titlePic: r.title_pic,
    meetingLiveStatus: r.live_status,
    meetingDateStr: meetingDateStr(Number(r.start_time), Number(r.end_time)),
    startTime: Number(r.start_time),
    province: r.province,
    city: r.city,
    publishStatus: r.publish_status,
    forthcoming: r.forthcoming,
    showViews: r.views,
  };
}

export const COURSE_COLUMNS = [
  'courses.id',
  'courses.name',
  'courses.cover',
  'courses.speaker_names',
  'courses.money',
  'courses.score',
  'courses.views',
] as const;

export type CourseRow = Pick<
  Selectable<CoursesTable>,
  'id' | 'name' | 'cover' | 'speaker_names' | 'money' | 'score' | 'views'
>;

export function courseCard(r: CourseRow): CourseCard {
  return {
    id: r.id,
    name: r.name,
    cover: r.cover,
    speakerNames: r.speaker_names,
    showViews: r.views,
    score: r.score / 10,
    money: r.money === null ? null : Number(r.money),
  };
}
