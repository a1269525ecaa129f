import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  PENDING_CONTENT_DOCTOR,
  REVIEWING_DOCTOR,
  recordedToasts,
  recordToasts,
  signIn,
  VERIFIED_DOCTOR,
} from './support';

/**
 * Money in a real Chromium (issue 12), paid through the payment simulator's own page as a phone
 * would open it from the QR code: a recharge, a gift the room sees, a paid meeting bought, watched
 * and invoiced; a cancelled and an expired payment change nothing.
 */

interface MeetingRow {
  id: number;
  publishStatus: string;
}

async function signedIn(browser: Browser, baseURL: string | undefined, mobile: string) {
  const page = await (await browser.newContext({ baseURL, locale: 'zh-CN' })).newPage();
  await recordToasts(page);
  await signIn(page, mobile);
  return page;
}

/** a free meeting with a live venue the visitor may watch */
async function liveMeeting(request: APIRequestContext): Promise<{ meetingId: number; fieldId: number }> {
  const today = (await (await request.get('/wapi/meeting/getTodayMeetings')).json()).list as MeetingRow[];
  for (const m of today) {
    if (m.publishStatus !== '1') continue;
    const venues = (
      await (await request.get(`/wapi/meeting/getAllLiveMeetingDetail?meetingId=${m.id}`)).json()
    ).list as { fieldId: number; state: string; canWatch: boolean }[];
    const live = venues.find((v) => v.state === 'LI' && v.canWatch);
    if (live) return { meetingId: m.id, fieldId: live.fieldId };
  }
  throw new Error('no free live meeting in the seed');
}

/** pays (or cancels, or lets expire) on the simulator's page, as the payer's phone would */
async function onPayerPhone(page: Page, action: '确认支付' | '取消支付' | '让订单过期') {
  const link = page.getByRole('link', { name: '在本机打开支付页面' });
  await expect(link).toBeVisible();
  const url = (await link.getAttribute('href')) ?? '';
  const phone = await page.context().browser()!.newPage();
  await phone.goto(url);
  await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
  await phone.getByRole('button', { name: action }).click();
  await expect(phone.getByRole('status')).toHaveText(
    action === '确认支付' ? '支付成功' : '订单已关闭或已过期',
  );
  await phone.close();
}

const balanceOf = async (page: Page) =>
  (await (await page.request.get('/v1/shenbei/getUserWallet.jspx')).json()).result.coins as number;

test('a recharge paid on the simulator credits the coins; a gift is seen by another viewer in the room', async ({
  browser,
  baseURL,
  request,
}) => {
  const { meetingId, fieldId } = await liveMeeting(request);
  const url = `/meeting/detail?id=${meetingId}&fieldsId=${fieldId}`;
  const doctor = await signedIn(browser, baseURL, VERIFIED_DOCTOR.mobile);
  const before = await balanceOf(doctor);
  await doctor.goto(url);
  const panel = doctor.getByRole('region', { name: '送礼物' });
  await expect(panel.getByText(`余额 ${before} 神贝`)).toBeVisible();

  // 充值: the first rate (60 神贝 for ¥6.00) by WeChat Pay, paid on the phone
  await panel.getByRole('button', { name: '充值' }).click();
  const dialog = doctor.getByRole('dialog', { name: '充值神贝' });
  await dialog.getByRole('button', { name: /^60 神贝/ }).click();
  await dialog.getByRole('button', { name: '立即充值 ¥6.00' }).click();
  await expect(dialog.getByRole('img', { name: '支付二维码' })).toBeVisible();
  await onPayerPhone(doctor, '确认支付');
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByText(`余额 ${before + 60} 神贝`)).toBeVisible();

  // a viewer in the room sees the gift arrive
  const viewer = await (await browser.newContext({ baseURL, locale: 'zh-CN' })).newPage();
  await viewer.goto(url);
  await viewer.getByRole('button', { name: /^播放：/ }).click();
  await expect(viewer.getByText(/\d+ 人在看/)).toBeVisible();
  await doctor.getByRole('button', { name: /^播放：/ }).click();
  await expect(doctor.getByText(/\d+ 人在看/)).toBeVisible();

  await panel.getByRole('button', { name: '鲜花，10 神贝' }).click();
  await panel.getByRole('button', { name: '赠送' }).click();
  // a toast, gone after 1.5 s: read from the recorded toasts, so a busy machine cannot miss it
  await expect.poll(() => recordedToasts(doctor)).toContain('已送出 鲜花 ×1');
  await expect(viewer.locator('.art-danmuku')).toContainText(
    `【礼物】${VERIFIED_DOCTOR.realName} 送出 鲜花 ×1`,
  );
  await expect(
    viewer.getByRole('region', { name: '礼物榜' }).getByText(VERIFIED_DOCTOR.realName),
  ).toBeVisible();
  expect(await balanceOf(doctor)).toBe(before + 50);
  await viewer.context().close();
  await doctor.context().close();
});

