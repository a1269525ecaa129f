import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Pages as HTML (issue 24), the shell's side: the server's text of a page stays on screen until
 * the page's screen replaces it (no blink through the loading skeleton), and an address that
 * neither the shell nor a remote serves is a true 404.
 */

async function someNews(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const item = (await (await request.get('/wapi/info/getInfoList.do?pageNo=1&pageSize=3')).json()).list[0];
  return { id: item.infoId, title: item.infoTitle };
}

/** Holds the content remote's files until `release`: the shell renders before the page's remote. */
async function holdContentRemote(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/remotes/content/**', (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/**
 * Records, from before the HTML is parsed, whether an h1 with the title was ever absent from the
 * page after it first appeared (every DOM change is seen before the next frame is painted).
 */
function watchHeading(page: Page, title: string) {
  return page.addInitScript((expected: string) => {
    const record = { seen: false, lost: false, firstFromServer: false };
    (window as unknown as { headingRecord: typeof record }).headingRecord = record;
    const check = () => {
      const heading = [...document.querySelectorAll('h1')].find((h) => h.textContent?.trim() === expected);
      if (heading && !record.seen) {
        record.seen = true;
        record.firstFromServer = heading.closest('.portal-page-text') !== null;
      }
      if (!heading && record.seen) record.lost = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  }, title);
}

test("a news page: the server's heading never leaves the screen until the page's own replaces it", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const news = await someNews(request);
  const address = `/info/detail?id=${news.id}`;

  // where the server's text is painted, before any script
  const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN', baseURL });
  const bare = await noScript.newPage();
  await bare.goto(address);
  const serverBox = await bare.getByRole('heading', { level: 1 }).boundingBox();
  await noScript.close();

  await watchHeading(page, news.title);
  const release = await holdContentRemote(page);
  // the held remote's preloads would hold the load event too
  await page.goto(address, { waitUntil: 'domcontentloaded' });
  // the shell has rendered (its header), the page's remote has not arrived: the server's text is
  // still there, in the same place, and no skeleton stands in for it
  await expect(page.getByRole('banner')).toBeVisible();
  const serverHeading = page.locator('main .portal-page-text h1');
  await expect(serverHeading).toHaveText(news.title);
  const heldBox = await serverHeading.boundingBox();
  expect(heldBox?.x).toBeCloseTo(serverBox?.x ?? Number.NaN, 0);
  expect(heldBox?.y).toBeCloseTo(serverBox?.y ?? Number.NaN, 0);
  await expect(page.getByRole('status', { name: '正在加载' })).toHaveCount(0);

  await release();
  // the screen's own page: its toolbar and its title
  await expect(page.getByRole('complementary', { name: '资讯操作' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.title);
  await expect(page.locator('.portal-page-text')).toHaveCount(0);
  const record = await page.evaluate(
    () =>
      (window as unknown as { headingRecord: { seen: boolean; lost: boolean; firstFromServer: boolean } })
        .headingRecord,
  );
  expect(record).toEqual({ seen: true, lost: false, firstFromServer: true });
});

test('an address no page serves is a 404, kept out of search engines; the screen says so', async ({
  page,
}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();

  // an address below a remote's prefix is the remote's to answer
  expect((await page.goto('/info'))?.status()).toBe(200);
});
