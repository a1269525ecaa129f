import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Pages as HTML (issue 24), the content area's other item pages: a weekly's issue, a column, a
 * guide's interpreting video, a panoramic surgery case and special column arrive with their content
 * in the HTML (a browser without scripts shows it) and their answer in the page, so the screen
 * never asks for it on load.
 */

/** the calls to `path` the page makes while it loads (none, when its first data is in the page) */
function recordCalls(page: Page, path: string): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) calls.push(r.url());
  });
  return calls;
}

/** the page in a browser without scripts: its status, its heading and its JSON-LD's type */
async function withoutScripts(browser: Browser, baseURL: string | undefined, url: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN', baseURL });
  try {
    const bare = await context.newPage();
    const response = await bare.goto(url);
    const heading = await bare.getByRole('heading', { level: 1 }).textContent();
    const ld = JSON.parse((await bare.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    return { status: response?.status(), heading, type: ld['@type'] as string };
  } finally {
    await context.close();
  }
}

test("a weekly's issue: the HTML shows the issue without scripts, and the screen asks nothing for it", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const weekly = (await (await request.get('/wapi/info/getWeeklyDetail.do?weeklyId=1')).json()).result as {
    weeklyName: string;
    issueNo: number;
  };
  const title = `《${weekly.weeklyName}》第${weekly.issueNo}期`;
  expect(await withoutScripts(browser, baseURL, '/info/weekly?weeklyId=1')).toEqual({
    status: 200,
    heading: title,
    type: 'PublicationIssue',
  });

  const calls = recordCalls(page, '/wapi/info/getWeeklyDetail.do');
  await page.goto('/info/weekly?weeklyId=1');
  // the screen's own page (an <article>), not the server's text
  await expect(page.locator('article').getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(calls).toEqual([]);
});

test('a column: the HTML shows the column and its items, the screen asks for neither', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const column = (await (await request.get('/wapi/info/getColumnDetail.do?id=1')).json()).result as {
    title: string;
  };
  expect(await withoutScripts(browser, baseURL, '/column/detail/pgc?id=1')).toEqual({
    status: 200,
    heading: column.title,
    type: 'CollectionPage',
  });

  const detailCalls = recordCalls(page, '/wapi/info/getColumnDetail.do');
  const itemCalls = recordCalls(page, '/wapi/info/getColumnItems.do');
  await page.goto('/column/detail/pgc?id=1');
  // the screen's header with its subscribe button
  await expect(page.getByRole('button', { name: '订阅' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: column.title })).toBeVisible();
  expect(detailCalls).toEqual([]);
  expect(itemCalls).toEqual([]);
});

test("a guide's interpreting video: the HTML names the video, the screen asks nothing for it", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const list = await (
    await request.get('/wapi/guide/getInterpretingVideoList.do?pageNo=1&pageSize=1')
  ).json();
  const video = list.list[0] as { id: number; videoName: string };
  expect(await withoutScripts(browser, baseURL, `/guidance/detail/video/${video.id}`)).toEqual({
    status: 200,
    heading: video.videoName,
    type: 'VideoObject',
  });

  const calls = recordCalls(page, '/wapi/guide/getInterpretingVideoDetail.do');
  await page.goto(`/guidance/detail/video/${video.id}`);
  await expect(page.getByRole('region', { name: '视频简介' })).toBeVisible();
  await expect(
    page.locator('article').getByRole('heading', { level: 1, name: video.videoName }),
  ).toBeVisible();
  expect(calls).toEqual([]);
});

test('a panoramic surgery case: the HTML shows the case, the screen asks nothing for it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const list = await (await request.get('/wapi/elab/getCaseList.do?pageNo=1&pageSize=1')).json();
  const item = list.list[0] as { id: number; caseName: string };
  expect(await withoutScripts(browser, baseURL, `/link/detail?id=${item.id}`)).toEqual({
    status: 200,
    heading: item.caseName,
    type: 'Article',
  });

  const calls = recordCalls(page, '/wapi/elab/getCaseDetail.do');
  await page.goto(`/link/detail?id=${item.id}`);
  await expect(page.locator('article').getByRole('heading', { level: 1, name: item.caseName })).toBeVisible();
  expect(calls).toEqual([]);
});

test('a panoramic special column: the HTML lists its cases, the screen asks nothing for it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const list = await (await request.get('/wapi/elab/getSpecialColumnList.do')).json();
  const column = list.list[0] as { id: number; title: string; contents: number };
  expect(await withoutScripts(browser, baseURL, `/link/columnlist/${column.id}`)).toEqual({
    status: 200,
    heading: column.title,
    type: 'CollectionPage',
  });

  const calls = recordCalls(page, '/wapi/elab/getSpecialColumnDetail.do');
  await page.goto(`/link/columnlist/${column.id}`);
  // the screen's header (the server's text has none)
  await expect(page.locator('header').getByRole('heading', { level: 1, name: column.title })).toBeVisible();
  expect(calls).toEqual([]);
});
