import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, VERIFIED_DOCTOR } from './support';

/**
 * Pages as HTML (issue 24), the search results page: the HTML shows the first results (a browser
 * without scripts reads them), it is kept out of search engines, and it carries the first page of
 * the search, so the screen asks nothing for it on load, for a visitor and for a signed-in reader.
 */

const KEYWORDS = '胶质瘤';
const ADDRESS = `/search?keywords=${encodeURIComponent(KEYWORDS)}`;
const SEARCH_CALL = '/query/v5/query.jspx';

/** the main search calls the page makes, with the page each asks for */
function recordSearches(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === SEARCH_CALL)
      calls.push(`${url.searchParams.get('type')}:${url.searchParams.get('pageno')}`);
  });
  return calls;
}

test('without scripts the results page shows the first results, and is kept out of search engines', async ({
  browser,
  baseURL,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN', baseURL });
  const bare = await noScript.newPage();
  const response = await bare.goto(ADDRESS);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(bare).toHaveTitle(`${KEYWORDS} - 搜索 - 脑医汇`);
  await expect(bare.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText(`“${KEYWORDS}”的搜索结果`);
  // the first page's results, each a link to its page, the keyword in their titles
  const results = bare.locator('#root li a[href]');
  await expect(results.nth(8)).toBeVisible();
  await expect(results.first()).toContainText(KEYWORDS);
  // the tabs are links too: a reader without scripts still moves between them
  await expect(
    bare.getByRole('navigation', { name: '搜索类型' }).getByRole('link', { name: /资讯/ }),
  ).toHaveAttribute('href', `${ADDRESS}&type=1`);
  await noScript.close();
});

test('the screen asks nothing for the first results it finds in the page', async ({ page }) => {
  const calls = recordSearches(page);
  await page.goto(ADDRESS);
  const list = page.getByRole('list', { name: '搜索结果' });
  await expect(list.getByRole('listitem').first()).toContainText(KEYWORDS);
  // the screen's own controls are there: the page is the screen's, not the server's text
  const tabs = page.getByRole('navigation', { name: '搜索类型' });
  await expect(tabs.getByRole('button', { name: '更多' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);

  // another tab is a new query: the screen asks for it (the record above could have failed)
  await tabs.getByRole('link', { name: /资讯/ }).click();
  await expect(page).toHaveURL(/type=1/);
  await expect.poll(() => calls).toEqual(['1:1']);
});

test('a signed-in reader’s results page asks nothing either', async ({ page }) => {
  await signIn(page, VERIFIED_DOCTOR.mobile);
  const calls = recordSearches(page);
  await page.goto(ADDRESS);
  await expect(page.getByRole('list', { name: '搜索结果' }).getByRole('listitem').first()).toContainText(
    KEYWORDS,
  );
  // the session check has found the reader (the header's menu is theirs) and kept the page's answer:
  // once nothing more is on its way, no search went out
  await expect(page.locator('header').getByRole('button', { name: /账户菜单：/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
});
