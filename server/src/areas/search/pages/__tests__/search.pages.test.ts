import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SearchResponse } from '@portal/api/contract/search';
import { searchEndpoints } from '@portal/api/endpoints/search';
import { FIRST_DATA_ELEMENT_ID, type FirstData } from '@portal/api/first-data';
import { searchResultsPage } from '@portal/api/pages/search';
import { searchResultsParams, searchResultsQuery } from '@portal/api/queries/search';
import { readSearchAddress, SEARCH_LIMITS } from '@portal/api/rules/search';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { refreshSearch } from '../../../../test-support/areas';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

/**
 * The search results page as HTML (issue 24), on SQLite or PostgreSQL: its head (the keywords in
 * the title, noindex), the first results as text where the screen draws them, the first page under
 * the key the screen's list reads, and the keywords, the reader's own input, escaped and bounded.
 */

const SHELL =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"/>' +
  '<meta name="description" content="脑医汇：神经外科医生的专业门户"/><title>脑医汇 - 神经外科医生的专业平台</title>' +
  '<script defer="defer" src="/shell/main.js"></script></head><body><div id="root"></div></body></html>';

const NOW = DEFAULT_SEED_NOW;
const EVIL = '</script><script>alert(1)</script><!--"\'&';
const EVIL_TITLE = `胶质瘤${EVIL}随访`;

let t: TestApp;
let webRoot: string;
let reader: { cookie: string; id: number };

function write(file: string, body: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

async function addInfo(title: string, views: number) {
  const row = await t.database.db
    .insertInto('info_articles')
    .values({
      title,
      cover: '/media/cover/test.svg',
      summary: `${title}的摘要`,
      body_html: '<p>正文</p>',
      source: '测试',
      publish_date: NOW - 86_400_000,
      essences: 'F',
      bms_auth: 0,
      compile_article: 'F',
      views,
      comments: 0,
      diggs: 0,
      created_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await refreshSearch(t.database.db, 'info', [row.id]);
  return row.id;
}

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-search-pages-'));
  write(path.join(webRoot, 'apps/shell/dist/index.html'), SHELL);
  const remotesFile = path.join(webRoot, 'remotes.json');
  fs.copyFileSync(path.join(__dirname, '../../../../../config/remotes.json'), remotesFile);
  t = await createTestApp({ now: () => NOW, web: { webRoot, remotesFile } });
  reader = await signIn(t, '13900008001');
  await addInfo('胶质瘤术后随访的多中心研究', 500);
  await addInfo(EVIL_TITLE, 100);
  await addInfo('垂体瘤经鼻手术', 50);
});

afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const page = (query: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/search${query}`, headers: cookie ? { cookie } : {} });

/** the page's text: the root container, up to the first data after it */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">')).split('<script')[0] ?? '';

function firstDataOf(html: string): FirstData | null {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`),
  );
  return match ? (JSON.parse(match[1] as string) as FirstData) : null;
}

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
    const root = rootOf(html);
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
    const firstData = firstDataOf((await page(query)).body);
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
    const firstData = firstDataOf((await page('?keywords=%E8%83%B6%E8%B4%A8%E7%98%A4', reader.cookie)).body);
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
    expect(rootOf(html)).toContain(
      '<h1>“&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--&quot;&#39;&amp;”的搜索结果</h1>',
    );
    // exactly the shell's one script and the first data's: nothing the keyword opened
    expect(html.match(/<script/g)).toHaveLength(2);
    const firstData = firstDataOf(html);
    expect(firstData?.entries[0]?.queryKey).toEqual(screenKey(query));
    expect(firstData?.entries[0]?.queryKey[2]).toMatchObject({ keywords: EVIL });
  });

  it('escapes a hostile result title found by its words', async () => {
    const html = (await page('?keywords=%E9%9A%8F%E8%AE%BF')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(rootOf(html)).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--&quot;&#39;&amp;',
    );
    const firstData = firstDataOf(html);
    const titles = JSON.stringify(firstData?.entries[0]?.data);
    expect(titles).toContain(EVIL_TITLE.replaceAll('"', '\\"'));
  });

  it('bounds huge keywords as the screen does, never inside a character', async () => {
    const huge = `${'颅'.repeat(SEARCH_LIMITS.keywordMaxChars - 1)}😀${'瘤'.repeat(5000)}`;
    const query = `?keywords=${encodeURIComponent(huge)}`;
    const response = await page(query);
    expect(response.statusCode).toBe(200);
    const bounded = '颅'.repeat(SEARCH_LIMITS.keywordMaxChars - 1);
    expect(rootOf(response.body)).toContain(`<h1>“${bounded}”的搜索结果</h1>`);
    expect(response.body).toContain(`<title>${bounded} - 搜索 - 脑医汇</title>`);
    expect(response.body).toContain(
      `canonical" href="http://localhost/search?keywords=${encodeURIComponent(bounded)}"`,
    );
    expect(response.body).not.toContain('瘤瘤');
    const firstData = firstDataOf(response.body);
    expect(firstData?.entries[0]?.queryKey).toEqual(screenKey(query));
    expect(firstData?.entries[0]?.queryKey[2]).toMatchObject({ keywords: bounded });
  });

  it('reads out-of-range choices as the screen does: All, its default order, no dates', async () => {
    const query =
      '?keywords=%E8%83%B6%E8%B4%A8%E7%98%A4&type=42&order=9&orderRule=4&firstTime=1e400&lastTime=99999999999999999999&essences=1&bmsAuth=x';
    const response = await page(query);
    expect(response.statusCode).toBe(200);
    const firstData = firstDataOf(response.body);
    expect(firstData?.entries[0]?.queryKey).toEqual([
      'search',
      'results',
      { platform: 'web', keywords: '胶质瘤', type: '99', order: '', pagesize: 9 },
    ]);
    expect(firstData?.entries[0]?.queryKey).toEqual(screenKey(query));
    expect(rootOf(response.body)).toContain('胶质瘤</mark>术后随访的多中心研究');
  });

  it('keeps the tab in the canonical address and shows its results', async () => {
    const response = await page('?keywords=%E8%83%B6%E8%B4%A8%E7%98%A4&type=1&order=1&orderRule=2');
    expect(response.body).toContain(
      'canonical" href="http://localhost/search?keywords=%E8%83%B6%E8%B4%A8%E7%98%A4&amp;type=1"',
    );
    const root = rootOf(response.body);
    expect(root).toMatch(/class="ps-tab ps-on"[^>]*>资讯/);
    expect(root).toMatch(/class="ps-pill ps-on"[^>]*>最新/);
    expect(root).toMatch(/class="ps-pill ps-on"[^>]*>一个月内/);
    expect(firstDataOf(response.body)?.entries[0]?.queryKey[2]).toMatchObject({
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
      expect(rootOf(response.body)).toContain('<h1>搜索</h1>');
      expect(rootOf(response.body)).toContain('请输入关键字');
      expect(firstDataOf(response.body)).toBeNull();
    }
  });

  it('says so when nothing matches', async () => {
    const response = await page('?keywords=%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E8%AF%8D');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toContain('没有找到相关内容');
    expect(firstDataOf(response.body)?.entries).toHaveLength(1);
  });
});
