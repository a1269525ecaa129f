import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import { PENDING_CONTENT_DOCTOR, signIn, VERIFIED_DOCTOR } from './support';

/**
 * Department pages (issue 21): /department/detail?departmentId=, with the identity audit. The seed
 * makes 王建国 (13800000001) the administrator of 天坛医院神经外科; 周立新 (13800000008), a verified
 * doctor of another hospital, is not its member.
 */

const HOSPITAL = '首都医科大学附属北京天坛医院';
const toast = (page: Page, text: string) => page.locator('[aria-live] [role="status"]', { hasText: text });

/** 天坛医院神经外科 (read from the worker's database) */
function tiantanNeurosurgery(): number {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true });
  try {
    const row = db
      .prepare(`select id from departments where hospital_group_name = ? and name = '神经外科'`)
      .get(HOSPITAL) as { id: number } | undefined;
    if (!row) throw new Error('the seed gives every hospital its neurosurgery department');
    return row.id;
  } finally {
    db.close();
  }
}

test('a department join is approved: a doctor applies, its administrator approves, the doctor is a member', async ({
  page,
  context,
}) => {
  const departmentId = tiantanNeurosurgery();
  const address = `/department/detail?departmentId=${departmentId}`;

  // the applicant finds the department by searching for it; its card opens its page in a new tab
  await signIn(page, PENDING_CONTENT_DOCTOR.mobile);
  await page.goto(`/search?keywords=${encodeURIComponent(`${HOSPITAL}神经外科`)}`);
  const card = page.getByRole('list', { name: '搜索结果' }).locator(`a[href="${address}"]`).first();
  const [departmentPage] = await Promise.all([context.waitForEvent('page'), card.click()]);
  await expect(departmentPage.getByRole('heading', { level: 1, name: '神经外科' })).toBeVisible();
  const header = departmentPage.getByRole('region', { name: '神经外科' });
  await expect(header.getByText(HOSPITAL, { exact: true })).toBeVisible();
  await expect(departmentPage).toHaveTitle(`${HOSPITAL}神经外科 - 科室 - 脑医汇`);

  await header.getByRole('button', { name: '申请加入' }).click();
  const dialog = departmentPage.getByRole('dialog', { name: '申请加入：神经外科' });
  await dialog.getByRole('textbox', { name: '申请说明（选填）' }).fill('在天坛医院神经外科进修一年。');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(toast(departmentPage, '申请已提交，请等待科室管理员审核')).toBeVisible();
  await expect(header.getByText('审核中', { exact: true })).toBeVisible();
  // the server keeps it: a reload reads it back
  await departmentPage.reload();
  await expect(header.getByText('审核中', { exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: '申请加入' })).toHaveCount(0);
  // an applicant sees no one else's applications
  await expect(departmentPage.getByRole('region', { name: '加入审核' })).toHaveCount(0);
  await departmentPage.close();

  // the administrator approves it
  await context.clearCookies();
  await signIn(page, VERIFIED_DOCTOR.mobile);
  await page.goto(address);
  const audit = page.getByRole('region', { name: '加入审核' });
  await expect(audit.getByText('在天坛医院神经外科进修一年。')).toBeVisible();
  await audit.getByRole('button', { name: `通过：${PENDING_CONTENT_DOCTOR.realName}` }).click();
  await expect(toast(page, '已通过，该医生已加入科室')).toBeVisible();
  await expect(audit.getByRole('button', { name: `通过：${PENDING_CONTENT_DOCTOR.realName}` })).toHaveCount(
    0,
  );

  // the doctor is a member now: 已加入, and listed under 成员 with a link to their profile
  await context.clearCookies();
  await signIn(page, PENDING_CONTENT_DOCTOR.mobile);
  await page.goto(address);
  await expect(
    page.getByRole('region', { name: '神经外科' }).getByText('已加入', { exact: true }),
  ).toBeVisible();
  await page.getByRole('navigation', { name: '科室内容' }).getByRole('link', { name: '成员' }).click();
  await expect(page).toHaveURL(/[?&]tab=members(&|$)/);
  const members = page.getByRole('list', { name: '成员' });
  await expect(members.getByRole('link', { name: PENDING_CONTENT_DOCTOR.realName })).toHaveAttribute(
    'href',
    /^\/user-center\?profileUserId=\d+$/,
  );
});

test('a visitor reads a department and is asked to sign in to apply', async ({ page }) => {
  await page.goto(`/department/detail?departmentId=${tiantanNeurosurgery()}`);
  await expect(page.getByRole('heading', { level: 1, name: '神经外科' })).toBeVisible();
  await expect(page.getByRole('list', { name: '动态' }).getByRole('link').first()).toBeVisible();
  await page.getByRole('button', { name: '申请加入' }).click();
  await expect(page).toHaveURL(/\/signin\?fallbackUrl=/);
});
