import { infoEndpoints } from '@portal/api/endpoints/info';
import { meetingEndpoints } from '@portal/api/endpoints/meetings';
import { newsFeedQuery } from '@portal/api/queries/content';
import { todayMeetingsQuery } from '@portal/api/queries/meetings';
import { makeInfo } from '../../../../test-support/articles';
import {
  createPagesTestApp,
  jsonLdOf,
  mainTextOf,
  metaOf,
  type PagesTestApp,
  pageDataOf,
} from '../../../../test-support/pages';
import { signIn } from '../../../../test-support/test-app';

/**
 * The home page as HTML (issue 24), on SQLite or PostgreSQL: the site's head (WebSite with its
 * search, the Organization), the first screen's text with the latest news escaped, and the widgets'
 * first data under the keys the widgets read.
 */

const EVIL_TITLE = '胶质瘤</script><!--<script>alert(1)</script> 术后"随访" & <b>复查</b>';
const ESCAPED_TITLE =
  '胶质瘤&lt;/script&gt;&lt;!--&lt;script&gt;alert(1)&lt;/script&gt; 术后&quot;随访&quot; &amp; &lt;b&gt;复查&lt;/b&gt;';

let t: PagesTestApp;
let newest: number;
let older: number;

const addInfo = (title: string, publishDate: number, cover: string) =>
  makeInfo(t.database.db, { title, publishDate, cover });

beforeAll(async () => {
  t = await createPagesTestApp({ remotes: 'none' });
  older = await addInfo('颅内动脉瘤介入治疗新进展', Date.UTC(2026, 8, 30), '/media/cover/older.svg');
  newest = await addInfo(EVIL_TITLE, Date.UTC(2026, 9, 1), '/media/cover/"newest".svg');
});

afterAll(() => t.close());

const page = (url: string, cookie?: string) => t.page(url, cookie);

describe('the home page as HTML', () => {
  it("carries the site's title, description, canonical address and Open Graph", async () => {
    const res = await page('/?from=share&utm_source=chat');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const html = res.body;
    // the site's own title: the name is not said twice
    expect(html).toContain('<title>脑医汇 - 神经外科医生的专业平台</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="脑医汇：神经外科医生的专业门户，汇集');
    expect(html).toContain('<link rel="canonical" href="http://localhost/"/>');
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(metaOf(html, 'og:url')).toBe('http://localhost/');
    expect(metaOf(html, 'og:title')).toBe('脑医汇 - 神经外科医生的专业平台');
    expect(html).not.toContain('noindex');
  });

  it('says what the site is in JSON-LD: a WebSite whose search is /search, and the Organization', async () => {
    const ld = jsonLdOf((await page('/')).body);
    expect(ld['@context']).toBe('https://schema.org');
    const graph = ld['@graph'] as Record<string, unknown>[];
    const site = graph.find((node) => node['@type'] === 'WebSite');
    const organization = graph.find((node) => node['@type'] === 'Organization');
    expect(site).toMatchObject({
      url: 'http://localhost/',
      name: '脑医汇',
      publisher: { '@id': organization?.['@id'] },
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'http://localhost/search?keywords={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(organization).toMatchObject({ '@id': 'http://localhost/#organization', name: '脑医汇' });
  });

  it('shows the first screen as text: the hero, the latest news with their links and covers, the entries', async () => {
    const root = mainTextOf((await page('/')).body);
    expect(root).toContain('<h1>脑医汇</h1>');
    expect(root).toContain('<h2>最新资讯</h2><a href="/info">更多资讯</a>');
    // newest first, each through the jump rule (a news item opens in a new tab)
    expect(root.indexOf(ESCAPED_TITLE)).toBeGreaterThan(0);
    expect(root.indexOf(ESCAPED_TITLE)).toBeLessThan(root.indexOf('颅内动脉瘤介入治疗新进展'));
    expect(root).toContain(`<a href="/info/detail?id=${newest}" target="_blank" rel="noopener"`);
    expect(root).toContain(`<a href="/info/detail?id=${older}" target="_blank" rel="noopener"`);
    // the first cover is fetched at once (the largest paint on a desktop), the next when near
    expect(root).toContain(
      '<img src="/media/cover/&quot;newest&quot;.svg" alt="" width="220" height="124" fetchpriority="high"/>',
    );
    expect(root).toContain(
      '<img src="/media/cover/older.svg" alt="" width="220" height="124" loading="lazy"/>',
    );
    expect(root).toContain('<time datetime="2026-10-01">2026-10-01</time>');
    // the shell finds the news rows by its slot's module id and keeps them until the widget renders
    expect(root).toContain('<div data-server-part="content/widgets/NewsFeed">');
    expect(root).toContain('<a class="portal-home-card" href="/topic-circle/"><b>话题圈子</b>');
  });

  it('escapes a hostile news title everywhere: it is text, and it cannot end a script', async () => {
    const html = (await page('/')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>复查</b>');
    // the only script ends are the page's own: the shell's, the JSON-LD and the first data
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).not.toContain('<!--');
    const news = pageDataOf(html).entries.find((e) => JSON.stringify(e.queryKey).includes('info-list'));
    const list = (news?.data as { list: { infoTitle: string }[] } | undefined)?.list;
    expect(list?.[0]?.infoTitle).toBe(EVIL_TITLE);
  });

  it("carries the widgets' first data under the keys they read, as the API answers it", async () => {
    const data = pageDataOf((await page('/')).body);
    expect(data.viewer).toBeNull();
    expect(data.entries.map((e) => e.queryKey)).toEqual([
      newsFeedQuery().queryKey,
      todayMeetingsQuery().queryKey,
    ]);
    const news = await t.app.inject({
      method: 'GET',
      url: infoEndpoints.list.path,
      query: { pageNo: '1', pageSize: '6' },
    });
    expect(data.entries[0]?.data).toEqual(news.json().result ?? news.json());
    const today = await t.app.inject({ method: 'GET', url: meetingEndpoints.today.path });
    expect(data.entries[1]?.data).toEqual(today.json().result ?? today.json());
  });

  it('is answered for the signed-in reader, so their session check keeps it', async () => {
    const reader = await signIn(t, '13900007001');
    const data = pageDataOf((await page('/', reader.cookie)).body);
    expect(data.viewer).toBe(reader.id);
    expect(data.entries).toHaveLength(2);
  });
});
