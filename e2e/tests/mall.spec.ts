import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import { PATIENT_USER, signIn } from './support';

/** The book mall (issue 21): a book bought on the payment simulator is an order 待发货. */

test('a reader buys a book on the simulator and finds the order 待发货', async ({ page }) => {
  // a book with copies left, read from the worker's demo database
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true });
  const book = db.prepare('select id, name from books where stock >= 5 order by id limit 1').get() as {
    id: number;
    name: string;
  };
  db.close();

  await signIn(page, PATIENT_USER.mobile);
  await page.goto(`/mall/product/${book.id}`);
  await expect(page.getByRole('heading', { level: 1, name: book.name })).toBeVisible();
  await expect(page).toHaveTitle(`${book.name} - 图书 - 脑医汇`);
  await page.getByRole('button', { name: '立即购买' }).click();

  const dialog = page.getByRole('dialog', { name: '确认订单' });
  await dialog.getByRole('textbox', { name: '收货人' }).fill('陈小雨');
  await dialog.getByRole('textbox', { name: '手机号' }).fill('13800000005');
  await dialog.getByRole('combobox', { name: '省份' }).selectOption('浙江省');
  await dialog.getByRole('textbox', { name: '城市' }).fill('杭州市');
  await dialog.getByRole('textbox', { name: '区县' }).fill('西湖区');
  // too short an address is said in Chinese, and nothing is ordered
  await dialog.getByRole('textbox', { name: '详细地址' }).fill('1号');
  await dialog.getByRole('button', { name: '提交订单并支付' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('详细地址为5–100个字');
  await dialog.getByRole('textbox', { name: '详细地址' }).fill('文三路 478 号 2 幢 301 室');
  await dialog.getByRole('button', { name: '提交订单并支付' }).click();

  // the simulator's page, opened as a phone would after scanning the code
  const link = dialog.getByRole('link', { name: '在本机打开支付页面' });
  await expect(link).toBeVisible();
  const phone = await page.context().newPage();
  await phone.goto((await link.getAttribute('href')) ?? '');
  await phone.getByRole('button', { name: '确认支付' }).click();
  await expect(phone.getByRole('status')).toHaveText('支付成功');
  await phone.close();

  const done = page.getByRole('dialog', { name: '支付成功' });
  await expect(done.getByText('支付成功，订单待发货')).toBeVisible();
  await done.getByRole('link', { name: '查看我的订单' }).click();
  await expect(page).toHaveURL(/\/user-center\/physical-orders$/);
  await page
    .getByRole('navigation', { name: '订单状态' })
    .getByRole('link', { name: /^待发货/ })
    .click();
  const paid = page.getByRole('list', { name: '待发货' });
  await expect(paid.getByRole('listitem').filter({ hasText: book.name }).first()).toBeVisible();
  // the whole address is the buyer's: the list shows it masked
  await expect(paid.getByRole('listitem').filter({ hasText: book.name }).first()).toContainText('陈*雨');
});

test('an order left unpaid is paid later from 实物订单 with 去支付', async ({ page }) => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true });
  const book = db.prepare('select id, name from books where stock >= 5 order by id desc limit 1').get() as {
    id: number;
    name: string;
  };
  db.close();

  await signIn(page, PATIENT_USER.mobile);
  await page.goto(`/mall/product/${book.id}`);
  await page.getByRole('button', { name: '立即购买' }).click();
  const dialog = page.getByRole('dialog', { name: '确认订单' });
  await dialog.getByRole('textbox', { name: '收货人' }).fill('陈小雨');
  await dialog.getByRole('textbox', { name: '手机号' }).fill('13800000005');
  await dialog.getByRole('combobox', { name: '省份' }).selectOption('浙江省');
  await dialog.getByRole('textbox', { name: '城市' }).fill('杭州市');
  await dialog.getByRole('textbox', { name: '区县' }).fill('西湖区');
  await dialog.getByRole('textbox', { name: '详细地址' }).fill('文三路 478 号 2 幢 301 室');
  await dialog.getByRole('button', { name: '提交订单并支付' }).click();
  await expect(dialog.getByRole('link', { name: '在本机打开支付页面' })).toBeVisible();
  // the reader walks away from the code without paying
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/user-center/physical-orders?state=unpaid');
  const unpaid = page
    .getByRole('list', { name: '待付款' })
    .getByRole('listitem')
    .filter({ hasText: book.name });
  await unpaid.first().getByRole('button', { name: '去支付' }).click();
  const pay = page.getByRole('dialog', { name: '支付订单' });
  const link = pay.getByRole('link', { name: '在本机打开支付页面' });
  await expect(link).toBeVisible();
  const phone = await page.context().newPage();
  await phone.goto((await link.getAttribute('href')) ?? '');
  await phone.getByRole('button', { name: '确认支付' }).click();
  await expect(phone.getByRole('status')).toHaveText('支付成功');
  await phone.close();

  await expect(page.getByText('支付成功，订单待发货')).toBeVisible();
  await expect(pay).toBeHidden();
  await page
    .getByRole('navigation', { name: '订单状态' })
    .getByRole('link', { name: /^待发货/ })
    .click();
  await expect(
    page.getByRole('list', { name: '待发货' }).getByRole('listitem').filter({ hasText: book.name }).first(),
  ).toBeVisible();
});
