import { LECTURE_DONE_SHARE } from '@portal/api/rules/account-wallet';
import { CME_RULES, courseHours } from '@portal/api/rules/cme';
import type { Insertable } from 'kysely';
import type { PortalDb } from '../../../db/database';
import { type AreaSeeder, insertChunks } from '../../../seed/area-seeder';
import { createRng } from '../../../seed/random';
import { newCertificateCode } from './certificates.repository';
import type { CourseQuizQuestionsTable } from './schema';

const DAY = 86_400_000;

/** the demo account of a verified doctor (demo-accounts.ts: 13800000001, 王建国) */
export const CME_DEMO_DOCTOR_ID = 1;

/** single-choice questions of the demo quizzes: [question, options, index of the right one] */
const QUESTIONS: readonly (readonly [string, readonly string[], number])[] = [
  ['颅内动脉瘤破裂最常见的首发表现是', ['剧烈头痛', '肢体麻木', '视物模糊', '低热'], 0],
  [
    'Hunt-Hess 分级用于评估',
    ['蛛网膜下腔出血的临床严重程度', '脑胶质瘤的病理级别', '颅脑外伤的意识水平', '脑积水的程度'],
    0,
  ],
  ['格拉斯哥昏迷评分（GCS）的最低分是', ['0 分', '1 分', '3 分', '5 分'], 2],
  ['成人正常颅内压的范围约为', ['0.7–2.0 kPa', '3.0–5.0 kPa', '5.0–7.0 kPa', '0.1–0.3 kPa'], 0],
  ['WHO 中枢神经系统肿瘤分类中，胶质母细胞瘤属于', ['1 级', '2 级', '3 级', '4 级'], 3],
  ['慢性硬膜下血肿最常见的治疗方式是', ['钻孔引流术', '立体定向放疗', '单纯药物降颅压', '开颅肿瘤切除'], 0],
  ['动脉瘤性蛛网膜下腔出血后预防脑血管痉挛常用的药物是', ['尼莫地平', '阿司匹林', '甘露醇', '地塞米松'], 0],
  ['三叉神经痛微血管减压术最常见的责任血管是', ['小脑上动脉', '椎动脉', '大脑中动脉', '颈内动脉'], 0],
  ['脑室外引流的引流管口一般高于外耳道水平', ['10–15 cm', '0–2 cm', '30–40 cm', '50 cm 以上'], 0],
  [
    '垂体腺瘤经鼻蝶入路术后最需警惕的内分泌并发症是',
    ['尿崩症', '甲状腺功能亢进', '高血糖危象', '高钙血症'],
    0,
  ],
  ['颈动脉内膜剥脱术主要用于治疗', ['颈动脉狭窄', '颅内动脉瘤', '脑动静脉畸形', '海绵状血管瘤'], 0],
  ['脊髓损伤 ASIA 分级中 A 级表示', ['完全性损伤', '不完全运动损伤', '感觉正常', '运动功能正常'], 0],
];

const QUESTIONS_A_QUIZ = 5;
/** every this-many-th course has a quiz */
const QUIZ_EVERY = 4;

/**
 * The CME demo (issue 22): a short quiz on every fourth course, and the verified demo doctor's
 * standing on three of them — one whose certificate is issued (lectures watched, quiz passed),
 * one a step from it (lectures watched, quiz not yet taken: the e2e test takes it and claims), and
 * one not yet earned (its last lecture at 89 %). The doctor's progress on those courses is written
 * into `course_progress` (the account area's table, as its own purchases seeder fills it; seed data
 * only, runs after it).
 */
