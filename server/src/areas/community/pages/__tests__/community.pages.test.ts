import {
  answerQuery,
  answersQuery,
  circleQuery,
  questionQuery,
  topicQuery,
} from '@portal/api/queries/community';
import { activityQuery } from '@portal/api/queries/community-activities';
import {
  canonicalOf,
  createPagesTestApp,
  jsonLdOf,
  mainTextOf,
  metaOf,
  type PagesTestApp,
  pageDataOf,
  signInAs,
} from '../../../../test-support/pages';

const EVIL_TITLE = '胶质瘤</script><!--<script>alert(1)</script> 术后"随访"怎么做？';
const EVIL_TEXT = '患者男，45岁。</script><!-- 复查 MRI <b>加粗</b>';
// an answer's sanitized HTML may say a script's end and a comment's start, as words
const EVIL_ANSWER =
  '<p>建议三个月复查。&lt;/script&gt;&lt;!-- 注意</p><script>alert(2)</script><p>A &amp; B &lt;良性&gt;</p>';
const NOW = Date.UTC(2026, 9, 1);

let t: PagesTestApp;
let asker: { cookie: string; id: number };
let reader: { cookie: string; id: number };
let patient: { cookie: string; id: number };
let question: number;
let hiddenAsker: number;
let pendingQuestion: number;
let deletedQuestion: number;
let answer: number;
let patientAnswer: number;
let pendingAnswer: number;
let deletedAnswer: number;
let topic: number;
let circle: number;
let activity: number;
let hiddenActivity: number;
let deletedActivity: number;

