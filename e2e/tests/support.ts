import type { APIRequestContext, Page } from '@playwright/test';

/** Seeded demo accounts (server/src/seed/demo-accounts.ts). */
export const VERIFIED_DOCTOR = { mobile: '13800000001', realName: '王建国' };

/** Signs in through the real sign-in page, reading the SMS code from the demo outbox. */
export async function signInThroughPage(
  page: Page,
  request: APIRequestContext,
  mobile: string,
): Promise<void> {
  await page.getByPlaceholder('请输入手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  let code: string | null = null;
  for (let i = 0; i < 50 && !code; i += 1) {
    const res = await request.get(`/dev/sms-outbox?mobile=${mobile}`);
    code = (await res.json()).result.code;
    if (!code) await page.waitForTimeout(100);
  }
  if (!code) throw new Error(`no SMS code reached the outbox for ${mobile}`);
  await page.getByPlaceholder('请输入6位验证码').fill(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** The first page of info titles as the server returns them. */
export async function firstInfoTitles(request: APIRequestContext, pageNo = 1): Promise<string[]> {
  const res = await request.get(`/wapi/info/getInfoList.do?pageNo=${pageNo}&pageSize=20`);
  return ((await res.json()).list as { infoTitle: string }[]).map((i) => i.infoTitle);
}
