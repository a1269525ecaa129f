import type { Insertable } from 'kysely';
import { sanitizeRichText } from '../../../content-safety/sanitize';
import type { PortalDb } from '../../../db/database';
import type { AreaSeeder } from '../../../seed/area-seeder';
import { createRng, type Rng } from '../../../seed/random';
import {
  type ClinicalTopic,
  leafWeight,
  ofChildhood,
  pickCondition,
  SUBSPECIALTY_TREE,
  treating,
} from '../../../seed/subspecialties';
import {
  GROUP_SOCIETIES,
  HOSPITALS,
  isSurgical,
  SOCIETIES,
  seesChildrenOnly,
} from '../../../seed/vocabulary';
import type {
  ElabCaseAuthorsTable,
  ElabCaseSubspecialtiesTable,
  ElabCasesTable,
  ElabClassificationsTable,
  ElabColumnCasesTable,
  ElabSpecialColumnsTable,
  GuideKind,
  GuidesTable,
  InterpretingVideosTable,
} from './schema';

const DAY = 86_400_000;
const ROWS_PER_STATEMENT = 200;

export const ELAB_CASES = 120;
export const ELAB_COLUMNS = 10;
export const GUIDES = 60;
export const INTERPRETING_VIDEOS = 40;
/** fewer compiled articles than this (and the info list is big enough) and the seeder flags more */
export const MIN_COMPILED_ARTICLES = 30;

/** Surgical classifications of panoramic cases: code, name. */
export const ELAB_CLASSIFICATIONS: readonly (readonly [string, string])[] = [
  ['SKULL_BASE', '颅底外科'],
  ['CEREBROVASCULAR', '脑血管病'],
  ['FUNCTIONAL', '功能神经外科'],
  ['SPINE', '脊柱脊髓'],
  ['ONCOLOGY', '神经肿瘤'],
  ['PEDIATRIC', '小儿神经外科'],
  ['TRAUMA', '颅脑创伤'],
  ['ENDOSCOPY', '神经内镜'],
];

/** topics that are skull-base surgery whatever group they sit in */
const SKULL_BASE_TOPICS = new Set([
  '脑膜瘤',
  '垂体瘤',
  '听神经瘤',
  '颅咽管瘤',
  '表皮样囊肿',
  '内镜经鼻颅底外科',
  '颅底重建',
]);
const GROUP_CLASSIFICATION: Readonly<Record<string, string>> = {
  脑血管病: 'CEREBROVASCULAR',
  神经肿瘤: 'ONCOLOGY',
  功能神经外科: 'FUNCTIONAL',
  脊柱脊髓: 'SPINE',
  颅脑创伤: 'TRAUMA',
  小儿神经外科: 'PEDIATRIC',
  神经内镜: 'ENDOSCOPY',
};

const SIDES = ['左侧', '右侧', ''] as const;
/** treatments a panoramic surgery video cannot show: radiotherapy, chemotherapy, drugs */
const NOT_SURGERY = /放疗|化疗|放射治疗|药物治疗|注射|联合靶向治疗/;
const surgicalOperations = (t: ClinicalTopic) => {
  const surgical = t.operations.filter((o) => !NOT_SURGERY.test(o));
  return surgical.length > 0 ? surgical : t.operations;
};
/** lesions a case name may give a side: one hemisphere's, not a midline, brainstem or spinal one */
const SIDED = /动脉瘤|胶质瘤|胶质母细胞瘤|星形细胞瘤|脑膜瘤|听神经瘤|动静脉畸形|海绵状血管瘤|血肿|脑挫裂伤/;
const UNSIDED = /蛛网膜下腔出血|脊髓|中线|脑桥/;
const CASE_PREFIXES = ['', '全景手术：', '高清全景：', '术者视角：'] as const;
const COLUMN_THEMES = [
  '大师手术全景',
  '青年术者成长计划',
  '经典入路全程解析',
  '疑难病例手术实录',
  '微创与内镜专场',
  '手术并发症防治',
] as const;
const GUIDE_PATTERNS: readonly ((t: ClinicalTopic, year: number, r: Rng) => [GuideKind, string])[] = [
  (t, year) => ['guideline', `中国${t.disease}诊疗指南（${year}版）`],
  (t, year) => ['guideline', `${t.disease}外科治疗临床实践指南（${year}）`],
  (t, year, r) => ['consensus', `${treating(r.pick(t.operations))}${t.disease}中国专家共识（${year}）`],
  (t, year, r) => ['consensus', `${t.disease}${r.pick(t.topics)}专家共识（${year}）`],
  (t, year, r) => ['consensus', `${t.disease}围手术期${r.pick(t.complications)}防治专家共识（${year}）`],
];

