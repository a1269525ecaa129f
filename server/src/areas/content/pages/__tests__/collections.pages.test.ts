import {
  COLUMN_PAGE_SIZE,
  columnDetailQuery,
  columnItemsQuery,
  elabCaseDetailQuery,
  elabColumnDetailQuery,
  interpretingVideoDetailQuery,
  weeklyDetailQuery,
} from '@portal/api/queries/content';
import { makeArticle } from '../../../../test-support/articles';
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

/**
 * The content area's other item pages as HTML (issue 24), on SQLite or PostgreSQL: a weekly's
 * issue, a column (both forms of its address), a guide's interpreting video, a panoramic surgery
 * case and special column. Head, JSON-LD, text escaped, first data under the screens' keys, 404
 * for what never was, 410 for what was deleted.
 */

const EVIL = '</script><!--<script>alert(1)</script>';
const EVIL_TITLE = `胶质瘤${EVIL} "随访"`;
const EVIL_TITLE_HTML = '胶质瘤&lt;/script&gt;&lt;!--&lt;script&gt;alert(1)&lt;/script&gt; &quot;随访&quot;';
// a sanitized body may say a script's end and a comment's start, as words
const EVIL_BODY =
  '<p>第一步：开颅。&lt;/script&gt;&lt;!-- 注意</p><script>alert(2)</script><p>A &amp; B &lt;良性&gt;</p>';
const NOW = Date.UTC(2026, 9, 1, 2);
const NEVER = 999_999;

let t: PagesTestApp;
let surgeon: { cookie: string; id: number };
let info: number;
let article: number;
let weekly: number;
let deletedWeekly: number;
let pgcColumn: number;
let ugcColumn: number;
let deletedColumn: number;
let video: number;
let deletedVideo: number;
let elabCase: number;
let deletedCase: number;
let elabColumn: number;
let deletedElabColumn: number;

const db = () => t.database.db;

