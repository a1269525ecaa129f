import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import { MODERATOR, PICTURE, recordToasts, signIn, VERIFIED_DOCTOR } from './support';

/**
 * The account remote as its users meet it (issue 14): a doctor verifies and, once approved,
 * publishes; another follows them and reads their dynamics; messages arrive and the header's
 * badge follows without a reload; the browsing history and the wallet.
 */

async function signedIn(browser: Browser, baseURL: string | undefined, mobile: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, locale: 'zh-CN' })).newPage();
  await recordToasts(page);
  await signIn(page, mobile);
  return page;
}

/** a seeded doctor who never applied for verification, with the hospital and title it asks for */
function unverifiedDoctor(): { id: number; mobile: string; realName: string } {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true });
  try {
    return db
      .prepare(
        `select u.id, u.mobile, u.real_name as realName from users u
         where u.identity = 1 and u.is_auth = 0 and u.mobile not like '1380000000%'
           and u.company is not null and u.title is not null
           and not exists (select 1 from identity_verifications v where v.user_id = u.id)
           and not exists (select 1 from review_queue r where r.user_id = u.id and r.status = 'pending')
         order by u.id limit 1`,
      )
      .get() as { id: number; mobile: string; realName: string };
  } finally {
    db.close();
  }
}

/** a seeded doctor who does not follow `followeeId` (a follow message is written once per follower) */
function readerNotFollowing(followeeId: number): { mobile: string; realName: string } {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true });
  try {
    return db
      .prepare(
        `select u.mobile, u.real_name as realName from users u
         where u.identity = 1 and u.is_auth = 1 and u.mobile not like '1380000000%'
           and not exists (select 1 from user_follows f where f.follower_id = u.id and f.followee_id = ?)
           and not exists (select 1 from messages m where m.actor_id = u.id and m.user_id = ?)
         order by u.id desc limit 1`,
      )
      .get(followeeId, followeeId) as { mobile: string; realName: string };
  } finally {
    db.close();
  }
}

const userIdOf = async (page: Page) =>
  (await (await page.request.get('/wapi/user/getPersonalInfo.do')).json()).result.id as number;

/** the header badge's unread count (0 when it shows none) */
async function badgeCount(page: Page): Promise<number> {
  const label =
    (await page
      .getByRole('link', { name: /^消息中心/ })
      .first()
      .getAttribute('aria-label')) ?? '';
  const match = label.match(/(\d+)\+?条未读/);
  return match ? Number(match[1]) : 0;
}

