import { feedQuery } from '@portal/api/queries/community';
import {
  canonicalOf as canonical,
  createPagesTestApp,
  jsonLdOf,
  mainTextOf,
  metaOf as meta,
  type PagesTestApp,
  pageDataOf as pageData,
  signInAs,
} from '../../../../test-support/pages';

/**
 * The community home as HTML (issue 24): its feed's first page in the head (CollectionPage of an
 * ItemList), as escaped text with links to the questions, and as the screen's first data, for a
 * visitor and for a signed-in reader under their own key; hidden askers and patients anonymous.
 */

const EVIL_TITLE = '胶质瘤</script><!--<script>alert(1)</script> 术后"随访"怎么做？';
// the feed's words are plain text already (the API drops tags): what is left to escape
const EVIL_TEXT = '患者男，45岁。肿瘤直径 > 3 cm & "强化" < 50%';
const NOW = Date.UTC(2026, 9, 1);

let t: PagesTestApp;
let asker: { cookie: string; id: number };
let reader: { cookie: string; id: number };
let patient: { cookie: string; id: number };
let question: number;
let hiddenAsker: number;
let patientAnswer: number;

beforeAll(async () => {
  t = await createPagesTestApp({ remotes: 'none' });
  asker = await signInAs(t, '13900007001', { realName: '王建国', identity: 1 });
  reader = await signInAs(t, '13900007002', { realName: '陈医生', identity: 1 });
  // a patient: anonymous in the community, to everyone but themself
  patient = await signInAs(t, '13900007003', { realName: '李秀兰', identity: 3 });
  const db = t.database.db;

  let minute = 0;
  const ask = async (
    title: string,
    creator: number,
    values: { text?: string; hide?: boolean; pending?: boolean } = {},
  ) =>
    (
      await db
        .insertInto('community_questions')
        .values({
          title,
          text: values.text ?? '',
          creator_id: creator,
          is_hide_creator: values.hide ? 'T' : 'F',
          essences: 'F',
          status: values.pending ? 'pending' : 'published',
          subspecialty_id: null,
          answers: 0,
          views: 0,
          ask_people: 0,
          publish_time: NOW + ++minute * 60_000,
          created_at: NOW,
          activity_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  question = await ask(EVIL_TITLE, asker.id, { text: EVIL_TEXT });
  hiddenAsker = await ask('匿名提问：垂体瘤术后尿崩', asker.id, { hide: true });
  await ask('待审核的问题', asker.id, { pending: true });
  patientAnswer = (
    await db
      .insertInto('community_answers')
      .values({
        question_id: question,
        creator_id: patient.id,
        status: 'published',
        is_top: 'F',
        essences: 'F',
        diggs: 3,
        comments: 0,
        views: 0,
        publish_time: NOW + ++minute * 60_000,
        created_at: NOW,
        text: '<p>我是患者，术后恢复良好。</p>',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db.updateTable('community_questions').set({ answers: 1 }).where('id', '=', question).execute();
});

afterAll(() => t.close());

const page = (url: string, cookie?: string) => t.page(url, cookie);

const OWN_TAGS = new Set(['div', 'h1', 'h2', 'a', 'p', 'section']);
const tagsOf = (text: string) =>
  [...text.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => (m[1] as string).toLowerCase());

type FeedPage = {
  pages: { list: { id: number; type: string; creator: { realName: string } }[] }[];
  pageParams: number[];
};

describe('the community home as HTML', () => {
  it('has its head: title, description, one canonical address with or without the slash, Open Graph', async () => {
    for (const url of ['/topic-circle/', '/topic-circle', '/topic-circle/?from=share']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      const html = res.body;
      expect(html).toContain('<title>社区 - 脑医汇</title>');
      expect(html).toMatch(/<meta name="description" content="[^"]*问答[^"]*"\/>/);
      expect(canonical(html)).toBe('http://localhost/topic-circle/');
      expect(meta(html, 'og:url')).toBe('http://localhost/topic-circle/');
      expect(meta(html, 'og:type')).toBe('website');
      expect(html).not.toContain('<meta name="robots"');
    }
  });

  it('describes its feed as a CollectionPage of an ItemList, in the feed order, valid JSON', async () => {
    const ld = jsonLdOf((await page('/topic-circle/')).body);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: '社区',
      url: 'http://localhost/topic-circle/',
      mainEntity: { '@type': 'ItemList', numberOfItems: 3 },
    });
    const items = (ld.mainEntity as { itemListElement: Record<string, unknown>[] }).itemListElement;
    // latest first: the patient's answer, the hidden asker's question, the first question
    expect(items).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        url: `http://localhost/topic-circle/answerhome/${patientAnswer}`,
        name: EVIL_TITLE,
      },
      {
        '@type': 'ListItem',
        position: 2,
        url: `http://localhost/topic-circle/questionhome?id=${hiddenAsker}`,
        name: '匿名提问：垂体瘤术后尿崩',
      },
      {
        '@type': 'ListItem',
        position: 3,
        url: `http://localhost/topic-circle/questionhome?id=${question}`,
        name: EVIL_TITLE,
      },
    ]);
  });

  it('shows the feed as text: question titles linking to their pages, escaped, nothing under review', async () => {
    const html = (await page('/topic-circle/')).body;
    const text = mainTextOf(html);
    expect(text).toContain('<h1>社区</h1>');
    // laid out where the screen puts its feed, by the wide page's style
    expect(html).toContain('.portal-page-wide{');
    expect(text).toContain(
      `<h2><a href="/topic-circle/questionhome?id=${question}">胶质瘤&lt;/script&gt;&lt;!--&lt;script&gt;alert(1)&lt;/script&gt; 术后&quot;随访&quot;怎么做？</a></h2>`,
    );
    expect(text).toContain(
      `<a href="/topic-circle/questionhome?id=${hiddenAsker}">匿名提问：垂体瘤术后尿崩</a>`,
    );
    expect(text).toContain('<p>患者男，45岁。肿瘤直径 &gt; 3 cm &amp; &quot;强化&quot; &lt; 50%</p>');
    expect(text).toContain(`<a href="/topic-circle/answerhome/${patientAnswer}">1 个回答</a>`);
    expect(text).not.toContain('待审核的问题');
    // no markup of the content: no script, no comment opened, only the page's own tags
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('<b>');
    for (const tag of tagsOf(text)) expect(OWN_TAGS.has(tag)).toBe(true);
  });

  it('keeps a hidden asker and a patient anonymous in the text, the JSON-LD and the data', async () => {
    const html = (await page('/topic-circle/')).body;
    expect(html).not.toContain('李秀兰');
    expect(mainTextOf(html)).toContain('匿名用户');
    // the hidden asker's question says 匿名用户; their other question names them
    const hiddenSection = mainTextOf(html)
      .split('<section>')
      .find((s) => s.includes('垂体瘤术后尿崩'));
    expect(hiddenSection).toContain('匿名用户');
    expect(hiddenSection).not.toContain('王建国');
    const feed = pageData(html).entries[0]?.data as FeedPage;
    const hidden = feed.pages[0]?.list.find((item) => item.id === hiddenAsker);
    expect(hidden?.creator.realName).toBe('匿名用户');
    // the asker's own page: the API names them to themself in the data, the text never does
    const own = (await page('/topic-circle/', asker.cookie)).body;
    const ownSection = mainTextOf(own)
      .split('<section>')
      .find((s) => s.includes('垂体瘤术后尿崩'));
    expect(ownSection).not.toContain('王建国');
    expect(ownSection).toContain('匿名用户');
  });

  it("carries the feed's first page under the screen's key, for a visitor and for a signed-in reader", async () => {
    const visitor = pageData((await page('/topic-circle/')).body);
    expect(visitor.viewer).toBeNull();
    expect(visitor.entries.map((e) => e.queryKey)).toEqual([feedQuery({ order: 'latest' }, null).queryKey]);
    const feed = visitor.entries[0]?.data as FeedPage;
    expect(feed.pageParams).toEqual([1]);
    expect(feed.pages[0]?.list.map((item) => item.id)).toEqual([patientAnswer, hiddenAsker, question]);

    // a signed-in reader's answers carry their marks: under their own key, said to be theirs
    const signedIn = pageData((await page('/topic-circle/', reader.cookie)).body);
    expect(signedIn.viewer).toBe(reader.id);
    expect(signedIn.entries.map((e) => e.queryKey)).toEqual([
      feedQuery({ order: 'latest' }, reader.id).queryKey,
    ]);
    const html = (await page('/topic-circle/', reader.cookie)).body;
    for (const mobile of ['13900007001', '13900007002', '13900007003']) expect(html).not.toContain(mobile);
  });
});
