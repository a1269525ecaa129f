import type { Insertable } from 'kysely';
import { sanitizeRichText } from '../../content-safety/sanitize';
import type { PortalDb } from '../../db/database';
import type {
  AdvertisementExtras,
  AdvertisementsTable,
  BookAuthorsTable,
  BooksTable,
  BrandsTable,
  CommunityAnswersTable,
  CommunityQuestionsTable,
  CompetitionsTable,
  CourseVideosTable,
  DepartmentMembersTable,
  DepartmentSubscriptionsTable,
  DepartmentsTable,
  MeetingAgendasTable,
  ProductLineSubscriptionsTable,
  ProductLinesTable,
  ShortVideosTable,
} from '../../db/schema-areas/catalogue';
import type { AreaSeeder } from '../area-seeder';
import { createRng, type Rng } from '../random';
import {
  byCondition,
  type ClinicalTopic,
  leafWeight,
  pickCondition,
  SUBSPECIALTY_TREE,
} from '../subspecialties';
import { GIVEN_NAME_CHARS, GIVEN_NAMES, HOSPITALS, type Hospital, SURNAMES } from '../vocabulary';
import { ADVERTISEMENTS, COMPETITIONS, DEPARTMENT_KINDS, PRESSES, TRANSLATED_BOOKS } from './catalogue-data';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ROWS_PER_STATEMENT = 200;

/** what one scale unit of the main seed writes into info_articles (generate.ts ARTICLES_PER_SCALE) */
const INFO_ARTICLES_PER_SCALE = 2000;
/** a small test database still gets enough of each kind to page through */
const MIN_SCALE = 0.25;
export const SHORT_VIDEOS_PER_SCALE = 300;
export const QUESTIONS_PER_SCALE = 400;
export const BOOKS_PER_SCALE = 120;
export const AGENDAS_PER_MEETING = [3, 12] as const;
export const VIDEOS_PER_COURSE = [3, 15] as const;
/** length of server/assets/video/lecture-demo.webm, which every short video plays */
const DEMO_CLIP_SECONDS = 10;
export const SHORT_VIDEO_URL = '/media/video/lecture-demo.webm';

/**
 * Area seeders get no scale, so the catalogue follows the size of the news list the main seed
 * wrote: 2,000 articles is scale 1.
 */
export function catalogueScale(infoArticles: number): number {
  return Math.max(MIN_SCALE, infoArticles / INFO_ARTICLES_PER_SCALE);
}

export function catalogueCounts(scale: number) {
  return {
    shortVideos: Math.round(SHORT_VIDEOS_PER_SCALE * scale),
    questions: Math.round(QUESTIONS_PER_SCALE * scale),
    books: Math.max(TRANSLATED_BOOKS.length, Math.round(BOOKS_PER_SCALE * scale)),
  };
}

const cover = (key: string, title: string) => `/media/cover/${key}.svg?title=${encodeURIComponent(title)}`;

interface Subject {
  topic: ClinicalTopic;
  group: string;
  childId: number | null;
  groupId: number | null;
}

interface UserRow {
  id: number;
  identity: number | null;
  is_auth: number;
  real_name: string;
  company: string | null;
  department: string | null;
  created_at: number;
}

