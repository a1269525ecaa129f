import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, VERIFIED_DOCTOR } from './support';

/**
 * The home page as HTML (issue 24): the HTML shows the first screen (the hero, the latest news with
 * their links and covers) without scripts, where the screen puts it, so nothing moves when the
 * shell and the news widget take over; and the widgets' first calls are answered in the page, so
 * the screen asks nothing for them on load.
 */

const NEWS_LIST = '/wapi/info/getInfoList.do';
const TODAY = '/wapi/meeting/getTodayMeetings';

async function latestTitles(request: APIRequestContext): Promise<string[]> {
  const res = await request.get(`${NEWS_LIST}?pageNo=1&pageSize=6`);
  return ((await res.json()).list as { infoTitle: string }[]).map((i) => i.infoTitle);
}

/** the first view's calls the page makes while it loads (none, when they are in the page) */
function recordFirstCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === NEWS_LIST || path === TODAY) calls.push(r.url());
  });
  return calls;
}

/** where the hero and the news rows are (the rows' titles too: a title wrapping otherwise moves its row) */
function layoutOf(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element | null) => {
      const r = el?.getBoundingClientRect();
      return r ? [r.x, r.y, r.width, r.height].map((n) => Math.round(n)) : null;
    };
    const rows = [...document.querySelectorAll('ul[aria-label="最新资讯列表"] > li')];
    return {
      heading: box(document.querySelector('h1')),
      news: box(document.querySelector('section[aria-label="最新资讯"]')),
      rows: rows.map((row) => box(row)),
      titles: rows.map((row) => box(row.querySelector('a > span:last-child > span'))),
      covers: rows.map((row) => box(row.querySelector('img'))),
    };
  });
}

async function serverLayout(
  browser: Browser,
  baseURL: string | undefined,
  size: { width: number; height: number },
) {
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'zh-CN',
    baseURL,
    viewport: size,
  });
  const bare = await noScript.newPage();
  await bare.goto('/');
  const layout = await layoutOf(bare);
  await noScript.close();
  return layout;
}

test('the HTML shows the hero and the latest news without scripts, each linking to its article', async ({
  browser,
  request,
  baseURL,
}) => {
  const titles = await latestTitles(request);
  expect(titles).toHaveLength(6);
  const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN', baseURL });
  const bare = await noScript.newPage();
  const response = await bare.goto('/');
  expect(response?.status()).toBe(200);
  await expect(bare).toHaveTitle('脑医汇 - 神经外科医生的专业平台');
  await expect(bare.getByRole('heading', { level: 1, name: '脑医汇' })).toBeVisible();
  const news = bare.getByRole('region', { name: '最新资讯' });
  const items = news.getByRole('list', { name: '最新资讯列表' }).getByRole('listitem');
  await expect(items).toHaveCount(6);
  for (const [i, title] of titles.entries()) await expect(items.nth(i)).toContainText(title);
  await expect(items.first().getByRole('link')).toHaveAttribute('href', /^\/info\/detail\?id=\d+$/);
  // the first cover is painted from the HTML: loaded with the page, not by a script
  const cover = items.first().locator('img');
  await expect(cover).toHaveJSProperty('complete', true);
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(bare.getByRole('navigation', { name: '频道入口' }).getByRole('link')).toHaveCount(6);
  await noScript.close();
});

test('the screen asks nothing for the news or today’s meetings on load, and its rows sit where the HTML put them', async ({
  page,
  browser,
  baseURL,
}) => {
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const before = await serverLayout(browser, baseURL, size);
    expect(before.rows).toHaveLength(6);

    await page.setViewportSize(size);
    const calls = recordFirstCalls(page);
    await page.goto('/');
    const news = page.getByRole('region', { name: '最新资讯' });
    // the widget's own rows (its covers carry `data-cover`; the server's do not)
    await expect(news.locator('[data-cover]')).toHaveCount(6);
    // the slot (the widget inside it is a region of the same name)
    const today = page.getByRole('region', { name: '今日会议' }).first();
    await expect(today.getByRole('link', { name: '更多会议' })).toBeVisible();
    await expect(today.getByRole('status')).toHaveCount(0);
    expect(calls).toEqual([]);
    // the shell's hero and the widget's rows are where the server's were: the swap moves nothing
    expect(await layoutOf(page)).toEqual(before);
  }
});

test("the server's news rows stay on screen until the widget's replace them", async ({ page, request }) => {
  const [first] = await latestTitles(request);
  // from before the HTML is parsed: was a link with the first title ever absent after it appeared?
  await page.addInitScript((title: string) => {
    const record = { seen: false, lost: false };
    (window as unknown as { newsRecord: typeof record }).newsRecord = record;
    const check = () => {
      const link = [...document.querySelectorAll('ul[aria-label="最新资讯列表"] a')].find(
        (a) => a.getAttribute('title') === title,
      );
      if (link) record.seen = true;
      else if (record.seen) record.lost = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  }, first as string);
  await page.goto('/');
  await expect(page.getByRole('region', { name: '最新资讯' }).locator('[data-cover]')).toHaveCount(6);
  const record = await page.evaluate(() => (window as unknown as { newsRecord: unknown }).newsRecord);
  expect(record).toEqual({ seen: true, lost: false });
});

test('a signed-in reader’s home page asks nothing for them either', async ({ page }) => {
  await signIn(page, VERIFIED_DOCTOR.mobile);
  const calls = recordFirstCalls(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: '账户菜单' })).toBeVisible();
  await expect(page.getByRole('region', { name: '最新资讯' }).locator('[data-cover]')).toHaveCount(6);
  const today = page.getByRole('region', { name: '今日会议' }).first();
  await expect(today.getByRole('link', { name: '更多会议' })).toBeVisible();
  await expect(today.getByRole('status')).toHaveCount(0);
  expect(calls).toEqual([]);
});
