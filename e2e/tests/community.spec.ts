import { expect, test } from './fixtures';
import { signInThroughPage, VERIFIED_DOCTOR } from './support';

/** The community remote as a reader uses it (issue 13, first steps): the feed, a question, a topic. */

test('the community home lists questions and answers; a question shows its answers; a topic its feed', async ({
  page,
}) => {
  await page.goto('/topic-circle/');
  await expect(page.getByRole('heading', { level: 1, name: '社区' })).toBeVisible();
  const feed = page.getByRole('feed', { name: '社区动态' });
  await expect(feed.getByRole('article').first()).toBeVisible();
  const first = await feed.getByRole('article').count();
  // more as the reader scrolls
  await page.mouse.wheel(0, 20_000);
  await expect.poll(() => feed.getByRole('article').count(), { timeout: 10_000 }).toBeGreaterThan(first);

  // a question, in the same tab for the test (the card opens it in a new one)
  const href =
    (await feed.getByRole('article').first().getByRole('heading').getByRole('link').getAttribute('href')) ??
    '';
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/\d+ 次浏览/)).toBeVisible();

  // a topic from the side column
  const topic = page.getByRole('region', { name: '热门话题' }).getByRole('link').first();
  const name = ((await topic.textContent()) ?? '').split('\n')[0] ?? '';
  await topic.click();
  await expect(page).toHaveURL(/communitytopic\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    name.replace(/\d.*$/, '').trim().slice(0, 4),
  );
  await expect(page.getByRole('feed', { name: '社区动态' }).getByRole('article').first()).toBeVisible();
});

test('a signed-in doctor follows a topic; the count moves and stays after a reload', async ({
  page,
  request,
}) => {
  await page.goto('/signin');
  await signInThroughPage(page, request, VERIFIED_DOCTOR.mobile);
  await page.waitForURL((u) => !u.pathname.startsWith('/signin'));
  const topics = (await (await page.request.get('/wapi/community/topic/getHotTopics?limit=10')).json())
    .list as {
    id: number;
    title: string;
    isFollow: boolean;
    followers: number;
  }[];
  const topic = topics.find((t) => !t.isFollow)!;
  await page.goto(`/topic-circle/communitytopic?id=${topic.id}`);
  const header = page.getByRole('region', { name: topic.title });
  await header.getByRole('button', { name: `关注：${topic.title}` }).click();
  await expect(header.getByRole('button', { name: `已关注：${topic.title}` })).toBeVisible();
  await expect(header.getByText(`${topic.followers + 1} 人关注`)).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: topic.title }).getByRole('button', { name: `已关注：${topic.title}` }),
  ).toBeVisible();
});

test('a signed-in doctor agrees with an answer, collects it and comments on it; all of it stays after a reload', async ({
  page,
  request,
}) => {
  await page.goto('/signin');
  await signInThroughPage(page, request, VERIFIED_DOCTOR.mobile);
  await page.waitForURL((u) => !u.pathname.startsWith('/signin'));
  const feed = (await (await page.request.get('/wapi/community/home/getHomeFeed?pageSize=30')).json())
    .list as {
    id: number;
    type: string;
    isDigg: boolean;
    isCollect: boolean;
    mine: boolean;
  }[];
  const answer = feed.find(
    (i) => i.type === 'community_activity_latest_answer' && !i.isDigg && !i.isCollect && !i.mine,
  )!;
  await page.goto(`/topic-circle/answerhome/${answer.id}`);
  const agree = page.getByRole('button', { name: /^赞同 \d+$/ });
  const before = Number(((await agree.textContent()) ?? '').replace(/\D/g, ''));
  await agree.click();
  await expect(page.getByRole('button', { name: `已赞同 ${before + 1}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: '收藏', exact: true }).click();
  await expect(page.getByRole('button', { name: '已收藏' })).toBeVisible();

  const text = `术后第几天可以下床？${Date.now() % 10_000}`;
  const comments = page.getByRole('region', { name: '评论' });
  await comments.getByRole('textbox', { name: '评论内容' }).fill(text);
  await comments.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('评论成功!')).toBeVisible();
  await expect(comments.getByText(text)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: `已赞同 ${before + 1}` })).toBeVisible();
  await expect(page.getByRole('button', { name: '已收藏' })).toBeVisible();
  await expect(page.getByRole('region', { name: '评论' }).getByText(text)).toBeVisible();
});