beforeAll(async () => {
  t = await createPagesTestApp({ remotes: 'none' });
  surgeon = await signInAs(t, '13900008001', { realName: '王建国', identity: 1 });

  info = (
    await db()
      .insertInto('info_articles')
      .values({
        title: EVIL_TITLE,
        cover: '/media/cover/info.svg',
        summary: '一项前瞻性研究',
        body_html: '<p>正文</p>',
        source: '中华神经外科杂志',
        publish_date: NOW,
        essences: 'F',
        bms_auth: 0,
        compile_article: 'F',
        views: 0,
        comments: 0,
        diggs: 0,
        created_at: NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  article = await makeArticle(db(), surgeon.id, { title: '癫痫术后的第一年' });

  const addWeekly = async (issueNo: number) =>
    (
      await db()
        .insertInto('weeklies')
        .values({
          name: `神外周刊${EVIL}`,
          issue_no: issueNo,
          cover: '/media/cover/weekly.svg',
          publish_date: NOW,
          views: 3,
          created_at: NOW,
          summary: `本期导读 A & B ${EVIL}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  weekly = await addWeekly(3);
  deletedWeekly = await addWeekly(4);
  await db()
    .insertInto('weekly_items')
    .values([
      { weekly_id: weekly, sort: 1, section: `前沿${EVIL}`, content_type: 'info', content_id: info },
      { weekly_id: weekly, sort: 2, section: '病例', content_type: 'mp', content_id: article },
    ])
    .execute();
  await db().deleteFrom('weeklies').where('id', '=', deletedWeekly).execute();

  const addColumn = async (type: 'pgc' | 'ugc', title: string, creator: number | null) =>
    (
      await db()
        .insertInto('article_columns')
        .values({
          type,
          title,
          cover: '/media/cover/column.svg',
          creator_id: creator,
          views: 0,
          subscribers: 0,
          created_at: NOW,
          updated_at: NOW,
          description: `专栏介绍 ${EVIL}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  pgcColumn = await addColumn('pgc', EVIL_TITLE, null);
  ugcColumn = await addColumn('ugc', '王医生的癫痫专栏', surgeon.id);
  deletedColumn = await addColumn('pgc', '已删除的专栏', null);
  await db()
    .insertInto('article_column_items')
    .values([
      { column_id: pgcColumn, sort: 1, content_type: 'info', content_id: info, added_at: NOW },
      { column_id: ugcColumn, sort: 1, content_type: 'mp', content_id: article, added_at: NOW },
    ])
    .execute();
  await db().deleteFrom('article_columns').where('id', '=', deletedColumn).execute();

  const guide = (
    await db()
      .insertInto('guides')
      .values({
        title: '中国颅脑创伤诊治指南',
        kind: 'guideline',
        society: '中华医学会神经外科学分会',
        year: 2026,
        subspecialty_id: null,
        views: 0,
        publish_time: NOW,
        summary: '指南摘要',
        body_html: '<p>指南正文</p>',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const addVideo = async (name: string) =>
    (
      await db()
        .insertInto('interpreting_videos')
        .values({
          guide_id: guide,
          video_name: name,
          cover: '/media/guide/cover.svg',
          author_name: '李明',
          author_head_image: '',
          author_user_id: null,
          video_url: '/media/guide/video.mp4',
          duration: 125,
          views: 7,
          publish_time: NOW,
          description: `解读要点 <b>不是标签</b> ${EVIL}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  video = await addVideo(EVIL_TITLE);
  deletedVideo = await addVideo('已删除的解读');
  await db().deleteFrom('interpreting_videos').where('id', '=', deletedVideo).execute();

  const classification = (
    await db()
      .insertInto('elab_classifications')
      .values({ code: 'T_TUMOR', name: '肿瘤', sort: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const addCase = async (name: string) =>
    (
      await db()
        .insertInto('elab_cases')
        .values({
          case_name: name,
          image: '/media/elab/case.svg',
          classification_id: classification,
          hospital: '首都医科大学附属北京天坛医院',
          share_desc: `全景手术 ${EVIL}`,
          views: 0,
          publish_time: NOW,
          created_at: NOW,
          body_html: EVIL_BODY,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  elabCase = await addCase(EVIL_TITLE);
  deletedCase = await addCase('已删除的病例');
  await db()
    .insertInto('elab_case_authors')
    .values({ case_id: elabCase, user_id: surgeon.id, sort: 1 })
    .execute();
  await db().deleteFrom('elab_cases').where('id', '=', deletedCase).execute();

  const addElabColumn = async (title: string) =>
    (
      await db()
        .insertInto('elab_special_columns')
        .values({
          title,
          cover: '/media/elab/column.svg',
          views: 0,
          sort: 1,
          created_at: NOW,
          description: `专栏 ${EVIL}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  elabColumn = await addElabColumn(EVIL_TITLE);
  deletedElabColumn = await addElabColumn('已删除的全景专栏');
  await db()
    .insertInto('elab_column_cases')
    .values({ column_id: elabColumn, case_id: elabCase, sort: 1 })
    .execute();
  await db().deleteFrom('elab_special_columns').where('id', '=', deletedElabColumn).execute();
});

afterAll(async () => {
  await t.close();
});

const page = (url: string, cookie?: string) => t.page(url, cookie);

/** JSON-LD as a validator wants it: its context and type, and the type's required properties */
function expectSchema(ld: Record<string, unknown>, type: string, required: readonly string[]) {
  expect(ld['@context']).toBe('https://schema.org');
  expect(ld['@type']).toBe(type);
  for (const property of required) expect(ld[property]).toBeTruthy();
}
/** the tags of the page's own markup: only what the renderer writes, never content's */
const OWN_TAGS = new Set(['div', 'h1', 'h2', 'p', 'ul', 'li', 'a', 'figure', 'img']);
function expectOwnTagsOnly(html: string) {
  const tags = [...mainTextOf(html).matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => (m[1] as string).toLowerCase());
  expect(tags.filter((tag) => !OWN_TAGS.has(tag))).toEqual([]);
  // no content closes a script element: as many ends as the page's own scripts
  expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script[\s>]/g)?.length);
}
const entryFor = (html: string, key: readonly unknown[]) =>
  pageDataOf(html).entries.find((e) => JSON.stringify(e.queryKey) === JSON.stringify(key));
const itemUrls = (list: unknown) =>
  ((list as { itemListElement: { url: string }[] }).itemListElement ?? []).map((i) => i.url);

async function expectMissing(url: string, status: 404 | 410) {
  const res = await page(url);
  expect(res.statusCode).toBe(status);
  expect(res.headers['x-robots-tag']).toBe('noindex');
  expect(pageDataOf(res.body).entries).toEqual([]);
}

describe("a weekly's issue as HTML", () => {
  it('carries its head, PublicationIssue JSON-LD, its sections as links, all escaped', async () => {
    const res = await page(`/info/weekly?weeklyId=${weekly}&locateId=${info}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const title = '《神外周刊&lt;/script&gt;&lt;!--&lt;script&gt;alert(1)&lt;/script&gt;》第3期';
    expect(html).toContain(`<title>${title} - 脑医汇</title>`);
    // `locateId` only scrolls: one canonical address per issue
    expect(canonicalOf(html)).toBe(`http://localhost/info/weekly?weeklyId=${weekly}`);
    expect(metaOf(html, 'og:type')).toBe('article');
    const ld = jsonLdOf(html);
    expectSchema(ld, 'PublicationIssue', ['name', 'issueNumber', 'datePublished', 'isPartOf', 'hasPart']);
    expect(ld.name).toBe(`《神外周刊${EVIL}》第3期`);
    expect(itemUrls(ld.hasPart)).toEqual([
      `http://localhost/info/detail?id=${info}`,
      `http://localhost/case/detail-ugc?id=${article}`,
    ]);
    const text = mainTextOf(html);
    expect(text).toContain(`<h1>${title}</h1>`);
    expect(text).toContain('<h2>前沿&lt;/script&gt;&lt;!--&lt;script&gt;alert(1)&lt;/script&gt;</h2>');
    expect(text).toContain(`<a href="/info/detail?id=${info}">${EVIL_TITLE_HTML}</a>`);
    expect(text).toContain(`<a href="/case/detail-ugc?id=${article}">癫痫术后的第一年</a>`);
    expect(text).toContain('本期导读 A &amp; B');
    expectOwnTagsOnly(html);
  });

  it("carries the issue under the screen's key", async () => {
    const res = await page(`/info/weekly?weeklyId=${weekly}`);
    const entry = entryFor(res.body, weeklyDetailQuery(weekly).queryKey);
    expect((entry?.data as { weeklyId: number } | undefined)?.weeklyId).toBe(weekly);
  });

  it('answers 404 for an issue that never was or a malformed id, 410 for a deleted one', async () => {
    await expectMissing(`/info/weekly?weeklyId=${NEVER}`, 404);
    await expectMissing('/info/weekly?weeklyId=abc', 404);
    await expectMissing('/info/weekly?id=1', 404);
    await expectMissing(`/info/weekly?weeklyId=${deletedWeekly}`, 410);
  });
});

describe('a column as HTML', () => {
  it("an editors' column: head, CollectionPage JSON-LD with its items, text escaped, first data", async () => {
    const res = await page(`/column/detail/pgc?id=${pgcColumn}&from=share`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<title>${EVIL_TITLE_HTML} - 脑医汇</title>`);
    expect(canonicalOf(html)).toBe(`http://localhost/column/detail/pgc?id=${pgcColumn}`);
    const ld = jsonLdOf(html);
    expectSchema(ld, 'CollectionPage', ['name', 'description', 'url', 'mainEntity']);
    expect(ld.publisher).toEqual({ '@type': 'Organization', name: '脑医汇' });
    expect(itemUrls(ld.mainEntity)).toEqual([`http://localhost/info/detail?id=${info}`]);
    const text = mainTextOf(html);
    expect(text).toContain(`<h1>${EVIL_TITLE_HTML}</h1>`);
    expect(text).toContain(`<a href="/info/detail?id=${info}">${EVIL_TITLE_HTML}</a>`);
    expectOwnTagsOnly(html);
    // the column and its first page of items, under the keys the screen reads
    expect(entryFor(html, columnDetailQuery(pgcColumn).queryKey)).toBeDefined();
    const items = entryFor(
      html,
      columnItemsQuery({ id: pgcColumn, pageNo: 1, pageSize: COLUMN_PAGE_SIZE }).queryKey,
    );
    expect((items?.data as { list: { id: number }[] } | undefined)?.list.map((i) => i.id)).toEqual([info]);
  });

  it("a doctor's column by its typed address: its author, its one canonical address, the page of items asked", async () => {
    const res = await page(`/column/detail?id=${ugcColumn}&type=ugc&page=2`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    // the sitemap's address (the attribute's `&` escaped)
    expect(canonicalOf(html)).toBe(`http://localhost/column/detail?id=${ugcColumn}&amp;type=ugc`);
    expect(jsonLdOf(html).author).toEqual({ '@type': 'Person', name: '王建国' });
    expect(mainTextOf(html)).toContain('<p>王建国 · 1 篇');
    expect(entryFor(html, columnDetailQuery(ugcColumn, 'ugc').queryKey)).toBeDefined();
    expect(
      entryFor(html, columnItemsQuery({ id: ugcColumn, pageNo: 2, pageSize: COLUMN_PAGE_SIZE }).queryKey),
    ).toBeDefined();
  });

  it("a doctor's column under the by-id form names the same canonical address", async () => {
    const res = await page(`/column/detail/pgc?id=${ugcColumn}`);
    expect(canonicalOf(res.body)).toBe(`http://localhost/column/detail?id=${ugcColumn}&amp;type=ugc`);
  });

  it('answers 404 without a type or with another type, for one that never was; 410 for a deleted one', async () => {
    await expectMissing(`/column/detail?id=${pgcColumn}`, 404);
    await expectMissing(`/column/detail?id=${pgcColumn}&type=ugc`, 404);
    await expectMissing(`/column/detail/pgc?id=${NEVER}`, 404);
    await expectMissing(`/column/detail/pgc?id=${deletedColumn}`, 410);
    await expectMissing(`/column/detail?id=${deletedColumn}&type=pgc`, 410);
  });

  it('an answer of the items call failing leaves the column whole, without the items', async () => {
    // a page number past the call's limit: the items call refuses it, the column is still there
    const res = await page(`/column/detail/pgc?id=${pgcColumn}&page=99999999`);
    expect(res.statusCode).toBe(200);
    expect(pageDataOf(res.body).entries.map((e) => e.queryKey[1])).toEqual(['column-detail']);
    expect(jsonLdOf(res.body).mainEntity).toBeUndefined();
  });
});

describe("a guide's interpreting video as HTML", () => {
  it('carries its head, VideoObject JSON-LD, its text escaped and its first data', async () => {
    const res = await page(`/guidance/detail/video/${video}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<title>${EVIL_TITLE_HTML} - 脑医汇</title>`);
    expect(canonicalOf(html)).toBe(`http://localhost/guidance/detail/video/${video}`);
    expect(metaOf(html, 'og:image')).toBe('http://localhost/media/guide/cover.svg');
    const ld = jsonLdOf(html);
    expectSchema(ld, 'VideoObject', ['name', 'description', 'thumbnailUrl', 'uploadDate']);
    expect(ld.duration).toBe('PT2M5S');
    expect(ld.contentUrl).toBe('http://localhost/media/guide/video.mp4');
    expect(ld.author).toEqual({ '@type': 'Person', name: '李明' });
    const text = mainTextOf(html);
    expect(text).toContain(`<h1>${EVIL_TITLE_HTML}</h1>`);
    expect(text).toContain('讲者：李明');
    expect(text).toContain('解读要点 &lt;b&gt;不是标签&lt;/b&gt;');
    expect(text).toContain('解读指南：中国颅脑创伤诊治指南');
    expectOwnTagsOnly(html);
    const entry = entryFor(html, interpretingVideoDetailQuery(video).queryKey);
    expect((entry?.data as { id: number } | undefined)?.id).toBe(video);
  });

  it('answers 404 for a video that never was, 410 for a deleted one', async () => {
    await expectMissing(`/guidance/detail/video/${NEVER}`, 404);
    await expectMissing('/guidance/detail/video/x1', 404);
    await expectMissing(`/guidance/detail/video/${deletedVideo}`, 410);
  });
});

describe('panoramic surgery as HTML', () => {
  it('a case: head, Article JSON-LD with its surgeons, its body as escaped text, its columns as links', async () => {
    const res = await page(`/link/detail?id=${elabCase}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`<title>${EVIL_TITLE_HTML} - 脑医汇</title>`);
    expect(canonicalOf(html)).toBe(`http://localhost/link/detail?id=${elabCase}`);
    expect(metaOf(html, 'og:type')).toBe('article');
    const ld = jsonLdOf(html);
    expectSchema(ld, 'Article', ['headline', 'description', 'datePublished', 'author', 'publisher']);
    expect(ld.author).toEqual([{ '@type': 'Person', name: '王建国' }]);
    const text = mainTextOf(html);
    expect(text).toContain(`<h1>${EVIL_TITLE_HTML}</h1>`);
    expect(text).toContain('<p>王建国 · 首都医科大学附属北京天坛医院 · 肿瘤 · 2026-10-01</p>');
    expect(text).toContain('<p>第一步：开颅。&lt;/script&gt;&lt;!-- 注意</p>');
    expect(text).toContain('<p>A &amp; B &lt;良性&gt;</p>');
    expect(text).not.toContain('alert(2)');
    expect(text).toContain(`<a href="/link/columnlist/${elabColumn}">${EVIL_TITLE_HTML}</a>`);
    expectOwnTagsOnly(html);
    const entry = entryFor(html, elabCaseDetailQuery(elabCase).queryKey);
    expect((entry?.data as { id: number } | undefined)?.id).toBe(elabCase);
  });

  it('a special column: head, CollectionPage JSON-LD of its cases, its cases as links', async () => {
    const res = await page(`/link/columnlist/${elabColumn}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(canonicalOf(html)).toBe(`http://localhost/link/columnlist/${elabColumn}`);
    const ld = jsonLdOf(html);
    expectSchema(ld, 'CollectionPage', ['name', 'description', 'url', 'mainEntity']);
    expect(itemUrls(ld.mainEntity)).toEqual([`http://localhost/link/detail?id=${elabCase}`]);
    const text = mainTextOf(html);
    expect(text).toContain(`<h1>${EVIL_TITLE_HTML}</h1>`);
    expect(text).toContain(`<a href="/link/detail?id=${elabCase}">${EVIL_TITLE_HTML}</a>`);
    expectOwnTagsOnly(html);
    const entry = entryFor(html, elabColumnDetailQuery(elabColumn).queryKey);
    expect((entry?.data as { id: number } | undefined)?.id).toBe(elabColumn);
  });

  it('answers 404 for what never was, 410 for what was deleted', async () => {
    await expectMissing(`/link/detail?id=${NEVER}`, 404);
    await expectMissing(`/link/detail?id=${deletedCase}`, 410);
    await expectMissing(`/link/columnlist/${NEVER}`, 404);
    await expectMissing(`/link/columnlist/${deletedElabColumn}`, 410);
  });
});