test('a doctor applies for verification, the moderator approves, and the doctor then publishes without review', async ({
  browser,
  baseURL,
  request,
}) => {
  const doctor = unverifiedDoctor();
  const page = await signedIn(browser, baseURL, doctor.mobile);
  await page.goto('/personaldata?tab=auth');
  const state = page.getByRole('region', { name: '身份认证' });
  await expect(state.getByText('未认证')).toBeVisible();
  await page.getByLabel('认证身份').selectOption({ label: '医生' });
  await page
    .getByLabel('上传图片（执业证）')
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(page.getByLabel('重新上传（执业证）')).toBeAttached();
  await page
    .getByLabel('上传图片（工牌）')
    .setInputFiles({ name: 'badge.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(page.getByLabel('重新上传（工牌）')).toBeAttached();
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(state.getByText('审核中', { exact: true })).toBeVisible();
  // the application is not content: the doctor under review still opens the case editor's gate
  const pending = await (await page.request.get('/wapi/user/checkPendingContent.do')).json();
  expect(pending.result.pending).toBe(false);

  const moderator = await signedIn(browser, baseURL, MODERATOR.mobile);
  await moderator.goto('/topic-circle/review');
  await moderator.getByRole('button', { name: '身份认证', exact: true }).click();
  const card = moderator.getByRole('article').filter({ hasText: doctor.realName });
  // the queue is oldest first, 20 a page: the new application may be further down. Scrolled to the
  // bottom, the queue loads its next page: scroll until the card is there or the queue has ended.
  const shown = moderator.getByRole('article');
  const ended = moderator.getByText('没有更多了');
  while ((await card.count()) === 0 && !(await ended.isVisible())) {
    const before = await shown.count();
    // wheeled again until more came: one wheel may stop short of the queue's end
    await expect(async () => {
      await moderator.mouse.wheel(0, 4000);
      const more = (await shown.count()) > before || (await ended.isVisible());
      expect(more, 'the next page of the queue').toBe(true);
    }).toPass();
  }
  await expect(card.getByRole('img', { name: '执业证' })).toBeVisible();
  await expect(card.getByRole('img', { name: '工牌' })).toBeVisible();
  await card.getByRole('button', { name: '通过' }).click();
  await expect(card).toHaveCount(0);
  await moderator.context().close();

  await page.reload();
  await expect(state.getByText('已认证', { exact: true })).toBeVisible();
  await page.goto('/message-center?type=Review');
  await expect(page.getByRole('region', { name: '审核结果' })).toContainText('通过');

  // verified, the doctor's question is published at once (no 审核中)
  const title = `术后癫痫发作的抗癫痫药物何时停用？（认证后提问 ${Date.now() % 100_000}）`;
  await page.goto('/topic-circle');
  await page.getByRole('button', { name: '提问', exact: true }).click();
  const form = page.getByRole('dialog', { name: '提问' });
  await form.getByLabel('问题标题').fill(title);
  await form.getByRole('button', { name: '发布问题' }).click();
  await expect(page).toHaveURL(/\/topic-circle\/questionhome\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '审核中' })).toHaveCount(0);
  const questionUrl = new URL(page.url());
  expect(
    (
      await request.get(`/wapi/community/qa/getQuestionDetail?id=${questionUrl.searchParams.get('id')}`)
    ).status(),
  ).toBe(200);
  await page.context().close();
});

