import { catalogueStream, doctorsOf, readUsers } from '../../../seed/area-inputs';
import { type AreaSeeder, coverUrl, insertChunks } from '../../../seed/area-seeder';
import { pickDistinct } from '../../../seed/random';
import { SUBSPECIALTY_TREE } from '../../../seed/subspecialties';
import { seedActivityQuestions } from '../activities/activity-questions.seed';
import { seedAnswerEngagement } from '../answers/answer-engagement.seed';
import { seedInvitations } from '../invitations/invitations.seed';

const DAY = 86_400_000;

/** topics every branch talks about, with what in a question's title files it under them */
export const CROSS_TOPICS: readonly { title: string; description: string; match: RegExp }[] = [
  {
    title: '围手术期管理',
    description: '术前评估、术中配合与术后并发症的处理经验',
    match: /术后|术前|并发症|围手术期/,
  },
  {
    title: '影像诊断',
    description: 'CT、MRI、DSA 等影像的判读与鉴别诊断',
    match: /CT|MRI|DSA|影像|提示|PET/,
  },
  {
    title: '基层医院经验',
    description: '基层医院开展神经外科诊疗的条件、转诊与协作',
    match: /基层|县级|转诊/,
  },
  {
    title: '循证与指南',
    description: '最新研究证据、专家共识与诊疗指南解读',
    match: /证据|指南|共识|研究|文献/,
  },
  { title: '手术技巧', description: '入路选择、显微操作与手术录像点评', match: /手术|入路|切除|夹闭|栓塞/ },
  { title: '随访与康复', description: '量表评估、长期随访与康复方案', match: /随访|量表|康复|评分/ },
];

/** a circle per branch of the subspecialty tree: its name, and what its members talk about */
const circleTitle = (group: string) => `${group}交流圈`;

/**
 * The community's topics and circles (migration 019): a topic per subspecialty its questions are
 * about and the cross-cutting ones, a circle per branch; every question filed under its
 * subspecialty's topic and, when its title says so, a cross-cutting one; doctors following some
 * topics, circles and questions; then the answers' comments, likes and collects, invitations
 * to answer, and the questions asked within activities. Counters agree with the rows.
 */