/** Ways of reaching the subjects of the tree from the database's own subspecialty ids. */
function subjectsOf(subspecialties: readonly { id: number; name: string }[]) {
  const idByName = new Map(subspecialties.map((s) => [s.name, s.id]));
  const all: Subject[] = SUBSPECIALTY_TREE.flatMap((group) =>
    group.children.map((topic) => ({
      topic,
      group: group.name,
      childId: idByName.get(topic.name) ?? null,
      groupId: idByName.get(group.name) ?? null,
    })),
  );
  const byChildId = new Map<number, Subject>();
  const byGroupId = new Map<number, Subject[]>();
  for (const s of all) {
    if (s.childId !== null) byChildId.set(s.childId, s);
    if (s.groupId !== null) byGroupId.set(s.groupId, [...(byGroupId.get(s.groupId) ?? []), s]);
  }
  const groupIdByName = new Map(SUBSPECIALTY_TREE.map((g) => [g.name, idByName.get(g.name) ?? null]));
  const weighted = all.map((s) => [s, leafWeight(s.topic.name)] as const);
  const conditions = byCondition(all);
  return {
    all,
    groupIdByName,
    /**
     * a subject narrowed to one condition, by the conditions' shares of the content
     * (subspecialties.ts), in one draw: a translated book's price stays what it was
     */
    any(r: Rng): Subject {
      return r.weighted(conditions);
    },
    /** the subject a row tagged with `id` talks about: its leaf, a leaf of its group, or any */
    of(r: Rng, id: number | null): Subject {
      if (id !== null) {
        const child = byChildId.get(id);
        if (child) return child;
        const group = byGroupId.get(id);
        if (group) return r.pick(group);
      }
      return r.weighted(weighted);
    },
  };
}

/** the subject narrowed to one of its leaf's conditions, which one item is written about */
function inCondition(r: Rng, s: Subject): Subject {
  return { ...s, topic: pickCondition(r, s.topic) };
}

function generatedName(r: Rng): string {
  const surname = r.weighted(SURNAMES);
  if (r.chance(0.45)) return surname + r.pick(GIVEN_NAMES);
  return surname + r.pick(GIVEN_NAME_CHARS) + r.pick(GIVEN_NAME_CHARS);
}

/** a speaker: a portal doctor half the time, so searching a name finds both */
function speaker(r: Rng, doctors: readonly UserRow[]): string {
  return doctors.length > 0 && r.chance(0.5) ? r.pick(doctors).real_name : generatedName(r);
}

function names(r: Rng, doctors: readonly UserRow[], min: number, max: number): string {
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

function hospitalOf(user: UserRow | undefined, r: Rng): Hospital {
  return HOSPITALS.find((h) => h.name === user?.company) ?? r.pick(HOSPITALS);
}

const para = (text: string) => `<p>${text}</p>`;

/** up to n distinct items other than `except`, without shuffling the whole list each time */
function pickDistinct<T>(r: Rng, items: readonly T[], n: number, except?: T): T[] {
  const want = Math.min(n, items.length - (except === undefined ? 0 : 1));
  if (want * 3 >= items.length)
    return r.sample(
      items.filter((i) => i !== except),
      want,
    );
  const picked = new Set<T>();
  while (picked.size < want) {
    const item = r.pick(items);
    if (item !== except) picked.add(item);
  }
  return [...picked];
}

/** the seed's day count back from now, to a random moment of that day */
const daysAgo = (r: Rng, now: number, min: number, max: number) =>
  now - r.int(min, max) * DAY - r.int(0, DAY - 1);

async function insertChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT)
    await insert(rows.slice(i, i + ROWS_PER_STATEMENT));
}

// ---- meetings and courses ----------------------------------------------------------------

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
  subjects: ReturnType<typeof subjectsOf>,
  doctors: readonly UserRow[],
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
  subjects: ReturnType<typeof subjectsOf>,
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

// ---- short videos ------------------------------------------------------------------------

function doctorVideoTitle(r: Rng, s: Subject, operation: string): string {
  const { topic } = s;
  const forms: (() => string)[] = [
    () => `1分钟看懂${operation}`,
    () => `${operation}关键步骤演示`,
    () => `术中实拍：${operation}`,
    () => `${r.pick(topic.complications)}如何预防？`,
    () => `${r.pick(topic.imaging)}读片：${r.pick(topic.findings)}`,
    () => `${topic.disease}患者术后康复要点`,
    () => `${r.pick(topic.topics)}：专家一分钟点评`,
    () => `科普｜${r.pick(topic.symptoms)}，警惕${topic.disease}`,
  ];
  return r.pick(forms)();
}