export const certificatesSeeder: AreaSeeder = {
  name: 'cme-certificates',
  tables: ['course_quizzes', 'course_quiz_questions', 'cme_certificates'],
  sequenceTables: ['course_quizzes', 'course_quiz_questions', 'course_quiz_attempts', 'cme_certificates'],
  async seed(db: PortalDb, { now, seed }) {
    const r = createRng(`${seed}:meetings:cme`);
    const courses = await db.selectFrom('courses').select(['id', 'name']).orderBy('id').execute();
    const videos = await db
      .selectFrom('course_videos')
      .select(['id', 'course_id', 'duration'])
      .orderBy('course_id')
      .orderBy('sort')
      .orderBy('id')
      .execute();
    if (courses.length === 0) return;
    const lecturesOf = (courseId: number) => videos.filter((v) => v.course_id === courseId);

    const withQuiz = courses.filter((c, i) => i % QUIZ_EVERY === 0 && lecturesOf(c.id).length > 0);
    const questions: Insertable<CourseQuizQuestionsTable>[] = [];
    let quizId = 0;
    const quizOf = new Map<number, number>();
    const answersOf = new Map<number, number[]>();
    for (const course of withQuiz) {
      quizId += 1;
      quizOf.set(course.id, quizId);
      await db
        .insertInto('course_quizzes')
        .values({
          id: quizId,
          course_id: course.id,
          title: `《${course.name}》课后测验`,
          pass_percent: CME_RULES.defaultPassPercent,
          created_at: now - r.int(30, 200) * DAY,
        })
        .execute();
      const picked = r.shuffle([...QUESTIONS]).slice(0, QUESTIONS_A_QUIZ);
      answersOf.set(
        quizId,
        picked.map(([, , answer]) => answer),
      );
      for (const [sort, [text, options, answer]] of picked.entries())
        questions.push({ quiz_id: quizId, sort, text, options: JSON.stringify(options), answer });
    }
    await insertChunks(questions, (chunk) => db.insertInto('course_quiz_questions').values(chunk).execute());

    const doctor = await db
      .selectFrom('users')
      .select(['id', 'real_name'])
      .where('id', '=', CME_DEMO_DOCTOR_ID)
      .executeTakeFirst();
    // the doctor's three courses: with a quiz and 2–4 lectures, so a test watches little
    const small = withQuiz.filter((c) => {
      const n = lecturesOf(c.id).length;
      return n >= 2 && n <= 4;
    });
    if (!doctor || small.length < 3) return;
    const [earned, nearly, unfinished] = small as [(typeof small)[0], (typeof small)[0], (typeof small)[0]];

    const progress = (courseId: number, share: (index: number, count: number) => number, at: number) =>
      lecturesOf(courseId).map((v, i, all) => ({
        user_id: doctor.id,
        course_id: courseId,
        video_id: v.id,
        watched_seconds: Math.floor(Number(v.duration) * share(i, all.length)),
        updated_at: at,
      }));
    const rows = [
      ...progress(earned.id, () => 1, now - 20 * DAY),
      ...progress(nearly.id, () => 1, now - 2 * DAY),
      // the last lecture stops at 89 %: one short of the 90 % a lecture needs
      ...progress(unfinished.id, (i, n) => (i === n - 1 ? LECTURE_DONE_SHARE - 0.01 : 1), now - DAY),
    ];
    for (const row of rows)
      await db
        .insertInto('course_progress')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['user_id', 'video_id']).doUpdateSet({
            watched_seconds: row.watched_seconds,
            updated_at: row.updated_at,
          }),
        )
        .execute();

    // the earned course: a passed attempt and its certificate
    const earnedQuiz = quizOf.get(earned.id) as number;
    const passedAt = now - 19 * DAY;
    await db
      .insertInto('course_quiz_attempts')
      .values({
        quiz_id: earnedQuiz,
        user_id: doctor.id,
        score: 100,
        passed: 1,
        answers: JSON.stringify(answersOf.get(earnedQuiz)),
        created_at: passedAt,
      })
      .execute();
    const total = lecturesOf(earned.id).reduce((s, v) => s + Number(v.duration), 0);
    await db
      .insertInto('cme_certificates')
      .values({
        user_id: doctor.id,
        activity_kind: 'course',
        activity_id: earned.id,
        activity_name: earned.name,
        holder_name: doctor.real_name,
        hours_tenths: Math.round(courseHours(total) * 10),
        code: newCertificateCode(),
        issued_at: passedAt + 60_000,
      })
      .execute();
  },
};
