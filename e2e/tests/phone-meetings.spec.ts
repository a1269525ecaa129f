import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import { signIn, VERIFIED_DOCTOR } from './support';

/**
 * The meetings, brands and account remotes on a phone (issue 24): no element of a page is wider
 * than the screen, and a meeting's video plays there. The shell's header and footer are another
 * part's; the pages are judged by what the remote draws inside the shell's <main>.
 */

const PHONE = { width: 390, height: 844 };
/** a smaller phone the pages must fit as well */
const SMALL_PHONE = { width: 360, height: 800 };

/** the first row's id of each area's table in the worker's database */
function seededIds() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true });
  try {
    const first = (sql: string) => {
      const row = db.prepare(sql).get() as { id: number } | undefined;
      if (!row) throw new Error(`the seed has a row for: ${sql}`);
      return row.id;
    };
    return {
      meeting: first('select meeting_id as id from meeting_vote_themes order by meeting_id limit 1'),
      course: first('select id from courses order by id limit 1'),
      cmeCourse: first('select course_id as id from course_quizzes order by course_id limit 1'),
      category: first('select id from brand_categories order by id limit 1'),
      brand: first('select id from brands order by id limit 1'),
      productLine: first('select id from product_lines order by id limit 1'),
      product: first('select id from products order by id limit 1'),
      activity: first('select id from brand_activities order by id limit 1'),
      video: first('select id from brand_videos order by id limit 1'),
      book: first('select id from books order by id limit 1'),
      department: first('select id from departments order by id limit 1'),
    };
  } finally {
    db.close();
  }
}

/**
 * The elements inside the shell's <main> whose right edge passes the screen's, outermost first;
 * one inside a box that scrolls or clips sideways (and itself fits) does not count.
 */
async function widerThanScreen(page: Page, screenWidth: number): Promise<string[]> {
  return page.evaluate((width) => {
    const main = document.querySelector('main');
    if (!main) return ['no <main>'];
    const fitsInClip = (el: Element) => {
      for (let a = el.parentElement; a && a !== main.parentElement; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible' && a.getBoundingClientRect().right <= width + 0.5)
          return true;
      }
      return false;
    };
    const wide = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.right > width + 0.5 && !fitsInClip(el);
    };
    return Array.from(main.querySelectorAll('*'))
      .filter((el) => wide(el) && !(el.parentElement && el.parentElement !== main && wide(el.parentElement)))
      .map(
        (el) =>
          `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> right=${Math.round(el.getBoundingClientRect().right)}`,
      );
  }, screenWidth);
}

/** hides the shell's own header and footer: their width on a phone is another part's work */
async function onlyTheRemote(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = 'header:not(main header), footer:not(main footer) { display: none !important; }';
      document.head.append(style);
    });
  });
}

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

  test('no page of meetings, brands or the account is wider than a 390 or a 360 px screen', async ({
    page,
  }) => {
    test.setTimeout(360_000);
    const id = seededIds();
    await onlyTheRemote(page);
    await signIn(page, VERIFIED_DOCTOR.mobile);
    const pages = [
      '/meeting/home',
      `/meeting/detail?id=${id.meeting}`,
      `/meeting/speakers?id=${id.meeting}`,
      '/mooc',
      `/cloudclassroomCourse?courseId=${id.course}`,
      `/cme/course?courseId=${id.cmeCourse}`,
      '/cme/verify?code=ZZZZZZZZZZZZZZZZ',
      `/bms/home/${id.category}`,
      `/bms/classify/-/brand-details/${id.brand}`,
      `/bms/classify/-/product-line-details/${id.productLine}`,
      `/bms/classify/-/product-details/${id.product}`,
      `/bms/classify/-/activity-details/${id.activity}`,
      `/bms/classify/-/video-details/${id.video}`,
      `/mall/product/${id.book}`,
      `/department/detail?departmentId=${id.department}`,
      `/user-center?profileUserId=1`,
      '/personaldata',
      '/message-center',
      '/browsing-history',
      '/myCourses',
      '/score',
      '/user-center/wallet',
      '/user-center/coupons',
      '/user-center/physical-orders',
    ];
    for (const screen of [PHONE, SMALL_PHONE])
      for (const address of pages) {
        await page.setViewportSize(screen);
        await page.goto(address);
        // the page has drawn its content, not its skeletons
        await expect(page.locator('main h1').first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        expect(await widerThanScreen(page, screen.width), `${address} at ${screen.width} px`).toEqual([]);
      }
  });

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
