import type { SearchResponse } from '@portal/api/contract/search';
import { searchEndpoints } from '@portal/api/endpoints/search';
import { FIRST_DATA_ELEMENT_ID } from '@portal/api/first-data';
import { searchResultsPage } from '@portal/api/pages/search';
import { searchResultsParams, searchResultsQuery } from '@portal/api/queries/search';
import { readSearchAddress, SEARCH_LIMITS } from '@portal/api/rules/search';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { refreshSearch } from '../../../../test-support/areas';
import { makeInfo } from '../../../../test-support/articles';
import {
  createPagesTestApp,
  mainTextOf,
  type PagesTestApp,
  pageDataOf,
} from '../../../../test-support/pages';
import { signIn } from '../../../../test-support/test-app';

/**
 * The search results page as HTML (issue 24), on SQLite or PostgreSQL: its head (the keywords in
 * the title, noindex), the first results as text where the screen draws them, the first page under
 * the key the screen's list reads, and the keywords, the reader's own input, escaped and bounded.
 */

const NOW = DEFAULT_SEED_NOW;
const EVIL = '</script><script>alert(1)</script><!--"\'&';
const EVIL_TITLE = `胶质瘤${EVIL}随访`;

let t: PagesTestApp;
let reader: { cookie: string; id: number };

async function addInfo(title: string, views: number) {
  const id = await makeInfo(t.database.db, {
    title,
    cover: '/media/cover/test.svg',
    summary: `${title}的摘要`,
    source: '测试',
    publishDate: NOW - 86_400_000,
    views,
    createdAt: NOW,
  });
  await refreshSearch(t.database.db, 'info', [id]);
  return id;
}

beforeAll(async () => {
  t = await createPagesTestApp({ remotes: 'portal', now: () => NOW });
  reader = await signIn(t, '13900008001');
  await addInfo('胶质瘤术后随访的多中心研究', 500);
  await addInfo(EVIL_TITLE, 100);
  await addInfo('垂体瘤经鼻手术', 50);
});

afterAll(() => t.close());

const page = (query: string, cookie?: string) => t.page(`/search${query}`, cookie);

/** the key the screen's list reads for an address (the same reading of it as the results page's) */
const screenKey = (query: string) =>
  searchResultsQuery(searchResultsParams(readSearchAddress(new URLSearchParams(query)))).queryKey;

