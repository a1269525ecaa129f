import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, VERIFIED_DOCTOR } from './support';

/**
 * Pages as HTML (issue 24): a news page and a case page arrive with their content in the HTML
 * (a browser without scripts shows it), and with the detail answer in the page, so the screen
 * never asks for it; a signed-in reader's page carries their own state.
 */

const OWN_PAGE = { 'X-Requested-With': 'XMLHttpRequest' };

async function someNews(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const item = (await (await request.get('/wapi/info/getInfoList.do?pageNo=1&pageSize=3')).json()).list[1];
  return { id: item.infoId, title: item.infoTitle };
}

async function someCase(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const res = await request.get('/wapi/mp/articleList.do?type=case&pageNo=1&pageSize=3');
  const item = (await res.json()).list[2];
  return { id: item.id, title: item.title };
}

/** the detail calls the page makes while it loads (none, when its first data is in the page) */
function recordDetailCalls(page: Page, path: string): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) calls.push(r.url());
  });
  return calls;
}

test('a news page: the HTML shows the article without scripts, and the screen asks nothing for it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const news = await someNews(request);

  // the first paint is the server's: without scripts, the heading and the text are there
  const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN', baseURL });
  const bare = await noScript.newPage();
  const response = await bare.goto(`/info/detail?id=${news.id}`);
  expect(response?.status()).toBe(200);
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText(news.title);
  await expect(bare.locator('.portal-page-text p').nth(2)).toBeVisible();
  await noScript.close();

  const calls = recordDetailCalls(page, '/wapi/info/getInfoDetail.do');
  await page.goto(`/info/detail?id=${news.id}`);
  // the screen's own page: its toolbar and its title
  await expect(page.getByRole('complementary', { name: '资讯操作' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.title);
  expect(calls).toEqual([]);
});

test('a case page: the HTML shows the case, the screen asks nothing, and an unknown case is a 404', async ({
  page,
  request,
}) => {
  const item = await someCase(request);
  const calls = recordDetailCalls(page, '/wapi/mp/getMpArticle.do');
  const response = await page.goto(`/case/detail-ugc?id=${item.id}`);
  expect(await response?.text()).toContain(`<h1>${item.title}</h1>`);
  await expect(page.getByRole('complementary', { name: '文章操作' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
  expect(calls).toEqual([]);

  const missing = await page.goto('/case/detail-ugc?id=99999999');
  expect(missing?.status()).toBe(404);
  // the screen's own "not found", as before
  await expect(page.getByText('文章不存在或已删除')).toBeVisible();
});

test('a signed-in reader still sees their own like, from the page itself', async ({ page, request }) => {
  const item = await someCase(request);
  await signIn(page, VERIFIED_DOCTOR.mobile);
  const api = page.context().request;
  const detail = async () =>
    (await (await api.get(`/wapi/mp/getMpArticle.do?articleId=${item.id}`)).json()).result;
  if ((await detail()).diggStatus !== 'T') {
    const liked = await api.post('/wapi/mp/articleDigg.do', {
      headers: OWN_PAGE,
      data: { articleId: item.id },
    });
    expect((await liked.json()).result.diggStatus).toBe('T');
  }

  const calls = recordDetailCalls(page, '/wapi/mp/getMpArticle.do');
  await page.goto(`/case/detail-ugc?id=${item.id}`);
  const toolbar = page.getByRole('complementary', { name: '文章操作' });
  await expect(toolbar.getByRole('button', { name: /点赞/ })).toHaveAttribute('aria-pressed', 'true');
  expect(calls).toEqual([]);
});
