import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, VERIFIED_DOCTOR } from './support';

/**
 * The meetings, brands and account remotes on a phone (issue 24): the account pages reach each
 * other, and a meeting's video plays at the screen's width. Every page's width at 390 and 360 px
 * is phone.spec.ts's.
 */

const PHONE = { width: 390, height: 844 };

/** a free meeting with a recorded venue a visitor may watch (as meeting-video.spec.ts finds one) */
async function recordedVenue(request: APIRequestContext): Promise<{ meetingId: number; fieldId: number }> {
  const list = (await (await request.get('/wapi/meeting/getHistoryMeetings?pageSize=50')).json()).list as {
    id: number;
    publishStatus: string;
  }[];
  for (const m of list) {
    if (m.publishStatus !== '1') continue;
    const venues = (
      await (await request.get(`/wapi/meeting/getAllLiveMeetingDetail?meetingId=${m.id}`)).json()
    ).list as { fieldId: number; state: string; canWatch: boolean }[];
    const venue = venues.find((v) => v.state === 'LE' && v.canWatch);
    if (venue) return { meetingId: m.id, fieldId: venue.fieldId };
  }
  throw new Error('no free meeting with a recorded venue in the seed');
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the account pages reach each other from a strip of tabs a finger can press', async ({ page }) => {
    await signIn(page, VERIFIED_DOCTOR.mobile);
    await page.goto('/personaldata');
    const nav = page.getByRole('navigation', { name: '个人中心导航' });
    const wallet = nav.getByRole('link', { name: '我的钱包' });
    await wallet.scrollIntoViewIfNeeded();
    const box = await wallet.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
    await wallet.click();
    await expect(page).toHaveURL(/\/user-center\/wallet$/);
    await expect(page.getByRole('heading', { name: '我的钱包' })).toBeVisible();
  });

  test('a meeting’s replay plays at the full width, 16:9, its controls on the screen', async ({
    page,
    request,
  }) => {
    const { meetingId, fieldId } = await recordedVenue(request);
    await page.goto(`/meeting/detail?id=${meetingId}&fieldsId=${fieldId}`);
    await page.getByRole('button', { name: /^播放：/ }).tap();
    const player = page.locator('.art-video-player');
    const video = player.locator('video');
    await expect(video).toHaveCount(1);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);

    const box = await player.boundingBox();
    if (!box) throw new Error('the player has a box');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    // the whole width of its card (the page's and the card's padding aside, the screen's)
    const cardWidth = await player.evaluate((el) => {
      const card = el.closest('section');
      if (!card) return 0;
      const style = getComputedStyle(card);
      return card.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    });
    expect(Math.round(box.width)).toBe(Math.round(cardWidth));
    expect(box.width).toBeGreaterThan(PHONE.width * 0.8);
    expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    // the barrage is drawn over the video, inside it
    const layer = await player.locator('.art-danmuku').boundingBox();
    expect(layer && layer.x >= box.x && layer.x + layer.width <= box.x + box.width + 0.5).toBe(true);
    // every control of the bar is on the screen
    const controls = player.locator('.art-control');
    for (const control of await controls.all()) {
      if (!(await control.isVisible())) continue;
      const c = await control.boundingBox();
      expect(c && c.x >= 0 && c.x + c.width <= PHONE.width).toBe(true);
    }
  });
});
