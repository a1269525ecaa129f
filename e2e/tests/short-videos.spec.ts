import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { commentList, signIn, VERIFIED_DOCTOR } from './support';

/**
 * Short videos (issue 22): the player opens in place over the search results (tab 短视频), takes a
 * comment and closes back to the results where the reader was; the player's own page, at a phone's
 * size, moves to the next video by swipe and by the arrow keys.
 */

const resultItems = (page: Page) => page.getByRole('list', { name: '搜索结果' }).locator(':scope > li');

test('a doctor opens a short video in place from search, comments on it, and closes back to the results', async ({
  page,
  context,
}) => {
  await signIn(page, VERIFIED_DOCTOR.mobile);
  await page.goto(`/search?keywords=${encodeURIComponent('动脉瘤')}&type=10`);
  await expect(resultItems(page).nth(3)).toBeVisible();
  // the reader has scrolled down the results
  const card = resultItems(page).nth(3);
  await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const scrolled = await page.evaluate(() => window.scrollY);
  const title = ((await card.getByTestId('result-title').textContent()) ?? '').trim();
  expect(title).not.toBe('');
  const opener = card.getByRole('button').first();
  await opener.click();

  // in place: the shell's player over the page, no new tab, the address unchanged
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(context.pages()).toHaveLength(1);
  await expect(page).toHaveURL(/\/search\?.*type=10/);
  const video = dialog.locator('video');
  await expect(video).toHaveAttribute('src', /\/media\/video\/.+\.webm$/);

  // a comment, beside the video on a wide screen
  const comments = dialog.getByRole('region', { name: '评论' });
  const text = `这个入路的适应证讲得很清楚 ${Date.now() % 10_000}`;
  await comments.getByRole('textbox', { name: '评论内容' }).fill(text);
  await comments.getByRole('button', { name: '发布' }).click();
  await expect(commentList(comments).getByText(text)).toBeVisible();
  // the share code encodes the player page's address
  await dialog.getByRole('button', { name: '分享' }).click();
  const qr = dialog.getByRole('region', { name: '分享' }).getByRole('img');
  const encoded = new URL((await qr.getAttribute('src')) ?? '', page.url()).searchParams.get('url') ?? '';
  expect(encoded).toMatch(/\/app\/shortplayer\/index\.html\?id=\d+$/);

  // Esc closes: the results as they were, scrolled where they were, focus back on the card
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(page).toHaveURL(/\/search\?.*type=10/);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(2);

  // Back closes it too, and stays on the results
  await opener.click();
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/search\?.*type=10/);
  await expect(resultItems(page).first()).toBeVisible();

  // the comment is kept: the player's page shows it
  const id = encoded.split('=').pop();
  // (a wide screen shows the comments beside the video from the start)
  await page.goto(`/app/shortplayer/index.html?id=${id}`);
  await expect(commentList(page.getByRole('region', { name: '评论' })).getByText(text)).toBeVisible();
});

test.describe('the player page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('swipes up and presses the arrow keys to the next video, and down to the previous', async ({
    page,
  }) => {
    const feed = await (await page.request.get('/wapi/shortVideo/getShortVideoFeed.do?id=20')).json();
    const next = feed.result.next[0];
    const nextOfNext = (
      await (await page.request.get(`/wapi/shortVideo/getShortVideoFeed.do?id=${next.id}`)).json()
    ).result.next[0];
    await page.goto('/app/shortplayer/index.html?id=20');
    const view = page.getByTestId('short-video-view');
    const first = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // full height on the phone
    const box = await view.boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(844);

    // a swipe up: the next video
    const stage = view.locator('video').locator('..');
    await swipe(stage, -300);
    await expect(page).toHaveURL(new RegExp(`[?&]id=${next.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: next.title })).toBeVisible();

    // the arrow key: the next again
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(new RegExp(`[?&]id=${nextOfNext.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: nextOfNext.title })).toBeVisible();

    // up, and a swipe down: back to where it started
    await page.keyboard.press('ArrowUp');
    await expect(page).toHaveURL(new RegExp(`[?&]id=${next.id}$`));
    await swipe(stage, 300);
    await expect(page).toHaveURL(/[?&]id=20$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first ?? '');
  });

  test('an unknown video is the not-found page', async ({ page }) => {
    await page.goto('/app/shortplayer/index.html?id=99999999');
    await expect(page.getByRole('heading', { name: '短视频不存在' })).toBeVisible();
    await page.goto('/app/shortplayer/index.html?id=abc');
    await expect(page.getByRole('heading', { name: '短视频不存在' })).toBeVisible();
  });
});

/** a vertical swipe of `dy` pixels on `target` (negative: up) */
async function swipe(target: ReturnType<Page['locator']>, dy: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe on');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await target.dispatchEvent('touchstart', {
    touches: [{ identifier: 1, clientX: x, clientY: y }],
    changedTouches: [{ identifier: 1, clientX: x, clientY: y }],
  });
  await target.dispatchEvent('touchend', {
    touches: [],
    changedTouches: [{ identifier: 1, clientX: x, clientY: y + dy }],
  });
}