interface Doctor {
  id: number;
  name: string;
  avatar: string;
  company: string | null;
  department: string | null;
}

interface Topic {
  topic: ClinicalTopic;
  group: string;
  childId: number | null;
  parentId: number | null;
  classification: string | null;
}

async function insertChunks<T>(rows: readonly T[], insert: (rows: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT)
    await insert(rows.slice(i, i + ROWS_PER_STATEMENT));
}

const para = (text: string) => `<p>${text}</p>`;

/** whether a doctor sees children only (a children's hospital, a paediatric department) */
const seesChildren = (d: Doctor) =>
  seesChildrenOnly(
    HOSPITALS.find((h) => h.name === d.company),
    d.department,
  );

/**
 * The team of an operation as surgeons who would operate on this patient: one drawn who does not
 * operate, or who sees children only for an adult's condition, is replaced from `fit` (a stream of
 * its own, so the cases after it stay as they were).
 */
function operatingTeam(fit: Rng, drawn: readonly Doctor[], topic: ClinicalTopic, doctors: readonly Doctor[]) {
  const fits = (d: Doctor) => isSurgical(d.department) && (ofChildhood(topic) || !seesChildren(d));
  const team: Doctor[] = [];
  for (const d of drawn) {
    const others = doctors.filter((o) => fits(o) && !drawn.includes(o) && !team.includes(o));
    const member = fits(d) ? d : others.length > 0 ? fit.pick(others) : d;
    if (!team.includes(member)) team.push(member);
  }
  return team;
}

function caseBody(t: Topic, r: Rng, operation: string, hospital: string, child: boolean): string {
  const { topic } = t;
  // a children's surgeon's patient is a child
  const age = r.int(topic.ages[0], child ? Math.min(17, topic.ages[1]) : topic.ages[1]);
  const sex = r.pick(['男', '女']);
  const imaging = r.sample(topic.imaging, 2);
  const endovascular = /栓塞|支架|血流导向|血管内|介入|球囊/.test(operation);
  const steps = endovascular
    ? [
        `麻醉与入路：全身麻醉，${r.pick(['经右侧股动脉', '经桡动脉'])}穿刺，置入${r.pick(['6F', '8F'])}导引导管，全身肝素化。`,
        `造影评估：${r.pick(['三维旋转造影重建', '多角度造影'])}明确病变形态与载瘤血管关系，选择最佳工作角度。`,
        `关键步骤：微导管超选到位后行${operation}，${r.pick(['术中造影确认血流通畅', '路图下精细调整微导管位置', '复查造影未见造影剂外溢'])}。`,
        `结束手术：${r.pick(['复查造影示远端血管显影良好', '即刻造影确认治疗效果满意'])}，撤出导管，穿刺点${r.pick(['缝合器闭合', '加压包扎'])}。`,
      ]
    : [
        `体位与切口：${r.pick(['仰卧位，头偏向对侧30°', '侧俯卧位，头架三钉固定', '俯卧位，头部略屈曲', '仰卧位，头后仰15°'])}，神经导航注册，设计${r.pick(['弧形', '直', '问号形', '小'])}切口。`,
        `显露：逐层切开，${r.pick(['铣刀游离骨瓣', '磨钻磨除骨质', '建立内镜通道'])}，${r.pick(['剪开硬脑膜并悬吊', '充分释放脑脊液降低颅压', '显微镜下锐性分离蛛网膜'])}。`,
        `关键步骤：在${imaging[0] ?? '影像'}引导下行${operation}，${r.pick(['术中电生理监测各波形稳定', '荧光造影确认血流通畅', '超声确认切除范围', '保护周围重要神经血管结构'])}。`,
        `止血与关闭：${r.pick(['严密缝合硬脑膜', '人工硬膜修补', '多层颅底重建'])}，骨瓣复位固定，逐层缝合。`,
      ];
  return sanitizeRichText(
    [
      '<h2>病例简介</h2>',
      para(`患者${sex}，${age}岁，因“${r.pick(topic.symptoms)}”入院。`),
      para(`${imaging.join('、')}提示：${r.pick(topic.findings)}。`),
      '<h2>手术步骤</h2>',
      `<ol>${steps.map((s) => `<li>${s}</li>`).join('')}</ol>`,
      '<h2>术后转归</h2>',
      para(
        `术后${r.pick(['复查影像示病变处理满意', '患者恢复顺利', '症状明显缓解'])}，${r.pick(topic.scales)}随访良好，未见${r.pick(topic.complications)}。`,
      ),
      '<h2>手术要点</h2>',
      `<ul><li>${r.pick(topic.topics)}是术前决策的关键。</li><li>${hospital}团队强调术前多模态影像评估与术中精细操作。</li></ul>`,
    ].join(''),
  );
}

