import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openComments, PATIENT_USER, signIn, VERIFIED_DOCTOR } from './support';

/**
 * A patient (identity 3) is anonymous to everyone else on the page and in everything the page
 * loads: before, the screen said 匿名用户 while the comment list, the collectors and personal info
 * sent the patient's real name to any reader who opened the network panel.
 */

async function anyCase(request: APIRequestContext): Promise<{ id: number; title: string }> {
  const res = await request.get('/wapi/mp/articleList.do?type=case&pageNo=4&pageSize=5');
  const item = (await res.json()).list[0] as { id: number; title: string };
  return { id: item.id, title: item.title };
}

const toast = (page: Page, text: string) => page.locator('[aria-live] [role="status"]', { hasText: text });

/** Every API answer this page receives, as text, from the moment it is called. */
function recordApiBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (!/\/(wapi|query|v1|v2|v3|oldweb)\//.test(new URL(response.url()).pathname)) return;
    try {
      bodies.push(await response.text());
    } catch {
      // a response the page dropped (a navigation) has no body to read
    }
  });
  return bodies;
}

async function readerPage(browser: Browser) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  await context.addInitScript(() => {
    // the daily recommendation dialog is not what this test is about
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    window.localStorage.setItem(
      'portal:dailyRecommendationDate',
      `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    );
  });
  return { context, page: await context.newPage() };
}

test('a patient comments and collects; other readers see 匿名用户 and never receive the name', async ({
  page,
  request,
  browser,
}) => {
  const item = await anyCase(request);
  const url = `/case/detail-ugc?id=${item.id}`;
  await signIn(page, PATIENT_USER.mobile);
  await page.goto(url);

  const stamp = Date.now();
  const text = `术后头痛还需要复查吗 ${stamp}`;
  const comments = await openComments(page);
  const input = comments.getByRole('textbox', { name: '评论内容' });
  await input.fill(text);
  await input.press('Enter');
  await expect(toast(page, '评论成功!')).toBeVisible();
  const toolbar = page.getByRole('complementary', { name: '文章操作' });
  const collect = toolbar.getByRole('button', { name: /收藏/ });
  await collect.click();
  await expect(collect).toHaveAttribute('aria-pressed', 'true');

  // a visitor, and a signed-in doctor
  for (const who of ['visitor', 'doctor'] as const) {
    const reader = await readerPage(browser);
    if (who === 'doctor') {
      await signIn(reader.page, VERIFIED_DOCTOR.mobile);
    }
    const bodies = recordApiBodies(reader.page);
    await reader.page.goto(url);
    await expect(reader.page.getByRole('heading', { level: 1 })).toHaveText(item.title);

    const thread = (await openComments(reader.page)).getByRole('listitem').filter({ hasText: text }).first();
    await expect(thread).toBeVisible();
    await expect(thread.getByText('匿名用户').first()).toBeVisible();
    // no profile link on an anonymous commenter
    await expect(thread.getByRole('link', { name: /匿名用户/ })).toHaveCount(0);

    const honor = reader.page.getByRole('region', { name: '本文荣誉' });
    await expect(honor.getByRole('list', { name: '收藏者列表' })).toBeVisible();
    await expect(honor.getByText(/匿名用户.*收藏了本文/)).toBeVisible();

    await expect(reader.page.locator('body')).not.toContainText(PATIENT_USER.realName);
    expect(bodies.length).toBeGreaterThan(3);
    for (const body of bodies) expect(body).not.toContain(PATIENT_USER.realName);
    await reader.context.close();
  }
});
