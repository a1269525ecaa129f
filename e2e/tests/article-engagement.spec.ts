import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import { openComments, signIn, VERIFIED_DOCTOR } from './support';

/**
 * Issue 4's remaining journeys on the article page: replies with every rule of spec 5, following the
 * author (spec 4: 关注 / 已关注, 取消关注 on hover, kept by the server), and an article body carrying
 * script that must never run, even when it reached the database past the write path.
 */

interface CaseItem {
  id: number;
  title: string;
  creatorId: number;
  creatorName: string;
}

async function caseWithComments(request: APIRequestContext): Promise<CaseItem> {
  const res = await request.get('/wapi/mp/articleList.do?type=case&pageNo=3&pageSize=20');
  const list = (await res.json()).list as {
    id: number;
    title: string;
    showComments: number;
    creator: { id: number; realName: string };
  }[];
  const item = list.find((a) => a.showComments >= 2 && a.creator.realName !== VERIFIED_DOCTOR.realName);
  if (!item) throw new Error('no seeded case with comments on page 3');
  return { id: item.id, title: item.title, creatorId: item.creator.id, creatorName: item.creator.realName };
}

const toast = (page: Page, text: string) => page.locator('[aria-live] [role="status"]', { hasText: text });

async function openAsDoctor(page: Page, url: string) {
  await signIn(page, VERIFIED_DOCTOR.mobile);
  await page.goto(url);
}

test('a doctor replies to a comment: blank is refused, 150 characters at most, the reply joins the thread', async ({
  page,
  request,
}) => {
  const item = await caseWithComments(request);
  await openAsDoctor(page, `/case/detail-ugc?id=${item.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);

  const section = await openComments(page);
  const thread = section.getByRole('list', { name: '评论' }).locator(':scope > li').first();
  await thread.getByRole('button', { name: '回复', exact: true }).first().click();
  const reply = thread.getByRole('textbox', { name: '回复内容' });
  await expect(reply).toBeFocused();

  await reply.fill('    ');
  await reply.press('Enter');
  await expect(toast(page, '请输入回复内容')).toBeVisible();

  // the box stops at 150 characters (spec 5); what is sent is trimmed
  await reply.fill('颅'.repeat(160));
  await expect(reply).toHaveValue('颅'.repeat(150));

  const text = `同意，术中电生理监测很关键 ${Date.now()}`;
  await reply.fill(`  ${text}  `);
  await reply.press('Enter');
  await expect(toast(page, '评论成功!')).toBeVisible();
  await expect(thread.getByRole('list', { name: '回复' }).getByText(text, { exact: true })).toBeVisible();
  await expect(reply).toHaveCount(0);

  // the server has it in the thread
  await page.reload();
  const again = await openComments(page);
  const expand = again.getByRole('button', { name: /条回复，点击展开/ }).first();
  if (await expand.isVisible().catch(() => false)) await expand.click();
  await expect(again.getByText(text, { exact: true })).toBeVisible();
});

test('a doctor follows the author: 已关注, 取消关注 on hover, kept after a reload, and unfollows', async ({
  page,
  request,
}) => {
  const item = await caseWithComments(request);
  await openAsDoctor(page, `/case/detail-ugc?id=${item.id}`);
  const header = page.locator('article header');
  const follow = header.getByRole('button', { name: /关注/ });
  // the button flips at once (optimistic); a reload before the server answered would race the write,
  // so each press waits for the server's acknowledgement of the toggle
  const press = async (button: typeof follow) => {
    const written = page.waitForResponse((r) => r.url().includes('/wapi/user/followUser.do') && r.ok());
    await button.click();
    await written;
  };
  // a seeded follow may exist: start from 关注
  if ((await follow.getAttribute('aria-pressed')) === 'true') {
    await press(follow);
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
  }
  await expect(follow).toHaveText('关注');
  await press(follow);
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(0, 0);
  await expect(follow).toHaveText('已关注');
  await follow.hover();
  await expect(follow).toHaveText('取消关注');

  await page.reload();
  const kept = page.locator('article header').getByRole('button', { name: /关注/ });
  await expect(kept).toHaveAttribute('aria-pressed', 'true');
  await press(kept);
  await expect(kept).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.locator('article header').getByRole('button', { name: /关注/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('script planted in an article body never runs: the server sanitizes it again on the way out', async ({
  page,
  request,
}) => {
  const item = await caseWithComments(request);
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const hostile =
    '<p>术前评估</p><script>window.__xss=1</script><img src="x" onerror="window.__xss=2">' +
    '<a href="javascript:window.__xss=3">查看影像</a><iframe src="javascript:window.__xss=4"></iframe>' +
    '<p style="background:url(javascript:window.__xss=5)" onclick="window.__xss=6">手术步骤</p>' +
    '<svg><script>window.__xss=7</script></svg>';
  // written straight into the database, past the write path's sanitizer
  const db = new Database(path.join(dataDir, 'portal.db'));
  try {
    // paragraphs null: the HTML body is what the page shows (not the block form)
    db.prepare('update mp_articles set body_html = ?, paragraphs = null where id = ?').run(hostile, item.id);
  } finally {
    db.close();
  }

  await page.goto(`/case/detail-ugc?id=${item.id}`);
  const body = page.locator('article .rich-text');
  await expect(body.getByText('术前评估')).toBeVisible();
  await expect(body.getByText('手术步骤')).toBeVisible();
  await expect(body.locator('script, iframe, [onerror], [onclick], [style*="javascript"]')).toHaveCount(0);
  await expect(body.locator('a[href^="javascript"]')).toHaveCount(0);
  const link = body.getByText('查看影像');
  if (await link.isVisible().catch(() => false)) await link.click();
  await page.locator('article h1').click();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});
