import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { commentList, openComments, readWorkerDb, signIn, VERIFIED_DOCTOR } from './support';

/**
 * Every page on a phone (issue 24): at 390×844 and 360×800 no page scrolls sideways once its
 * content is in, the header's menu reaches every header element, and a comment is posted and a
 * video played at phone size.
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
  ['case editor', () => '/editor?type=0'],
  ['article editor', () => '/editor?type=2'],
  ['popular science editor', () => '/editor?type=3'],
  ['drafts', () => '/editor/drafts'],
  ['answer list', () => '/topic-circle/answerList'],
  ['answer editor', (ids) => `/topic-circle/write?id=${ids.question}`],
];

/**
 * Opens `path` and waits for its content (the page's heading, then no call in flight), then gives
 * the page's width and, when it is too wide, the outermost elements past the right edge.
 */
async function widthOf(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const edge = window.innerWidth;
    const past: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const right = el.getBoundingClientRect().right;
      if (right <= edge + 0.5 || (el.parentElement?.getBoundingClientRect().right ?? 0) > edge + 0.5)
        continue;
      const cls = el.getAttribute('class') ?? '';
      past.push(`<${el.tagName.toLowerCase()} class="${cls.slice(0, 100)}"> to ${Math.round(right)}px`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, past: past.slice(0, 5) };
  });
}

for (const phone of PHONES) {
  test.describe(`at ${phone.label}, no page scrolls sideways`, () => {
    test.use({ viewport: { width: phone.width, height: phone.height }, hasTouch: true });

    for (const [name, path] of VISITOR_ROUTES) {
      test(name, async ({ page, request }) => {
        seedIds ??= readSeedIds(request);
        const url = path(await seedIds);
        const { scrollWidth, past } = await widthOf(page, url);
        expect(scrollWidth, `${url} is ${scrollWidth}px wide: ${past.join('; ')}`).toBeLessThanOrEqual(
          phone.width,
        );
      });
    }

    test.describe('signed in', () => {
      for (const [name, path] of SIGNED_IN_ROUTES) {
        test(name, async ({ page, request }) => {
          seedIds ??= readSeedIds(request);
          const ids = await seedIds;
          await signIn(page, VERIFIED_DOCTOR.mobile);
          const me = await (await page.request.get('/wapi/user/getPersonalInfo.do')).json();
          const url = path(ids, me.result.id as number);
          const { scrollWidth, past } = await widthOf(page, url);
          expect(scrollWidth, `${url} is ${scrollWidth}px wide: ${past.join('; ')}`).toBeLessThanOrEqual(
            phone.width,
          );
        });
      }
    });
  });
}

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

test.describe('reading and watching on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a doctor posts a comment on a case', async ({ page, request }) => {
    const cases = await listOf<{ id: number; title: string }>(
      request,
      '/wapi/mp/articleList.do?type=case&pageNo=2&pageSize=1',
    );
    const item = cases[0];
    if (!item) throw new Error('the seed lists cases');
    await signIn(page, VERIFIED_DOCTOR.mobile);
    await page.goto(`/case/detail-ugc?id=${item.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
    const comments = await openComments(page);
    const input = comments.getByRole('textbox', { name: '评论内容' });
    const text = `手机上的评论${Date.now() % 100_000}`;
    await input.fill(text);
    const post = comments.getByRole('button', { name: '发布' });
    await post.tap();
    await expect(commentList(comments).getByText(text, { exact: true })).toBeVisible();
    await expect(input).toHaveValue('');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('a replay plays with its barrage layer over the video, inside the screen', async ({
    page,
    request,
  }) => {
    const meetings = await listOf<{ id: number; publishStatus: string }>(
      request,
      '/wapi/meeting/getHistoryMeetings?pageSize=50',
    );
    let target: { meetingId: number; fieldId: number } | null = null;
    for (const m of meetings) {
      if (m.publishStatus !== '1') continue;
      const venues = await listOf<{ fieldId: number; state: string; canWatch: boolean }>(
        request,
        `/wapi/meeting/getAllLiveMeetingDetail?meetingId=${m.id}`,
      );
      const venue = venues.find((v) => v.state === 'LE' && v.canWatch);
      if (venue) {
        target = { meetingId: m.id, fieldId: venue.fieldId };
        break;
      }
    }
    if (!target) throw new Error('no free recorded meeting in the seed');
    await page.goto(`/meeting/detail?id=${target.meetingId}&fieldsId=${target.fieldId}`);
    await page.getByRole('button', { name: /^播放：/ }).tap();
    const video = page.locator('.art-video-player video');
    await expect(video).toHaveCount(1);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
    const player = await page.locator('.art-video-player').boundingBox();
    expect(player && player.x >= 0 && player.x + player.width <= 390).toBe(true);
    const layer = await page.locator('.art-danmuku').boundingBox();
    expect(layer && layer.x >= 0 && layer.x + layer.width <= 390).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