function guideBody(t: Topic, r: Rng, kind: GuideKind, society: string): string {
  const { topic } = t;
  const recs = r
    .sample(topic.topics, 3)
    .map(
      (p, i) =>
        `<li>推荐意见${i + 1}：${p}应结合${r.pick(topic.imaging)}评估，推荐${r.pick(topic.operations)}（证据等级${r.pick(['A', 'B', 'C'])}，${r.pick(['强推荐', '弱推荐'])}）。</li>`,
    );
  return sanitizeRichText(
    [
      '<h2>制定背景</h2>',
      para(
        `${topic.disease}的诊疗在国内各中心之间仍存在差异。${society}组织相关领域专家，检索国内外文献，采用GRADE方法评价证据质量，形成本${kind === 'guideline' ? '指南' : '共识'}。`,
      ),
      '<h2>主要推荐意见</h2>',
      `<ol>${recs.join('')}</ol>`,
      '<h2>围手术期管理</h2>',
      para(
        `重点关注${r.sample(topic.complications, 2).join('、')}的预防与处理，术后以${r.pick(topic.scales)}评估疗效。`,
      ),
    ].join(''),
  );
}

/** length of server/assets/video/lecture-demo.webm */
const DEMO_CLIP_SECONDS = 10;

export const panoramicGuidanceSeeder: AreaSeeder = {
  name: 'panoramic-guidance',
  tables: [
    'elab_classifications',
    'elab_cases',
    'elab_case_authors',
    'elab_case_subspecialties',
    'elab_special_columns',
    'elab_column_cases',
    'guides',
    'interpreting_videos',
  ],
  sequenceTables: [
    'elab_classifications',
    'elab_cases',
    'elab_special_columns',
    'guides',
    'interpreting_videos',
  ],
  async seed(db, context) {
    const r = createRng(`${context.seed}:panoramic-guidance`);
    const now = context.now;

    const subRows = await db.selectFrom('subspecialties').select(['id', 'name', 'parent_id']).execute();
    const parentByName = new Map(subRows.filter((s) => s.parent_id === null).map((s) => [s.name, s.id]));
    const childByName = new Map(subRows.filter((s) => s.parent_id !== null).map((s) => [s.name, s.id]));
    const topics: Topic[] = SUBSPECIALTY_TREE.flatMap((g) =>
      g.children.map((topic) => ({
        topic,
        group: g.name,
        childId: childByName.get(topic.name) ?? null,
        parentId: parentByName.get(g.name) ?? null,
        classification: SKULL_BASE_TOPICS.has(topic.name)
          ? 'SKULL_BASE'
          : (GROUP_CLASSIFICATION[g.name] ?? null),
      })),
    );
    const surgical = topics.filter((t) => t.classification !== null);
    // a leaf by its share of the content, then one of its conditions
    const byShare = (items: readonly Topic[]) => items.map((t) => [t, leafWeight(t.topic.name)] as const);
    const surgicalByShare = byShare(surgical);
    const topicsByShare = byShare(topics);
    const about = (t: Topic): Topic => ({ ...t, topic: pickCondition(r, t.topic) });

    const fit = createRng(`${context.seed}:panoramic-guidance:fit`);
    const doctorRows = await db
      .selectFrom('users')
      .select(['id', 'real_name', 'avatar', 'company', 'department'])
      .where('identity', '=', 1)
      .where('is_auth', '=', 1)
      .orderBy('id')
      .limit(400)
      .execute();
    const doctors: Doctor[] = doctorRows.map((d) => ({
      id: d.id,
      name: d.real_name,
      avatar: d.avatar,
      company: d.company,
      department: d.department,
    }));

    // ---- classifications
    const classifications: Insertable<ElabClassificationsTable>[] = ELAB_CLASSIFICATIONS.map(
      ([code, name], i) => ({
        id: i + 1,
        code,
        name,
        sort: i,
      }),
    );
    const classificationId = new Map(ELAB_CLASSIFICATIONS.map(([code], i) => [code, i + 1]));

    // ---- cases, oldest first so ids follow publish time
    const caseTimes = Array.from(
      { length: ELAB_CASES },
      () => now - r.int(1, 730) * DAY - r.int(0, 600) * 60_000,
    ).sort((a, b) => a - b);
    const cases: Insertable<ElabCasesTable>[] = [];
    const caseAuthors: Insertable<ElabCaseAuthorsTable>[] = [];
    const caseSubs: Insertable<ElabCaseSubspecialtiesTable>[] = [];
    const caseTopics = new Map<number, Topic>();
    const names = new Set<string>();
    caseTimes.forEach((publishTime, index) => {
      const id = index + 1;
      const t = about(r.weighted(surgicalByShare));
      const operation = r.pick(surgicalOperations(t.topic));
      let name = '';
      for (let attempt = 0; attempt < 50 && (name === '' || names.has(name)); attempt++) {
        const { disease } = t.topic;
        const side = SIDED.test(disease) && !UNSIDED.test(disease) ? r.pick(SIDES) : '';
        name = `${r.pick(CASE_PREFIXES)}${treating(operation)}${side}${t.topic.disease}`;
        if (names.has(name)) name = `${name}（${r.pick(['一例', '病例分享', '手术实录', '术中全程'])}）`;
      }
      if (names.has(name)) name = `${name} · ${id}`;
      names.add(name);
      const team = operatingTeam(fit, doctors.length ? r.sample(doctors, r.int(1, 3)) : [], t.topic, doctors);
      const hospital = team[0]?.company || r.pick(HOSPITALS).name;
      const essences = r.chance(0.15);
      const reach = Math.min(1, 0.2 + (now - publishTime) / (60 * DAY));
      cases.push({
        id,
        case_name: name,
        image: `/media/cover/elab-${id}.svg`,
        classification_id: classificationId.get(t.classification ?? '') ?? 1,
        hospital,
        share_desc: `${hospital}${team[0] ? `${team[0].name}团队` : ''}完整手术视频与步骤解析：${treating(operation)}${t.topic.disease}，${r.pick(t.topic.topics)}。`,
        views: Math.max(50, Math.round(r.skewed(80, essences ? 60_000 : 20_000, 3) * reach)),
        publish_time: publishTime,
        created_at: publishTime - r.int(60, 3 * 24 * 60) * 60_000,
        body_html: caseBody(t, r, operation, hospital, team[0] !== undefined && seesChildren(team[0])),
      });
      team.forEach((d, sort) => {
        caseAuthors.push({ case_id: id, user_id: d.id, sort });
      });
      if (t.childId !== null) caseSubs.push({ case_id: id, subspecialty_id: t.childId });
      if (t.parentId !== null && r.chance(0.6)) caseSubs.push({ case_id: id, subspecialty_id: t.parentId });
      caseTopics.set(id, t);
    });

    // ---- special columns: a theme over one classification, cases of that classification
    const columns: Insertable<ElabSpecialColumnsTable>[] = [];
    const columnCases: Insertable<ElabColumnCasesTable>[] = [];
    const usedTitles = new Set<string>();
    for (let i = 0; i < ELAB_COLUMNS; i++) {
      const id = i + 1;
      const [code, className] = ELAB_CLASSIFICATIONS[i % ELAB_CLASSIFICATIONS.length] ?? [
        'SKULL_BASE',
        '颅底外科',
      ];
      let title = `${className}·${r.pick(COLUMN_THEMES)}`;
      while (usedTitles.has(title)) title = `${className}·${r.pick(COLUMN_THEMES)}`;
      usedTitles.add(title);
      const pool = cases.filter((c) => caseTopics.get(c.id as number)?.classification === code);
      const picked = r.sample(pool, r.int(6, 12));
      columns.push({
        id,
        title,
        cover: `/media/cover/elab-column-${id}.svg`,
        views: r.skewed(500, 80_000, 2),
        sort: i,
        created_at: now - r.int(30, 700) * DAY,
        description: `精选${className}领域代表性手术全程录像，由术者逐步讲解入路选择、关键步骤与并发症规避。`,
      });
      picked.forEach((c, sort) => {
        columnCases.push({ column_id: id, case_id: c.id as number, sort });
      });
    }

    // ---- guides and consensus documents, oldest first
    const guideTimes = Array.from({ length: GUIDES }, () => now - r.int(1, 1500) * DAY).sort((a, b) => a - b);
    const guides: Insertable<GuidesTable>[] = [];
    const guideTopics = new Map<number, Topic>();
    const guideTitles = new Set<string>();
    guideTimes.forEach((publishTime, index) => {
      const id = index + 1;
      const year = new Date(publishTime).getUTCFullYear();
      let t = about(r.weighted(topicsByShare));
      let [kind, title] = r.pick(GUIDE_PATTERNS)(t.topic, year, r);
      for (let attempt = 0; guideTitles.has(title) && attempt < 50; attempt++) {
        t = about(r.weighted(topicsByShare));
        [kind, title] = r.pick(GUIDE_PATTERNS)(t.topic, year, r);
      }
      if (guideTitles.has(title)) title = `${title}（修订版）`;
      guideTitles.add(title);
      const society = r.pick([...(GROUP_SOCIETIES[t.group] ?? []), ...SOCIETIES]);
      guides.push({
        id,
        title,
        kind,
        society,
        year,
        subspecialty_id: t.parentId,
        views: r.skewed(300, 40_000, 3),
        publish_time: publishTime,
        summary: `${society}发布${title.replace(/（.*?）$/, '')}，围绕${r.sample(t.topic.topics, 2).join('、')}给出推荐意见，供临床实践参考。`,
        body_html: guideBody(t, r, kind, society),
      });
      guideTopics.set(id, t);
    });

    // ---- interpreting videos: the newer guides get them, a few get two
    const videos: Insertable<InterpretingVideosTable>[] = [];
    const explained = r.sample(guides, Math.min(guides.length, 30));
    for (let i = 0; i < INTERPRETING_VIDEOS && explained.length > 0; i++) {
      const id = i + 1;
      const guide = explained[i % explained.length] as Insertable<GuidesTable>;
      const t = guideTopics.get(guide.id as number);
      const speaker = doctors.length ? r.pick(doctors) : null;
      const second = i >= explained.length;
      const publishTime = Math.min(now - DAY, guide.publish_time + r.int(3, 120) * DAY);
      const shortTitle = guide.title.replace(/（.*?）$/, '');
      videos.push({
        id,
        guide_id: guide.id as number,
        video_name: second
          ? `${shortTitle}：${r.pick(t?.topic.topics ?? ['要点'])}专题解读`
          : `《${shortTitle}》解读`,
        cover: `/media/cover/guide-video-${id}.svg`,
        author_name: speaker?.name ?? '脑医汇编辑部',
        author_head_image: speaker?.avatar ?? '/media/avatar/editor.svg',
        author_user_id: speaker?.id ?? null,
        // one short demo clip (server/assets/video) stands in for the lecture files, and the
        // duration shown is the clip's, so the page and the player agree
        video_url: '/media/video/lecture-demo.webm',
        duration: DEMO_CLIP_SECONDS,
        views: r.skewed(200, 30_000, 3),
        publish_time: publishTime,
        description: `${speaker ? `${speaker.company ?? ''}${speaker.name}` : '编辑部'}逐条解读${guide.kind === 'guideline' ? '指南' : '共识'}的主要推荐意见，结合临床病例讲解${r.pick(t?.topic.operations ?? ['手术'])}的适应证与围手术期管理。`,
      });
    }

    await insertChunks(classifications, (rows) =>
      db.insertInto('elab_classifications').values(rows).execute(),
    );
    await insertChunks(cases, (rows) => db.insertInto('elab_cases').values(rows).execute());
    await insertChunks(caseAuthors, (rows) => db.insertInto('elab_case_authors').values(rows).execute());
    await insertChunks(caseSubs, (rows) => db.insertInto('elab_case_subspecialties').values(rows).execute());
    await insertChunks(columns, (rows) => db.insertInto('elab_special_columns').values(rows).execute());
    await insertChunks(columnCases, (rows) => db.insertInto('elab_column_cases').values(rows).execute());
    await insertChunks(guides, (rows) => db.insertInto('guides').values(rows).execute());
    await insertChunks(videos, (rows) => db.insertInto('interpreting_videos').values(rows).execute());

    await flagCompiledArticles(db, r);
  },
};

/**
 * The info seed flags about 5 % of articles as compiled; a small database (tests, scale < 0.3)
 * would leave /compile nearly empty, so flag more until there are MIN_COMPILED_ARTICLES (at most
 * a quarter of the articles).
 */
async function flagCompiledArticles(db: PortalDb, r: Rng) {
  const rows = await db.selectFrom('info_articles').select(['id', 'compile_article']).orderBy('id').execute();
  const compiled = rows.filter((a) => a.compile_article === 'T').length;
  const target = Math.min(MIN_COMPILED_ARTICLES, Math.floor(rows.length / 4));
  if (compiled >= target) return;
  const extra = r.sample(
    rows.filter((a) => a.compile_article !== 'T').map((a) => a.id),
    target - compiled,
  );
  if (extra.length > 0) {
    await db.updateTable('info_articles').set({ compile_article: 'T' }).where('id', 'in', extra).execute();
  }
}
