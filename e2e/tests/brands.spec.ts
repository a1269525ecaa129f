import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import { CORPORATE_USER, REVIEWING_DOCTOR, signIn, VERIFIED_DOCTOR } from './support';

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

/** the brand the seeded corporate user administers, and one of its products (read from the worker's database) */
function corporateBrand(): { brandId: number; productId: number; productName: string } {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true });
  try {
    const row = db
      .prepare(
        `select m.brand_id as brandId, p.id as productId, p.name as productName
           from brand_members m join users u on u.id = m.user_id join products p on p.brand_id = m.brand_id
          where u.mobile = ? and m.role = 'admin' order by p.id limit 1`,
      )
      .get(CORPORATE_USER.mobile) as { brandId: number; productId: number; productName: string } | undefined;
    if (!row) throw new Error('the seed gives the corporate user a brand to administer');
    return row;
  } finally {
    db.close();
  }
}

test('a doctor leaves an expression of interest; the brand administrator sees it and downloads it as CSV', async ({
  page,
  context,
}) => {
  const { brandId, productId, productName } = corporateBrand();
  await signIn(page, VERIFIED_DOCTOR.mobile);
  await page.goto(`/bms/classify/-/product-details/${productId}`);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await page.getByRole('button', { name: '我感兴趣' }).click();
  const dialog = page.getByRole('dialog', { name: `意向咨询：${productName}` });
  await dialog.getByRole('textbox', { name: '姓名' }).fill('王建国');
  await dialog.getByRole('textbox', { name: '医院' }).fill('首都医科大学附属北京天坛医院');
  await dialog.getByRole('textbox', { name: '科室' }).fill('神经外科');
  await dialog.getByRole('textbox', { name: '联系方式' }).fill('123');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请填写正确的手机号或邮箱');
  await dialog.getByRole('textbox', { name: '联系方式' }).fill('13800000001');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(toast(page, '提交成功，品牌方将尽快与您联系')).toBeVisible();
  await expect(dialog).toBeHidden();

  // the doctor sees no leads on the brand's page; its administrator does
  await page.goto(`/bms/classify/-/brand-details/${brandId}`);
  await expect(page.getByRole('region', { name: '产品线' })).toBeVisible();
  await expect(page.getByRole('region', { name: '意向客户' })).toHaveCount(0);

  await context.clearCookies();
  await signIn(page, CORPORATE_USER.mobile);
  await page.goto(`/bms/classify/-/brand-details/${brandId}`);
  const leads = page.getByRole('region', { name: '意向客户' });
  const row = leads.getByRole('row', { name: /首都医科大学附属北京天坛医院/ });
  await expect(row).toContainText(productName);
  await expect(row).toContainText('13800000001');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    leads.getByRole('link', { name: '导出 CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-意向客户\.csv$/);
  const text = await (await download.createReadStream()).toArray();
  const csv = Buffer.concat(text).toString('utf8');
  expect(csv.startsWith('\uFEFF"提交时间","产品","姓名","医院","科室","联系方式"')).toBe(true);
  expect(csv).toContain('"首都医科大学附属北京天坛医院"');
});

/** a corporate user who is not yet a member of the brand */
function corporateOutsider(brandId: number): { id: number; realName: string } {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true });
  try {
    const row = db
      .prepare(
        `select id, real_name as realName from users where identity = 4 and company is not null
            and id not in (select user_id from brand_members where brand_id = ?) order by id limit 1`,
      )
      .get(brandId) as { id: number; realName: string } | undefined;
    if (!row) throw new Error('the seed has corporate users outside each brand');
    return row;
  } finally {
    db.close();
  }
}

test('a brand administrator authorises a member, who then shows the brand on their profile', async ({
  page,
}) => {
  const { brandId } = corporateBrand();
  const outsider = corporateOutsider(brandId);
  await signIn(page, CORPORATE_USER.mobile);
  await page.goto(`/bms/classify/-/brand-details/${brandId}`);
  const brandName = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const admin = page.getByRole('region', { name: '品牌管理' });
  const members = admin.getByRole('list', { name: '品牌成员' });
  await expect(members.getByText(CORPORATE_USER.realName)).toBeVisible();
  await admin.getByRole('textbox', { name: '用户 ID' }).fill('abc');
  await admin.getByRole('button', { name: '添加成员' }).click();
  await expect(admin.getByRole('alert')).toHaveText('请输入正确的用户 ID');
  await admin.getByRole('textbox', { name: '用户 ID' }).fill(String(outsider.id));
  await admin.getByRole('button', { name: '添加成员' }).click();
  await expect(members.getByText(outsider.realName)).toBeVisible();

  // the profile reads the same membership: the new member's enterprise profile lists the brand
  await page.goto(`/user-center?profileUserId=${outsider.id}`);
  await expect(
    page.getByRole('region', { name: '企业用户' }).getByRole('link', { name: `${brandName} 成员` }),
  ).toHaveAttribute('href', `/bms/classify/-/brand-details/${brandId}`);

  // and the administrator can take it back
  await page.goto(`/bms/classify/-/brand-details/${brandId}`);
  await page.getByRole('button', { name: `移除成员：${outsider.realName}` }).click();
  await expect(
    page
      .getByRole('region', { name: '品牌管理' })
      .getByRole('list', { name: '品牌成员' })
      .getByText(outsider.realName),
  ).toHaveCount(0);
});