beforeAll(async () => {
  t = await createPagesTestApp({ remotes: 'none' });
  asker = await signInAs(t, '13900006001', { realName: '王建国', identity: 1 });
  reader = await signInAs(t, '13900006002', { realName: '陈医生', identity: 1 });
  // a patient: anonymous in the community (spec), to everyone but themself
  patient = await signInAs(t, '13900006003', { realName: '李秀兰', identity: 3 });
  const db = t.database.db;

  const ask = async (values: {
    title: string;
    text?: string;
    creator: number;
    hide?: boolean;
    status?: 'published' | 'pending';
  }) =>
    (
      await db
        .insertInto('community_questions')
        .values({
          title: values.title,
          text: values.text ?? '',
          creator_id: values.creator,
          is_hide_creator: values.hide ? 'T' : 'F',
          essences: 'F',
          status: values.status ?? 'published',
          subspecialty_id: null,
          answers: 0,
          views: 0,
          ask_people: 0,
          publish_time: NOW,
          created_at: NOW,
          activity_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const reply = async (
    questionId: number,
    creator: number,
    text: string,
    status: 'published' | 'pending' = 'published',
  ) => {
    const id = (
      await db
        .insertInto('community_answers')
        .values({
          question_id: questionId,
          creator_id: creator,
          status,
          is_top: 'F',
          essences: 'F',
          diggs: 3,
          comments: 0,
          views: 0,
          publish_time: NOW + 60_000,
          created_at: NOW + 60_000,
          text,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    if (status === 'published')
      await db
        .updateTable('community_questions')
        .set((eb) => ({ answers: eb('answers', '+', 1) }))
        .where('id', '=', questionId)
        .execute();
    return id;
  };

  question = await ask({ title: EVIL_TITLE, text: EVIL_TEXT, creator: asker.id });
  answer = await reply(question, reader.id, EVIL_ANSWER);
  patientAnswer = await reply(question, patient.id, '<p>我是患者，术后恢复良好。</p>');
  hiddenAsker = await ask({ title: '匿名提问：垂体瘤术后尿崩', creator: asker.id, hide: true });
  // one answer per person and question
  pendingAnswer = await reply(hiddenAsker, reader.id, '<p>待审核的回答</p>', 'pending');
  deletedAnswer = await reply(hiddenAsker, patient.id, '<p>已删除的回答</p>');
  await db.deleteFrom('community_answers').where('id', '=', deletedAnswer).execute();
  pendingQuestion = await ask({ title: '待审核的问题', creator: asker.id, status: 'pending' });
  deletedQuestion = await ask({ title: '已删除的问题', creator: asker.id });
  await db.deleteFrom('community_questions').where('id', '=', deletedQuestion).execute();

  topic = (
    await db
      .insertInto('community_topics')
      .values({
        title: '<b>脑胶质瘤</b>',
        description: '关于胶质瘤诊治的讨论 & 经验',
        cover: '/media/topic/glioma.png',
        subspecialty_id: null,
        followers: 12,
        questions: 3,
        sort: 1,
        created_at: NOW,
        creator_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  circle = (
    await db
      .insertInto('community_circles')
      .values({
        title: '功能神经外科圈',
        description: '帕金森、癫痫与疼痛',
        image: '',
        subspecialty_id: null,
        followers: 5,
        views: 100,
        contents: 7,
        sort: 1,
        created_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const event = async (name: string, status: 'published' | 'hidden') =>
    (
      await db
        .insertInto('activities')
        .values({
          subspecialty_id: null,
          name,
          cover: '/media/activity/cover.png',
          share_image: '',
          views: 0,
          contents: 0,
          subscribers: 0,
          start_time: NOW,
          end_time: NOW + 7 * 86_400_000,
          status,
          created_at: NOW,
          description: '分享你的病例，</script>赢取积分',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  activity = await event('病例征集周', 'published');
  hiddenActivity = await event('下线的活动', 'hidden');
  deletedActivity = await event('删除的活动', 'published');
  await db.deleteFrom('activities').where('id', '=', deletedActivity).execute();
});

afterAll(async () => {
  await t.close();
});

const page = (url: string, cookie?: string) => t.page(url, cookie);

const pageData = pageDataOf;
const meta = metaOf;
const canonical = canonicalOf;

/** the tags of the page's own markup: only what the renderer writes, never content's */
const OWN_TAGS = new Set(['div', 'h1', 'p', 'section']);
function tagsOf(text: string) {
  return [...text.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => (m[1] as string).toLowerCase());
}

describe('a question as HTML', () => {
  it('carries its title, description, canonical, Open Graph and QAPage JSON-LD with its answers', async () => {
    const res = await page(`/topic-circle/questionhome?id=${question}&from=share`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      '<title>胶质瘤&lt;/script&gt;&lt;!--&lt;script&gt;alert(1)&lt;/script&gt; 术后&quot;随访&quot;怎么做？ - 脑医汇</title>',
    );
    expect(canonical(html)).toBe(`http://localhost/topic-circle/questionhome?id=${question}`);
    expect(meta(html, 'og:url')).toBe(canonical(html));
    expect(meta(html, 'og:title')).toContain('术后&quot;随访&quot;');
    expect(meta(html, 'og:description')).toContain('患者男，45岁。&lt;/script&gt;');
    const ld = jsonLdOf(html);
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('QAPage');
    const entity = ld.mainEntity as Record<string, unknown>;
    expect(entity).toMatchObject({
      '@type': 'Question',
      name: EVIL_TITLE,
      text: EVIL_TEXT,
      answerCount: 2,
      author: { '@type': 'Person', name: '王建国' },
    });
    const suggested = entity.suggestedAnswer as Record<string, unknown>[];
    expect(suggested).toHaveLength(2);
    expect(suggested[0]).toMatchObject({ '@type': 'Answer', upvoteCount: 3 });
    expect(suggested.map((a) => a.url)).toEqual(
      expect.arrayContaining([`http://localhost/topic-circle/answerhome/${answer}`]),
    );
    expect(suggested.map((a) => a.text).join(' ')).toContain('A & B <良性>');
    const text = mainTextOf(html);
    expect(text).toContain('王建国');
    expect(text).toContain('建议三个月复查。&lt;/script&gt;&lt;!-- 注意');
    expect(text).not.toContain('待审核的回答');
  });

  it('lets no markup of the content out: no script of its own, no comment opened', async () => {
    const html = (await page(`/topic-circle/questionhome?id=${question}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('<b>加粗');
    for (const tag of tagsOf(mainTextOf(html))) expect(OWN_TAGS.has(tag)).toBe(true);
  });

  it("puts the question and its first answers in the page under the screen's keys", async () => {
    const data = pageData((await page(`/topic-circle/questionhome?id=${question}`)).body);
    expect(data.viewer).toBeNull();
    expect(data.entries.map((e) => e.queryKey)).toEqual([
      questionQuery(question, null).queryKey,
      answersQuery(question, 'hot', null).queryKey,
    ]);
    // the answers as the infinite query holds them: its first page
    const answers = data.entries[1]?.data as { pages: { list: { id: number }[] }[]; pageParams: number[] };
    expect(answers.pageParams).toEqual([1]);
    expect(answers.pages[0]?.list.map((a) => a.id).sort()).toEqual([answer, patientAnswer].sort());
  });

  it("answers a signed-in reader's page under their own keys (their marks are in the answers)", async () => {
    const data = pageData((await page(`/topic-circle/questionhome?id=${question}`, reader.cookie)).body);
    expect(data.viewer).toBe(reader.id);
    expect(data.entries.map((e) => e.queryKey)).toEqual([
      questionQuery(question, reader.id).queryKey,
      answersQuery(question, 'hot', reader.id).queryKey,
    ]);
    const answerData = pageData((await page(`/topic-circle/answerhome/${answer}`, reader.cookie)).body);
    expect(answerData.entries.map((e) => e.queryKey)).toEqual([answerQuery(answer, reader.id).queryKey]);
  });

  it('keeps an anonymous answerer and a hidden asker anonymous, in the text, the JSON-LD and the data', async () => {
    const html = (await page(`/topic-circle/questionhome?id=${question}`)).body;
    expect(html).toContain('我是患者，术后恢复良好。');
    expect(html).not.toContain('李秀兰');
    expect(html).toContain('匿名用户');
    const hidden = await page(`/topic-circle/questionhome?id=${hiddenAsker}`);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.body).toContain('垂体瘤术后尿崩');
    expect(hidden.body).not.toContain('王建国');
    expect((jsonLdOf(hidden.body).mainEntity as Record<string, unknown>).author).toEqual({
      '@type': 'Person',
      name: '匿名用户',
    });
    // the asker's own page names them in the data (as the API does), never in the HTML's text
    const own = (await page(`/topic-circle/questionhome?id=${hiddenAsker}`, asker.cookie)).body;
    expect(mainTextOf(own)).not.toContain('王建国');
    expect(JSON.stringify(jsonLdOf(own))).not.toContain('王建国');
  });

  it('keeps private fields out: no mobile, no session', async () => {
    const html = (await page(`/topic-circle/questionhome?id=${question}`, reader.cookie)).body;
    for (const mobile of ['13900006001', '13900006002', '13900006003']) expect(html).not.toContain(mobile);
    expect(html).not.toContain(reader.cookie.split('=')[1] as string);
  });

  it('answers 410 for a deleted question, 404 for one never asked or a malformed id', async () => {
    const gone = await page(`/topic-circle/questionhome?id=${deletedQuestion}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('<meta name="robots" content="noindex"/>');
    expect(gone.body).not.toContain('已删除的问题');
    expect((await page('/topic-circle/questionhome?id=99999999')).statusCode).toBe(404);
    expect((await page('/topic-circle/questionhome?id=abc')).statusCode).toBe(404);
    expect((await page('/topic-circle/questionhome')).statusCode).toBe(404);
  });

  it('hides a question under review from visitors and crawlers; its asker sees it, not indexed', async () => {
    const visitor = await page(`/topic-circle/questionhome?id=${pendingQuestion}`);
    expect(visitor.statusCode).toBe(404);
    expect(visitor.body).not.toContain('待审核的问题');
    expect((await page(`/topic-circle/questionhome?id=${pendingQuestion}`, reader.cookie)).statusCode).toBe(
      404,
    );
    const own = await page(`/topic-circle/questionhome?id=${pendingQuestion}`, asker.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe('an answer as HTML', () => {
  it('answers its address with the id in the path: head, canonical, Answer JSON-LD, text', async () => {
    const res = await page(`/topic-circle/answerhome/${answer}?id=7&from=share`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(canonical(html)).toBe(`http://localhost/topic-circle/answerhome/${answer}`);
    expect(html).toContain('陈医生的回答 - 脑医汇</title>');
    expect(meta(html, 'og:description')).toContain('建议三个月复查。&lt;/script&gt;');
    const ld = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Answer',
      url: `http://localhost/topic-circle/answerhome/${answer}`,
      upvoteCount: 3,
      author: { '@type': 'Person', name: '陈医生' },
      parentItem: {
        '@type': 'Question',
        name: EVIL_TITLE,
        url: `http://localhost/topic-circle/questionhome?id=${question}`,
      },
    });
    expect(ld.text).toContain('A & B <良性>');
    expect(mainTextOf(html)).toContain('A &amp; B &lt;良性&gt;');
    expect(html).not.toContain('<script>alert');
    for (const tag of tagsOf(mainTextOf(html))) expect(OWN_TAGS.has(tag)).toBe(true);
    expect(pageData(html).entries.map((e) => e.queryKey)).toEqual([answerQuery(answer, null).queryKey]);
  });

  it("keeps a patient's answer anonymous", async () => {
    const html = (await page(`/topic-circle/answerhome/${patientAnswer}`)).body;
    expect(html).toContain('我是患者，术后恢复良好。');
    expect(html).not.toContain('李秀兰');
    expect(html).toContain('匿名用户的回答 - 脑医汇</title>');
  });

  it('410 when deleted, 404 when unknown, under review or not a number', async () => {
    expect((await page(`/topic-circle/answerhome/${deletedAnswer}`)).statusCode).toBe(410);
    expect((await page('/topic-circle/answerhome/99999999')).statusCode).toBe(404);
    const pending = await page(`/topic-circle/answerhome/${pendingAnswer}`);
    expect(pending.statusCode).toBe(404);
    expect(pending.body).not.toContain('待审核的回答');
    const own = await page(`/topic-circle/answerhome/${pendingAnswer}`, reader.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('<meta name="robots" content="noindex"/>');
    // not an id: not this page's address (the shell as built)
    expect((await page('/topic-circle/answerhome/abc')).body).not.toContain('rel="canonical"');
  });
});

describe('a topic and a circle as HTML', () => {
  it('a topic: CollectionPage, its cover, its description, escaped', async () => {
    const res = await page(`/topic-circle/communitytopic?id=${topic}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>&lt;b&gt;脑胶质瘤&lt;/b&gt; - 脑医汇</title>');
    expect(meta(html, 'og:image')).toBe('http://localhost/media/topic/glioma.png');
    expect(jsonLdOf(html)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: '<b>脑胶质瘤</b>',
      description: '关于胶质瘤诊治的讨论 & 经验',
    });
    expect(mainTextOf(html)).toContain('关于胶质瘤诊治的讨论 &amp; 经验');
    expect(mainTextOf(html)).not.toContain('<b>');
    expect(pageData(html).entries[0]?.queryKey).toEqual(topicQuery(topic, null).queryKey);
    expect((await page('/topic-circle/communitytopic?id=99999999')).statusCode).toBe(404);
  });

  it('a circle: CollectionPage, its text, its key', async () => {
    const html = (await page(`/topic-circle/communitycircle?id=${circle}`)).body;
    expect(html).toContain('<title>功能神经外科圈 - 脑医汇</title>');
    expect(jsonLdOf(html)).toMatchObject({ '@type': 'CollectionPage', name: '功能神经外科圈' });
    expect(mainTextOf(html)).toContain('帕金森、癫痫与疼痛');
    expect(pageData(html).entries[0]?.queryKey).toEqual(circleQuery(circle, null).queryKey);
    expect((await page('/topic-circle/communitycircle?id=99999999')).statusCode).toBe(404);
  });
});

describe('an activity as HTML', () => {
  it('carries Event JSON-LD with its dates, place and cover', async () => {
    const res = await page(`/topic-circle/activitydetail?id=${activity}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const ld = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: '病例征集周',
      startDate: new Date(NOW).toISOString(),
      endDate: new Date(NOW + 7 * 86_400_000).toISOString(),
      location: { '@type': 'VirtualLocation' },
      image: ['/media/activity/cover.png'],
    });
    expect(meta(html, 'og:image')).toBe('http://localhost/media/activity/cover.png');
    expect(mainTextOf(html)).toContain('分享你的病例，&lt;/script&gt;赢取积分');
    expect(pageData(html).entries[0]?.queryKey).toEqual(activityQuery(activity, null).queryKey);
  });

  it('a hidden activity is 404, a deleted one 410', async () => {
    const hidden = await page(`/topic-circle/activitydetail?id=${hiddenActivity}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('下线的活动');
    expect((await page(`/topic-circle/activitydetail?id=${deletedActivity}`)).statusCode).toBe(410);
  });
});
