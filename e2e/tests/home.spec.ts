import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/** The latest articles as the server returns them: what the news widget must show. */
async function latestTitles(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/wapi/info/getInfoList.do?pageNo=1&pageSize=6');
  return ((await res.json()).list as { infoTitle: string }[]).map((i) => i.infoTitle);
}

test("the home page shows the hero and the content remote's news feed, styled by the remote's CSS", async ({
  page,
  request,
}) => {
  const titles = await latestTitles(request);
  expect(titles).toHaveLength(6);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: '脑医汇' })).toBeVisible();
  const news = page.getByRole('region', { name: '最新资讯' });
  const items = news.getByRole('list', { name: '最新资讯列表' }).getByRole('listitem');
  await expect(items).toHaveCount(6);
  for (const [i, title] of titles.entries()) await expect(items.nth(i)).toContainText(title);
  await expect(items.first().locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);

  // the cover box is sized by utilities only the content remote's stylesheet has (an unstyled span
  // would be inline with no width): the widget's CSS applies inside the shell
  const box = await items
    .first()
    .locator('[data-cover]')
    .evaluate((el) => {
      const style = getComputedStyle(el);
      return { display: style.display, width: style.width, height: style.height };
    });
  expect(box).toEqual({ display: 'block', width: '220px', height: '124px' });

  // the search remote is registered: its hot searches widget fills the aside slot, and an entry
  // opens the results by the header's search rule (a new tab from the home page)
  const hot = page.getByRole('region', { name: '热门搜索' });
  await expect(hot).toHaveCount(1);
  const entry = hot.getByRole('listitem').first().getByRole('link');
  await expect(entry).toBeVisible();
  const keyword = (await entry.textContent()) ?? '';
  const [results] = await Promise.all([page.context().waitForEvent('page'), entry.click()]);
  await expect(results).toHaveURL(new RegExp(`/search\\?keywords=${encodeURIComponent(keyword)}`));
  await results.close();

  await news.getByRole('link', { name: '更多资讯' }).click();
  await expect(page).toHaveURL(/\/info$/);
  await expect(page.getByRole('region', { name: '资讯列表' })).toBeVisible();
});

test('a news item of the home page opens its article in a new tab', async ({ page, context, request }) => {
  const [first] = await latestTitles(request);
  await page.goto('/');
  const news = page.getByRole('region', { name: '最新资讯' });
  const link = news.getByRole('link', { name: first! }).first();
  await expect(link).toHaveAttribute('target', '_blank');
  const [article] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await article.waitForLoadState();
  await expect(article).toHaveURL(/\/info\/detail\?id=\d+$/);
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(first!);
  await expect(page).toHaveURL(/\/$/);
});

test("when the content remote's files are unreachable the home keeps its hero, the news slot falls back with 重试", async ({
  page,
}) => {
  await page.route('**/remotes/content/**', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: '脑医汇' })).toBeVisible();
  const news = page.getByRole('region', { name: '最新资讯' });
  await expect(news.getByText('该模块暂时无法加载')).toBeVisible();
  await expect(news.getByRole('button', { name: '重试' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '频道入口' })).toBeVisible();
  await expect(page.locator('footer')).toContainText('京ICP备');

  // the network comes back: 重试 loads the widget without a page reload
  await page.unroute('**/remotes/content/**');
  await news.getByRole('button', { name: '重试' }).click();
  await expect(news.getByRole('list', { name: '最新资讯列表' }).getByRole('listitem')).toHaveCount(6);
});

test('a slow remote shows the top progress bar until it has loaded', async ({ page }) => {
  // slow: the remote's files are held until the bar has been seen, however long that takes
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/remotes/content/**', async (route) => {
    await released;
    await route.continue();
  });
  // a shell page, with preloading off so the click is what loads the remote
  await page.goto('/signin?preload=off');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.locator('header').getByRole('link', { name: '资讯', exact: true }).click();
  const bar = page.getByRole('progressbar', { name: '页面加载中' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByRole('region', { name: '资讯列表' })).toBeVisible();
  // it completes, fades out and leaves the page
  await expect(page.getByRole('progressbar', { includeHidden: true })).toHaveCount(0);
});