test('a paid meeting is bought on the simulator, then watched, then invoiced', async ({
  browser,
  baseURL,
}) => {
  const buyer = await signedIn(browser, baseURL, REVIEWING_DOCTOR.mobile);
  // a paid meeting with video this buyer has not bought
  const history = (await (await buyer.request.get('/wapi/meeting/getHistoryMeetings?pageSize=50')).json())
    .list as MeetingRow[];
  let meetingId = 0;
  for (const m of history) {
    if (m.publishStatus !== '1') continue;
    const detail = (await (await buyer.request.get(`/wapi/meeting/getMeetingDetail?id=${m.id}`)).json())
      .result;
    if (detail.price !== null && !detail.canWatch) {
      meetingId = m.id;
      break;
    }
  }
  expect(meetingId).toBeGreaterThan(0);
  await buyer.goto(`/meeting/detail?id=${meetingId}`);
  const video = buyer.getByRole('region', { name: '会议视频' });
  await expect(video.getByText('本会议为付费会议，购买后即可观看')).toBeVisible();

  await buyer.getByRole('button', { name: '购买观看' }).click();
  const dialog = buyer.getByRole('dialog', { name: '购买观看' });
  await dialog.getByRole('radio', { name: '支付宝' }).check();
  await dialog.getByRole('button', { name: '确认支付' }).click();
  await expect(dialog.getByText('请使用支付宝扫码支付')).toBeVisible();
  await onPayerPhone(buyer, '确认支付');
  await expect(dialog).toHaveCount(0);
  await expect(buyer.getByText('已购买')).toBeVisible();

  // the video is theirs now
  await buyer.getByRole('button', { name: /^播放：/ }).click();
  const player = buyer.locator('.art-video-player video');
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);

  // and an invoice of it
  await buyer.getByRole('button', { name: '申请发票' }).click();
  const form = buyer.getByRole('dialog', { name: '申请发票' });
  await form.getByLabel('发票抬头').fill(REVIEWING_DOCTOR.realName);
  await form.getByLabel('接收邮箱').fill('doctor@example.com');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(buyer.getByText(`发票：开票中（${REVIEWING_DOCTOR.realName}）`)).toBeVisible();
  await buyer.context().close();
});

test('a cancelled and an expired payment change nothing', async ({ browser, baseURL, request }) => {
  const { meetingId, fieldId } = await liveMeeting(request);
  const user = await signedIn(browser, baseURL, PENDING_CONTENT_DOCTOR.mobile);
  const before = await balanceOf(user);
  await user.goto(`/meeting/detail?id=${meetingId}&fieldsId=${fieldId}`);
  const panel = user.getByRole('region', { name: '送礼物' });
  for (const action of ['取消支付', '让订单过期'] as const) {
    await panel.getByRole('button', { name: '充值' }).click();
    const dialog = user.getByRole('dialog', { name: '充值神贝' });
    await dialog.getByRole('button', { name: /^立即充值/ }).click();
    await expect(dialog.getByRole('img', { name: '支付二维码' })).toBeVisible();
    await onPayerPhone(user, action);
    await expect(dialog.getByText('订单已关闭或已过期，未扣款')).toBeVisible();
    await dialog.getByRole('button', { name: '关闭' }).click();
  }
  expect(await balanceOf(user)).toBe(before);
  await user.context().close();
});
