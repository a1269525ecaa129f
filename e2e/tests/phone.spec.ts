import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readWorkerDb, signIn, VERIFIED_DOCTOR } from './support';

/**
 * Every page on a phone (issue 24): at 390×844 and 360×800 no page scrolls sideways and nothing of
 * its main region or its dialogs is cut at the screen's edge once its content is in, and the
 * header's menu reaches every header element, and every tap target is one a finger can press (the
 * rule Lighthouse's mobile accessibility audit runs: axe's `target-size`). Posting a comment and playing a video on a phone are
 * phone-content.spec.ts's and phone-meetings.spec.ts's.
 */

const PHONES = [
  { label: '390×844', width: 390, height: 844 },
  { label: '360×800', width: 360, height: 800 },
] as const;

/** Real ids of the seed, asked once per worker: from the pages' own calls, else the worker's database. */
interface SeedIds {
  info: number;
  case: number;
  meeting: number;
  course: number;
  elabCase: number;
  elabColumn: number;
  column: number;
  competition: number;
  shortVideo: number;
  weekly: number;
  guideVideo: number;
  channel: { channelId: number; channelTitle: string; mpId: number; ocsId: number };
  device: { id: number; code: string };
  brand: number;
  productLine: { id: number; categoryId: number };
  product: number;
  brandActivity: number;
  brandVideo: number;
  book: number;
  department: number;
  question: number;
  answer: number;
  topic: number;
  circle: number;
  activity: number;
}

let seedIds: Promise<SeedIds> | null = null;

async function listOf<T>(request: APIRequestContext, url: string): Promise<T[]> {
  const body = await (await request.get(url)).json();
  return body.list as T[];
}

function smallestId(table: string, where = '1 = 1'): number {
  const row = readWorkerDb(
    (db) => db.prepare(`select min(id) as id from ${table} where ${where}`).get() as { id: number | null },
  );
  if (row.id === null) throw new Error(`the seed has no row in ${table} where ${where}`);
  return row.id;
}

async function readSeedIds(request: APIRequestContext): Promise<SeedIds> {
  const [infos, cases, meetings, channels, devices] = await Promise.all([
    listOf<{ infoId: number }>(request, '/wapi/info/getInfoList.do?pageNo=1&pageSize=1'),
    listOf<{ id: number }>(request, '/wapi/mp/articleList.do?type=case&pageNo=1&pageSize=1'),
    listOf<{ id: number }>(request, '/wapi/meeting/getHistoryMeetings?pageSize=1'),
    listOf<SeedIds['channel']>(request, '/wapi/channel/getWebApiChannel.do'),
    listOf<SeedIds['device']>(request, '/wapi/bms/brand/getFirstCategoryList.do'),
  ]);
  const first = <T>(list: T[], what: string): T => {
    const item = list[0];
    if (item === undefined) throw new Error(`the seed lists no ${what}`);
    return item;
  };
  const productLine = readWorkerDb(
    (db) =>
      db.prepare('select id, category_id as categoryId from product_lines order by id limit 1').get() as {
        id: number;
        categoryId: number;
      },
  );
  return {
    info: first(infos, 'info').infoId,
    case: first(cases, 'case').id,
    meeting: first(meetings, 'past meeting').id,
    course: smallestId('courses'),
    elabCase: smallestId('elab_cases'),
    elabColumn: smallestId('elab_special_columns'),
    column: smallestId('article_columns'),
    competition: smallestId('competitions'),
    shortVideo: smallestId('short_videos', "status = 'published'"),
    weekly: smallestId('weeklies'),
    guideVideo: smallestId('interpreting_videos'),
    channel: first(channels, 'channel'),
    device: first(devices, 'device category'),
    brand: smallestId('brands'),
    productLine,
    product: smallestId('products'),
    brandActivity: smallestId('brand_activities'),
    brandVideo: smallestId('brand_videos'),
    book: smallestId('books'),
    department: smallestId('departments'),
    question: smallestId('community_questions', "status = 'published'"),
    answer: smallestId('community_answers', "status = 'published'"),
    topic: smallestId('community_topics'),
    circle: smallestId('community_circles'),
    activity: smallestId('activities'),
  };
}

const q = encodeURIComponent;

