import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { commentList, recordToasts, signIn, VERIFIED_DOCTOR } from './support';

/**
 * What a meeting asks of a signed-in doctor, in a real Chromium: a vote (results after voting),
 * the questionnaire (required items checked), check-in (fields checked in Chinese, then the
 * personal QR code, and the page that code opens at the door), and a comment.
 */

interface MeetingSummary {
  id: number;
  publishStatus: string;
}

/** every meeting a visitor may open: today's, recent and past ones */
async function openMeetings(request: APIRequestContext): Promise<number[]> {
  const lists = await Promise.all(
    [
      '/wapi/meeting/getTodayMeetings',
      '/wapi/meeting/v2/getRecentMeetingsPage?pageSize=50',
      '/wapi/meeting/getHistoryMeetings?pageSize=50',
    ].map(async (url) => ((await (await request.get(url)).json()).list ?? []) as MeetingSummary[]),
  );
  return [
    ...new Set(
      lists
        .flat()
        .filter((m) => m.publishStatus === '1')
        .map((m) => m.id),
    ),
  ];
}

/** the first open meeting whose detail (read with the page's cookies) satisfies `wanted` */
async function findMeeting(
  page: Page,
  wanted: (detail: Record<string, unknown>, id: number) => Promise<boolean> | boolean,
): Promise<number> {
  for (const id of await openMeetings(page.request)) {
    const detail = (await (await page.request.get(`/wapi/meeting/getMeetingDetail?id=${id}`)).json()).result;
    if (await wanted(detail, id)) return id;
  }
  throw new Error('no such meeting in the seed');
}

async function doctorSignsIn(page: Page) {
  await recordToasts(page);
  await signIn(page, VERIFIED_DOCTOR.mobile);
}

test('a doctor votes in an open phase and sees the results with their choice', async ({ page }) => {
  await doctorSignsIn(page);
  let phaseTitle = '';
  const id = await findMeeting(page, async (detail, meetingId) => {
    if (!detail.hasVotes) return false;
    const themes = (
      await (await page.request.get(`/wapi/meeting/getVoteThemes?meetingId=${meetingId}`)).json()
    ).list as { id: number }[];
    for (const theme of themes) {
      const phases = (
        await (await page.request.get(`/wapi/meeting/getVotePhases?themeId=${theme.id}`)).json()
      ).list as { title: string; open: boolean; voted: boolean; maxChoices: number }[];
      const open = phases.find((p) => p.open && !p.voted && p.maxChoices === 1);
      if (open) {
        phaseTitle = open.title;
        return true;
      }
    }
    return false;
  });

  await page.goto(`/meeting/detail?id=${id}`);
  const votes = page.getByRole('region', { name: '会议投票' });
  const phase = votes.getByRole('article', { name: phaseTitle }).first();
  await expect(phase.getByRole('radio').first()).toBeVisible();
  // no counts before voting
  await expect(phase.getByRole('region', { name: '投票结果' })).toHaveCount(0);
  // 投票 with nothing chosen is refused on the screen
  await phase.getByRole('button', { name: '投票' }).click();
  await expect(page.getByText('请选择一个选项')).toBeVisible();
  const choice = phase.getByRole('radio').nth(1);
  const label = ((await choice.locator('xpath=..').textContent()) ?? '').trim();
  expect(label.length).toBeGreaterThan(0);
  await choice.check();
  await phase.getByRole('button', { name: '投票' }).click();
  await expect(page.getByText('投票成功')).toBeVisible();
  const results = phase.getByRole('region', { name: '投票结果' });
  await expect(results).toBeVisible();
  await expect(results.getByText(/^共 \d+ 票$/)).toBeVisible();
  await expect(results.locator('li[data-mine]')).toHaveCount(1);
  await expect(results.locator('li[data-mine]')).toContainText(label);
  await expect(results.locator('li[data-mine]')).toContainText('我的选择');
  await expect(phase.getByRole('radio')).toHaveCount(0);

  // the same after a reload: the server holds the ballot, and a second one is refused
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: '会议投票' })
      .getByRole('article', { name: phaseTitle })
      .first()
      .locator('li[data-mine]'),
  ).toContainText(label);
});

test('a doctor fills in the questionnaire: required items first, then 已提交', async ({ page }) => {
  await doctorSignsIn(page);
  const id = await findMeeting(page, async (detail, meetingId) => {
    if (!detail.hasQuestionnaire) return false;
    const q = (
      await (await page.request.get(`/wapi/question/v2/getQuestionItems.do?meetingId=${meetingId}`)).json()
    ).result as { submitted: boolean };
    return !q.submitted;
  });

  await page.goto(`/meeting/detail?id=${id}`);
  const panel = page.getByRole('region', { name: '会议问卷' });
  await panel.getByRole('button', { name: '填写问卷' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // submitting nothing names the first required item
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByRole('alert')).toContainText('请回答：');

  // answer every item: the first option of a choice, a sentence for a text item
  const items = dialog.locator('form > ol > li');
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const item = items.nth(i);
    const text = item.locator('textarea');
    if ((await text.count()) > 0) await text.fill('希望增加更多手术视频讲解。');
    else await item.locator('input').first().check();
  }
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByText('已提交', { exact: true })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: '会议问卷' }).getByText('已提交', { exact: true }),
  ).toBeVisible();
});

