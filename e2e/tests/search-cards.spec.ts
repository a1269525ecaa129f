import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 5, the catalogue's result cards in the browser: a short video plays in place over the
 * results, a book shows its price, and the tabs under 更多 (短视频, 病例大赛, 问答, 图书) show their
 * cards. The words come from the seed (the short-video and book seeders in server/src/areas/content/short-videos
 * and server/src/areas/brands/books):
 * every short video plays /media/video/lecture-demo.webm, 10 seconds long; book 2 is the
 * translated "Rhoton颅脑解剖与手术入路" at 368.00 yuan, discounted.
 */

const SEEDED_CLIP = '/media/video/lecture-demo.webm';

const resultItems = (page: Page) => page.getByRole('list', { name: '搜索结果' }).locator(':scope > li');

/**
 * Opens a tab of the 更多 menu and waits for its address. The menu is opened again until its tab
 * shows: results arriving may re-render the tabs (a menu opened just before closes with them).
 */
async function openMoreTab(page: Page, name: string, code: string) {
  const tabs = page.getByRole('navigation', { name: '搜索类型' });
  const tab = tabs.getByRole('link', { name: new RegExp(`^${name}`) });
  await expect(async () => {
    if (!(await tab.isVisible())) await tabs.getByRole('button', { name: /^更多/ }).click();
    await expect(tab).toBeVisible({ timeout: 5_000 });
  }).toPass();
  await tab.click();
  await expect(page).toHaveURL(new RegExp(`[?&]type=${code}(&|$)`));
}

test('a short video opens in place over the results and plays; Esc closes it and the results stay', async ({
  page,
  context,
}) => {
  await page.goto('/search?keywords=动脉瘤');
  await openMoreTab(page, '短视频', '10');
  const card = resultItems(page).first();
  await expect(card).toContainText('短视频');
  // the seed's clip is 10 seconds long
  await expect(card).toContainText('00:10');
  const title = (await card.getByTestId('result-title').textContent()) ?? '';
  expect(title).not.toBe('');

  const opener = card.getByRole('button').first();
  await opener.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  const video = dialog.locator('video');
  await expect(video).toHaveAttribute('src', SEEDED_CLIP);
  // in place: no new tab, no navigation
  expect(context.pages()).toHaveLength(1);
  await expect(page).toHaveURL(/[?&]type=10(&|$)/);
  // it plays: the clicked card counts as the user's gesture, so the player starts by itself
  await expect
    .poll(() => video.evaluate((element) => (element as HTMLVideoElement).currentTime))
    .toBeGreaterThan(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(resultItems(page).first()).toBeVisible();
});

test('a book shows its discounted price with the original struck through, its credits, and links to the mall', async ({
  page,
}) => {
  await page.goto('/search?keywords=Rhoton');
  await openMoreTab(page, '图书', '15');
  const card = resultItems(page).filter({ hasText: 'Rhoton颅脑解剖与手术入路' }).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText('图书');
  await expect(card).toContainText('Albert L. Rhoton Jr. 著');
  await expect(card).toContainText(' 译');
  await expect(card.getByTestId('book-price')).toContainText('¥331.20');
  await expect(card.getByTestId('book-price').locator('s')).toContainText('¥368.00');
  const link = card.getByRole('link').first();
  await expect(link).toHaveAttribute('href', '/mall/product/2');
  await expect(link).toHaveAttribute('target', '_blank');
});

test('the tabs under 更多 show the cards of their types', async ({ page }) => {
  await page.goto('/search?keywords=手术');
  const items = resultItems(page);

  await openMoreTab(page, '短视频', '10');
  await expect(items.first()).toContainText('短视频');
  await expect(items.first().getByTestId('video-duration')).toBeVisible();
  await expect(items.first().getByRole('button').first()).toBeVisible();

  await openMoreTab(page, '病例大赛', '11');
  const competition = items.filter({ hasText: '病例大赛' }).first();
  await expect(competition).toContainText(/未开始|审核中|报名中|已结束/);
  await expect(competition.getByRole('link').first()).toHaveAttribute('href', /competitionId=\d+/);

  await openMoreTab(page, '问答', '14');
  const question = items.filter({ hasText: '问答' }).first();
  await expect(question).toContainText(/\d+ 个回答/);
  await expect(question.getByTestId('qa-asker')).toBeVisible();
  await expect(question.getByRole('link').first()).toHaveAttribute(
    'href',
    /\/topic-circle\/questionhome\?id=\d+/,
  );
  // the words matched are marked in the questions' titles or answers
  await expect(items.locator('mark.search-hit').first()).toBeVisible();

  await openMoreTab(page, '图书', '15');
  const book = items.filter({ hasText: '图书' }).first();
  await expect(book.getByTestId('book-price')).toContainText(/¥\d+\.\d{2}/);
  await expect(book.getByRole('link').first()).toHaveAttribute('href', /^\/mall\/product\/\d+$/);
});