function buildShortVideos(
  r: Rng,
  count: number,
  now: number,
  subjects: ReturnType<typeof subjectsOf>,
  doctors: readonly UserRow[],
  corporate: readonly UserRow[],
  products: readonly { name: string }[],
): Insertable<ShortVideosTable>[] {
  const rows: Insertable<ShortVideosTable>[] = [];
  if (doctors.length === 0) return rows;
  for (let id = 1; id <= count; id++) {
    const s = subjects.any(r);
    const brand = corporate.length > 0 && products.length > 0 && r.chance(0.15);
    const creator = brand ? r.pick(corporate) : r.pick(doctors);
    let title: string;
    let description: string;
    if (brand) {
      const product = r.pick(products).name;
      title = r.pick([`${product}临床应用演示`, `${product}：3分钟了解核心功能`, `${product}术中使用技巧`]);
      description = `${product}在${s.topic.disease}手术中的操作流程与使用要点，由厂家临床支持团队录制。`;
    } else {
      const hospital = hospitalOf(creator, r);
      const operation = r.pick(s.topic.operations);
      title = doctorVideoTitle(r, s, operation);
      description = `${hospital.short}${creator.real_name}医生讲解${operation}的要点，包括${r.pick(s.topic.topics)}与${r.pick(s.topic.complications)}的防范。`;
    }
    const online = daysAgo(r, now, 1, 720);
    rows.push({
      id,
      title,
      cover: cover(`short-video-${id}`, title),
      creator_id: creator.id,
      subspecialty_id: s.childId ?? s.groupId,
      video_url: SHORT_VIDEO_URL,
      // the demo clip stands in for every video, so the duration shown is the clip's
      duration: DEMO_CLIP_SECONDS,
      bms_auth: brand ? 1 : 0,
      essences: r.chance(0.08) ? 'T' : 'F',
      status: 'published',
      views: r.skewed(100, 80_000),
      diggs: r.skewed(0, 3_000),
      // comment rows come with the short video area; until then the counter matches: none
      comments: 0,
      online_time: online,
      created_at: online - r.int(1, 48) * HOUR,
      description,
    });
  }
  return rows;
}

// ---- competitions ------------------------------------------------------------------------

function buildCompetitions(
  r: Rng,
  now: number,
  subjects: ReturnType<typeof subjectsOf>,
): Insertable<CompetitionsTable>[] {
  return COMPETITIONS.map((c, i) => {
    const id = i + 1;
    return {
      id,
      name: c.name,
      code: c.code,
      status: c.status,
      // the competition page's path differs by deployment host (spec 2); the query is what counts
      competition_url: `/competition?competitionId=${id}`,
      cover_image: cover(`competition-${id}`, c.name),
      subspecialty_id: c.group ? (subjects.groupIdByName.get(c.group) ?? null) : null,
      views: r.skewed(500, 50_000),
      add_time: now - c.addedDaysAgo * DAY - r.int(0, DAY - 1),
      description: c.description,
    };
  });
}

// ---- questions and answers ---------------------------------------------------------------

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
  subjects: ReturnType<typeof subjectsOf>,
  askers: readonly UserRow[],
  answerers: readonly UserRow[],
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

// ---- books -------------------------------------------------------------------------------