test('a doctor checks in, gets a QR code, and the page the code opens proves it at the door', async ({
  page,
  browser,
  baseURL,
}) => {
  await doctorSignsIn(page);
  const id = await findMeeting(page, async (detail, meetingId) => {
    if ((detail.checkinFields as string[]).length === 0) return false;
    const info = (
      await (
        await page.request.get(`/wapi/meeting/getMeetingRequireCheckinInfo?meetingId=${meetingId}`)
      ).json()
    ).result as { checkedIn: boolean };
    return !info.checkedIn;
  });
  const fields = (
    await (await page.request.get(`/wapi/meeting/getMeetingRequireCheckinInfo?meetingId=${id}`)).json()
  ).result.fields as { code: string; label: string }[];
  const values: Record<string, string> = {
    realName: VERIFIED_DOCTOR.realName,
    mobile: VERIFIED_DOCTOR.mobile,
    hospital: '首都医科大学附属北京天坛医院',
    department: '神经外科',
    title: '主任医师',
    city: '北京',
  };

  await page.goto(`/meeting/detail?id=${id}`);
  const panel = page.getByRole('region', { name: '会议签到' });
  await panel.getByRole('button', { name: '签到' }).click();
  // every empty field says what it needs
  for (const field of fields) await expect(panel.getByText(`请填写${field.label}`)).toBeVisible();
  for (const field of fields)
    await panel.getByLabel(field.label, { exact: true }).fill(values[field.code] ?? '');
  if (fields.some((f) => f.code === 'mobile')) {
    await panel.getByLabel('手机号', { exact: true }).fill('12345');
    await expect(panel.getByText('请填写正确的手机号')).toBeVisible();
    await panel.getByLabel('手机号', { exact: true }).fill(values.mobile!);
  }
  await panel.getByRole('button', { name: '签到' }).click();
  await expect(page.getByText('签到成功')).toBeVisible();
  await expect(panel.getByText('您已签到')).toBeVisible();
  const qr = panel.getByRole('img', { name: '我的签到二维码' });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // the staff's phone (no session) opens the address the code carries
  const code = (
    await (await page.request.get(`/wapi/meeting/getMeetingRequireCheckinInfo?meetingId=${id}`)).json()
  ).result.checkinCode as string;
  const staff = await (await browser.newContext({ baseURL, locale: 'zh-CN' })).newPage();
  await staff.goto(`/meeting/checkin/verify?code=${code}`);
  await expect(staff.getByText('签到有效')).toBeVisible();
  await expect(
    staff.getByText(`${VERIFIED_DOCTOR.realName[0]}*${VERIFIED_DOCTOR.realName.at(-1)}`),
  ).toBeVisible();
  await expect(staff.getByText(VERIFIED_DOCTOR.mobile)).toHaveCount(0);
  await staff.goto(`/meeting/checkin/verify?code=${'A'.repeat(24)}`);
  await expect(staff.getByRole('alert')).toContainText('签到码无效');
  await staff.context().close();
});

test('a doctor comments on a meeting; a visitor sees it and is asked to sign in to comment', async ({
  page,
  browser,
  baseURL,
}) => {
  await doctorSignsIn(page);
  const id = (await openMeetings(page.request))[0]!;
  await page.goto(`/meeting/detail?id=${id}`);
  const comments = page.getByRole('region', { name: '会议评论' });
  await comments.scrollIntoViewIfNeeded();
  const box = comments.getByRole('textbox', { name: '评论内容' });
  const text = `会议评论${Date.now() % 100_000}`;
  await box.fill(text);
  await comments.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('评论成功!')).toBeVisible();
  await expect(commentList(comments).getByText(text)).toBeVisible();

  const visitor = await (await browser.newContext({ baseURL, locale: 'zh-CN' })).newPage();
  await visitor.goto(`/meeting/detail?id=${id}`);
  const theirs = visitor.getByRole('region', { name: '会议评论' });
  await theirs.scrollIntoViewIfNeeded();
  await expect(theirs.getByText(text)).toBeVisible();
  await expect(theirs.getByText('登录后参与评论').first()).toBeVisible();
  await visitor.context().close();
});

test('a doctor stars an agenda item and their calendar feed (read without a cookie) carries it', async ({
  page,
  request,
}) => {
  await doctorSignsIn(page);
  const id = (await openMeetings(page.request))[0]!;
  await page.goto(`/meeting/detail?id=${id}`);
  const agenda = page.getByRole('region', { name: '会议日程' });
  const star = agenda.getByRole('button', { name: /^收藏议程：/ }).first();
  await expect(star).toBeVisible();
  const theme = ((await star.getAttribute('aria-label')) ?? '').replace('收藏议程：', '');
  if ((await star.getAttribute('aria-pressed')) === 'true') {
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
  }
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('已收藏议程，可在“加入日历”中订阅我的日程')).toBeVisible();

  // the feed's secret is handed only to the portal's own pages
  const answer = await page.request.get('/wapi/meeting/getCalendarFeed', {
    headers: { 'x-requested-with': 'XMLHttpRequest', origin: new URL(page.url()).origin },
  });
  const body = await answer.json();
  expect(body.code, JSON.stringify(body)).toBe(1);
  const feed = body.result as { url: string };
  const ics = await request.get(new URL(feed.url).pathname);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  // a calendar folds long lines at 75 octets: unfold before looking
  expect((await ics.text()).replace(/\r\n[ \t]/g, '')).toContain(theme);
});