describe('the search results page as HTML', () => {
  it('names the keywords in its head, is kept out of search engines, and shows the first results', async () => {
    const response = await page('?keywords=%E8%83%B6%E8%B4%A8%E7%98%A4');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const html = response.body;
    expect(html).toContain('<title>胶质瘤 - 搜索 - 脑医汇</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(
      '<link rel="canonical" href="http://localhost/search?keywords=%E8%83%B6%E8%B4%A8%E7%98%A4"/>',
    );
    expect(html).toContain('<meta property="og:title" content="胶质瘤 - 搜索"/>');
    expect(html).toMatch(
      /<meta name="description" content="“胶质瘤”的搜索结果，共 2 条：[^"]*胶质瘤术后随访的多中心研究/,
    );
    const root = mainTextOf(html);
    expect(root).toContain('<h1>“胶质瘤”的搜索结果</h1>');
    // the results as text with their links, the matched words marked as the screen marks them
    expect(root).toContain('<mark class="ps-hit">胶质瘤</mark>术后随访的多中心研究');
    expect(root).toMatch(/<a class="ps-result" href="\/info\/detail\?id=\d+"/);
    expect(root).not.toContain('垂体瘤经鼻手术');
    // the tab counts the answer gives
    expect(root).toMatch(/全部<span class="ps-count">2<\/span>/);
  });

  it('carries the first page under the key the screen reads, as the call answers it', async () => {
    const query = '?keywords=%E8%83%B6%E8%B4%A8%E7%98%A4';
    const firstData = pageDataOf((await page(query)).body);
    if (!firstData) throw new Error('the page carries its first data');
    expect(firstData.viewer).toBeNull();
    expect(firstData.entries).toHaveLength(1);
    const [entry] = firstData.entries;
    expect(entry?.queryKey).toEqual(screenKey(query));
    // the page's declaration is what the server answered
    expect(entry?.queryKey).toEqual(searchResultsPage.queries(new URLSearchParams(query), null)[0]?.queryKey);
    const call = await t.app.inject({
      method: 'GET',
      url: searchEndpoints.query.path,
      query: { platform: 'web', keywords: '胶质瘤', type: '99', order: '', pagesize: '9', pageno: '1' },
    });
    const { code: _code, ...answer } = call.json<SearchResponse>();
    expect(entry?.data).toEqual({ pages: [{ code: 1, ...answer }], pageParams: [1] });
  });

  it('answers a signed-in reader for them, and says so', async () => {
    const firstData = pageDataOf((await page('?keywords=%E8%83%B6%E8%B4%A8%E7%98%A4', reader.cookie)).body);
    expect(firstData?.viewer).toBe(reader.id);
  });

  it('escapes a hostile keyword in the title, the text, the links and the JSON', async () => {
    const query = `?keywords=${encodeURIComponent(EVIL)}`;
    const response = await page(query);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--"');
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--&quot;&#39;&amp; - 搜索 - 脑医汇</title>',
    );
    expect(mainTextOf(html)).toContain(
      '<h1>“&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--&quot;&#39;&amp;”的搜索结果</h1>',
    );
    // exactly the shell's one script and the first data's: nothing the keyword opened
    expect(html.match(/<script/g)).toHaveLength(2);
    const firstData = pageDataOf(html);
    expect(firstData?.entries[0]?.queryKey).toEqual(screenKey(query));
    expect(firstData?.entries[0]?.queryKey[2]).toMatchObject({ keywords: EVIL });
  });

  it('escapes a hostile result title found by its words', async () => {
    const html = (await page('?keywords=%E9%9A%8F%E8%AE%BF')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(mainTextOf(html)).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--&quot;&#39;&amp;',
    );
    const firstData = pageDataOf(html);
    const titles = JSON.stringify(firstData?.entries[0]?.data);
    expect(titles).toContain(EVIL_TITLE.replaceAll('"', '\\"'));
  });

  it('bounds huge keywords as the screen does, never inside a character', async () => {
    const huge = `${'颅'.repeat(SEARCH_LIMITS.keywordMaxChars - 1)}😀${'瘤'.repeat(5000)}`;
    const query = `?keywords=${encodeURIComponent(huge)}`;
    const response = await page(query);
    expect(response.statusCode).toBe(200);
    const bounded = '颅'.repeat(SEARCH_LIMITS.keywordMaxChars - 1);
    expect(mainTextOf(response.body)).toContain(`<h1>“${bounded}”的搜索结果</h1>`);
    expect(response.body).toContain(`<title>${bounded} - 搜索 - 脑医汇</title>`);
    expect(response.body).toContain(
      `canonical" href="http://localhost/search?keywords=${encodeURIComponent(bounded)}"`,
    );
    expect(response.body).not.toContain('瘤瘤');
    const firstData = pageDataOf(response.body);
    expect(firstData?.entries[0]?.queryKey).toEqual(screenKey(query));
    expect(firstData?.entries[0]?.queryKey[2]).toMatchObject({ keywords: bounded });
  });

  it("writes the address's own parameters into its links, never what it was padded with", async () => {
    const padding = 'x'.repeat(4000);
    const huge = '瘤'.repeat(3000);
    const response = await page(
      `?keywords=${encodeURIComponent(huge)}&pad=${padding}&type=1&utm_source=${padding}`,
    );
    expect(response.statusCode).toBe(200);
    const root = mainTextOf(response.body);
    expect(root).toContain('href="/search?keywords=');
    expect(root).not.toContain('pad=');
    expect(root).not.toContain('utm_source');
    // each link carries the bounded keywords only (the tabs, the bars: about twenty links)
    const bounded = encodeURIComponent('瘤'.repeat(SEARCH_LIMITS.keywordMaxChars));
    expect(root).toContain(`keywords=${bounded}&amp;`);
    expect(root).not.toContain(`${bounded}${encodeURIComponent('瘤')}`);
  });

  it('reads out-of-range choices as the screen does: All, its default order, no dates', async () => {
    const query =
      '?keywords=%E8%83%B6%E8%B4%A8%E7%98%A4&type=42&order=9&orderRule=4&firstTime=1e400&lastTime=99999999999999999999&essences=1&bmsAuth=x';
    const response = await page(query);
    expect(response.statusCode).toBe(200);
    const firstData = pageDataOf(response.body);
    expect(firstData?.entries[0]?.queryKey).toEqual([
      'search',
      'results',
      { platform: 'web', keywords: '胶质瘤', type: '99', order: '', pagesize: 9 },
    ]);
    expect(firstData?.entries[0]?.queryKey).toEqual(screenKey(query));
    expect(mainTextOf(response.body)).toContain('胶质瘤</mark>术后随访的多中心研究');
  });

  it('keeps the tab in the canonical address and shows its results', async () => {
    const response = await page('?keywords=%E8%83%B6%E8%B4%A8%E7%98%A4&type=1&order=1&orderRule=2');
    expect(response.body).toContain(
      'canonical" href="http://localhost/search?keywords=%E8%83%B6%E8%B4%A8%E7%98%A4&amp;type=1"',
    );
    const root = mainTextOf(response.body);
    expect(root).toMatch(/class="ps-tab ps-on"[^>]*>资讯/);
    expect(root).toMatch(/class="ps-pill ps-on"[^>]*>最新/);
    expect(root).toMatch(/class="ps-pill ps-on"[^>]*>一个月内/);
    expect(pageDataOf(response.body)?.entries[0]?.queryKey[2]).toMatchObject({
      type: '1',
      order: '1',
      orderRule: '2',
    });
  });

  it('without keywords is what the screen shows then: the prompt, no call', async () => {
    for (const query of ['', '?keywords=%20%20']) {
      const response = await page(query);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>搜索 - 脑医汇</title>');
      expect(mainTextOf(response.body)).toContain('<h1>搜索</h1>');
      expect(mainTextOf(response.body)).toContain('请输入关键字');
      expect(response.body).not.toContain(`id="${FIRST_DATA_ELEMENT_ID}"`);
    }
  });

  it('says so when nothing matches', async () => {
    const response = await page('?keywords=%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E8%AF%8D');
    expect(response.statusCode).toBe(200);
    expect(mainTextOf(response.body)).toContain('没有找到相关内容');
    expect(pageDataOf(response.body)?.entries).toHaveLength(1);
  });
});