test('a reader follows a doctor from their profile and reads their dynamics; the doctor’s badge and message centre follow without a reload', async ({
  browser,
  baseURL,
}) => {
  const doctor = await signedIn(browser, baseURL, VERIFIED_DOCTOR.mobile);
  const doctorId = await userIdOf(doctor);
  await doctor.goto('/');
  await expect(doctor.getByRole('link', { name: /^消息中心/ }).first()).toBeVisible();
  const before = await badgeCount(doctor);

  const follower = readerNotFollowing(doctorId);
  const reader = await signedIn(browser, baseURL, follower.mobile);
  await reader.goto(`/user-center?profileUserId=${doctorId}`);
  await expect(reader.getByRole('heading', { level: 1, name: VERIFIED_DOCTOR.realName })).toBeVisible();
  await expect(reader.getByRole('tab', { name: '动态' })).toHaveAttribute('aria-selected', 'true');
  await expect(reader.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  const followed = reader.getByRole('button', { name: `已关注：${VERIFIED_DOCTOR.realName}` });
  await reader.getByRole('button', { name: `关注：${VERIFIED_DOCTOR.realName}` }).click();
  await expect(followed).toBeVisible();
  await reader.mouse.move(0, 0);
  await followed.hover();
  await expect(followed).toHaveText('取消关注');
  // the follow stays after a reload
  await reader.reload();
  await expect(followed).toBeVisible();

  // the doctor's open page learns of the new follower when it comes back into view
  await doctor.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect.poll(() => badgeCount(doctor)).toBeGreaterThan(before);
  await doctor.goto('/message-center?type=Follow');
  const follows = doctor.getByRole('region', { name: '关注' });
  await expect(follows.getByText(follower.realName).first()).toBeVisible();
  const unread = await badgeCount(doctor);
  await doctor.getByRole('button', { name: '将“关注”全部标为已读' }).click();
  await expect.poll(() => badgeCount(doctor)).toBeLessThan(unread);
  await expect(doctor.getByRole('button', { name: '关注', exact: true })).toBeVisible();

  // the doctor hides their dynamics from visitors: the reader is refused, the owner still sees them
  await doctor.goto(`/user-center?profileUserId=${doctorId}`);
  await doctor.getByRole('button', { name: '主页展示设置' }).click();
  const settings = doctor.getByRole('dialog', { name: '访客可以看到的内容' });
  await settings.getByRole('checkbox', { name: '动态' }).uncheck();
  await settings.getByRole('button', { name: '保存' }).click();
  await expect(settings).toHaveCount(0);
  const refused = await reader.request.get(`/wapi/user/getUserDynamics.do?profileUserId=${doctorId}`);
  expect(refused.status()).toBe(403);
  await reader.reload();
  await expect(reader.getByRole('tab', { name: '动态' })).toHaveCount(0);
  await doctor.getByRole('button', { name: '主页展示设置' }).click();
  await settings.getByRole('checkbox', { name: '动态' }).check();
  await settings.getByRole('button', { name: '保存' }).click();
  await expect(settings).toHaveCount(0);
  await reader.context().close();
  await doctor.context().close();
});

test('the browsing history keeps what a doctor read, by day, and forgets what they delete; the wallet shows a recharge', async ({
  browser,
  baseURL,
  request,
}) => {
  const page = await signedIn(browser, baseURL, VERIFIED_DOCTOR.mobile);
  const info = (await (await request.get('/wapi/info/getInfoList.do?pageNo=1&pageSize=1')).json())
    .list[0] as {
    infoId: number;
    infoTitle: string;
  };
  // the article page records the reading once it has the article: a reader who stays that long
  const recorded = page.waitForResponse((r) => r.url().includes('/saveBrowsingHistory') && r.ok());
  await page.goto(`/info/detail?id=${info.infoId}`);
  await expect(page.getByRole('heading', { level: 1, name: info.infoTitle })).toBeVisible();
  await recorded;
  await page.goto('/browsing-history');
  const today = page.getByRole('region', { name: '今天' });
  await expect(today.getByRole('link', { name: info.infoTitle }).first()).toBeVisible();
  await today.getByRole('button', { name: `删除“${info.infoTitle}”的浏览记录` }).click();
  await expect(today.getByRole('link', { name: info.infoTitle })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name: info.infoTitle })).toHaveCount(0);

  // the wallet: a recharge paid on the simulator shows in the balance, the ledger and the orders
  await page.goto('/user-center/wallet');
  const balance = page.getByText(/^\d+ 神贝$/).first();
  await expect(balance).toBeVisible();
  const before = Number(((await balance.textContent()) ?? '').replace(/\D/g, ''));
  await page.getByRole('button', { name: '充值' }).click();
  const dialog = page.getByRole('dialog', { name: '充值神贝' });
  await dialog.getByRole('button', { name: /^60 神贝/ }).click();
  await dialog.getByRole('button', { name: '立即充值 ¥6.00' }).click();
  const link = dialog.getByRole('link', { name: '在本机打开支付页面' });
  await expect(link).toBeVisible();
  const phone = await page.context().newPage();
  await phone.goto((await link.getAttribute('href')) ?? '');
  await phone.getByRole('button', { name: '确认支付' }).click();
  await expect(phone.getByRole('status')).toHaveText('支付成功');
  await phone.close();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`${before + 60} 神贝`, { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: '收支明细' }).getByText('+60 神贝').first()).toBeVisible();
  await page.getByRole('link', { name: '我的订单' }).click();
  await expect(page.getByRole('list', { name: '我的订单' }).getByRole('listitem').first()).toBeVisible();
  await page.goto('/message-center?type=Order');
  await expect(page.getByRole('region', { name: '订单' }).getByRole('listitem').first()).toBeVisible();
  await page.context().close();
});
