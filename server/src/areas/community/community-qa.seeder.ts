import { IDENTITY } from '@portal/api/identity';
import type { Insertable } from 'kysely';
import { sanitizeRichText } from '../../content-safety/sanitize';
import {
  catalogueStream,
  doctorsOf,
  hospitalOf,
  readSubjects,
  readUsers,
  type SeedUser,
  type Subject,
  type Subjects,
} from '../../seed/area-inputs';
import { type AreaSeeder, insertChunks } from '../../seed/area-seeder';
import { daysAgo, pickDistinct, type Rng } from '../../seed/random';
import type { Hospital } from '../../seed/vocabulary';
import type { CommunityAnswersTable, CommunityQuestionsTable } from './schema';

const MINUTE = 60_000;

export const QUESTIONS_PER_SCALE = 400;

/** questions at this scale (the context's `scale`) */
export const questionCount = (scale: number) => Math.round(QUESTIONS_PER_SCALE * scale);

const para = (text: string) => `<p>${text}</p>`;

function questionTitle(r: Rng, s: Subject): string {
  const { topic } = s;
  const [minAge, maxAge] = topic.ages;
  const forms: (() => string)[] = [
    () => `${topic.disease}患者${r.pick(topic.symptoms)}，是否需要尽快${r.pick(topic.operations)}？`,
    () => `${r.pick(topic.operations)}术后出现${r.pick(topic.complications)}，大家一般怎么处理？`,
    () => `${r.pick(topic.imaging)}提示${r.pick(topic.findings)}，下一步该如何评估？`,
    () => `关于${r.pick(topic.topics)}，有没有最新的循证证据？`,
    () => `${r.int(minAge, maxAge)}岁${topic.disease}患者，${r.pick(topic.operations)}和保守治疗如何选择？`,
    () => `基层医院开展${r.pick(topic.operations)}需要具备哪些条件？`,
    () => `${r.pick(topic.scales)}在${topic.disease}随访中如何规范使用？`,
  ];
  return r.pick(forms)();
}

function questionText(r: Rng, s: Subject): string {
  const { topic } = s;
  const age = r.int(topic.ages[0], topic.ages[1]);
  return [
    `患者${r.pick(['男', '女'])}，${age}岁，${r.pick(topic.symptoms)}${r.int(2, 30)}天。`,
    `${r.pick(topic.imaging)}提示${r.pick(topic.findings)}。`,
    r.pick([
      `我院目前倾向于${r.pick(topic.operations)}，想听听各位老师的意见。`,
      `家属对手术顾虑较大，请教各位同道的处理经验。`,
      `想了解各中心在${r.pick(topic.topics)}方面的做法。`,
    ]),
  ].join('');
}

function answerHtml(r: Rng, s: Subject, hospital: Hospital): string {
  const { topic } = s;
  const paragraphs = [
    para(
      `个人经验：${r.pick(topic.operations)}前应充分完善${r.sample(topic.imaging, 2).join('、')}检查，明确病变与周围重要结构的关系。`,
    ),
    para(
      `关于${r.pick(topic.complications)}，我们${hospital.short}的做法是术中${r.pick(['精细操作、减少牵拉', '电生理监测全程保驾', '严格控制血压', '充分止血并留置引流'])}，术后${r.pick(['密切观察神经功能变化', '早期复查影像', '规范使用抗癫痫药物', '早期康复介入'])}。`,
    ),
    para(
      `<strong>要点：</strong>${r.pick(topic.topics)}需要个体化评估，建议以${r.pick(topic.scales)}规范随访，必要时多学科讨论。`,
    ),
    para(
      r.pick([
        '以上仅供参考，具体还需结合患者全身情况决定。',
        '欢迎各位同道补充指正。',
        '这类病例建议转诊至有经验的中心处理。',
      ]),
    ),
  ];
  return sanitizeRichText(
    r.sample(paragraphs.slice(0, 3), r.int(2, 3)).join('') + (r.chance(0.5) ? paragraphs[3] : ''),
  );
}

