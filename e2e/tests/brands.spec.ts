import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { REVIEWING_DOCTOR, signIn } from './support';

/** The brands remote (issue 21): device category homes, product lines and products, inside the shell. */

const toast = (page: Page, text: string) => page.locator('[aria-live] [role="status"]', { hasText: text });

test('a doctor opens a device category from the More popup, subscribes to a product line and follows it', async ({
  page,
  context,
}) => {
  await signIn(page, REVIEWING_DOCTOR.mobile);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: '更多' }).hover();
  const devices = page.getByRole('region', { name: '更多频道' }).getByRole('region', { name: '医疗器械' });
  const first = devices.getByRole('link').first();
  const categoryName = (await first.textContent())?.trim() ?? '';
  // every link opens in a new tab (spec 2)
  const [home] = await Promise.all([context.waitForEvent('page'), first.click()]);
  await expect(home).toHaveURL(/\/bms\/home\/\d+\?categoryCode=/);
  await expect(home.getByRole('heading', { level: 1, name: categoryName })).toBeVisible();
  await expect(home).toHaveTitle(`${categoryName} - 医疗器械 - 脑医汇`);

  // a product line of the category
  const lines = home.getByRole('region', { name: '产品线' });
  const lineLink = lines.getByRole('link').first();
  const [linePage] = await Promise.all([context.waitForEvent('page'), lineLink.click()]);
  await expect(linePage).toHaveURL(/\/bms\/classify\/\d+\/product-line-details\/\d+$/);
  const heading = linePage.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const name = (await heading.textContent())?.trim() ?? '';

  await linePage.getByRole('button', { name: `订阅：${name}` }).click();
  await expect(toast(linePage, '订阅成功')).toBeVisible();
  await expect(linePage.getByRole('button', { name: `已订阅：${name}` })).toBeVisible();
  await linePage.getByRole('button', { name: `关注：${name}` }).click();
  await expect(linePage.getByRole('button', { name: `已关注：${name}` })).toBeVisible();

  // the server keeps both for this doctor: a reload reads them back
  await linePage.reload();
  await expect(linePage.getByRole('button', { name: `已订阅：${name}` })).toBeVisible();
  await expect(linePage.getByRole('button', { name: `已关注：${name}` })).toBeVisible();

  // a product of the line has its page: specifications and a follow
  const [productPage] = await Promise.all([
    context.waitForEvent('page'),
    linePage.getByRole('region', { name: '产品' }).getByRole('link').first().click(),
  ]);
  await expect(productPage).toHaveURL(/\/bms\/classify\/\d+\/product-details\/\d+$/);
  await expect(productPage.getByRole('heading', { level: 2, name: '规格参数' })).toBeVisible();
  await expect(productPage.getByRole('link', { name: name })).toBeVisible();
});

test('a visitor reads a brand page and is asked to sign in to subscribe', async ({ page }) => {
  await page.goto('/bms/classify/-/brand-details/1');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const name = (await heading.textContent())?.trim() ?? '';
  await expect(page.getByRole('region', { name: '产品线' }).getByRole('link').first()).toBeVisible();
  await page.getByRole('button', { name: `订阅：${name}` }).click();
  await expect(page).toHaveURL(/\/signin\?fallbackUrl=/);
});
