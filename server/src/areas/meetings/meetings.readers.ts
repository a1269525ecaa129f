import type { FlowItem, RecommendationItem } from '@portal/api/contract/channel';
import { jumpUrl } from '@portal/api/jump-rules';
import { SUBJECT_NOUNS } from '@portal/api/rules/account-messages';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import { meetingDetailUrl } from '@portal/api/rules/meeting-calendar';
import { sql } from 'kysely';
import type {
  Card,
  CardReader,
  FlowSource,
  NamedReaders,
  ReaderContribution,
  ScoreEventReader,
  TimelineSource,
} from '../../readers/readers';
import { previewLectureId } from './courses/courses.repository';
import {
  COURSE_COLUMNS,
  courseCard,
  MEETING_COLUMNS,
  meetingCard,
  openableMeeting,
  visibleMeeting,
} from './meeting-cards';
import { TALK_MENTIONS } from './product-mentions/agenda-mentions';

const byId = (cards: Card[]) => new Map(cards.map((c) => [c.id, c]));

/** meetings that can be opened (a coming-soon one cannot) */
const meetings: CardReader = async (db, ids) => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('meetings')
    .select(['id', 'meeting_name', 'app_main_pic'])
    .where('id', 'in', ids)
    .where(openableMeeting)
    .execute();
  return byId(
    rows.map((r) => ({
      kind: 'meeting',
      id: r.id,
      title: r.meeting_name,
      summary: '',
      cover: r.app_main_pic,
      url: jumpUrl({ type: 'meeting', id: r.id }) ?? '',
      ownerId: null,
      noun: SUBJECT_NOUNS.content,
      contentType: 'meeting',
    })),
  );
};

/** cloud-classroom courses */
const courses: CardReader = async (db, ids) => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('courses')
    .select(['id', 'name', 'cover'])
    .where('id', 'in', ids)
    .execute();
  return byId(
    rows.map((r) => ({
      kind: 'ocs_course',
      id: r.id,
      title: r.name,
      summary: '',
      cover: r.cover,
      url: jumpUrl({ type: 'ocscourse', id: r.id }) ?? '',
      ownerId: null,
      noun: SUBJECT_NOUNS.content,
      contentType: 'course',
    })),
  );
};

/** what the meetings area lets others read (`readers/readers.ts`) */
/** a meeting check-in earns points */
const scoreEvents: ScoreEventReader = async (db, userId) => {
  const rows = await db
    .selectFrom('meeting_checkins as c')
    .innerJoin('meetings as m', 'm.id', 'c.meeting_id')
    .select(['c.meeting_id as id', 'c.user_id', 'm.meeting_name as title', 'c.created_at as time'])
    .$if(userId !== undefined, (q) => q.where('c.user_id', '=', userId!))
    .execute();
  return rows.map((r) => ({
    userId: r.user_id,
    action: 'checkin' as const,
    id: r.id,
    time: Number(r.time),
    subject: r.title,
    url: meetingDetailUrl(r.id),
  }));
};

/** meetings and courses in the channel page's flow (a meeting once listed, a course always) */
const channelFlow: FlowSource[] = [
  {
    type: 'meeting',
    rows: (kind, ids) =>
      sql`select ${sql.lit(kind)} as kind, g.id as id, g.publish_time as t, g.views as views from meetings g
        where (g.publish_status = '1' or g.forthcoming = 'T') and g.subspecialty_id in (${sql.join([...ids])})`,
    async items(db, ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('meetings')
        .select([...MEETING_COLUMNS, 'meetings.publish_time'])
        .where('meetings.id', 'in', ids)
        .execute();
      return new Map(
        rows.map((r): [number, FlowItem] => [
          r.id,
          {
            type: 'meeting',
            id: r.id,
            title: r.meeting_name,
            cover: r.app_main_pic,
            // the place; the card shows the dates from `meeting`
            summary: r.province === r.city ? r.city : `${r.province} ${r.city}`,
            time: Number(r.publish_time),
            showViews: r.views,
            meeting: meetingCard(r),
          },
        ]),
      );
    },
  },
  {
    type: 'ocscourse',
    rows: (kind, ids) =>
      sql`select ${sql.lit(kind)} as kind, c.id as id, c.publish_time as t, c.views as views from courses c
        where c.subspecialty_id in (${sql.join([...ids])})`,
    async items(db, ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('courses')
        .select([...COURSE_COLUMNS, 'courses.publish_time'])
        .where('courses.id', 'in', ids)
        .execute();
      return new Map(
        rows.map((r): [number, FlowItem] => [
          r.id,
          {
            type: 'ocscourse',
            id: r.id,
            title: r.name,
            cover: r.cover,
            summary: r.speaker_names,
            time: Number(r.publish_time),
            showViews: r.views,
            course: courseCard(r),
          },
        ]),
      );
    },
  },
];

/** live first, then upcoming (soonest first), then past meetings (latest first) */
const channelMeetings: NamedReaders['channelMeetings'] = async (db, ids, limit) => {
  if (ids.length === 0) return [];
  const base = db
    .selectFrom('meetings')
    .select(MEETING_COLUMNS)
    .where('meetings.subspecialty_id', 'in', ids)
    .where(visibleMeeting);
  const [live, upcoming, past] = await Promise.all([
    base
      .where('meetings.live_status', '=', 'LI')
      .orderBy('meetings.start_time')
      .orderBy('meetings.id')
      .limit(limit)
      .execute(),
    base
      .where('meetings.live_status', '=', 'NS')
      .orderBy('meetings.start_time')
      .orderBy('meetings.id')
      .limit(limit)
      .execute(),
    base
      .where('meetings.live_status', 'in', ['LE', 'NL'])
      .orderBy('meetings.start_time', 'desc')
      .orderBy('meetings.id', 'desc')
      .limit(limit)
      .execute(),
  ]);
  return [...live, ...upcoming, ...past].slice(0, limit).map(meetingCard);
};

