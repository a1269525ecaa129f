import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  NO_IDENTITY_USER,
  PICTURE,
  recordedToasts,
  recordToasts,
  signIn,
  UNVERIFIED_DOCTOR,
  WRITING_DOCTOR,
} from './support';

/**
 * The editors of issue 23 (spec 2, 4, 7): a doctor writes a case in its sections with a scan
 * picture, the draft is kept on the server, reopened, the patient's identifiers are marked in place
 * and masked, and what is published carries none of them. The gates of spec 4 at the editor's door.
 */

/** an ID number whose check character is right (GB 11643), made up */
const ID_NUMBER = '11010519491231002X';
const PHONE = '13912345678';

const body = (page: Page) => page.getByRole('textbox', { name: '正文编辑区' });
/** the section bar's button, and the editor focused in that section's paragraph (TipTap focuses on the next frame) */
async function goToSection(page: Page, name: string) {
  await page.getByRole('button', { name: `定位到章节：${name}` }).click();
  await expect(body(page)).toBeFocused();
}
const publishButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: '发布', exact: true });
const saved = (page: Page) => expect(page.getByText(/已自动保存/)).toBeVisible();

test('a verified doctor writes a case with a scan, reopens the draft, masks the identifiers and publishes; a visitor reads none of them', async ({
  page,
  browser,
}) => {
  const title = `后颅窝血管母细胞瘤一例 ${Date.now() % 100000}`;
  await signIn(page, WRITING_DOCTOR.mobile);
  await page.goto('/editor?type=0');
  await expect(page.getByRole('heading', { level: 1, name: '写病例' })).toBeVisible();
  await page.getByRole('textbox', { name: '标题' }).fill(title);

  // the case's sections: 主诉 is in the template; the doctor writes in it and in 现病史
  await expect(body(page)).toBeVisible();
  await goToSection(page, '主诉');
  await page.keyboard.type('头痛伴行走不稳2月。');
  await goToSection(page, '现病史');
  await page.keyboard.type(`外院MRI示小脑占位。患者身份证号${ID_NUMBER}，联系电话${PHONE}。`);
  await expect(body(page).locator('h2:text-is("现病史") + p')).toContainText('外院MRI示小脑占位');
  // a scan picture in 影像学检查
  await goToSection(page, '影像学检查');
  await page.locator('.rich-editor input[type="file"]').first().setInputFiles({
    name: 'mri.png',
    mimeType: 'image/png',
    buffer: PICTURE,
  });
  const scan = body(page).locator('img[src^="/media/uploads/"]');
  await expect(scan).toHaveCount(1);
  const uploaded = await scan.getAttribute('src');

  // the scan's burned-in label is pixelated with the picture tool, and the picture captioned
  await scan.click();
  await page.getByRole('button', { name: '图片打码/裁剪' }).click();
  const tool = page.getByRole('dialog', { name: '图片打码/裁剪' });
  const canvas = tool.getByRole('img', { name: '正在编辑的图片' });
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the picture tool has no canvas');
  await page.mouse.move(box.x + 4, box.y + 4);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3, { steps: 5 });
  await page.mouse.up();
  await expect(tool.getByText('已修改 1 步')).toBeVisible();
  await tool.getByRole('button', { name: '完成' }).click();
  await expect(tool).toHaveCount(0);
  await expect(scan).not.toHaveAttribute('src', uploaded ?? '');
  await expect(scan).toHaveAttribute('src', /^\/media\/uploads\//);
  await scan.click();
  await page.getByRole('textbox', { name: '图片说明' }).fill('术前MRI增强扫描');
  await saved(page);
  await expect(page).toHaveURL(/\/editor\?type=0&id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));

  // closed and reopened from the drafts page: everything is there, the identifiers marked
  await page.close();
  const again = await page.context().newPage();
  await recordToasts(again);
  await again.goto('/editor/drafts');
  await expect(again.getByText(/共 \d+ 篇草稿/)).toBeVisible();
  const row = again.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('link', { name: '编辑' }).click();
  await expect(again).toHaveURL(new RegExp(`/editor\\?type=0&id=${id}`));
  await expect(again.getByRole('textbox', { name: '标题' })).toHaveValue(title);
  await expect(body(again)).toContainText('头痛伴行走不稳2月');
  await expect(body(again).locator('img[src^="/media/uploads/"]')).toHaveCount(1);
  await expect(body(again).locator('.identifier-finding')).toHaveCount(2);

  // publishing with them is refused on the page, and would be on the server
  await publishButton(again).click();
  await expect(again.getByText('正文中还有未遮盖的患者信息，请遮盖后再发布')).toBeVisible();
  const refused = await again.request.post('/wapi/mp/user/updateArticle.do', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: new URL(again.url()).origin },
    data: { id, version: 999, type: 0, title, body: `<p>患者身份证号${ID_NUMBER}</p>`, publish: true },
  });
  expect(refused.status()).toBeGreaterThanOrEqual(400);

  // one click on each mark masks it in place
  await body(again)
    .getByRole('button', { name: /遮盖身份证号/ })
    .click();
  await body(again)
    .getByRole('button', { name: /遮盖手机号/ })
    .click();
  await expect(body(again).locator('.identifier-finding')).toHaveCount(0);
  await expect(body(again)).not.toContainText(ID_NUMBER);
  await expect(body(again)).not.toContainText(PHONE);

  await publishButton(again).click();
  await expect(again).toHaveURL(new RegExp(`/case/detail-ugc\\?id=${id}`));
  await expect(again.getByRole('heading', { level: 1 })).toHaveText(title);
  // the author's own case offers its editor
  await expect(again.getByRole('main').getByRole('link', { name: '编辑', exact: true })).toHaveAttribute(
    'href',
    `/editor?type=0&id=${id}`,
  );

  // a visitor reads it: the sections written, the picture, and neither identifier anywhere
  const visitor = await browser.newContext({ baseURL: new URL(again.url()).origin });
  const reader = await visitor.newPage();
  await reader.goto(`/case/detail-ugc?id=${id}`);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(reader.getByRole('heading', { level: 2, name: '现病史' })).toBeVisible();
  // sections left empty are not published
  await expect(reader.getByRole('heading', { level: 2, name: '病理' })).toHaveCount(0);
  await expect(reader.locator('main img[src^="/media/uploads/"]').first()).toBeVisible();
  await expect(reader.getByText('术前MRI增强扫描')).toBeVisible();
  const html = await reader.content();
  expect(html).not.toContain(ID_NUMBER);
  expect(html).not.toContain(PHONE);
  const api = await (await reader.request.get(`/wapi/mp/getMpArticle.do?articleId=${id}`)).text();
  expect(api).not.toContain(ID_NUMBER);
  expect(api).not.toContain(PHONE);
  expect(api).toContain('头痛伴行走不稳2月');
  // and it is listed on /case
  await reader.goto('/case');
  await expect(reader.getByText(title)).toBeVisible();
  await visitor.close();
  expect(await recordedToasts(again)).toContain('发布成功');
});

