import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { animationFrames, signIn, VERIFIED_DOCTOR } from './support';

/** The meeting video with its barrage, in a real Chromium: replay at media times, and live between two browsers. */

interface Venue {
  fieldId: number;
  state: 'LI' | 'LE' | 'NS' | 'NL';
  canWatch: boolean;
  live: boolean;
}

async function venuesOf(request: APIRequestContext, meetingId: number): Promise<Venue[]> {
  const res = await request.get(`/wapi/meeting/getAllLiveMeetingDetail?meetingId=${meetingId}`);
  return (await res.json()).list as Venue[];
}

/** a free meeting with a venue in `state` that a visitor may watch */
async function watchable(
  request: APIRequestContext,
  state: 'LI' | 'LE',
): Promise<{ meetingId: number; fieldId: number }> {
  const list =
    state === 'LI'
      ? (await (await request.get('/wapi/meeting/getTodayMeetings')).json()).list
      : (await (await request.get('/wapi/meeting/getHistoryMeetings?pageSize=50')).json()).list;
  for (const m of list as { id: number; publishStatus: string }[]) {
    if (m.publishStatus !== '1') continue;
    const venue = (await venuesOf(request, m.id)).find((v) => v.state === state && v.canWatch);
    if (venue) return { meetingId: m.id, fieldId: venue.fieldId };
  }
  throw new Error(`no free meeting with a ${state} venue in the seed`);
}

const ownPage = (baseURL: string | undefined) => ({
  'x-requested-with': 'XMLHttpRequest',
  origin: baseURL ?? '',
});

/** the number in the page's "N 人在看" */
async function viewerCount(page: Page): Promise<number> {
  const text = (await page.getByText(/^\d+ 人在看$/).textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/**
 * Resolves once everything the server had sent to `page`'s live socket before this call has been
 * handled and drawn: another socket joins the room, the server tells every viewer (this page too,
 * in order after all it sent before), and the page shows the higher count. Then that socket leaves.
 */
async function visitorSocketBarrier(page: Page, meetingId: number, fieldId: number) {
  const before = await viewerCount(page);
  const path = `/ws/v1/meeting/live?meetingId=${meetingId}&fieldId=${fieldId}`;
  await page.evaluate((url) => {
    const socket = new WebSocket(new URL(url, window.location.href).href.replace(/^http/, 'ws'));
    (window as unknown as { e2eBarrier: WebSocket }).e2eBarrier = socket;
  }, path);
  await expect.poll(() => viewerCount(page)).toBeGreaterThan(before);
  await animationFrames(page, 2);
  await page.evaluate(() => (window as unknown as { e2eBarrier: WebSocket }).e2eBarrier.close());
}

/**
 * Presses play on the poster (the player's code loads then and starts playing) and waits until the
 * video has really advanced (hls.js over MSE in Chromium).
 */
async function play(page: Page) {
  await page.getByRole('button', { name: /^播放：/ }).click();
  const video = page.locator('.art-video-player video');
  await expect(video).toHaveCount(1);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
  return video;
}

test('a replay plays, and a barrage appears at its media time, not before', async ({
  page,
  request,
  baseURL,
}) => {
  const { meetingId, fieldId } = await watchable(request, 'LE');
  // a barrage of our own, 30 s into the venue's video (stored on a recorded meeting, shown in its replay)
  await signIn(page, VERIFIED_DOCTOR.mobile);
  const text = `回放弹幕${Date.now() % 100_000}`;
  const sent = await page.request.post('/ws/v1/message/sendBarrage', {
    headers: ownPage(baseURL),
    data: { meetingId, fieldId, text, mode: 0, color: '#ffffff', mediaTime: 30_000 },
  });
  expect((await sent.json()).code).toBe(1);

  await page.goto(`/meeting/detail?id=${meetingId}&fieldsId=${fieldId}`);
  const video = await play(page);
  const layer = page.locator('.art-danmuku');
  await expect(layer).not.toContainText(text);
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 27;
  });
  await expect(layer).toContainText(text);

  // resting the pointer on it pauses the barrage where it is; leaving it, it goes on
  const item = layer.locator(':scope > div', { hasText: text });
  const x = async () => (await item.boundingBox())?.x ?? Number.NaN;
  // it moves: the pointer may land just behind it, so try again at its new place
  // (the mark is set in the pointerover handler itself, so it is there once the hover has been handled)
  const heldMark = page.locator('[data-barrage-held="true"]');
  await expect(async () => {
    if ((await heldMark.count()) === 0) await item.hover({ force: true });
    expect(await heldMark.count()).toBe(1);
  }).toPass();
  await expect(heldMark).toHaveCount(1);
  const held = await x();
  // held through 40 rendered frames (a moving barrage moves every frame; 600 ms or more at 60 fps)
  await animationFrames(page, 40);
  expect(Math.abs((await x()) - held)).toBeLessThan(2);
  await page.mouse.move(5, 5);
  await expect(heldMark).toHaveCount(0);
  await expect.poll(x).toBeLessThan(held - 20);
});

