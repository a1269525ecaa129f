import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';

/**
 * Devices linked to clinical work (issue 21): a product's page lists the cases that mention it
 * under 临床应用, a case opens from there, and the case's 相关产品 lead back to the product.
 */

/** a product that a published case mentions (read from the worker's database) */
function productWithCase(): { id: number; name: string; categoryId: number | null } {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true });
  try {
    const row = db
      .prepare(
        `select p.id, p.name, p.category_id as categoryId
           from products p
           join content_products cp on cp.product_id = p.id and cp.content_type = 'U'
           join mp_articles a on a.id = cp.content_id and a.type = 'case' and a.status = 'published'
          order by p.id limit 1`,
      )
      .get() as { id: number; name: string; categoryId: number | null } | undefined;
    if (!row) throw new Error('the seed links products to published cases');
    return row;
  } finally {
    db.close();
  }
}

test('a product page lists a case that mentions it; the case links back to the product', async ({
  page,
  context,
}) => {
  const product = productWithCase();
  await page.goto(`/bms/classify/${product.categoryId ?? '-'}/product-details/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  const clinical = page.getByRole('region', { name: '临床应用' });
  await expect(clinical.getByRole('tab', { name: /^病例/ })).toHaveAttribute('aria-selected', 'true');
  const first = clinical.getByRole('tabpanel').getByRole('link').first();
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('href', /^\/case\/detail-ugc\?id=\d+$/);
  const caseId = (await first.getAttribute('href'))?.split('=')[1] ?? '';

  // every link opens in a new tab (spec 2)
  const [casePage] = await Promise.all([context.waitForEvent('page'), first.click()]);
  await expect(casePage).toHaveURL(new RegExp(`/case/detail-ugc\\?id=${caseId}$`));
  await expect(casePage.getByRole('heading', { level: 1 })).toBeVisible();

  // the case's side bar: its products, each to its page
  const backLink = casePage.getByRole('link', { name: new RegExp(escapeRegExp(product.name)) });
  await expect(backLink).toBeVisible();
  const [productPage] = await Promise.all([context.waitForEvent('page'), backLink.click()]);
  await expect(productPage).toHaveURL(new RegExp(`/bms/classify/[^/]+/product-details/${product.id}$`));
  await expect(productPage.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(productPage.getByRole('region', { name: '临床应用' })).toBeVisible();
});

test('the 临床应用 tabs list talks and questions too, and fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const product = productWithCase();
  await page.goto(`/bms/classify/${product.categoryId ?? '-'}/product-details/${product.id}`);
  const clinical = page.getByRole('region', { name: '临床应用' });
  for (const name of ['病例', '文章', '会议讲题', '问答']) {
    const tab = clinical.getByRole('tab', { name: new RegExp(`^${name}`) });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // a list, or the empty text: never both loading forever
    await expect(
      clinical
        .getByRole('tabpanel')
        .getByRole('link')
        .first()
        .or(clinical.getByText(`暂无提及该产品的${name}`)),
    ).toBeVisible();
  }
  // the section fits the phone's screen: nothing in it runs past its edge (the tabs scroll inside)
  const overflow = await clinical.evaluate((section) => {
    const box = section.getBoundingClientRect();
    return Math.max(box.right - window.innerWidth, section.scrollWidth - section.clientWidth);
  });
  expect(overflow).toBeLessThanOrEqual(0);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
