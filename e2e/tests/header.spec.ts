import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  animationFrames,
  CORPORATE_USER,
  NO_IDENTITY_USER,
  PATIENT_USER,
  PENDING_CONTENT_DOCTOR,
  PUBLISHING_DOCTOR,
  REVIEWING_DOCTOR,
  recordedToasts,
  recordToasts,
  signIn,
} from './support';

/**
 * The portal frame of issue 3 (spec 2, 4, 5, 6, 8, 9): publish gates per seeded account, the
 * requirement popup, the More popup, hint words, back-to-top, footer QR codes and the EN link's
 * one-time code.
 */

type Account = { mobile: string; realName: string };

async function signInAs(page: Page, account: Account): Promise<void> {
  await signIn(page, account.mobile);
  await page.goto('/');
  await expect(
    page.locator('header').getByRole('button', { name: new RegExp(`账户菜单：${account.realName}`) }),
  ).toBeVisible();
}

const header = (page: Page) => page.locator('header');
const publishButton = (page: Page) => header(page).getByRole('button', { name: '发布', exact: true });
const toastText = (page: Page, text: string) =>
  page.locator('[aria-live] [role="status"]', { hasText: text });

async function openPublishMenu(page: Page) {
  await publishButton(page).click();
  const menu = page.getByRole('menu', { name: '发布内容' });
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('publish gates', () => {
  test('a visitor pressing 发布 is told 请先登录 and goes to sign-in, coming back to the page', async ({
    page,
  }) => {
    await recordToasts(page);
    await page.goto('/');
    await publishButton(page).click();
    await expect(page).toHaveURL(/\/signin\?fallbackUrl=%2F$/);
    expect(await recordedToasts(page)).toContain('请先登录');
  });

  test('identity 3: 当前身份无法使用发布功能, no popup', async ({ page }) => {
    await signInAs(page, PATIENT_USER);
    await publishButton(page).click();
    await expect(toastText(page, '当前身份无法使用发布功能')).toBeVisible();
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('identity 4: the corporate publish dialog pointing to brand management', async ({ page }) => {
    await signInAs(page, CORPORATE_USER);
    await publishButton(page).click();
    const dialog = page.getByRole('dialog', { name: '企业账号发布说明' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('品牌主页');
    await expect(dialog.getByRole('link', { name: '前往品牌管理' })).toHaveAttribute('href', '/bms/home');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await dialog.getByRole('button', { name: '我知道了' }).click();
    await expect(dialog).toBeHidden();
  });

  test('isAuth 2: demand shows 身份审核中, the article editor opens in a new tab', async ({
    page,
    context,
  }) => {
    await signInAs(page, REVIEWING_DOCTOR);
    const menu = await openPublishMenu(page);
    await expect(menu.getByRole('menuitem')).toHaveCount(6);
    await menu.getByRole('menuitem', { name: /^需求/ }).click();
    await expect(toastText(page, '身份审核中')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const [editor] = await Promise.all([
      context.waitForEvent('page'),
      menu.getByRole('menuitem', { name: /^文章/ }).click(),
    ]);
    await expect(editor).toHaveURL(/\/editor\?type=2$/);
    await editor.close();
  });

  test('content pending review: the review notice instead of the editor', async ({ page, context }) => {
    await signInAs(page, PENDING_CONTENT_DOCTOR);
    const menu = await openPublishMenu(page);
    let opened = false;
    context.on('page', () => {
      opened = true;
    });
    await menu.getByRole('menuitem', { name: /^文章/ }).click();
    const dialog = page.getByRole('dialog', { name: '内容审核中' });
    await expect(dialog).toContainText('您发布的内容正在审核中，审核通过方可发布新内容。');
    await dialog.getByRole('button', { name: '我知道了' }).click();
    await expect(dialog).toBeHidden();
    expect(opened).toBe(false);
  });

  test('no identity: the complete-profile box leads to /personaldata', async ({ page }) => {
    await signInAs(page, NO_IDENTITY_USER);
    const menu = await openPublishMenu(page);
    await menu.getByRole('menuitem', { name: /^病例/ }).click();
    const dialog = page.getByRole('dialog', { name: '完善个人信息' });
    await expect(dialog).toContainText('15个工作日');
    await expect(dialog.getByRole('button', { name: '以后再说' })).toBeVisible();
    await dialog.getByRole('button', { name: '去完善信息' }).click();
    await expect(page).toHaveURL(/\/personaldata$/);
  });
});

test.describe('a verified doctor', () => {
  // one sign-in for the group: the server sends one SMS code per mobile a minute
  test.describe.configure({ mode: 'serial' });
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser, portal }) => {
    context = await browser.newContext({ baseURL: portal.baseURL });
    page = await context.newPage();
    await signInAs(page, PUBLISHING_DOCTOR);
  });

  test.afterAll(async () => {
    await context.close();
  });

  test('the requirement popup validates in order, then 提交成功', async () => {
    await page.goto('/');
    const menu = await openPublishMenu(page);
    await menu.getByRole('menuitem', { name: /^需求/ }).click();
    const dialog = page.getByRole('dialog', { name: '发布需求' });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBe(460);
    await expect(dialog.getByRole('checkbox')).not.toHaveCount(0);

    const submit = dialog.getByRole('button', { name: '提交' });
    await submit.click();
    await expect(toastText(page, '请选择需求类型')).toBeVisible();

    await dialog.getByRole('checkbox', { name: '会议直播' }).check();
    await submit.click();
    await expect(toastText(page, '请填写联系方式')).toBeVisible();

    await dialog.getByRole('checkbox', { name: '其他' }).check();
    await dialog.getByRole('textbox', { name: /联系方式/ }).fill('13800000001');
    await submit.click();
    await expect(toastText(page, '请在备注中填写其他需求类型')).toBeVisible();

    await dialog.getByRole('textbox', { name: '备注' }).fill('希望合作开展神经内镜手术直播');
    await expect(dialog).toContainText('14/300');
    await submit.click();
    await expect(toastText(page, '提交成功')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('the message icon links the message center', async () => {
    await page.goto('/');
    const link = header(page).getByRole('link', { name: /^消息中心/ });
    await expect(link).toHaveAttribute('href', '/message-center');
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('EN opens the English site with a one-time code, never the session token; the code signs in once', async ({
    browser,
    baseURL,
  }) => {
    await context.route('https://en.naoyihui.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>NeuroHub</title>' }),
    );
    await page.goto('/');
    const [en] = await Promise.all([
      context.waitForEvent('page'),
      header(page).getByRole('link', { name: 'EN', exact: true }).click(),
    ]);
    await en.waitForURL(/^https:\/\/en\.naoyihui\.com\/.*[?&]code=/);
    const code = new URL(en.url()).searchParams.get('code');
    expect(code).toBeTruthy();
    const session = (await context.cookies()).find((c) => c.name === 'portal_session');
    expect(session?.value).toBeTruthy();
    expect(code).not.toBe(session!.value);
    expect(en.url()).not.toContain(session!.value);
    await en.close();

    const fresh = await browser.newContext({ baseURL });
    try {
      expect((await (await fresh.request.get('/wapi/user/checkLogin.do')).json()).code).not.toBe(1);
      const first = await (
        await fresh.request.post('/wapi/user/exchangeEnTicket.do', { data: { code } })
      ).json();
      expect(first.code).toBe(1);
      expect(first.result.realName).toBe(PUBLISHING_DOCTOR.realName);
      expect((await (await fresh.request.get('/wapi/user/checkLogin.do')).json()).code).toBe(1);
      const freshPage = await fresh.newPage();
      await freshPage.goto('/');
      await expect(
        freshPage.locator('header').getByRole('button', { name: new RegExp(PUBLISHING_DOCTOR.realName) }),
      ).toBeVisible();
    } finally {
      await fresh.close();
    }

    const again = await browser.newContext({ baseURL });
    try {
      const second = await (
        await again.request.post('/wapi/user/exchangeEnTicket.do', { data: { code } })
      ).json();
      expect(second.code).not.toBe(1);
      expect((await (await again.request.get('/wapi/user/checkLogin.do')).json()).code).not.toBe(1);
    } finally {
      await again.close();
    }
  });
});

test('a visitor: EN is a plain link to the English site', async ({ page }) => {
  await page.goto('/');
  await expect(header(page).getByRole('link', { name: 'EN', exact: true })).toHaveAttribute(
    'href',
    'https://en.naoyihui.com/',
  );
});

test('the More popup shows academic resources, subspecialities and medical devices; Escape closes it', async ({
  page,
  request,
}) => {
  const channels = (await (await request.get('/wapi/channel/getWebApiChannel.do')).json()).list;
  const devices = (await (await request.get('/wapi/bms/brand/getFirstCategoryList.do')).json()).list;
  await page.goto('/');
  const more = header(page).getByRole('button', { name: '更多' });
  await more.hover();
  const panel = page.getByRole('region', { name: '更多频道' });
  await expect(panel).toBeVisible();
  expect((await panel.boundingBox())?.width).toBe(116);

  const academic = panel.getByRole('region', { name: '学术资源' });
  await expect(academic.getByRole('link').first()).toBeVisible();

  const channel = channels[0];
  await expect(
    panel.getByRole('region', { name: '亚专业' }).getByRole('link', { name: channel.channelTitle }),
  ).toHaveAttribute(
    'href',
    `/channel/home?channelId=${channel.channelId}&channelTitle=${encodeURIComponent(channel.channelTitle)}&mpId=${channel.mpId}&ocsId=${channel.ocsId}`,
  );
  const device = devices[0];
  await expect(
    panel.getByRole('region', { name: '医疗器械' }).getByRole('link', { name: device.name }),
  ).toHaveAttribute('href', `/bms/home/${device.id}?categoryCode=${encodeURIComponent(device.code)}`);

  await more.click();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(more).toBeFocused();
});

/**
 * Stops the page's (installed) clock about where it is. Pausing needs a time the page has not
 * reached yet: a second ahead, tried again should the page's clock have passed it meanwhile (the
 * failed try has paused it already). Not further ahead: the jump fires the timers due in between,
 * and a held request would time out (the HTTP client's timer runs on this clock too).
 */
async function pauseClock(page: Page) {
  await expect(async () => {
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  }).toPass();
}

test('search hints rotate every 3 s, hold while focused, and a blank search of the hint opens results in a new tab', async ({
  page,
  context,
  request,
}) => {
  const words: string[] = (
    await (await request.get('/wapi/dict/getHintWords.do?dictIdStr=search_hint')).json()
  ).list.map((w: { word: string }) => w.word);
  expect(words.length).toBeGreaterThan(1);
  // The page's clock is the test's: it runs as usual while the page loads, and stands still from
  // before the hint words arrive (their answer is held until then), so the 3 s rotation moves only
  // when the test moves the clock, however slow the machine.
  let answerWords!: () => void;
  const wordsMayArrive = new Promise<void>((resolve) => {
    answerWords = resolve;
  });
  let wordsAsked!: () => void;
  const wordsRequested = new Promise<void>((resolve) => {
    wordsAsked = resolve;
  });
  await page.route(/\/wapi\/dict\/getHintWords\.do\?dictIdStr=search_hint/, async (route) => {
    wordsAsked();
    await wordsMayArrive;
    await route.continue();
  });
  await page.clock.install();
  await page.goto('/');
  const box = header(page).getByRole('searchbox', { name: '站内搜索' });
  await wordsRequested;
  await pauseClock(page);
  answerWords();
  // the answer reaches the box through a zero-delay timer of the query library: let those run
  await expect(async () => {
    await page.clock.runFor(1);
    expect(await box.getAttribute('placeholder')).toBe(words[0]!);
  }).toPass();
  await page.clock.runFor(3000);
  await expect(box).toHaveAttribute('placeholder', words[1]!);

  await box.focus();
  await expect(box).toBeFocused();
  await page.clock.runFor(3500);
  await expect(box).toHaveAttribute('placeholder', words[1]!);
  await page.clock.resume();

  const [results] = await Promise.all([context.waitForEvent('page'), box.press('Enter')]);
  await expect(results).toHaveURL(new RegExp(`/search\\?keywords=${encodeURIComponent(words[1]!)}$`));
  await results.close();
});

test('spaces only with a hint showing: the search button searches the hint in a new tab', async ({
  page,
  context,
}) => {
  // the hints rotate every 3 s: the page's clock stands still once one shows, so the hint read here
  // is still the one showing when the button is pressed, however slow the machine
  await page.clock.install();
  await page.goto('/');
  const box = header(page).getByRole('searchbox', { name: '站内搜索' });
  await expect(box).not.toHaveAttribute('placeholder', '搜索资讯、会议、病例、课程');
  await pauseClock(page);
  const hint = await box.getAttribute('placeholder');
  await box.fill('   ');
  const [results] = await Promise.all([
    context.waitForEvent('page'),
    header(page).getByRole('button', { name: '搜索' }).click(),
  ]);
  await expect(results).toHaveURL(new RegExp(`/search\\?keywords=${encodeURIComponent(hint!)}$`));
  await results.close();
});

test('back-to-top appears after scrolling past 200 px and returns to the top', async ({ page }) => {
  await page.goto('/info');
  await expect(page.getByRole('region', { name: '资讯列表' })).toBeVisible();
  const button = page.getByRole('button', { name: '返回顶部' });
  await expect(button).toHaveCount(0);
  // scrolled to 150 px: the side bar's scroll listener updates in the next animation frame; two
  // frames after the scroll event it has decided and rendered
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, 150);
      }),
  );
  await animationFrames(page, 2);
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test('the footer shows six server-drawn QR codes and the side bar the app QR', async ({ page }) => {
  await page.goto('/info');
  // the list first: scrolled to before it arrives, the footer is pushed away again before its codes
  // start watching for it (they load only when the footer comes near, after the first idle period)
  await expect(page.getByRole('region', { name: '资讯列表' })).toBeVisible();
  const footer = page.locator('footer');
  await footer.scrollIntoViewIfNeeded();
  const codes = footer.getByRole('region', { name: '关注脑医汇' }).getByRole('img');
  await expect(codes).toHaveCount(6);
  for (const img of await codes.all()) {
    await expect(img).toHaveAttribute('src', /^\/media\/qr\.svg\?url=https?%3A%2F%2F/);
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
  }

  await page.getByRole('link', { name: /下载客户端/ }).hover();
  const appQr = page.getByRole('img', { name: '脑医汇App二维码' });
  await expect(appQr).toBeVisible();
  const origin = new URL(page.url()).origin;
  await expect(appQr).toHaveAttribute(
    'src',
    `/media/qr.svg?url=${encodeURIComponent(`${origin}/linkdownload`)}`,
  );
});
