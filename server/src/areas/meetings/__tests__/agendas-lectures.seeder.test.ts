import { countRows, seededDatabase, tally } from '../../../test-support/seeded-tables';
import { AGENDAS_PER_MEETING, agendasLecturesSeeder, VIDEOS_PER_COURSE } from '../agendas-lectures.seeder';

const seeded = seededDatabase('small');

describe('agendas and lectures seed', () => {
  it('fills both of its tables', async () => {
    for (const table of agendasLecturesSeeder.tables)
      expect(await countRows(seeded(), table)).toBeGreaterThan(0);
  });

  it('gives every meeting 3–12 agenda items and every course 3–15 lectures, in order', async () => {
    const db = seeded();
    const meetings = await db.selectFrom('meetings').select(['id', 'start_time', 'end_time']).execute();
    const agendas = await db
      .selectFrom('meeting_agendas')
      .select(['meeting_id', 'sort', 'start_time', 'theme', 'author_names'])
      .orderBy('meeting_id')
      .orderBy('sort')
      .execute();
    const perMeeting = tally(agendas.map((a) => a.meeting_id));
    for (const m of meetings) {
      const n = perMeeting.get(m.id) ?? 0;
      expect(n).toBeGreaterThanOrEqual(AGENDAS_PER_MEETING[0]);
      expect(n).toBeLessThanOrEqual(AGENDAS_PER_MEETING[1]);
    }
    const meetingById = new Map(meetings.map((m) => [m.id, m]));
    for (const a of agendas) {
      const m = meetingById.get(a.meeting_id);
      expect(m).toBeDefined();
      expect(a.start_time).toBeGreaterThanOrEqual(m?.start_time ?? Infinity);
      expect(a.start_time).toBeLessThanOrEqual(m?.end_time ?? -Infinity);
      expect(a.theme).toMatch(/\p{Script=Han}/u);
      expect(a.author_names.length).toBeGreaterThan(1);
    }

    const courses = await db.selectFrom('courses').select(['id', 'speaker_names']).execute();
    const videos = await db
      .selectFrom('course_videos')
      .select(['course_id', 'speaker_names', 'name', 'sort'])
      .execute();
    const perCourse = tally(videos.map((v) => v.course_id));
    const speakers = new Map(courses.map((c) => [c.id, c.speaker_names.split('、')]));
    for (const c of courses) {
      const n = perCourse.get(c.id) ?? 0;
      expect(n).toBeGreaterThanOrEqual(VIDEOS_PER_COURSE[0]);
      expect(n).toBeLessThanOrEqual(VIDEOS_PER_COURSE[1]);
    }
    for (const v of videos) {
      expect(speakers.get(v.course_id)).toContain(v.speaker_names);
      expect(v.name.startsWith(`第${v.sort + 1}讲 `)).toBe(true);
    }
  });
});
