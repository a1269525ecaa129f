import { articleEndpoints } from '@portal/api/endpoints/article';
import { articleDetailQuery, infoDetailQuery } from '@portal/api/queries/content';
import { buildApp } from '../../app';
import { makeArticle } from '../../test-support/articles';
import {
  createPagesTestApp,
  metaOf,
  type PagesTestApp,
  pageDataOf,
  SHELL_HTML,
  signInAs,
} from '../../test-support/pages';
import { CapturingSmsSender, signIn } from '../../test-support/test-app';

const EVIL_TITLE = '胶质瘤</script><!--<script>alert(1)</script> 术后"随访"';
// what a body may say as text (the sanitizer keeps it): a script's end and a comment's start, as words
const EVIL_BODY =
  '<p>患者男，45岁。&lt;/script&gt;&lt;!-- 复查 MRI</p><script>alert(2)</script><p>A &amp; B &lt;良性&gt;</p>';

let t: PagesTestApp;
let author: { cookie: string; id: number };
let reader: { cookie: string; id: number };
let anonymousAuthor: { cookie: string; id: number };
let info: number;
let article: number;
let anonymousCase: number;
let pending: number;
let deleted: number;

beforeAll(async () => {
  // the deployed manifest: a page is served only below a remote's prefix or by the shell
  t = await createPagesTestApp({ remotes: 'portal' });

  author = await signInAs(t, '13900005001', { realName: '王建国', identity: 1 });
  reader = await signIn(t, '13900005002');
  // a patient: anonymous in the article area (spec), to everyone but themself
  anonymousAuthor = await signInAs(t, '13900005003', { realName: '李秀兰', identity: 3 });
  const db = t.database.db;

  info = (
    await db
      .insertInto('info_articles')
      .values({
        title: EVIL_TITLE,
        cover: '/media/cover/info.svg',
        summary: '一项前瞻性研究',
        body_html: EVIL_BODY,
        source: '中华神经外科杂志',
        publish_date: Date.UTC(2026, 9, 1),
        essences: 'F',
        bms_auth: 0,
        compile_article: 'F',
        views: 10,
        comments: 0,
        diggs: 0,
        created_at: Date.UTC(2026, 9, 1),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  article = await makeArticle(db, author.id, { title: EVIL_TITLE, body: EVIL_BODY });
  anonymousCase = await makeArticle(db, anonymousAuthor.id, { type: 'case', title: '癫痫术后的第一年' });
  pending = await makeArticle(db, author.id, { status: 'pending', title: '待审核的病例' });
  deleted = await makeArticle(db, author.id, { title: '作者已删除' });
  await db.deleteFrom('mp_articles').where('id', '=', deleted).execute();
});

afterAll(async () => {
  await t.close();
});

const page = (url: string, cookie?: string) => t.page(url, cookie);

/** the content of every `<script type="…">` of that type, parsed as JSON */
function scripts(html: string, type: string): unknown[] {
  const escaped = type.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = [...html.matchAll(new RegExp(`<script type="${escaped}"[^>]*>([\\s\\S]*?)</script>`, 'g'))];
  return found.map((m) => JSON.parse(m[1] as string));
}
const pageData = pageDataOf;
const firstData = (html: string) => pageData(html).entries;
const meta = metaOf;
/** the text between `<div id="root">` and the first data, as a visitor without scripts reads it */
const mainText = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</div>'));

describe('a news page as HTML', () => {
  it('carries its title, description, canonical, Open Graph, NewsArticle JSON-LD and text', async () => {
    const res = await page(`/info/detail?id=${info}&from=share`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const html = res.body;
    expect(html).toContain(
      `<title>${'胶质瘤&lt;/script&gt;&lt;!--&lt;script&gt;alert(1)&lt;/script&gt; 术后&quot;随访&quot;'} - 脑医汇</title>`,
    );
    // one description: the shell's is replaced
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="一项前瞻性研究"/>');
    expect(html).toContain(`<link rel="canonical" href="http://localhost/info/detail?id=${info}"/>`);
    expect(meta(html, 'og:title')).toBe(
      '胶质瘤&lt;/script&gt;&lt;!--&lt;script&gt;alert(1)&lt;/script&gt; 术后&quot;随访&quot;',
    );
    expect(meta(html, 'og:description')).toBe('一项前瞻性研究');
    expect(meta(html, 'og:image')).toBe('http://localhost/media/cover/info.svg');
    expect(meta(html, 'og:url')).toBe(`http://localhost/info/detail?id=${info}`);
    const [ld] = scripts(html, 'application/ld+json') as Record<string, unknown>[];
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: EVIL_TITLE,
      datePublished: '2026-10-01T00:00:00.000Z',
    });
    expect(mainText(html)).toContain('中华神经外科杂志');
    expect(mainText(html)).toContain('A &amp; B &lt;良性&gt;');
  });

  it('lets no markup of the content out: no script of its own, no comment opened', async () => {
    const html = (await page(`/info/detail?id=${info}`)).body;
    expect(html).not.toContain('alert(1)</script>');
    expect(html).not.toContain('<script>alert');
    // the shell's two scripts, the JSON-LD and the first data: nothing more ends a script
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).not.toContain('<!--');
    expect(mainText(html)).toContain('患者男，45岁。&lt;/script&gt;&lt;!-- 复查 MRI');
  });

  it('puts the detail answer in the page under the key the screen reads', async () => {
    const html = (await page(`/info/detail?id=${info}`)).body;
    const [entry, ...rest] = firstData(html);
    expect(rest).toEqual([]);
    expect(entry?.queryKey).toEqual(infoDetailQuery(info).queryKey);
    const api = await t.app.inject({ url: `/wapi/info/getInfoDetail.do?id=${info}` });
    expect(entry?.data).toEqual(api.json().result);
  });

  it('answers an unknown or malformed id 404 with the shell, kept out of search engines', async () => {
    for (const url of [
      '/info/detail?id=999999',
      '/info/detail?id=abc',
      '/info/detail',
      '/case/detail?id=999999',
    ]) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<meta name="robots" content="noindex"/>');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(firstData(res.body)).toEqual([]);
    }
  });
});