/** live, then upcoming meetings, then courses; within each, those of the related subspecialties first */
const recommendations: NamedReaders['recommendations'] = async (db, related, limits) => {
  // 0 sorts first: rows of the related branches. Without any there is no such term (a constant
  // `ORDER BY 0` would name a column by position, which SQLite and PostgreSQL refuse)
  const relatedRank = (column: 'meetings.subspecialty_id' | 'courses.subspecialty_id') =>
    sql<number>`case when ${sql.ref(column)} in (${sql.join([...related])}) then 0 else 1 end`;
  const [meetings, courses] = await Promise.all([
    limits.meetings
      ? db
          .selectFrom('meetings')
          .select(MEETING_COLUMNS)
          .where('meetings.publish_status', '=', '1')
          .where('meetings.live_status', 'in', ['LI', 'NS'])
          .orderBy(sql`case when meetings.live_status = 'LI' then 0 else 1 end`)
          .$if(related.length > 0, (q) => q.orderBy(relatedRank('meetings.subspecialty_id')))
          .orderBy('meetings.start_time')
          .orderBy('meetings.id')
          .limit(limits.meetings)
          .execute()
      : [],
    limits.courses
      ? db
          .selectFrom('courses')
          .select(COURSE_COLUMNS)
          .$if(related.length > 0, (q) => q.orderBy(relatedRank('courses.subspecialty_id')))
          .orderBy('courses.views', 'desc')
          .orderBy('courses.id', 'desc')
          .limit(limits.courses)
          .execute()
      : [],
  ]);
  return [
    ...meetings.map((r): RecommendationItem => {
      const m = meetingCard(r);
      return {
        type: 'meeting',
        id: m.id,
        meetingName: m.meetingName,
        appMainPic: m.appMainPic,
        titlePic: m.titlePic,
        meetingLiveStatus: m.meetingLiveStatus,
        meetingDateStr: m.meetingDateStr,
        province: m.province,
        city: m.city,
      };
    }),
    ...courses.map(
      (r): RecommendationItem => ({
        type: 'ocs_course',
        id: r.id,
        name: r.name,
        cover: r.cover,
        speakerNames: r.speaker_names,
      }),
    ),
  ];
};

/** collected courses (type 6): listed by the 收藏 of every type (issue 22), not the 1.x list */
const timeline: TimelineSource[] = [
  {
    tab: 'collections',
    kind: 'collect_course',
    action: 'collect',
    card: 'ocs_course',
    branch: (db, person, kind) =>
      db
        .selectFrom('collections as c')
        .select([
          sql.lit(kind).as('kind'),
          'c.content_id as ref_id',
          'c.created_at as time',
          'c.created_at as at',
        ])
        .where('c.user_id', '=', person.userId)
        .where('c.content_type', '=', COLLECT_TYPES.course),
  },
];

export const MEETINGS_READERS: ReaderContribution = {
  timeline,
  channelFlow,
  channelMeetings,
  recommendations,
  scoreEvents: [scoreEvents],
  productMentions: [TALK_MENTIONS],
  cards: { meeting: meetings, ocs_course: courses },
  async courseLecture(db, courseId, videoId) {
    const lecture = await db
      .selectFrom('course_videos')
      .select(['id', 'duration'])
      .where('id', '=', videoId)
      .where('course_id', '=', courseId)
      .executeTakeFirst();
    return lecture ? { id: lecture.id, duration: Number(lecture.duration) } : null;
  },
  async watchableLecture(db, courseId, videoId, userId) {
    const course = await db
      .selectFrom('courses')
      .select(['id', 'money'])
      .where('id', '=', courseId)
      .executeTakeFirst();
    if (!course) return null;
    const lectures = await db
      .selectFrom('course_videos')
      .select(['id', 'sort', 'duration'])
      .where('course_id', '=', courseId)
      .execute();
    const lecture = lectures.find((l) => l.id === videoId);
    if (!lecture) return null;
    let canWatch = course.money === null || previewLectureId(lectures) === videoId;
    if (!canWatch && userId !== null)
      canWatch =
        (await db
          .selectFrom('course_purchases')
          .select('user_id')
          .where('course_id', '=', courseId)
          .where('user_id', '=', userId)
          .executeTakeFirst()) !== undefined;
    return { id: lecture.id, duration: Number(lecture.duration), canWatch };
  },
  async studyCourses(db, courseIds) {
    if (courseIds.length === 0) return [];
    const [courses, videos] = await Promise.all([
      db
        .selectFrom('courses')
        .select(['id', 'name', 'cover', 'speaker_names', 'money'])
        .where('id', 'in', courseIds)
        .execute(),
      db
        .selectFrom('course_videos')
        .select(['id', 'course_id', 'duration'])
        .where('course_id', 'in', courseIds)
        .execute(),
    ]);
    return courses.map((c) => ({
      id: c.id,
      name: c.name,
      cover: c.cover,
      speakerNames: c.speaker_names,
      money: c.money === null ? null : Number(c.money),
      lectures: videos
        .filter((v) => v.course_id === c.id)
        .map((v) => ({ id: v.id, duration: Number(v.duration) })),
    }));
  },
};