const ANSWERS_PER_QUESTION: readonly (readonly [number, number])[] = [
  [0, 8],
  [1, 15],
  [2, 20],
  [3, 20],
  [4, 15],
  [5, 10],
  [6, 6],
  [8, 4],
  [12, 2],
];

function buildQuestionsAndAnswers(
  r: Rng,
  count: number,
  now: number,
  subjects: Subjects,
  askers: readonly SeedUser[],
  answerers: readonly SeedUser[],
) {
  const questions: Insertable<CommunityQuestionsTable>[] = [];
  const answers: Insertable<CommunityAnswersTable>[] = [];
  if (askers.length === 0 || answerers.length === 0) return { questions, answers };
  for (let id = 1; id <= count; id++) {
    const s = subjects.any(r);
    const creator = r.pick(askers);
    const published = daysAgo(r, now, 1, 540);
    const pending = r.chance(0.02);
    const question: Insertable<CommunityQuestionsTable> = {
      id,
      title: questionTitle(r, s),
      creator_id: creator.id,
      is_hide_creator: r.chance(0.1) ? 'T' : 'F',
      essences: r.chance(0.1) ? 'T' : 'F',
      status: pending ? 'pending' : 'published',
      subspecialty_id: s.childId ?? s.groupId,
      answers: 0,
      views: r.skewed(30, 20_000),
      ask_people: r.skewed(0, 60),
      publish_time: published,
      created_at: published - r.int(0, 30) * MINUTE,
      text: questionText(r, s),
    };
    questions.push(question);
    if (pending) continue;
    const responders = pickDistinct(r, answerers, r.weighted(ANSWERS_PER_QUESTION), creator);
    const mine: Insertable<CommunityAnswersTable>[] = responders.map((u, i) => {
      // most answers come within days of the question, a few much later
      const time = published + r.skewed(10, Math.max(11, Math.floor((now - published) / MINUTE))) * MINUTE;
      const answerPending = r.chance(0.03);
      return {
        id: answers.length + i + 1,
        question_id: id,
        creator_id: u.id,
        status: answerPending ? 'pending' : 'published',
        is_top: 'F',
        essences: r.chance(0.08) ? 'T' : 'F',
        diggs: r.skewed(0, 800),
        // comment rows come with the community area; until then the counter matches: none
        comments: 0,
        views: r.skewed(10, 8_000),
        publish_time: Math.min(time, now),
        created_at: Math.min(time, now),
        text: answerHtml(r, s, hospitalOf(u, r)),
      };
    });
    const live = mine.filter((a) => a.status === 'published');
    if (live.length >= 2 && r.chance(0.15)) {
      const best = live.reduce((a, b) => ((b.diggs ?? 0) > (a.diggs ?? 0) ? b : a));
      best.is_top = 'T';
    }
    question.answers = live.length;
    answers.push(...mine);
  }
  return { questions, answers };
}

/** who may ask: identity 3 (and 7) cannot publish; corporate accounts do not ask clinical questions */
const ASKING_IDENTITIES: readonly number[] = [
  IDENTITY.doctor,
  IDENTITY.nurse,
  IDENTITY.student,
  IDENTITY.technician,
];

/**
 * Community questions and their answers by doctors (migration 010's part of this area), a few
 * pending, anonymous, featured or with a top answer; as many as the news list's scale asks for.
 */
export const communityQaSeeder: AreaSeeder = {
  name: 'community-qa',
  tables: ['community_questions', 'community_answers'],
  sequenceTables: ['community_questions', 'community_answers'],
  async seed(db, context) {
    const { scale } = context;
    const [subjects, users] = await Promise.all([readSubjects(db), readUsers(db)]);
    const askers = users.filter((u) => u.identity !== null && ASKING_IDENTITIES.includes(u.identity));
    const qa = buildQuestionsAndAnswers(
      catalogueStream(context.seed, 'qa'),
      questionCount(scale),
      context.now,
      subjects,
      askers,
      doctorsOf(users),
    );
    await insertChunks(qa.questions, (rows) => db.insertInto('community_questions').values(rows).execute());
    await insertChunks(qa.answers, (rows) => db.insertInto('community_answers').values(rows).execute());
  },
};