test('two tabs on one draft: the second to save is told, not silently overwriting', async ({ page }) => {
  await signIn(page, WRITING_DOCTOR.mobile);
  await page.goto('/editor?type=2');
  await page.getByRole('textbox', { name: '标题' }).fill('两个窗口');
  await saved(page);
  const url = page.url();
  const other = await page.context().newPage();
  await other.goto(url);
  await expect(other.getByRole('textbox', { name: '标题' })).toHaveValue('两个窗口');
  await page.getByRole('textbox', { name: '标题' }).fill('两个窗口：甲');
  await expect(page.getByText(/已自动保存/)).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await (
            await page.request.get(`/wapi/mp/user/draft.do?id=${new URL(url).searchParams.get('id')}`)
          ).json()
        ).result.title,
    )
    .toBe('两个窗口：甲');
  await other.getByRole('textbox', { name: '标题' }).fill('两个窗口：乙');
  await expect(other.getByText('草稿已在其他窗口修改')).toBeVisible();
  expect(
    (
      await (
        await page.request.get(`/wapi/mp/user/draft.do?id=${new URL(url).searchParams.get('id')}`)
      ).json()
    ).result.title,
  ).toBe('两个窗口：甲');
});

test('an unverified doctor is led to verification; no identity is asked to complete it; a visitor signs in', async ({
  page,
  browser,
}) => {
  await recordToasts(page);
  await page.goto('/editor?type=2');
  await expect(page).toHaveURL(/\/signin\?fallbackUrl=/);
  expect(decodeURIComponent(page.url())).toContain('/editor?type=2');

  await signIn(page, UNVERIFIED_DOCTOR.mobile);
  await page.goto('/editor?type=0');
  await expect(page).toHaveURL(/\/personaldata\?tab=auth/);
  expect(await recordedToasts(page)).toContain('请先认证');

  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const other = await context.newPage();
  await signIn(other, NO_IDENTITY_USER.mobile);
  await other.goto('/editor?type=3');
  await expect(other.getByRole('dialog', { name: '完善信息' })).toBeVisible();
  await other.getByRole('button', { name: '去完善信息' }).click();
  await expect(other).toHaveURL(/\/personaldata/);
  await context.close();
});
