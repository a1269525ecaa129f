import { expect, test } from './fixtures';

/** The meetings remote as a visitor uses it: the home, the calendar and a meeting page. */

test('the meeting home lists recent and past meetings by speciality, and the calendar lists a marked day', async ({
  page,
}) => {
  await page.goto('/meeting');
  await expect(page).toHaveURL(/\/meeting\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: '会议' })).toBeVisible();

  const recent = page.getByRole('region', { name: '近期会议' });
  await expect(recent.getByRole('listitem').first()).toBeVisible();
  const history = page.getByRole('region', { name: '往期会议' });
  await expect(history.getByRole('listitem').first()).toBeVisible();
  const before = await history.getByRole('listitem').count();
  expect(before).toBeGreaterThan(0);
  await history.getByRole('button', { name: '加载更多' }).click();
  await expect.poll(() => history.getByRole('listitem').count()).toBeGreaterThan(before);

  // a speciality chip puts the choice in the address and filters the lists
  const chips = page.getByRole('navigation', { name: '专业筛选' });
  const chip = chips.getByRole('link').nth(1);
  const name = (await chip.textContent()) ?? '';
  await chip.click();
  await expect(page).toHaveURL(/speciality=\d+/);
  await expect(chips.getByRole('link', { name })).toHaveAttribute('aria-current', 'true');

  // the calendar: a marked day lists its meetings
  await page.goto('/meeting/home');
  const calendar = page.getByRole('region', { name: '会议日历' });
  const markedDays = calendar.getByRole('button', { name: /^\d+月\d+日，\d+ 场会议/ });
  await expect(markedDays.first()).toBeVisible();
  const marked = markedDays.first();
  const label = (await marked.getAttribute('aria-label')) ?? '';
  const count = Number(/(\d+) 场会议/.exec(label)?.[1]);
  await marked.click();
  // the first four, then all of them on request
  await expect(calendar.getByRole('listitem')).toHaveCount(Math.min(count, 4));
  if (count > 4) {
    await calendar.getByRole('button', { name: `查看当天全部 ${count} 场会议` }).click();
    await expect(calendar.getByRole('listitem')).toHaveCount(count);
  }
});

test('a meeting page shows its head, venues and agenda 3 by 3, the AI summary, and speakers', async ({
  page,
  request,
}) => {
  const history = await (await request.get('/wapi/meeting/getHistoryMeetings?pageSize=30')).json();
  const open = (history.list as { id: number; publishStatus: string }[]).filter(
    (m) => m.publishStatus === '1',
  );
  // one whose first venue (the page's first choice) has more than three talks on its first day,
  // a summarised one among the first three
  let id = 0;
  for (const m of open) {
    const groups = (
      await (await request.get(`/wapi/meeting/getFieldsListByDateAndGroup?meetingId=${m.id}`)).json()
    ).list as { fields: { id: number }[] }[];
    const first = groups[0]?.fields[0]?.id;
    if (!first) continue;
    const agenda = await (
      await request.get(`/wapi/meeting/getAgendaListByQDate?meetingId=${m.id}&fieldsId=${first}`)
    ).json();
    if (
      agenda.list.length > 3 &&
      agenda.list.slice(0, 3).some((a: { summaryShow: boolean }) => a.summaryShow)
    ) {
      id = m.id;
      break;
    }
  }
  expect(id).toBeGreaterThan(0);
  const detail = (await (await request.get(`/wapi/meeting/getMeetingDetail?id=${id}`)).json()).result;

  await page.goto(`/meeting/detail?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: detail.meetingName })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(detail.meetingName.slice(0, 8)));
  await expect(page.getByText(/^浏览 \d+$/)).toBeVisible();

  const agenda = page.getByRole('region', { name: '会议日程' });
  const rows = agenda.locator('ol > li');
  await expect(rows).toHaveCount(3);
  await agenda.getByRole('button', { name: '展开更多日程' }).click();
  await expect.poll(() => rows.count()).toBeGreaterThan(3);

  await agenda.getByRole('button', { name: '摘要' }).first().click();
  const popover = page.getByRole('dialog', { name: '报告摘要' });
  await expect(popover.getByText('以上内容由 AI 生成，仅供参考')).toBeVisible();
  expect((await popover.boundingBox())?.width).toBe(387);
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);

  await expect(page.getByRole('region', { name: '讲者' }).getByRole('listitem').first()).toBeVisible();
});

test('a coming-soon meeting cannot be opened from a list, and its address says it is not open', async ({
  page,
  request,
}) => {
  await page.goto('/meeting/home');
  const soon = page.getByText('敬请期待').first();
  await expect(soon).toBeVisible();
  // the badge sits on a card that is no link
  expect(await soon.evaluate((el) => el.closest('a'))).toBeNull();

  const recent = await (await request.get('/wapi/meeting/v2/getRecentMeetingsPage?pageSize=50')).json();
  const hidden = (recent.list as { id: number; publishStatus: string; forthcoming: string }[]).find(
    (m) => m.publishStatus === '0' && m.forthcoming === 'T',
  );
  expect(hidden).toBeDefined();
  await page.goto(`/meeting/detail?id=${hidden?.id}`);
  await expect(page.getByRole('heading', { name: '会议不存在或尚未开放' })).toBeVisible();
});
