import type { Insertable } from 'kysely';
import {
  catalogueStream,
  doctorsOf,
  inCondition,
  readSubjects,
  readUsers,
  type SeedUser,
  type Subject,
  type Subjects,
} from '../../seed/area-inputs';
import { type AreaSeeder, insertChunks } from '../../seed/area-seeder';
import type { Rng } from '../../seed/random';
import type { ClinicalTopic } from '../../seed/subspecialties';
import { generatedName, HOSPITALS, type Hospital } from '../../seed/vocabulary';
import type { CourseVideosTable, MeetingAgendasTable } from './schema';

const MINUTE = 60_000;

export const AGENDAS_PER_MEETING = [3, 12] as const;
export const VIDEOS_PER_COURSE = [3, 15] as const;

/** a speaker: a portal doctor half the time, so searching a name finds both */
function speaker(r: Rng, doctors: readonly SeedUser[]): string {
  return doctors.length > 0 && r.chance(0.5) ? r.pick(doctors).real_name : generatedName(r);
}

function names(r: Rng, doctors: readonly SeedUser[], min: number, max: number): string {
  return [...new Set(Array.from({ length: r.int(min, max) }, () => speaker(r, doctors)))].join('、');
}

function keywordPool(topic: ClinicalTopic): string[] {
  return [
    ...new Set(
      [topic.name, topic.disease, ...topic.operations, ...topic.imaging, ...topic.complications].filter(
        (w) => w.length >= 2 && w.length <= 12 && !/[（）()]/.test(w),
      ),
    ),
  ];
}

function agendaTheme(r: Rng, s: Subject, n: number): string {
  const { topic } = s;
  const forms: (() => string)[] = [
    () => `${r.pick(topic.operations)}的技术要点与并发症防范`,
    () => `${topic.disease}${r.pick(topic.topics)}研究进展`,
    () => `${r.pick(topic.imaging)}在${topic.disease}术前评估中的价值`,
    () => `病例讨论：${r.pick(topic.findings)}`,
    () => `${r.pick(topic.complications)}的预防与处理`,
    () => `${topic.disease}诊疗规范解读`,
    () => `${r.pick(topic.operations)}手术录像点评（${n}）`,
    () => `${r.pick(topic.scales)}与疗效评价`,
  ];
  return r.pick(forms)();
}

function agendaSummary(r: Rng, s: Subject, hospital: Hospital): string {
  const { topic } = s;
  return [
    `本报告结合${hospital.short}近${r.int(3, 10)}年${r.int(40, 600)}例${topic.disease}的诊疗经验，`,
    `系统介绍${r.pick(topic.operations)}的适应证选择与关键步骤，`,
    `并就${r.pick(topic.topics)}与${r.pick(topic.complications)}等问题与参会专家讨论。`,
  ].join('');
}

function buildAgendas(
  r: Rng,
  meetings: readonly { id: number; subspecialty_id: number | null; start_time: number; end_time: number }[],
  subjects: Subjects,
  doctors: readonly SeedUser[],
): Insertable<MeetingAgendasTable>[] {
  const rows: Insertable<MeetingAgendasTable>[] = [];
  for (const m of meetings) {
    const count = r.int(...AGENDAS_PER_MEETING);
    const s = subjects.of(r, m.subspecialty_id);
    const hospital = r.pick(HOSPITALS);
    // talks fill the meeting's first day (and then the next) between its start and end
    const slot = Math.max(
      15 * MINUTE,
      Math.min(45 * MINUTE, Math.floor((m.end_time - m.start_time) / (count + 1) / MINUTE) * MINUTE),
    );
    const themes = new Set<string>();
    for (let sort = 0; sort < count; sort++) {
      const talk = inCondition(r, s);
      let theme = sort === 0 && r.chance(0.3) ? '开幕式及领导致辞' : agendaTheme(r, talk, sort + 1);
      for (let tries = 0; themes.has(theme) && tries < 5; tries++) theme = agendaTheme(r, talk, sort + 1);
      if (themes.has(theme)) theme = `${theme}（${sort + 1}）`;
      themes.add(theme);
      const opening = theme === '开幕式及领导致辞';
      rows.push({
        id: rows.length + 1,
        meeting_id: m.id,
        theme,
        author_names: names(r, doctors, 1, opening ? 3 : 2),
        keywords: opening ? '' : r.sample(keywordPool(talk.topic), r.int(3, 5)).join(','),
        start_time: m.start_time + sort * slot,
        sort,
        summary: opening ? '' : agendaSummary(r, talk, hospital),
      });
    }
  }
  return rows;
}