export const communityTopicsSeeder: AreaSeeder = {
  name: 'community-topics',
  tables: ['community_topics', 'community_circles', 'community_question_topics', 'community_follows'],
  // the answers' comments carry explicit ids past the others', as the meeting seed's do
  sequenceTables: ['community_topics', 'community_circles', 'comments'],
  async seed(db, context) {
    const r = catalogueStream(context.seed, 'community-topics');
    const [subspecialties, questions, users] = await Promise.all([
      db.selectFrom('subspecialties').select(['id', 'name', 'parent_id']).orderBy('id').execute(),
      db
        .selectFrom('community_questions')
        .select(['id', 'title', 'subspecialty_id', 'status'])
        .orderBy('id')
        .execute(),
      readUsers(db),
    ]);
    const byId = new Map(subspecialties.map((s) => [s.id, s]));
    const rootOf = (id: number | null): number | null => {
      let node = id === null ? undefined : byId.get(id);
      while (node?.parent_id != null) node = byId.get(node.parent_id);
      return node?.id ?? null;
    };

    // topics: the subspecialties the questions are about (by first use), then the cross-cutting ones
    const leafIds = [
      ...new Set(questions.map((q) => q.subspecialty_id).filter((id): id is number => id !== null)),
    ];
    const topicRows = [
      ...leafIds.map((id) => {
        const name = byId.get(id)?.name ?? '神经外科';
        return {
          title: name,
          description: `${name}的诊断、治疗与随访讨论`,
          subspecialty_id: id as number | null,
        };
      }),
      ...CROSS_TOPICS.map((t) => ({ title: t.title, description: t.description, subspecialty_id: null })),
    ].map((t, sort) => ({
      ...t,
      cover: coverUrl(`topic-${sort + 1}`, t.title),
      followers: 0,
      questions: 0,
      sort,
      created_at: context.now - r.int(200, 900) * DAY,
    }));
    await insertChunks(topicRows, (rows) => db.insertInto('community_topics').values(rows).execute());
    const topics = await db
      .selectFrom('community_topics')
      .select(['id', 'title', 'subspecialty_id'])
      .execute();
    const topicOfLeaf = new Map(
      topics.filter((t) => t.subspecialty_id !== null).map((t) => [t.subspecialty_id, t.id]),
    );
    const crossIds = CROSS_TOPICS.map((c) => topics.find((t) => t.title === c.title)?.id ?? 0);

    // circles: a branch each
    const roots = SUBSPECIALTY_TREE.map((g) =>
      subspecialties.find((s) => s.name === g.name && s.parent_id === null),
    ).filter((s): s is NonNullable<typeof s> => s !== undefined);
    const circleRows = roots.map((root, sort) => ({
      title: circleTitle(root.name),
      description: `${root.name}方向的医生交流病例、手术经验与学术动态`,
      image: coverUrl(`circle-${sort + 1}`, circleTitle(root.name)),
      subspecialty_id: root.id as number | null,
      followers: 0,
      views: r.int(2_000, 60_000),
      contents: 0,
      sort,
      created_at: context.now - r.int(300, 1_000) * DAY,
    }));
    await insertChunks(circleRows, (rows) => db.insertInto('community_circles').values(rows).execute());
    const circles = await db.selectFrom('community_circles').select(['id', 'subspecialty_id']).execute();
    const circleOfRoot = new Map(circles.map((c) => [c.subspecialty_id, c.id]));

    // each question under its subspecialty's topic, and a cross-cutting one its title names
    const filed: { question_id: number; topic_id: number }[] = [];
    for (const q of questions) {
      const own = q.subspecialty_id === null ? undefined : topicOfLeaf.get(q.subspecialty_id);
      if (own) filed.push({ question_id: q.id, topic_id: own });
      const cross = CROSS_TOPICS.findIndex((c) => c.match.test(q.title));
      if (cross >= 0 && (r.chance(0.7) || !own))
        filed.push({ question_id: q.id, topic_id: crossIds[cross]! });
      else if (!own) filed.push({ question_id: q.id, topic_id: r.pick(crossIds) });
    }
    await insertChunks(filed, (rows) => db.insertInto('community_question_topics').values(rows).execute());

    // doctors follow a few topics and circles, and some questions
    const doctors = doctorsOf(users);
    const follows: { user_id: number; type: 'T' | 'C' | 'Q'; content_id: number; created_at: number }[] = [];
    for (const d of doctors) {
      const at = () => context.now - r.int(1, 300) * DAY;
      for (const t of pickDistinct(r, topics, r.int(0, 4)))
        follows.push({ user_id: d.id, type: 'T', content_id: t.id, created_at: at() });
      for (const c of pickDistinct(r, circles, r.int(0, 2)))
        follows.push({ user_id: d.id, type: 'C', content_id: c.id, created_at: at() });
      if (questions.length > 0 && r.chance(0.3))
        for (const q of pickDistinct(r, questions, r.int(1, 3)))
          follows.push({ user_id: d.id, type: 'Q', content_id: q.id, created_at: at() });
    }
    await insertChunks(follows, (rows) => db.insertInto('community_follows').values(rows).execute());

    // counters from the rows
    const published = new Set(questions.filter((q) => q.status === 'published').map((q) => q.id));
    const perTopic = new Map<number, number>();
    for (const f of filed)
      if (published.has(f.question_id)) perTopic.set(f.topic_id, (perTopic.get(f.topic_id) ?? 0) + 1);
    const perCircle = new Map<number, number>();
    for (const q of questions) {
      if (!published.has(q.id)) continue;
      const circle = circleOfRoot.get(rootOf(q.subspecialty_id));
      if (circle) perCircle.set(circle, (perCircle.get(circle) ?? 0) + 1);
    }
    const followers = new Map<string, number>();
    for (const f of follows)
      followers.set(`${f.type}:${f.content_id}`, (followers.get(`${f.type}:${f.content_id}`) ?? 0) + 1);
    for (const t of topics)
      await db
        .updateTable('community_topics')
        .set({ questions: perTopic.get(t.id) ?? 0, followers: followers.get(`T:${t.id}`) ?? 0 })
        .where('id', '=', t.id)
        .execute();
    for (const c of circles)
      await db
        .updateTable('community_circles')
        .set({ contents: perCircle.get(c.id) ?? 0, followers: followers.get(`C:${c.id}`) ?? 0 })
        .where('id', '=', c.id)
        .execute();

    await seedAnswerEngagement(db, r.fork('answers'), context.now, users);
    await seedInvitations(db, r.fork('invitations'), context.now, users);
    await seedActivityQuestions(db, r.fork('activity-questions'), context.now);
  },
};