/** Spec section 2's routes (and every prefix of server/config/remotes.json), for a visitor. */
const VISITOR_ROUTES: Array<[name: string, path: (ids: SeedIds) => string]> = [
  ['home', () => '/'],
  ['news', () => '/info'],
  ['article detail', (ids) => `/info/detail?id=${ids.info}`],
  ['weekly', (ids) => `/info/weekly?weeklyId=${ids.weekly}`],
  ['meetings', () => '/meeting/home'],
  ['meeting detail', (ids) => `/meeting/detail?id=${ids.meeting}`],
  ['cases', () => '/case'],
  ['case detail', (ids) => `/case/detail-ugc?id=${ids.case}`],
  ['cloud classroom', () => '/mooc'],
  ['course', (ids) => `/cloudclassroomCourse?courseId=${ids.course}`],
  ['panoramic surgery', () => '/holographic'],
  ['about us', () => '/introduce?optionActive=aboutUs'],
  ['guidance', () => '/guidance'],
  ['guidance video', (ids) => `/guidance/detail/video/${ids.guideVideo}`],
  ['compile', () => '/compile'],
  ['recruitment training', () => '/recruitment-training'],
  ['clinical release', () => '/clinical/release'],
  ['client download', () => '/linkdownload'],
  ['elab cases', () => '/link/'],
  ['elab case detail', (ids) => `/link/detail?id=${ids.elabCase}`],
  ['elab special column', (ids) => `/link/columnlist/${ids.elabColumn}`],
  ['article column', (ids) => `/column/detail/pgc?id=${ids.column}`],
  [
    'channel',
    ({ channel: c }) =>
      `/channel/home?channelId=${c.channelId}&channelTitle=${q(c.channelTitle)}&mpId=${c.mpId}&ocsId=${c.ocsId}`,
  ],
  ['idp', () => '/idp'],
  ['competitions', () => '/competition'],
  ['competition detail', (ids) => `/competition/detail?competitionId=${ids.competition}`],
  ['short video player', (ids) => `/app/shortplayer/index.html?id=${ids.shortVideo}`],
  ['device category', ({ device }) => `/bms/home/${device.id}?categoryCode=${q(device.code)}`],
  ['brand', (ids) => `/bms/classify/-/brand-details/${ids.brand}`],
  [
    'product line',
    ({ productLine: line }) => `/bms/classify/${line.categoryId}/product-line-details/${line.id}`,
  ],
  ['product', (ids) => `/bms/classify/-/product-details/${ids.product}`],
  ['brand activity', (ids) => `/bms/classify/-/activity-details/${ids.brandActivity}`],
  ['book', (ids) => `/mall/product/${ids.book}`],
  ['department', (ids) => `/department/detail?departmentId=${ids.department}`],
  ['community', () => '/topic-circle/'],
  ['question', (ids) => `/topic-circle/questionhome?id=${ids.question}`],
  ['topic', (ids) => `/topic-circle/communitytopic?id=${ids.topic}`],
  ['circle', (ids) => `/topic-circle/communitycircle?id=${ids.circle}`],
  ['community activity', (ids) => `/topic-circle/activitydetail?id=${ids.activity}`],
  ['answer', (ids) => `/topic-circle/answerhome/${ids.answer}`],
  ['search results', () => `/search?keywords=${q('动脉瘤')}`],
  ['advanced search', () => '/advanced-search'],
  ['advanced search results', () => `/advanced-search-result?contentKeywords=${q('动脉瘤')}`],
  ['AI assistant', () => `/askAI/char/home?question=${q('动脉瘤术后如何随访')}`],
  ['sign-in', () => '/signin'],
  ['register', () => '/register'],
  ['meeting speakers', (ids) => `/meeting/speakers?id=${ids.meeting}`],
  ['CME certificate check', () => '/cme/verify?code=ZZZZZZZZZZZZZZZZ'],
  ['brand video', (ids) => `/bms/classify/-/video-details/${ids.brandVideo}`],
];

