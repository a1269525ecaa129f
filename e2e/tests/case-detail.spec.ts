import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { commentList, openComments, recordedToasts, recordToasts, signIn, VERIFIED_DOCTOR } from './support';

/**
 * The case page of issue 4 with the shared comment system (spec 2, 4, 5, 6, 8): visitors read
 * but are sent to sign-in to act; a doctor likes, collects and comments; markup in a comment is
 * shown as text and never runs.
 */

async function someCase(request: APIRequestContext): Promise<{ id: number; title: string; diggs: number }> {
  const res = await request.get('/wapi/mp/articleList.do?type=case&pageNo=2&pageSize=5');
  const item = (await res.json()).list.find(
    (a: { creator: { realName: string } }) => a.creator.realName !== VERIFIED_DOCTOR.realName,
  );
  return { id: item.id, title: item.title, diggs: item.showDiggs };
}

const toast = (page: Page, text: string) => page.locator('[aria-live] [role="status"]', { hasText: text });

test('a visitor reads a case, sees a sign-in prompt instead of posting, and is sent to sign in to like', async ({
  page,
  request,
}) => {
  const item = await someCase(request);
  await recordToasts(page);
  await page.goto(`/case/detail-ugc?id=${item.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
  const comments = await openComments(page);
  await expect(comments.getByRole('button', { name: '登录' })).toBeVisible();
  await expect(comments.getByRole('button', { name: '发布' })).toHaveCount(0);

  await page.getByRole('complementary', { name: '文章操作' }).getByRole('button', { name: /点赞/ }).click();
  await expect(page).toHaveURL(/\/signin\?fallbackUrl=/);
  expect(await recordedToasts(page)).toContain('请先登录');
});

test('a doctor likes and collects at once, and comments with the spec rules; markup never runs', async ({
  page,
  request,
}) => {
  const item = await someCase(request);
  await signIn(page, VERIFIED_DOCTOR.mobile);
  await page.goto(`/case/detail-ugc?id=${item.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);

  // like: the count moves at once, and the server keeps it
  const toolbar = page.getByRole('complementary', { name: '文章操作' });
  await toolbar.getByRole('button', { name: /点赞/ }).click();
  await expect(toolbar.getByRole('button', { name: new RegExp(`点赞 ${item.diggs + 1}`) })).toBeVisible();
  const collect = toolbar.getByRole('button', { name: /收藏/ });
  const favorites = Number(((await collect.textContent()) ?? '').match(/\d+/)?.[0] ?? 0);
  await collect.click();
  await expect(toolbar.getByRole('button', { name: new RegExp(`收藏 ${favorites + 1}`) })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/wapi/mp/getMpArticle.do?articleId=${item.id}`)).json()).result,
    )
    .toMatchObject({
      diggStatus: 'T',
      showDiggs: item.diggs + 1,
      isArticleCollect: true,
      favorites: favorites + 1,
    });

  // comment rules: blank is refused, markup is stored and shown as text
  const comments = await openComments(page);
  const input = comments.getByRole('textbox', { name: '评论内容' });
  await expect(comments.getByRole('button', { name: '发布' })).toBeDisabled();
  await input.fill('   ');
  await input.press('Enter');
  await expect(toast(page, '请输入评论内容!')).toBeVisible();

  // comments are plain text: the server drops markup before storing, the page renders text only
  const stamp = Date.now();
  await input.fill(`术后第3天复查<img src=x onerror="window.__xss=1">${stamp}`);
  await input.press('Enter');
  await expect(toast(page, '评论成功!')).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(commentList(comments).getByText(`术后第3天复查${stamp}`, { exact: true })).toBeVisible();
  await expect(comments.locator('img[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  // it is on the server, and still harmless after a reload
  await page.reload();
  const reloaded = await openComments(page);
  await expect(reloaded.getByText(`术后第3天复查${stamp}`, { exact: true })).toBeVisible();
  await expect(reloaded.locator('img[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});
