import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Pages as HTML (issue 24), the meetings area and the short-video player: a meeting, a course and a
 * short video arrive with their content in the HTML (a browser without scripts shows it) and their
 * detail answer in the page, so the screen never asks for it on load.
 */

/** the calls to `path` the page makes while it loads (none, when its first data is in the page) */
function recordCalls(page: Page, path: string): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) calls.push(r.url());
  });
  return calls;
}

test('a meeting page: the HTML shows the meeting without scripts, and the screen asks nothing for it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const recent = await (await request.get('/wapi/meeting/v2/getRecentMeetingsPage?pageSize=50')).json();
  const meeting = (recent.list as { id: number; meetingName: string; publishStatus: string }[]).find(
    (m) => m.publishStatus === '1',
  );
  expect(meeting).toBeDefined();
  const { id, meetingName } = meeting as { id: number; meetingName: string };

  const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN', baseURL });
  const bare = await noScript.newPage();
  const response = await bare.goto(`/meeting/detail?id=${id}`);
  expect(response?.status()).toBe(200);
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText(meetingName);
  const ld = JSON.parse((await bare.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld).toMatchObject({ '@type': 'Event', name: meetingName });
  await noScript.close();

  const calls = recordCalls(page, '/wapi/meeting/getMeetingDetail');
  await page.goto(`/meeting/detail?id=${id}`);
  // the screen's own page: its heading and its agenda
  await expect(page.getByRole('heading', { level: 1, name: meetingName })).toBeVisible();
  await expect(page.getByRole('region', { name: '会议日程' })).toBeVisible();
  expect(calls).toEqual([]);
});

test('a course page: the HTML shows the course, the screen asks nothing, an unknown course is a 404', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const list = await (await request.get('/wapi/ocs/course/list?pageNo=1&pageSize=3')).json();
  const course = list.list[1] as { id: number; name: string };

  const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN', baseURL });
  const bare = await noScript.newPage();
  expect((await bare.goto(`/cloudclassroomCourse?courseId=${course.id}`))?.status()).toBe(200);
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText(course.name);
  await noScript.close();

  const calls = recordCalls(page, '/wapi/ocs/course/detail');
  await page.goto(`/cloudclassroomCourse?courseId=${course.id}`);
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  await expect(page).toHaveTitle(`${course.name} - 云课堂 - 脑医汇`);
  expect(calls).toEqual([]);

  const missing = await page.goto('/cloudclassroomCourse?courseId=99999999');
  expect(missing?.status()).toBe(404);
});

test('a short video page: the HTML names the video, and the player asks nothing for it', async ({
  page,
  request,
}) => {
  const video = (await (await request.get('/wapi/shortVideo/getShortVideoDetail.do?id=20')).json())
    .result as {
    title: string;
  };
  const calls = recordCalls(page, '/wapi/shortVideo/getShortVideoDetail.do');
  const response = await page.goto('/app/shortplayer/index.html?id=20');
  expect(await response?.text()).toContain('"@type":"VideoObject"');
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  // the player fetches the next video ahead of a swipe: only this video's own call counts
  expect(calls.filter((url) => new URL(url).searchParams.get('id') === '20')).toEqual([]);
});

test('a meeting page: the poster and title are in the HTML where the screen puts them, on a phone and a desktop', async ({
  browser,
  request,
  baseURL,
}) => {
  const recent = await (await request.get('/wapi/meeting/v2/getRecentMeetingsPage?pageSize=50')).json();
  const { id, meetingName } = (
    recent.list as { id: number; meetingName: string; publishStatus: string }[]
  ).find((m) => m.publishStatus === '1') as { id: number; meetingName: string };

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      locale: 'zh-CN',
      baseURL,
      viewport,
    });
    const bare = await noScript.newPage();
    await bare.goto(`/meeting/detail?id=${id}`);
    // fetched at once, its size reserved before it arrives
    const poster = bare.locator('img[fetchpriority="high"]');
    await expect(poster).toBeVisible();
    await expect(poster).toHaveJSProperty('complete', true);
    const serverBox = await poster.boundingBox();
    const serverSrc = await poster.getAttribute('src');
    await expect(bare.getByRole('heading', { level: 1 })).toHaveText(meetingName);
    await noScript.close();

    const withScripts = await browser.newContext({ locale: 'zh-CN', baseURL, viewport });
    const page = await withScripts.newPage();
    await page.addInitScript(() =>
      localStorage.setItem('portal:dailyRecommendationDate', new Date().toISOString().slice(0, 10)),
    );
    await page.goto(`/meeting/detail?id=${id}`);
    const screenPoster = page.getByRole('region', { name: meetingName }).locator('img').first();
    await expect(page.getByRole('region', { name: '会议日程' })).toBeVisible();
    await expect(screenPoster).toHaveAttribute('src', serverSrc ?? '');
    const screenBox = await screenPoster.boundingBox();
    // the same place and size: the screen's repaint moves nothing and is no larger paint
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(
        Math.abs((screenBox?.[side] ?? -99) - (serverBox?.[side] ?? 99)),
        `${side} at ${viewport.width}px`,
      ).toBeLessThanOrEqual(1);
    await withScripts.close();
  }
});