/** The routes a visitor is sent to sign-in from: visited as the verified doctor. */
const SIGNED_IN_ROUTES: Array<[name: string, path: (ids: SeedIds, userId: number) => string]> = [
  ['personal data', () => '/personaldata'],
  ['browsing history', () => '/browsing-history'],
  ['user centre', (_ids, userId) => `/user-center?profileUserId=${userId}`],
  ['coupons', () => '/user-center/coupons'],
  ['physical orders', () => '/user-center/physical-orders'],
  ['wallet', () => '/user-center/wallet'],
  ['my courses', () => '/myCourses'],
  ['message centre', () => '/message-center'],
  ['score', () => '/score'],
  ['CME course', (ids) => `/cme/course?courseId=${ids.course}`],
  ['case editor', () => '/editor?type=0'],
  ['article editor', () => '/editor?type=2'],
  ['popular science editor', () => '/editor?type=3'],
  ['drafts', () => '/editor/drafts'],
  ['answer list', () => '/topic-circle/answerList'],
  ['answer editor', (ids) => `/topic-circle/write?id=${ids.question}`],
];

/**
 * The page's width, and the outermost elements of its main region and open dialogs that reach past
 * the screen's edge, unless an ancestor that fits the screen clips or scrolls them (a wide table in
 * its own box): the page would scroll sideways, or its content would be cut.
 */
function measure(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const fits = (r: DOMRect) => r.left >= -0.5 && r.right <= width + 0.5;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (
          /(hidden|auto|scroll|clip)/.test(getComputedStyle(p).overflowX) &&
          fits(p.getBoundingClientRect())
        )
          return true;
      return false;
    };
    const wide = (el: Element | null): boolean => {
      if (!el) return false;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && !fits(box) && !clipped(el);
    };
    const past: string[] = [];
    for (const root of Array.from(document.querySelectorAll('main, [role="dialog"]')))
      for (const el of Array.from(root.querySelectorAll('*'))) {
        if (!wide(el) || (el.parentElement !== root && wide(el.parentElement))) continue;
        const box = el.getBoundingClientRect();
        past.push(
          `<${el.tagName.toLowerCase()} class="${(el.getAttribute('class') ?? '').slice(0, 80)}"> ${Math.round(box.left)}–${Math.round(box.right)}px`,
        );
      }
    return { scrollWidth: document.documentElement.scrollWidth, past: past.slice(0, 5) };
  });
}

/**
 * Opens `path` at the larger phone and waits for its content (the heading, no skeleton, no call in
 * flight); measures it there, then at the smaller phone (the same page reflowed: a resize is what a
 * phone's narrower screen changes), and records every route too wide, so one run lists them all.
 */
async function expectFitsPhones(page: Page, path: string) {
  const [large, small] = PHONES;
  await page.setViewportSize(large);
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  for (const phone of [large, small]) {
    if (phone !== large) {
      await page.setViewportSize(phone);
      await page.waitForFunction((w) => window.innerWidth === w, phone.width);
    }
    const { scrollWidth, past } = await measure(page);
    expect.soft(scrollWidth, `${path} at ${phone.label}: the page's width`).toBeLessThanOrEqual(phone.width);
    expect.soft(past, `${path} at ${phone.label}: what reaches past the screen`).toEqual([]);
    if (phone === large)
      expect.soft(await smallTargets(page), `${path} at ${phone.label}: tap targets too small`).toEqual([]);
  }
}

/**
 * The page's tap targets that a finger cannot press apart: axe's `target-size` (WCAG 2.5.8, what
 * Lighthouse's mobile audit checks: at least 24 × 24 CSS px, or that much room around a smaller one).
 */
async function smallTargets(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
}

/** the visitor routes in a few tests: one page each, both phones per route (see `expectFitsPhones`) */
const VISITOR_GROUPS = 4;

test.describe('at 390×844 and 360×800, no page scrolls sideways or is cut', () => {
  test.use({ hasTouch: true });

  for (let group = 0; group < VISITOR_GROUPS; group++) {
    const routes = VISITOR_ROUTES.filter((_, i) => i % VISITOR_GROUPS === group);
    test(`visitor pages, part ${group + 1}: ${routes.map(([name]) => name).join(', ')}`, async ({
      page,
      request,
    }) => {
      seedIds ??= readSeedIds(request);
      const ids = await seedIds;
      for (const [, path] of routes) await expectFitsPhones(page, path(ids));
    });
  }

  test(`signed-in pages: ${SIGNED_IN_ROUTES.map(([name]) => name).join(', ')}`, async ({ page, request }) => {
    seedIds ??= readSeedIds(request);
    const ids = await seedIds;
    await page.setViewportSize(PHONES[0]);
    await signIn(page, VERIFIED_DOCTOR.mobile);
    const me = await (await page.request.get('/wapi/user/getPersonalInfo.do')).json();
    for (const [, path] of SIGNED_IN_ROUTES) await expectFitsPhones(page, path(ids, me.result.id as number));
  });
});

