import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIRST_DATA_ELEMENT_ID, type FirstData } from '@portal/api/first-data';
import { feedQuery } from '@portal/api/queries/community';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

/**
 * The community home as HTML (issue 24): its feed's first page in the head (CollectionPage of an
 * ItemList), as escaped text with links to the questions, and as the screen's first data, for a
 * visitor and for a signed-in reader under their own key; hidden askers and patients anonymous.
 */

const SHELL =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"/>' +
  '<meta name="description" content="脑医汇：神经外科医生的专业门户"/><title>脑医汇 - 神经外科医生的专业平台</title>' +
  '<script defer="defer" src="/shell/main.js"></script></head><body><div id="root"></div></body></html>';

const EVIL_TITLE = '胶质瘤</script><!--<script>alert(1)</script> 术后"随访"怎么做？';
// the feed's words are plain text already (the API drops tags): what is left to escape
const EVIL_TEXT = '患者男，45岁。肿瘤直径 > 3 cm & "强化" < 50%';
const NOW = Date.UTC(2026, 9, 1);

let t: TestApp;
let webRoot: string;
let asker: { cookie: string; id: number };
let reader: { cookie: string; id: number };
let patient: { cookie: string; id: number };
let question: number;
let hiddenAsker: number;
let patientAnswer: number;

function write(file: string, body: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-community-home-'));
  write(path.join(webRoot, 'apps/shell/dist/index.html'), SHELL);
  const remotesFile = path.join(webRoot, 'remotes.json');
  write(remotesFile, JSON.stringify({ remotes: [] }));
  t = await createTestApp({ web: { webRoot, remotesFile } });
  asker = await signIn(t, '13900007001');
  reader = await signIn(t, '13900007002');
  patient = await signIn(t, '13900007003');
  const db = t.database.db;
  const name = (id: number, real_name: string, identity: number) =>
    db.updateTable('users').set({ real_name, identity }).where('id', '=', id).execute();
  await name(asker.id, '王建国', 1);
  await name(reader.id, '陈医生', 1);
  // a patient: anonymous in the community, to everyone but themself
  await name(patient.id, '李秀兰', 3);

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

afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

function jsonLd(html: string): Record<string, unknown> {
  const found = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(found).toHaveLength(1);
  return JSON.parse(found[0]?.[1] as string) as Record<string, unknown>;
}
const pageData = (html: string): FirstData => {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`),
  );
  return match ? (JSON.parse(match[1] as string) as FirstData) : { viewer: null, entries: [] };
};
const meta = (html: string, property: string) =>
  html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];
const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
const mainText = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
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
    const ld = jsonLd((await page('/topic-circle/')).body);
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
    const text = mainText(html);
    expect(text).toContain('<h1>社区</h1>');
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
    expect(mainText(html)).toContain('匿名用户');
    // the hidden asker's question says 匿名用户; their other question names them
    const hiddenSection = mainText(html)
      .split('<section>')
      .find((s) => s.includes('垂体瘤术后尿崩'));
    expect(hiddenSection).toContain('匿名用户');
    expect(hiddenSection).not.toContain('王建国');
    const feed = pageData(html).entries[0]?.data as FeedPage;
    const hidden = feed.pages[0]?.list.find((item) => item.id === hiddenAsker);
    expect(hidden?.creator.realName).toBe('匿名用户');
    // the asker's own page: the API names them to themself in the data, the text never does
    const own = (await page('/topic-circle/', asker.cookie)).body;
    const ownSection = mainText(own)
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