describe('the site origin', () => {
  it('builds canonical and Open Graph addresses on PORTAL_SITE_URL, never on a forged Host', async () => {
    // a second instance on the same database, configured with the site's origin
    const configured = await buildApp({
      database: t.database,
      demo: false,
      smsSender: new CapturingSmsSender(),
      siteUrl: 'https://www.naoyihui.example',
      web: { webRoot: t.webRoot, remotesFile: t.remotesFile },
    });
    try {
      const res = await configured.inject({
        url: `/info/detail?id=${info}`,
        headers: { host: 'evil.example' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(
        `<link rel="canonical" href="https://www.naoyihui.example/info/detail?id=${info}"/>`,
      );
      expect(res.body).not.toContain('evil.example');
    } finally {
      await configured.close();
    }
  });
});

describe("a user's article or case as HTML", () => {
  it('carries Article JSON-LD, the author and the text, escaped', async () => {
    const html = (await page(`/case/detail-ugc?id=${article}`)).body;
    const [ld] = scripts(html, 'application/ld+json') as Record<string, unknown>[];
    expect(ld).toMatchObject({ '@type': 'Article', headline: EVIL_TITLE, author: { name: '王建国' } });
    expect(meta(html, 'og:description')).toBe('术后影像随访与康复要点');
    expect(mainText(html)).toContain('王建国');
    expect(mainText(html)).toContain('A &amp; B &lt;良性&gt;');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<meta name="robots"');
    expect(firstData(html)[0]?.queryKey).toEqual(articleDetailQuery(article).queryKey);
  });

  it('keeps an anonymous author anonymous, in the text, the JSON-LD and the first data', async () => {
    const html = (await page(`/case/detail-ugc?id=${anonymousCase}`)).body;
    expect(html).toContain('癫痫术后的第一年');
    expect(html).not.toContain('李秀兰');
    expect(html).not.toContain('13900005003');
    const [ld] = scripts(html, 'application/ld+json') as Record<string, unknown>[];
    expect(ld).toMatchObject({ author: { name: '匿名用户' } });
  });

  it('keeps private fields out: no mobile, no session', async () => {
    const html = (await page(`/case/detail-ugc?id=${article}`, reader.cookie)).body;
    expect(html).not.toContain('13900005001');
    expect(html).not.toContain('13900005002');
    expect(html).not.toContain(reader.cookie.split('=')[1] as string);
  });

  it('shows a signed-in reader their own state in the first data', async () => {
    const liked = await t.app.inject({
      method: 'POST',
      url: articleEndpoints.digg.path,
      headers: { cookie: reader.cookie },
      payload: { articleId: article },
    });
    expect(liked.json().result.diggStatus).toBe('T');
    const mine = firstData((await page(`/case/detail-ugc?id=${article}`, reader.cookie)).body)[0]?.data;
    expect(mine).toMatchObject({ diggStatus: 'T' });
    // answered for this reader, and the page says so
    expect(pageData((await page(`/case/detail-ugc?id=${article}`, reader.cookie)).body).viewer).toBe(
      reader.id,
    );
    expect(pageData((await page(`/case/detail-ugc?id=${article}`)).body).viewer).toBeNull();
    const api = await t.app.inject({
      url: articleEndpoints.detail.path,
      query: { articleId: String(article) },
      headers: { cookie: reader.cookie },
    });
    expect(mine).toEqual(api.json().result);
    // a visitor's page says nothing of the reader's like
    expect(firstData((await page(`/case/detail-ugc?id=${article}`)).body)[0]?.data).toMatchObject({
      diggStatus: 'F',
    });
  });

  it('answers 410 for a deleted piece, 404 for one never written', async () => {
    const gone = await page(`/case/detail-ugc?id=${deleted}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('<meta name="robots" content="noindex"/>');
    expect((await page('/case/detail-ugc?id=99999999')).statusCode).toBe(404);
  });

  it('hides a piece under review from visitors and crawlers; its author sees it, not indexed', async () => {
    const visitor = await page(`/case/detail-ugc?id=${pending}`);
    expect(visitor.statusCode).toBe(404);
    expect(visitor.body).not.toContain('待审核的病例');
    expect((await page(`/case/detail-ugc?id=${pending}`, reader.cookie)).statusCode).toBe(404);
    const own = await page(`/case/detail-ugc?id=${pending}`, author.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe('private pages', () => {
  it('are noindex, in the head and the header', async () => {
    for (const url of [
      '/message-center?type=BroadCasting',
      '/personaldata',
      '/browsing-history',
      '/user-center/wallet',
      '/editor',
      '/editor/article',
      '/user-center/coupons',
      '/user-center/physical-orders',
      '/myCourses',
      '/score',
      '/signin?fallbackUrl=%2F',
      '/register',
    ]) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<meta name="robots" content="noindex"/>');
      expect(res.headers['x-robots-tag']).toBe('noindex');
    }
  });

  it('public pages without a renderer are the shell as built', async () => {
    for (const url of ['/info', '/user-center?profileUserId=1']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SHELL_HTML);
    }
  });
});

describe('unknown addresses', () => {
  it("answer 404 with the shell and noindex; below a remote's prefix, the remote answers", async () => {
    for (const url of ['/no-such-page', '/no/such/page', '/infos/detail?id=1']) {
      const res = await page(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<meta name="robots" content="noindex"/>');
      expect(res.headers['x-robots-tag']).toBe('noindex');
    }
    for (const url of ['/info/nope/deeper', '/topic-circle/x', '/mall']) {
      const res = await page(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SHELL_HTML);
    }
  });
});