function lectureName(r: Rng, s: Subject, n: number): string {
  const { topic } = s;
  const forms: (() => string)[] = [
    () => `${topic.disease}的临床表现与诊断`,
    () => `${r.pick(topic.imaging)}影像学评估`,
    () => `${r.pick(topic.operations)}适应证与术前准备`,
    () => `${r.pick(topic.operations)}手术步骤详解`,
    () => `${r.pick(topic.complications)}的预防与处理`,
    () => `${r.pick(topic.scales)}与疗效评价`,
    () => `${r.pick(topic.topics)}研究进展`,
    () => `术后管理与随访`,
    () => `典型病例分析（${n}）`,
  ];
  return r.pick(forms)();
}

function buildCourseVideos(
  r: Rng,
  courses: readonly { id: number; subspecialty_id: number | null; speaker_names: string }[],
  subjects: Subjects,
): Insertable<CourseVideosTable>[] {
  const rows: Insertable<CourseVideosTable>[] = [];
  for (const c of courses) {
    const count = r.int(...VIDEOS_PER_COURSE);
    const s = subjects.of(r, c.subspecialty_id);
    const speakers = c.speaker_names.split('、').filter(Boolean);
    const seen = new Set<string>();
    for (let sort = 0; sort < count; sort++) {
      const lecture = inCondition(r, s);
      let name = lectureName(r, lecture, sort + 1);
      for (let tries = 0; seen.has(name) && tries < 5; tries++) name = lectureName(r, lecture, sort + 1);
      if (seen.has(name)) name = `典型病例分析（${sort + 1}）`;
      seen.add(name);
      rows.push({
        id: rows.length + 1,
        course_id: c.id,
        name: `第${sort + 1}讲 ${name}`,
        speaker_names: speakers.length > 0 ? r.pick(speakers) : c.speaker_names,
        duration: r.int(10, 60) * 60 + r.int(0, 59),
        sort,
      });
    }
  }
  return rows;
}

/**
 * The agenda of every meeting and the lectures of every course (migration 010's part of this
 * area), following the database's own meetings, courses, subspecialties and doctors.
 */
export const agendasLecturesSeeder: AreaSeeder = {
  name: 'meeting-agendas-course-videos',
  tables: ['meeting_agendas', 'course_videos'],
  sequenceTables: ['meeting_agendas', 'course_videos'],
  async seed(db, context) {
    const [subjects, users, meetings, courses] = await Promise.all([
      readSubjects(db),
      readUsers(db),
      db
        .selectFrom('meetings')
        .select(['id', 'subspecialty_id', 'start_time', 'end_time'])
        .orderBy('id')
        .execute(),
      db.selectFrom('courses').select(['id', 'subspecialty_id', 'speaker_names']).orderBy('id').execute(),
    ]);
    const agendas = buildAgendas(
      catalogueStream(context.seed, 'agendas'),
      meetings,
      subjects,
      doctorsOf(users),
    );
    const lectures = buildCourseVideos(catalogueStream(context.seed, 'course-videos'), courses, subjects);
    await insertChunks(agendas, (rows) => db.insertInto('meeting_agendas').values(rows).execute());
    await insertChunks(lectures, (rows) => db.insertInto('course_videos').values(rows).execute());
  },
};
