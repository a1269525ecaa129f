import type { Insertable } from 'kysely';
import type { PortalDb } from '../../../db/database';
import { doctorsOf, readUsers } from '../../../seed/area-inputs';
import { type AreaSeeder, coverUrl, insertChunks } from '../../../seed/area-seeder';
import { createRng, within } from '../../../seed/random';
import type { CourseRatingsTable, CourseSeriesTable } from '../schema';
import { COURSE_TARGET } from './courses.routes';

const DAY = 86_400_000;

/** series of courses a neurosurgeon recognises: a training track, each course one step of it */
const SERIES: readonly [name: string, intro: string][] = [
  ['神经外科住院医师规范化培训', '覆盖神经外科住院医师规范化培训要求的基础理论、基本操作与常见病诊疗。'],
  ['脑血管病外科与介入治疗', '从动脉瘤夹闭、血管畸形切除到血管内治疗，系统讲解脑血管病的外科处理。'],
  ['神经肿瘤多学科诊疗', '胶质瘤、脑膜瘤、垂体瘤等常见神经肿瘤的手术、放化疗与多学科协作。'],
  ['功能神经外科', '癫痫、帕金森病、三叉神经痛等功能性疾病的评估与手术治疗。'],
  ['脊柱脊髓外科', '脊髓肿瘤、退行性疾病与脊柱畸形的诊断和手术技术。'],
  ['神经重症与围手术期管理', '颅内压监测、镇静镇痛、脑保护与术后并发症的处理。'],
];

const COMMENT_LINES = [
  '讲得很清楚，手术步骤的分解对初学者非常有帮助。',
  '病例选择很典型，期待后续更新。',
  '请问课件可以下载吗？',
  '术前评估部分讲得很细，受益匪浅。',
  '老师的经验总结很实用，已推荐给科室同事。',
  '关于并发症处理的部分希望能再展开讲讲。',
  '视频清晰，讲解条理分明。',
  '反复看了几遍，每次都有新收获。',
];

const introOf = (name: string, speakers: string, lectures: number) =>
  `本课程由${speakers}主讲，共 ${lectures} 讲，围绕“${name.replace(/（\d+）$/, '')}”展开，` +
  '结合典型病例与手术视频，讲解诊断要点、手术策略与围手术期管理，适合神经外科住院医师、主治医师学习。';

/**
 * The cloud classroom's seed (issue 22), after the courses and their lectures: series (each
 * holding courses of one track), every course's introduction, ratings by doctors (the course's
 * score is then their mean) and comments. Deterministic from the run's seed.
 */
export const classroomSeeder: AreaSeeder = {
  name: 'classroom',
  tables: ['course_series', 'course_ratings'],
  sequenceTables: ['course_series', 'comments'],
  async seed(db: PortalDb, context) {
    const r = createRng(`${context.seed}:classroom`);
    const [courses, lectures, users] = await Promise.all([
      db
        .selectFrom('courses')
        .select(['id', 'name', 'speaker_names', 'publish_time'])
        .orderBy('id')
        .execute(),
      db
        .selectFrom('course_videos')
        .select(['course_id'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .groupBy('course_id')
        .execute(),
      readUsers(db),
    ]);
    const lectureCount = new Map(lectures.map((l) => [l.course_id, Number(l.n)]));
    const raters = doctorsOf(users);

    const series: Insertable<CourseSeriesTable>[] = SERIES.map(([name, intro], i) => ({
      id: i + 1,
      name,
      cover: coverUrl(`course-series-${i + 1}`, name),
      intro,
      sort: i,
    }));
    await db.insertInto('course_series').values(series).execute();

    const ratings: Insertable<CourseRatingsTable>[] = [];
    const comments: {
      target_type: string;
      target_id: number;
      parent_id: null;
      reply_to_user_id: null;
      user_id: number;
      text: string;
      diggs: number;
      created_at: number;
    }[] = [];
    for (const c of courses) {
      const seriesId = r.chance(0.3) ? r.int(1, SERIES.length) : null;
      const who = raters.length > 0 ? r.sample(raters, Math.min(raters.length, r.int(0, 12))) : [];
      let total = 0;
      for (const u of who) {
        const stars = r.weighted([
          [5, 6],
          [4, 3],
          [3, 1],
        ] as const);
        total += stars;
        const at = within(r, Number(c.publish_time), 60 * DAY, context.now);
        ratings.push({ course_id: c.id, user_id: u.id, stars, created_at: at, updated_at: at });
      }
      const commentCount = raters.length > 0 && r.chance(0.4) ? r.int(1, 4) : 0;
      for (let i = 0; i < commentCount; i++)
        comments.push({
          target_type: COURSE_TARGET,
          target_id: c.id,
          parent_id: null,
          reply_to_user_id: null,
          user_id: r.pick(raters).id,
          text: r.pick(COMMENT_LINES),
          diggs: r.int(0, 20),
          created_at: Math.min(context.now, Number(c.publish_time) + r.int(1, 90) * DAY),
        });
      await db
        .updateTable('courses')
        .set({
          series_id: seriesId,
          intro: introOf(c.name, c.speaker_names, lectureCount.get(c.id) ?? 0),
          rating_total: total,
          rating_count: who.length,
          comments: commentCount,
          ...(who.length > 0 ? { score: Math.round((total * 10) / who.length) } : {}),
        })
        .where('id', '=', c.id)
        .execute();
    }
    await insertChunks(ratings, (rows) => db.insertInto('course_ratings').values(rows).execute());
    // the core seed's comments carry explicit ids, so ours do too, past theirs
    const last = await db
      .selectFrom('comments')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const first = Number(last?.id ?? 0) + 1;
    await insertChunks(
      comments.map((c, i) => ({ ...c, id: first + i })),
      (rows) => db.insertInto('comments').values(rows).execute(),
    );
  },
};
