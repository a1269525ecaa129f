import { expect, test } from './fixtures';
import { firstInfoTitles, signInThroughPage, VERIFIED_DOCTOR } from './support';

test('a visitor reads the news: shell frame, list from the server page by page, article in a new tab', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/');
  const header = page.locator('header');
  await expect(header.getByRole('link', { name: '脑医汇' })).toBeVisible();
  await expect(header.getByRole('search')).toBeVisible();
  await expect(header.getByRole('link', { name: '登录' })).toBeVisible();
  await expect(page.locator('footer')).toContainText('京ICP备');

  await header.getByRole('link', { name: '资讯', exact: true }).click();
  await expect(page).toHaveURL(/\/info$/);
  const [first, second] = [await firstInfoTitles(request, 1), await firstInfoTitles(request, 2)];
  const list = page.getByRole('region', { name: '资讯列表' });
  await expect(list).toContainText(first[0]!);
  await expect(list).toContainText(first[19]!);

  await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '下一页' }).click();
  await expect(list).toContainText(second[0]!);
  await expect(list).not.toContainText(first[0]!);

  const [article] = await Promise.all([
    context.waitForEvent('page'),
    list.getByRole('link', { name: second[0]! }).first().click(),
  ]);
  await article.waitForLoadState();
  await expect(article).toHaveURL(/\/info\/detail\?id=\d+$/);
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(second[0]!);
  await expect(article.locator('article h2').first()).toBeVisible();
  await expect(article).toHaveTitle(new RegExp(second[0]!.slice(0, 10)));
});

test('a doctor signs in by SMS, comes back to fallbackUrl, sees avatar and name, and signs out', async ({
  page,
  request,
}) => {
  await page.goto('/info');
  await page.locator('header').getByRole('link', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/signin\?fallbackUrl=%2Finfo/);
  await signInThroughPage(page, request, VERIFIED_DOCTOR.mobile);

  await expect(page).toHaveURL(/\/info$/);
  const account = page.locator('header').getByRole('button', { name: new RegExp(VERIFIED_DOCTOR.realName) });
  await expect(account).toBeVisible();
  await expect(account.locator('img')).toBeVisible();

  // the session survives a reload: the httpOnly cookie, not page state, carries it
  await page.reload();
  await expect(account).toBeVisible();

  await account.click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.locator('header').getByRole('link', { name: '登录' })).toBeVisible();
  const check = await page.request.get('/wapi/user/checkLogin.do');
  expect((await check.json()).code).toBe(401);
});

test('a wrong SMS code is refused with the server message and the form keeps its input', async ({ page }) => {
  await page.goto('/signin');
  await page.getByPlaceholder('请输入手机号').fill('13800000004');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeVisible();
  await page.getByPlaceholder('请输入6位验证码').fill('000000');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(/验证码错误|验证码已失效/);
  await expect(page.getByPlaceholder('请输入手机号')).toHaveValue('13800000004');
});
