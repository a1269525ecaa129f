import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 5 in the browser: the header box (pinyin suggestions, history), the results page (tabs,
 * sort, infinite scroll, highlight), and advanced search with the spec 5 rules.
 */

const toast = (page: Page, text: string) => page.locator('[aria-live] [role="status"]', { hasText: text });

test('pinyin initials suggest 胶质瘤; choosing it opens the results in a new tab, and it joins the history', async ({
  page,
  context,
}) => {
  await page.goto('/info');
  const box = page.locator('header').getByRole('searchbox', { name: '站内搜索' });
  await box.fill('jzl');
  const suggestion = page.getByRole('option', { name: '胶质瘤', exact: true });
  await expect(suggestion).toBeVisible();
  const [results] = await Promise.all([context.waitForEvent('page'), suggestion.click()]);
  await expect(results).toHaveURL(/\/search\?keywords=%E8%83%B6%E8%B4%A8%E7%98%A4/);
  await expect(results.getByRole('heading', { name: '“胶质瘤”的搜索结果' })).toBeVisible();
  await expect(results.getByRole('list', { name: '搜索结果' }).locator('mark.search-hit').first()).toHaveText(
    /胶质瘤|胶质/,
  );

  // back on the first page: an empty box shows the history with 胶质瘤, and 清空 clears it
  await box.fill('');
  await box.click();
  const history = page.getByRole('listbox', { name: '搜索历史' });
  await expect(history.getByRole('option', { name: '胶质瘤', exact: true })).toBeVisible();
  // hot searches sit beside the history
  await expect(page.getByRole('listbox', { name: '热门搜索' }).getByRole('option').first()).toBeVisible();
  await page.getByRole('button', { name: '清空搜索历史' }).click();
  await expect(history).toHaveCount(0);
});

test('tabs, sort and infinite scroll on /search: pages of 9 appended, each change starts again at page 1', async ({
  page,
}) => {
  await page.goto('/search?keywords=动脉瘤');
  const results = page.getByRole('list', { name: '搜索结果' });
  const items = results.locator(':scope > li');
  await expect(items).toHaveCount(9);
  await page.mouse.wheel(0, 30_000);
  await expect.poll(() => items.count()).toBeGreaterThan(9);

  const tabs = page.getByRole('navigation', { name: '搜索类型' });
  await tabs.getByRole('link', { name: /^资讯/ }).click();
  await expect(page).toHaveURL(/type=1(&|$)/);
  await expect(items).toHaveCount(9);
  await expect(tabs.getByRole('link', { name: /^资讯/ })).toHaveAttribute('aria-current', 'page');

  const sort = page.getByRole('navigation', { name: '排序' });
  await sort.getByRole('link', { name: '最新' }).click();
  await expect(page).toHaveURL(/order=1/);
  await expect(sort.getByRole('link', { name: '最新' })).toHaveAttribute('aria-current', 'true');
  await expect(items).toHaveCount(9);
  // newest first: the dates of the first page never go up
  const dates = await items
    .locator('time')
    .evaluateAll((nodes) => nodes.map((n) => Date.parse(n.getAttribute('datetime') ?? '')));
  const known = dates.filter((d) => !Number.isNaN(d));
  expect(known.length).toBeGreaterThan(1);
  expect(known).toEqual([...known].sort((a, b) => b - a));
});

test('markup typed as a keyword is shown as text and never runs', async ({ page }) => {
  const hostile = '<img src=x onerror="window.__xss=1">胶质瘤';
  await page.goto(`/search?keywords=${encodeURIComponent(hostile)}`);
  await expect(page.getByRole('heading', { name: `“${hostile}”的搜索结果` })).toBeVisible();
  await expect(page.locator('img[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test('advanced search: a keyword is required, a half time range is refused, then results by image-text and video', async ({
  page,
}) => {
  await page.goto('/advanced-search');
  // the header's own 搜索 button is there before the remote's form: wait for the form, or the click
  // lands on the header (which searches its rotating hint)
  await expect(page.getByRole('textbox', { name: /标题关键词/ }).first()).toBeVisible();
  await page.getByRole('button', { name: '搜索', exact: true }).last().click();
  await expect(toast(page, '请输入关键字')).toBeVisible();

  await page
    .getByRole('textbox', { name: /标题关键词/ })
    .first()
    .fill('  动脉瘤  ');
  await page.getByLabel('开始日期').first().fill('2026-01-01');
  await page.getByRole('button', { name: '搜索', exact: true }).last().click();
  await expect(toast(page, '请选择正确的时间')).toBeVisible();

  await page.getByLabel('开始日期').first().fill('');
  await page.getByRole('button', { name: '搜索', exact: true }).last().click();
  await expect(page).toHaveURL(/\/advanced-search-result\?.*titleKeywords=%E5%8A%A8%E8%84%89%E7%98%A4/);
  await expect(page.getByRole('list', { name: '搜索结果' }).locator(':scope > li').first()).toBeVisible();
  await page.getByRole('navigation', { name: '结果类型' }).getByRole('link', { name: '视频' }).click();
  await expect(page).toHaveURL(/type=2/);
});