function isbn13(prefix: string, title: string): string {
  const digits = `9787${prefix}${title}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return `978-7-${prefix}-${title}-${(10 - (sum % 10)) % 10}`;
}

function bookName(r: Rng, s: Subject): string {
  const { topic } = s;
  const forms: (() => string)[] = [
    () => `${topic.disease}外科治疗学`,
    () => `${r.pick(topic.operations)}手术图谱`,
    () => `${topic.disease}诊疗规范与病例精析`,
    () => `${s.group}疑难病例精粹（第${r.int(1, 5)}辑）`,
    () => `${r.pick(topic.imaging)}与${topic.disease}诊断`,
    () => `${topic.name}临床实践`,
    () => `${s.group}学（第${r.int(2, 4)}版）`,
    () => `${topic.disease}围手术期管理`,
  ];
  return r.pick(forms)();
}

function buildBooks(r: Rng, count: number, now: number, subjects: ReturnType<typeof subjectsOf>) {
  const books: Insertable<BooksTable>[] = [];
  const authors: Insertable<BookAuthorsTable>[] = [];
  const names = new Set<string>();
  const isbns = new Set<string>();
  const year = new Date(now).getUTCFullYear();
  for (let id = 1; id <= count; id++) {
    const translated = TRANSLATED_BOOKS[id - 1];
    const s = subjects.any(r);
    let name = translated ? translated.name : bookName(r, s);
    for (let tries = 0; names.has(name) && tries < 5; tries++) name = bookName(r, s);
    if (names.has(name)) name = `${name}（第${r.int(2, 6)}版·${id}）`;
    names.add(name);
    const [press, prefix] = r.weighted(PRESSES.map((p) => [p, p[2]] as const));
    const titleDigits = 8 - prefix.length;
    let isbn = '';
    do {
      isbn = isbn13(prefix, String(r.int(0, 10 ** titleDigits - 1)).padStart(titleDigits, '0'));
    } while (isbns.has(isbn));
    isbns.add(isbn);
    const price = r.pick([58, 68, 78, 88, 98, 128, 158, 198, 268, 368, 498]) * 100;
    const credits: Insertable<BookAuthorsTable>[] = translated
      ? [
          ...translated.authors.map((a) => ({ type: 'A' as const, name: a })),
          ...Array.from({ length: r.int(1, 2) }, () => ({ type: 'T' as const, name: generatedName(r) })),
        ].map((c, sort) => ({ book_id: id, sort, ...c }))
      : [...new Set(Array.from({ length: r.int(1, 3) }, () => generatedName(r)))].map((a, sort) => ({
          book_id: id,
          sort,
          type: 'A' as const,
          name: a,
        }));
    authors.push(...credits);
    books.push({
      id,
      name,
      cover: cover(`book-${id}`, name),
      price_fen: price,
      discount_price_fen: r.chance(0.6)
        ? Math.round((price * r.pick([0.7, 0.75, 0.8, 0.85, 0.88, 0.9])) / 10) * 10
        : null,
      press_name: press,
      publish_year: r.int(year - 12, year),
      isbn,
      subspecialty_id: translated ? null : (s.groupId ?? s.childId),
      sales: r.skewed(0, 5_000),
      views: r.skewed(50, 30_000),
      created_at: daysAgo(r, now, 1, 1500),
      introduction: translated
        ? translated.introduction
        : `本书由国内${s.group}领域专家编写，围绕${s.topic.disease}系统介绍${r.sample(s.topic.operations, 2).join('、')}等技术，结合${r.int(30, 200)}个典型病例讲解${r.pick(s.topic.topics)}，适合神经外科医师及研究生阅读。`,
    });
  }
  return { books, authors };
}

// ---- departments -------------------------------------------------------------------------

function buildDepartments(
  r: Rng,
  now: number,
  subjects: ReturnType<typeof subjectsOf>,
  users: readonly UserRow[],
) {
  const departments: Insertable<DepartmentsTable>[] = [];
  const members: Insertable<DepartmentMembersTable>[] = [];
  const subscriptions: Insertable<DepartmentSubscriptionsTable>[] = [];
  const joinedAt = (u: UserRow) => u.created_at + r.int(0, Math.max(0, now - u.created_at));
  const extras = DEPARTMENT_KINDS.slice(1);
  for (const hospital of HOSPITALS) {
    const kinds = [DEPARTMENT_KINDS[0] as (typeof DEPARTMENT_KINDS)[number]];
    if (hospital.pediatric) kinds.push(['小儿神经外科', '小儿神经外科']);
    for (const kind of r.sample(extras, r.int(1, 3)))
      if (!kinds.some(([n]) => n === kind[0])) kinds.push(kind);
    for (const [name, group] of kinds) {
      const id = departments.length + 1;
      const own = users.filter((u) => u.company === hospital.name && u.department === name);
      for (const u of own) members.push({ department_id: id, user_id: u.id, created_at: joinedAt(u) });
      const fans = pickDistinct(r, users, r.skewed(0, Math.min(40, users.length)));
      for (const u of fans) subscriptions.push({ department_id: id, user_id: u.id, created_at: joinedAt(u) });
      departments.push({
        id,
        hospital_group_name: hospital.name,
        name,
        icon_url: `/media/avatar/department-${id}.svg?name=${encodeURIComponent(hospital.short)}`,
        city: hospital.city,
        subspecialty_id: group ? (subjects.groupIdByName.get(group) ?? null) : null,
        member_total: own.length,
        subscribers: fans.length,
        views: r.skewed(100, 30_000),
        created_at: daysAgo(r, now, 200, 1500),
        description: `${hospital.name}${name}，${r.pick(['国家临床重点专科', '省级临床重点专科', '区域医疗中心', '国家级住院医师规范化培训基地'])}，开放床位${r.int(30, 200)}张，年手术量${r.int(800, 8000)}台，擅长${r
          .sample(
            subjects.all
              .filter((s) => !group || s.group === group)
              .flatMap((s) => s.topic.operations.slice(0, 2)),
            3,
          )
          .join('、')}。`,
      });
    }
  }
  return { departments, members, subscriptions };
}

// ---- brands and product lines ------------------------------------------------------------

async function buildProductLines(db: PortalDb, r: Rng, now: number, users: readonly UserRow[]) {
  const [products, categories, links] = await Promise.all([
    db.selectFrom('products').select(['id', 'name', 'brand_name', 'category_id']).orderBy('id').execute(),
    db.selectFrom('brand_categories').select(['id', 'name']).execute(),
    db.selectFrom('content_products').select(['product_id', 'content_type', 'content_id']).execute(),
  ]);
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const contentOf = new Map<number, string[]>();
  for (const l of links)
    contentOf.set(l.product_id, [
      ...(contentOf.get(l.product_id) ?? []),
      `${l.content_type}:${l.content_id}`,
    ]);

  const brands: Insertable<BrandsTable>[] = [];
  const brandId = new Map<string, number>();
  const lines: Insertable<ProductLinesTable>[] = [];
  const lineProducts = new Map<number, number[]>();
  const lineKey = new Map<string, number>();
  for (const p of products) {
    let bId = brandId.get(p.brand_name);
    if (bId === undefined) {
      bId = brands.length + 1;
      brandId.set(p.brand_name, bId);
      brands.push({
        id: bId,
        name: p.brand_name,
        logo: cover(`brand-${bId}`, p.brand_name),
        views: r.skewed(200, 60_000),
        created_at: daysAgo(r, now, 300, 1500),
        description: `${p.brand_name}神经外科相关产品、临床资料与学术活动。`,
      });
    }
    const key = `${bId}:${p.category_id ?? '-'}`;
    let lId = lineKey.get(key);
    if (lId === undefined) {
      lId = lines.length + 1;
      lineKey.set(key, lId);
      const category = p.category_id !== null ? categoryName.get(p.category_id) : undefined;
      const name = `${p.brand_name} ${category ?? '神经外科产品'}`;
      lines.push({
        id: lId,
        brand_id: bId,
        name,
        category_id: p.category_id,
        share_image: cover(`product-line-${lId}`, name),
        products: 0,
        articles: 0,
        views: r.skewed(100, 40_000),
        subscribers: 0,
        created_at: daysAgo(r, now, 200, 1200),
        description: `${p.brand_name}在${category ?? '神经外科'}领域的产品线，收录产品参数、操作视频与临床应用文章。`,
      });
    }
    lineProducts.set(lId, [...(lineProducts.get(lId) ?? []), p.id]);
  }
  const subscriptions: Insertable<ProductLineSubscriptionsTable>[] = [];
  for (const line of lines) {
    const ids = lineProducts.get(line.id as number) ?? [];
    line.products = ids.length;
    line.articles = new Set(ids.flatMap((id) => contentOf.get(id) ?? [])).size;
    const fans = pickDistinct(r, users, r.skewed(0, Math.min(30, users.length)));
    for (const u of fans)
      subscriptions.push({
        product_line_id: line.id as number,
        user_id: u.id,
        created_at: u.created_at + r.int(0, Math.max(0, now - u.created_at)),
      });
    line.subscribers = fans.length;
  }
  const productUpdates = lines.map((l) => ({
    brandId: l.brand_id,
    lineId: l.id as number,
    productIds: lineProducts.get(l.id as number) ?? [],
  }));
  return { brands, lines, subscriptions, productUpdates, products };
}

// ---- advertisements ----------------------------------------------------------------------

function buildAdvertisements(
  r: Rng,
  now: number,
  products: readonly { id: number; name: string; category_id: number | null }[],
): Insertable<AdvertisementsTable>[] {
  return ADVERTISEMENTS.map((a, i) => {
    const id = i + 1;
    let location = a.target;
    if (a.target.startsWith('product:')) {
      const product = products.find((p) => p.name === a.target.slice('product:'.length));
      location = product
        ? `/bms/classify/${product.category_id ?? '-'}/product-details/${product.id}`
        : `/search?keywords=${encodeURIComponent(a.name)}`;
    } else if (a.target.startsWith('book:')) {
      location = `/mall/product/${a.target.slice('book:'.length)}`;
    }
    const extras: AdvertisementExtras = {
      keywords: [...a.keywords],
      position: a.module === 'search_result' ? r.int(2, 5) : 1,
      tabs: [...a.tabs],
    };
    return {
      id,
      name: a.name,
      code: a.code,
      image: cover(`ad-${id}`, a.name),
      module: a.module,
      click_location: location,
      sort: i,
      enabled: 'T',
      start_time: now - r.int(10, 60) * DAY,
      end_time: now + r.int(60, 240) * DAY,
      created_at: now - r.int(60, 90) * DAY,
      extras: JSON.stringify(extras),
    };
  });
}

/**
 * Meeting agendas, course lectures, short videos, competitions, community questions and
 * answers, books, departments, brands with product lines, and advertisements: the catalogue
 * search indexes, following the database's own users, subspecialties, meetings, courses and
 * products. Each kind draws from its own stream, so a change to one leaves the others alone.
 */
export const catalogueSeeder: AreaSeeder = {
  name: 'catalogue',
  tables: [
    'meeting_agendas',
    'course_videos',
    'short_videos',
    'competitions',
    'community_questions',
    'community_answers',
    'books',
    'book_authors',
    'departments',
    'department_members',
    'department_subscriptions',
    'brands',
    'product_lines',
    'product_line_subscriptions',
    'advertisements',
  ],
  sequenceTables: [
    'meeting_agendas',
    'course_videos',
    'short_videos',
    'competitions',
    'community_questions',
    'community_answers',
    'books',
    'departments',
    'brands',
    'product_lines',
    'advertisements',
  ],
  async seed(db, context) {
    const { now } = context;
    // one stream per kind, named rather than forked in turn, so reordering the calls changes nothing
    const stream = (label: string) => createRng(`${context.seed}:catalogue:${label}`);
    const [subspecialties, users, meetings, courses, infoCount] = await Promise.all([
      db.selectFrom('subspecialties').select(['id', 'name']).orderBy('id').execute(),
      db
        .selectFrom('users')
        .select(['id', 'identity', 'is_auth', 'real_name', 'company', 'department', 'created_at'])
        .orderBy('id')
        .execute(),
      db
        .selectFrom('meetings')
        .select(['id', 'subspecialty_id', 'start_time', 'end_time'])
        .orderBy('id')
        .execute(),
      db.selectFrom('courses').select(['id', 'subspecialty_id', 'speaker_names']).orderBy('id').execute(),
      db
        .selectFrom('info_articles')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirst(),
    ]);
    const counts = catalogueCounts(catalogueScale(Number(infoCount?.n ?? 0)));
    const subjects = subjectsOf(subspecialties);
    const verifiedDoctors = users.filter((u) => u.identity === 1 && u.is_auth === 1);
    const doctors = verifiedDoctors.length > 0 ? verifiedDoctors : users.filter((u) => u.identity === 1);
    const corporate = users.filter((u) => u.identity === 4);
    // identity 3 (and 7) cannot publish; corporate accounts do not ask clinical questions
    const askers = users.filter((u) => u.identity !== null && [1, 2, 5, 6].includes(u.identity));

    const catalogue = await buildProductLines(db, stream('product-lines'), now, users);
    const agendas = buildAgendas(stream('agendas'), meetings, subjects, doctors);
    const lectures = buildCourseVideos(stream('course-videos'), courses, subjects);
    const shortVideos = buildShortVideos(
      stream('short-videos'),
      counts.shortVideos,
      now,
      subjects,
      doctors,
      corporate,
      catalogue.products,
    );
    const competitions = buildCompetitions(stream('competitions'), now, subjects);
    const qa = buildQuestionsAndAnswers(stream('qa'), counts.questions, now, subjects, askers, doctors);
    const books = buildBooks(stream('books'), counts.books, now, subjects);
    const departments = buildDepartments(stream('departments'), now, subjects, users);
    const ads = buildAdvertisements(stream('advertisements'), now, catalogue.products);

    await insertChunks(agendas, (rows) => db.insertInto('meeting_agendas').values(rows).execute());
    await insertChunks(lectures, (rows) => db.insertInto('course_videos').values(rows).execute());
    await insertChunks(shortVideos, (rows) => db.insertInto('short_videos').values(rows).execute());
    await insertChunks(competitions, (rows) => db.insertInto('competitions').values(rows).execute());
    await insertChunks(qa.questions, (rows) => db.insertInto('community_questions').values(rows).execute());
    await insertChunks(qa.answers, (rows) => db.insertInto('community_answers').values(rows).execute());
    await insertChunks(books.books, (rows) => db.insertInto('books').values(rows).execute());
    await insertChunks(books.authors, (rows) => db.insertInto('book_authors').values(rows).execute());
    await insertChunks(departments.departments, (rows) =>
      db.insertInto('departments').values(rows).execute(),
    );
    await insertChunks(departments.members, (rows) =>
      db.insertInto('department_members').values(rows).execute(),
    );
    await insertChunks(departments.subscriptions, (rows) =>
      db.insertInto('department_subscriptions').values(rows).execute(),
    );
    await insertChunks(catalogue.brands, (rows) => db.insertInto('brands').values(rows).execute());
    await insertChunks(catalogue.lines, (rows) => db.insertInto('product_lines').values(rows).execute());
    await insertChunks(catalogue.subscriptions, (rows) =>
      db.insertInto('product_line_subscriptions').values(rows).execute(),
    );
    for (const u of catalogue.productUpdates) {
      if (u.productIds.length === 0) continue;
      await db
        .updateTable('products')
        .set({ brand_id: u.brandId, product_line_id: u.lineId })
        .where('id', 'in', u.productIds)
        .execute();
    }
    await insertChunks(ads, (rows) => db.insertInto('advertisements').values(rows).execute());
  },
};