test.describe('the header on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  /** a header control is on screen and a thumb's size (Lighthouse: 48×48 CSS px) */
  function expectReachable(name: string, box: { x: number; width: number; height: number } | null) {
    expect(box, `${name} has a box`).not.toBeNull();
    if (!box) return;
    expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(390);
    expect(Math.min(box.width, box.height), `${name} is at least 48 px each way`).toBeGreaterThanOrEqual(48);
  }

  test('the menu button opens a panel reaching every header element; Escape closes it', async ({ page }) => {
    await page.goto('/info');
    const header = page.locator('header');
    await expect(page.locator('main h1')).toBeVisible();
    // collapsed: logo, search entry and menu button; the rest waits in the menu
    await expect(header.getByRole('navigation', { name: '主导航' })).toBeHidden();
    await expect(header.getByRole('button', { name: '发布', exact: true })).toBeHidden();
    expectReachable('the logo', await header.getByRole('link', { name: '脑医汇' }).boundingBox());

    const menuButton = header.getByRole('button', { name: '打开菜单' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    const panelId = await menuButton.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    await menuButton.click();
    const toggle = header.getByRole('button', { name: '关闭菜单' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toBeVisible();

    const nav = panel.getByRole('navigation', { name: '主导航' });
    // the focus moves into the menu, on its first link
    await expect(nav.getByRole('link').first()).toBeFocused();
    const links = nav.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      expectReachable(`the link ${await link.textContent()}`, await link.boundingBox());
    }
    const controls = [
      ['更多', panel.getByRole('button', { name: '更多' })],
      ['the search box', panel.getByRole('searchbox', { name: '站内搜索' })],
      ['发布', panel.getByRole('button', { name: '发布', exact: true })],
      ['the message centre', panel.getByRole('link', { name: /^消息中心/ })],
      ['EN', panel.getByRole('link', { name: 'EN' })],
      ['登录', panel.getByRole('link', { name: '登录', exact: true })],
    ] as const;
    for (const [name, control] of controls) {
      await expect(control, name).toBeVisible();
      expectReachable(name, await control.boundingBox());
    }

    // More opens inside the panel, its groups on screen
    await panel.getByRole('button', { name: '更多' }).click();
    const more = page.getByRole('region', { name: '更多频道' });
    await expect(more.getByRole('region', { name: '学术资源' }).getByRole('link').first()).toBeVisible();
    const moreBox = await more.boundingBox();
    expect((moreBox?.x ?? -1) >= 0 && (moreBox?.x ?? 0) + (moreBox?.width ?? 0) <= 390).toBe(true);
    // Escape closes More first, then the menu, and the focus is back on the menu button
    await page.keyboard.press('Escape');
    await expect(more).toBeHidden();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();

    // the search entry opens the menu at the search box; a search opens the results
    await header.getByRole('button', { name: '打开搜索' }).click();
    const box = panel.getByRole('searchbox', { name: '站内搜索' });
    await expect(box).toBeFocused();
    const results = page.context().waitForEvent('page');
    await box.fill('动脉瘤');
    await box.press('Enter');
    const tab = await results;
    await expect(tab).toHaveURL(/\/search\?keywords=/);
    await tab.close();

    // a link in the (still open) menu goes to its page, and the menu closes behind it
    await expect(panel).toBeVisible();
    await panel.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '会议' }).click();
    await expect(page).toHaveURL(/\/meeting\/home$/);
    await expect(panel).toBeHidden();
  });

  test('signed in, the account menu is reached from the menu and stays on screen', async ({ page }) => {
    await signIn(page, VERIFIED_DOCTOR.mobile);
    await page.goto('/');
    await page.locator('header').getByRole('button', { name: '打开菜单' }).click();
    const account = page
      .locator('header')
      .getByRole('button', { name: `账户菜单：${VERIFIED_DOCTOR.realName}` });
    expectReachable('the account button', await account.boundingBox());
    await account.click();
    const menu = page.getByRole('menu', { name: '账户菜单' });
    await expect(menu.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
    const box = await menu.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