test('two browsers on a live meeting see each other’s barrage; a blocked word is refused with its reason', async ({
  browser,
  request,
  baseURL,
}) => {
  const { meetingId, fieldId } = await watchable(request, 'LI');
  const url = `/meeting/detail?id=${meetingId}&fieldsId=${fieldId}`;

  const doctor = await (await browser.newContext({ baseURL, locale: 'zh-CN' })).newPage();
  await signIn(doctor, VERIFIED_DOCTOR.mobile);
  await doctor.goto(url);
  const visitor = await (await browser.newContext({ baseURL, locale: 'zh-CN' })).newPage();
  await visitor.goto(url);
  await play(doctor);
  await play(visitor);
  await expect(visitor.getByText(/\d+ 人在看/)).toBeVisible();

  // the doctor types into the player's barrage box
  const input = doctor.locator('.apd-input');
  const text = `直播弹幕${Date.now() % 100_000}`;
  await doctor.locator('.art-video-player').hover();
  await input.fill(text);
  await doctor.locator('.apd-send').click();
  // their own shows at once; the visitor's arrives over the socket
  await expect(doctor.locator('.art-danmuku')).toContainText(text);
  await expect(visitor.locator('.art-danmuku')).toContainText(text);
  // the send button counts the cooldown down
  await expect(doctor.locator('.apd-send')).toHaveText(/^[1-5]$/);

  // after the cooldown (the button says 发送 again), a blocked word: refused by the server, its
  // reason shown, drawn nowhere
  await expect(doctor.locator('.apd-send')).toHaveText('发送');
  await doctor.locator('.art-video-player').hover();
  await input.fill('加我微信号领资料');
  await doctor.locator('.apd-send').click();
  await expect(doctor.getByText('弹幕含有违规内容，未能发送')).toBeVisible();
  // Had the server passed it on, it would be on the visitor's socket before anything the server
  // sends later: one more socket on the room (the visitor's count goes up by one) is that later
  // message. Two frames after it, the player has drawn whatever came before.
  await visitorSocketBarrier(visitor, meetingId, fieldId);
  await expect(visitor.locator('.art-danmuku')).not.toContainText('微信号');
  await expect(doctor.locator('.art-danmuku')).not.toContainText('微信号');
});

test('a visitor pressing a preset phrase is asked to sign in; a paid venue is not played', async ({
  page,
  request,
}) => {
  const { meetingId, fieldId } = await watchable(request, 'LE');
  await page.goto(`/meeting/detail?id=${meetingId}&fieldsId=${fieldId}`);
  await play(page);
  await page.getByRole('list', { name: '快捷弹幕' }).getByRole('button').first().click();
  await expect(page).toHaveURL(/\/signin\?fallbackUrl=/);

  const paid = await request.get('/wapi/meeting/getHistoryMeetings?pageSize=50');
  for (const m of (await paid.json()).list as { id: number; publishStatus: string }[]) {
    if (m.publishStatus !== '1') continue;
    const detail = (await (await request.get(`/wapi/meeting/getMeetingDetail?id=${m.id}`)).json()).result;
    if (detail.price === null) continue;
    await page.goto(`/meeting/detail?id=${m.id}`);
    await expect(
      page.getByRole('region', { name: '会议视频' }).getByText('本会议为付费会议，购买后即可观看'),
    ).toBeVisible();
    await expect(page.locator('.art-video-player')).toHaveCount(0);
    const venue = (await venuesOf(request, m.id))[0]!;
    const media = await request.get(`/media/meeting/${m.id}/venue/${venue.fieldId}/index.m3u8`);
    expect(media.status()).toBe(403);
    return;
  }
  throw new Error('no paid meeting in the seed');
});
