import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import { COMPETING_DOCTOR, signIn } from './support';

/**
 * Competitions (issue 22): a visitor finds a competition by its status and sees its entries; a
 * verified doctor submits a video entry that the server transcodes to HLS in the background (the
 * page shows 转码中 n%), after which it waits for review.
 */

/** the worker's demo database, read only */
function readDb<T>(read: (db: Database.Database) => T): T {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

test('a visitor opens an ended competition from the list and sees its awards, each playing as a short video', async ({
  page,
}) => {
  await page.goto('/competition');
  await expect(page.getByRole('heading', { level: 1, name: '比赛' })).toBeVisible();
  await page.getByRole('navigation', { name: '比赛状态' }).getByRole('link', { name: '已结束' }).click();
  const list = page.getByRole('list', { name: '比赛列表' });
  await expect(list.getByRole('listitem').first()).toContainText('已结束');
  await expect(list.getByText('报名中')).toHaveCount(0);
  await list.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/competition\/detail\?competitionId=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const results = page.getByRole('region', { name: '获奖作品' });
  await expect(results).toContainText('一等奖');
  await expect(results.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/app\/shortplayer\/index\.html\?id=\d+$/,
  );
  await expect(page.getByRole('region', { name: '参赛规则' })).toBeVisible();
});

test('a verified doctor submits an entry whose transcode completes, then it waits for review', async ({
  page,
}) => {
  // an open competition (status 2) the doctor has not entered, from the worker's database
  const competition = readDb(
    (db) =>
      db
        .prepare(
          `select c.id, c.name from competitions c where c.status = 2 and not exists (
             select 1 from competition_entries e join users u on u.id = e.user_id
             where e.competition_id = c.id and u.mobile = ?) order by c.id limit 1`,
        )
        .get(COMPETING_DOCTOR.mobile) as { id: number; name: string },
  );
  // a 6-second clip made by ffmpeg (test pattern and a tone)
  const clip = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-clip-')), '手术视频.mp4');
  execFileSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=25',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440',
      '-t',
      '6',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      clip,
    ],
    { stdio: 'ignore' },
  );

  await signIn(page, COMPETING_DOCTOR.mobile);
  await page.goto(`/competition/detail?competitionId=${competition.id}`);
  await expect(page.getByRole('heading', { level: 1, name: competition.name })).toBeVisible();
  await expect(page.getByText('报名中', { exact: true })).toBeVisible();
  const form = page.getByRole('form', { name: '提交参赛作品' });
  await form.getByRole('textbox', { name: '作品标题' }).fill('经翼点入路动脉瘤夹闭术');
  await form.getByRole('textbox', { name: '作品简介' }).fill('术中临时阻断与载瘤动脉保护');
  await form.getByLabel('视频文件').setInputFiles(clip);
  await form.getByRole('button', { name: '提交作品' }).click();

  // the server answers at once; the transcode goes on in the background, its progress on the page
  const mine = page.getByRole('article', { name: '我的参赛作品' });
  await expect(mine.getByRole('status')).toHaveText(/^转码中 \d+%$/);
  await expect(mine.getByRole('progressbar')).toBeVisible();
  await expect(mine.getByRole('status')).toHaveText('待审核');
  await expect(mine).toContainText('转码完成，作品正在等待审核');

  // it stays so after a reload: the state is the server's
  await page.reload();
  await expect(page.getByRole('article', { name: '我的参赛作品' }).getByRole('status')).toHaveText('待审核');
  // the uploader may preview the HLS output; a visitor may not, until it is approved
  const entry = readDb(
    (db) =>
      db
        .prepare(
          `select e.id, e.state from competition_entries e join users u on u.id = e.user_id
           where e.competition_id = ? and u.mobile = ?`,
        )
        .get(competition.id, COMPETING_DOCTOR.mobile) as { id: number; state: string },
  );
  expect(entry.state).toBe('pending');
  const playlist = await page.request.get(`/media/competition/entry/${entry.id}/index.m3u8`);
  expect(playlist.status()).toBe(200);
  expect(await playlist.text()).toContain('#EXT-X-ENDLIST');
  const visitor = await page.context().browser()?.newContext();
  if (visitor) {
    const anonymous = await visitor.request.get(
      `${new URL(page.url()).origin}/media/competition/entry/${entry.id}/index.m3u8`,
    );
    expect(anonymous.status()).toBe(404);
    await visitor.close();
  }
  fs.rmSync(path.dirname(clip), { recursive: true, force: true });
});
