import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import { signIn, VERIFIED_DOCTOR } from './support';

/**
 * Pages as HTML (issue 24), the short-video player: the video's answer comes in the page under the
 * key of whom it was answered for, and the player reads that key from its first render, so neither a
 * visitor nor a signed-in reader asks for the video on load, and the reader does not ask again when
 * the session check finds them (it did once: the page's answer was under the visitor's key).
 */

const DETAIL_CALL = '/wapi/shortVideo/getShortVideoDetail.do';

/** a published video of the worker's demo database */
function publishedVideo(): { id: number; title: string } {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true });
  try {
    return db
      .prepare(`select id, title from short_videos where status = 'published' order by id limit 1`)
      .get() as { id: number; title: string };
  } finally {
    db.close();
  }
}

/** the detail calls for `id` the page makes */
function recordDetailCalls(page: Page, id: number): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === DETAIL_CALL && url.searchParams.get('id') === String(id)) calls.push(r.url());
  });
  return calls;
}

test('a signed-in reader’s player asks nothing for the video, before or after the session check', async ({
  page,
}) => {
  const video = publishedVideo();
  await signIn(page, VERIFIED_DOCTOR.mobile);
  const calls = recordDetailCalls(page, video.id);
  await page.goto(`/app/shortplayer/index.html?id=${video.id}`);
  await expect(page.getByTestId('short-video-view')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(video.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // the check has found the reader (the header, under the player, has their menu); once nothing more
  // is on its way, the video was never asked for
  await expect(page.locator('header').getByRole('button', { name: /账户菜单：/ })).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
});

test('a visitor’s player asks nothing for the video either', async ({ page }) => {
  const video = publishedVideo();
  const calls = recordDetailCalls(page, video.id);
  await page.goto(`/app/shortplayer/index.html?id=${video.id}`);
  await expect(page.getByTestId('short-video-view')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
});
