import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import { signIn, VERIFIED_DOCTOR } from './support';

/**
 * Pages as HTML (issue 24), the brands area: a product's and a book's page arrive with their
 * content in the HTML (a browser without scripts shows it), and with the detail answer in the page,
 * so the screen never asks for it on load.
 */

/** a product filed under a category and a book, read from the worker's demo database */
function seeded(): {
  product: { id: number; name: string; categoryId: number };
  book: { id: number; name: string };
} {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true });
  try {
    const product = db
      .prepare(
        `select id, name, category_id as categoryId from products
          where category_id is not null and brand_id is not null order by id limit 1`,
      )
      .get() as { id: number; name: string; categoryId: number };
    const book = db.prepare('select id, name from books order by id limit 1').get() as {
      id: number;
      name: string;
    };
    return { product, book };
  } finally {
    db.close();
  }
}

/** the detail calls the page makes while it loads (none, when its first data is in the page) */
function recordCalls(page: Page, pathname: string): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === pathname) calls.push(r.url());
  });
  return calls;
}

test('a product page: the HTML shows the product without scripts, and the screen asks nothing for it', async ({
  page,
  browser,
  baseURL,
}) => {
  const { product } = seeded();
  // reached under no category: the canonical address is under the product's own
  const address = `/bms/classify/-/product-details/${product.id}`;

  const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN', baseURL });
  const bare = await noScript.newPage();
  const response = await bare.goto(address);
  expect(response?.status()).toBe(200);
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(bare).toHaveTitle(`${product.name} - 产品 - 脑医汇`);
  await expect(bare.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/bms/classify/${product.categoryId}/product-details/${product.id}`,
  );
  await noScript.close();

  const calls = recordCalls(page, '/wapi/bms/brand/getProductDetail.do');
  await page.goto(address);
  // the screen's own page: its specifications and its title
  await expect(page.getByRole('heading', { level: 2, name: '规格参数' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  expect(calls).toEqual([]);

  const missing = await page.goto('/bms/classify/-/product-details/99999999');
  expect(missing?.status()).toBe(404);
});

test('a signed-in reader’s product page asks nothing for the product either, before or after the session check', async ({
  page,
}) => {
  const { product } = seeded();
  await signIn(page, VERIFIED_DOCTOR.mobile);
  // the session check held until the screen has drawn the product: the page is read during the check
  let releaseCheck: () => void = () => undefined;
  const checkHeld = new Promise<void>((resolve) => {
    releaseCheck = resolve;
  });
  await page.route('**/wapi/user/getPersonalInfo.do', async (route) => {
    await checkHeld;
    await route.continue();
  });
  const calls = recordCalls(page, '/wapi/bms/brand/getProductDetail.do');
  await page.goto(`/bms/classify/-/product-details/${product.id}`);
  await expect(page.getByRole('heading', { level: 2, name: '规格参数' })).toBeVisible();
  expect(calls).toEqual([]);
  releaseCheck();
  // the check found the reader the page was answered for: nothing to ask again
  await expect(page.locator('header').getByRole('button', { name: /账户菜单：/ })).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
});

test('a book page: the HTML shows the book, the screen asks nothing for it', async ({ page }) => {
  const { book } = seeded();
  const calls = recordCalls(page, '/wapi/mall/book');
  const response = await page.goto(`/mall/product/${book.id}`);
  expect(response?.status()).toBe(200);
  expect(await response?.text()).toContain('"@type":"Book"');
  await expect(page.getByRole('button', { name: '立即购买' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: book.name })).toBeVisible();
  expect(calls).toEqual([]);
});
