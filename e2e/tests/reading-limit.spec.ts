import { expect, test } from './fixtures';
import { signInThroughPage, VERIFIED_DOCTOR } from './support';

/** Spec 4: a visitor reads 3 distinct articles a day; from the 4th the body waits for sign-in. */
test('a visitor reads 3 distinct articles a day; the 4th is hidden until sign-in', async ({
  page,
  request,
}) => {
  const info = (await (await request.get('/wapi/info/getInfoList.do?pageSize=2')).json()).list as {
    infoId: number;
  }[];
  const cases = (await (await request.get('/wapi/mp/articleList.do?type=case&pageSize=2')).json()).list as {
    id: number;
  }[];
  const pages = [
    `/info/detail?id=${info[0]!.infoId}`,
    `/case/detail-ugc?id=${cases[0]!.id}`,
    `/info/detail?id=${info[1]!.infoId}`,
  ];
  for (const url of pages) {
    await page.goto(url);
    await expect(page.locator('article .rich-text')).toBeVisible();
  }
  // reading one of them again does not count
  await page.goto(pages[0]!);
  await expect(page.locator('article .rich-text')).toBeVisible();

  const fourth = `/case/detail-ugc?id=${cases[1]!.id}`;
  await page.goto(fourth);
  await expect(page.getByRole('heading', { name: '今日免费阅读已达3篇' })).toBeVisible();
  await expect(page.locator('article .rich-text')).toHaveCount(0);

  await page.getByRole('button', { name: '登录继续阅读' }).click();
  await expect(page).toHaveURL(/\/signin\?fallbackUrl=/);
  await signInThroughPage(page, request, VERIFIED_DOCTOR.mobile);
  await expect(page).toHaveURL(new RegExp(fourth.replace(/[?]/g, '\\?')));
  await expect(page.locator('article .rich-text')).toBeVisible();
});
