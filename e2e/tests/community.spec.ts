import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import {
  commentList,
  MODERATOR,
  PATIENT_USER,
  PENDING_CONTENT_DOCTOR,
  PICTURE,
  signIn,
  signInThroughPage,
  UNVERIFIED_DOCTOR,
  VERIFIED_DOCTOR,
} from './support';

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
  await expect.poll(() => feed.getByRole('article').count()).toBeGreaterThan(first);

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

test('a signed-in doctor follows a topic; the count moves and stays after a reload', async ({ page }) => {
  await signIn(page, VERIFIED_DOCTOR.mobile);
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
}) => {
  await signIn(page, VERIFIED_DOCTOR.mobile);
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
  await expect(commentList(comments).getByText(text)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: `已赞同 ${before + 1}` })).toBeVisible();
  await expect(page.getByRole('button', { name: '已收藏' })).toBeVisible();
  await expect(commentList(page.getByRole('region', { name: '评论' })).getByText(text)).toBeVisible();
});

/** a published question `mobile`'s doctor may answer (the server's own gate says so) */
async function answerableQuestion(
  page: import('@playwright/test').Page,
): Promise<{ id: number; title: string }> {
  const feed = (await (await page.request.get('/wapi/community/home/getHomeFeed?pageSize=50')).json())
    .list as {
    questionId: number;
    questionTitle: string;
    mine: boolean;
  }[];
  for (const item of feed) {
    if (item.mine) continue;
    const ability = (
      await (
        await page.request.get(`/wapi/community/answer/getAnswerAbility?questionId=${item.questionId}`)
      ).json()
    ).result;
    if (ability.state === 'ok') return { id: item.questionId, title: item.questionTitle };
  }
  throw new Error('no question left to answer');
}

test('a doctor answers in the editor with a picture; the answer shows under the question, and a second one is refused', async ({
  page,
  context,
}) => {
  await signIn(page, VERIFIED_DOCTOR.mobile);
  const question = await answerableQuestion(page);
  await page.goto(`/topic-circle/questionhome?id=${question.id}`);
  const answersBefore = Number(
    ((await page.getByRole('heading', { level: 2, name: /个回答/ }).textContent()) ?? '').replace(/\D/g, ''),
  );

  const [editorTab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: '写回答' }).click(),
  ]);
  await expect(editorTab).toHaveURL(new RegExp(`/topic-circle/write\\?id=${question.id}$`));
  await expect(editorTab.getByRole('heading', { level: 1, name: question.title })).toBeVisible();
  const editor = editorTab.getByRole('textbox', { name: '回答内容' });
  await editor.click();
  await editorTab.keyboard.type('建议术后三个月复查增强 MRI，之后每半年一次，两年后每年一次。');
  await editorTab
    .getByTestId('rich-editor-file')
    .setInputFiles({ name: 'mri.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(editor.locator('img[src^="/media/uploads/"]')).toBeVisible();
  // saved as one types
  await expect(editorTab.getByText(/草稿已保存/)).toBeVisible();

  await editorTab.getByRole('button', { name: '发布回答' }).click();
  await expect(editorTab).toHaveURL(/\/topic-circle\/answerhome\/\d+$/);
  const shown = editorTab.locator('.community-answer');
  await expect(shown).toContainText('建议术后三个月复查增强 MRI');
  const src = await shown.locator('img').getAttribute('src');
  expect(src).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/);
  const picture = await editorTab.request.get(src!);
  expect(picture.headers()['content-type']).toBe('image/webp');

  // under the question, counted; and the button now says it was answered
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: `${answersBefore + 1} 个回答` })).toBeVisible();
  await page.getByRole('button', { name: '写回答' }).click();
  await expect(page.getByText('该问题已存在您的回答,暂不支持修改，如需修改，请前往app修改。')).toBeVisible();
});

test('a doctor with content in review sees the review notice; a pasted or posted dangerous answer stores and renders harmless', async ({
  page,
}) => {
  await signIn(page, PENDING_CONTENT_DOCTOR.mobile);
  const feed = (await (await page.request.get('/wapi/community/home/getHomeFeed?pageSize=5')).json())
    .list as {
    questionId: number;
  }[];
  await page.goto(`/topic-circle/questionhome?id=${feed[0]!.questionId}`);
  await page.getByRole('button', { name: '写回答' }).click();
  await expect(page.getByText('您发布的内容正在审核中，审核通过方可发布新内容。')).toBeVisible();

  // a verified doctor's editor: a paste from a hostile page, then the same HTML posted past the editor
  await page.context().clearCookies();
  await signIn(page, VERIFIED_DOCTOR.mobile);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const hostile =
    '<p>术后第三天可以下床活动，注意观察切口。</p><img src=x onerror="window.__xss=1">' +
    '<a href="javascript:window.__xss=2">点我</a><script>window.__xss=3</script><svg onload="window.__xss=4"></svg>';
  const first = await answerableQuestion(page);
  await page.goto(`/topic-circle/write?id=${first.id}`);
  const editor = page.getByRole('textbox', { name: '回答内容' });
  await editor.click();
  await page.evaluate((html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', '');
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true }),
    );
  }, hostile);
  await expect(editor).toContainText('术后第三天可以下床活动');
  await page.getByRole('button', { name: '发布回答' }).click();
  await expect(page).toHaveURL(/\/topic-circle\/answerhome\/\d+$/);
  await expect(page.locator('.community-answer')).toContainText('术后第三天可以下床活动');

  const second = await answerableQuestion(page);
  const posted = await page.request.post('/wapi/community/answer/saveAnswer', {
    data: { questionId: second.id, text: hostile },
    headers: { 'x-requested-with': 'XMLHttpRequest', origin: new URL(page.url()).origin },
  });
  expect(posted.status()).toBe(200);
  await page.goto((await posted.json()).result.url);
  await expect(page.locator('.community-answer')).toContainText('术后第三天可以下床活动');
  const html = await page.locator('.community-answer').innerHTML();
  expect(html).not.toMatch(/onerror|javascript:|<script|<svg|onload/);
  await page.getByText('点我').click();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('an unverified doctor’s answer waits for review; the moderator approves it and readers see it', async ({
  page,
  request,
}) => {
  await signIn(page, UNVERIFIED_DOCTOR.mobile);
  const question = await answerableQuestion(page);
  await page.goto(`/topic-circle/write?id=${question.id}`);
  await expect(page.getByText('你的回答将在审核通过后公开显示')).toBeVisible();
  const editor = page.getByRole('textbox', { name: '回答内容' });
  await editor.click();
  const words = `等待审核的回答：建议多学科讨论后再决定手术时机。${Date.now() % 100_000}`;
  await page.keyboard.type(words);
  await page.getByRole('button', { name: '发布回答' }).click();
  await expect(page).toHaveURL(/\/topic-circle\/answerhome\/\d+$/);
  const answerUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('status').filter({ hasText: '审核中' })).toBeVisible();
  // nobody else sees it yet
  expect(
    (await request.get(`/wapi/community/qa/getAnswerDetail?id=${answerUrl.split('/').pop()}`)).status(),
  ).toBe(404);

  await page.context().clearCookies();
  await signIn(page, MODERATOR.mobile);
  await page.goto('/topic-circle/review');
  // the queue also holds identity applications (oldest first): the answers' own kind
  await page.getByRole('button', { name: '社区回答', exact: true }).click();
  const card = page.getByRole('article').filter({ hasText: words });
  await expect(card).toBeVisible();
  await expect(card.getByText(/未认证/)).toBeVisible();
  await card.getByRole('button', { name: '通过' }).click();
  await expect(card).toHaveCount(0);

  await page.context().clearCookies();
  await page.goto(answerUrl);
  await expect(page.locator('.community-answer')).toContainText(words);
  await expect(page.getByRole('status').filter({ hasText: '审核中' })).toHaveCount(0);
});

/** a verified doctor of the seed (not a demo account), to be invited and answer */
/** a published seeded question's title (the ask form should offer it as similar to itself) */
function seededQuestionTitle(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true });
  try {
    return (
      db
        .prepare(
          `select title from community_questions where status = 'published' and title like '%胶质%'
           order by id limit 1`,
        )
        .get() as { title: string }
    ).title;
  } finally {
    db.close();
  }
}

/** a published question asked anonymously, with its asker's real name (which must never show) */
function anonymousQuestion(): { id: number; title: string; realName: string } {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true });
  try {
    return db
      .prepare(
        `select q.id, q.title, u.real_name as realName from community_questions q
         join users u on u.id = q.creator_id
         where q.status = 'published' and q.is_hide_creator = 'T' and length(u.real_name) > 1
         order by q.id limit 1`,
      )
      .get() as { id: number; title: string; realName: string };
  } finally {
    db.close();
  }
}

function seededDoctor(): { id: number; mobile: string; realName: string } {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true });
  try {
    return db
      .prepare(
        `select id, mobile, real_name as realName from users
         where identity = 1 and is_auth = 1 and mobile not like '1380000000%'
         order by id limit 1 offset 3`,
      )
      .get() as { id: number; mobile: string; realName: string };
  } finally {
    db.close();
  }
}

test('a doctor asks; a second doctor is invited, answers from the answer list with a picture; the first agrees and comments', async ({
  page,
  context,
}) => {
  const asker = page;
  await signIn(asker, VERIFIED_DOCTOR.mobile);
  // asks through the community's form: similar questions while typing, a picture and a topic
  const similar = seededQuestionTitle();
  const title = `${similar.slice(0, 60)}（术后第4周，${Date.now() % 100_000}）`;
  await asker.goto('/topic-circle');
  await asker.getByRole('button', { name: '提问', exact: true }).click();
  const form = asker.getByRole('dialog', { name: '提问' });
  await form.getByLabel('问题标题').fill(title);
  await expect(
    form.getByRole('region', { name: /已有相似问题/ }).getByRole('link', { name: similar }),
  ).toBeVisible();
  await form.getByLabel('问题描述（选填）').fill('患者男，52岁，术后第4周出现局灶性发作。');
  await form
    .getByLabel(/添加图片/)
    .setInputFiles({ name: 'mri.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(form.getByRole('img', { name: '问题图片 1' })).toBeVisible();
  await form.getByLabel('搜索话题').fill('胶质');
  const firstTopic = form.getByRole('button', { name: /^#.*胶质/ }).first();
  const topicTitle = ((await firstTopic.textContent()) ?? '').replace(/^#/, '').replace(/\d+ 个问题$/, '');
  await firstTopic.click();
  await form.getByRole('button', { name: '发布问题' }).click();
  await expect(asker).toHaveURL(/\/topic-circle\/questionhome\?id=\d+$/);
  await expect(asker.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(asker.getByRole('link', { name: '图片 1' }).locator('img')).toBeVisible();
  await expect(
    asker.getByRole('list', { name: '话题' }).getByRole('link', { name: `#${topicTitle}` }),
  ).toBeVisible();

  const invitee = seededDoctor();
  await asker.getByRole('button', { name: '邀请回答' }).click();
  await asker.getByRole('searchbox', { name: '搜索医生姓名' }).fill(invitee.realName);
  await asker
    .getByRole('button', { name: `邀请 ${invitee.realName}` })
    .first()
    .click();
  await expect(asker.getByRole('button', { name: `已邀请 ${invitee.realName}` }).first()).toBeVisible();

  // the invitee finds it in their answer list and answers
  await context.clearCookies();
  await signIn(asker, invitee.mobile);
  await asker.goto('/topic-circle/answerList');
  const row = asker.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText(/王建国 邀请你回答/);
  const [editorTab] = await Promise.all([
    context.waitForEvent('page'),
    row.getByRole('button', { name: '写回答' }).click(),
  ]);
  await expect(editorTab.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await editorTab.getByRole('textbox', { name: '回答内容' }).click();
  await editorTab.keyboard.type('同步放化疗期间建议左乙拉西坦单药，监测血药浓度与肝功能，避免酶诱导剂。');
  await editorTab
    .getByTestId('rich-editor-file')
    .setInputFiles({ name: 'eeg.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(editorTab.getByRole('textbox', { name: '回答内容' }).locator('img')).toBeVisible();
  await editorTab.getByRole('button', { name: '发布回答' }).click();
  await expect(editorTab).toHaveURL(/\/topic-circle\/answerhome\/\d+$/);
  const answerPath = new URL(editorTab.url()).pathname;
  await editorTab.close();

  // the asker agrees and comments
  await context.clearCookies();
  await signIn(asker, VERIFIED_DOCTOR.mobile);
  await asker.goto(answerPath);
  await expect(asker.locator('.community-answer img')).toBeVisible();
  await asker.getByRole('button', { name: '赞同 0' }).click();
  await expect(asker.getByRole('button', { name: '已赞同 1' })).toBeVisible();
  const comments = asker.getByRole('region', { name: '评论' });
  await comments.getByRole('textbox', { name: '评论内容' }).fill('谢谢，很有帮助！');
  await comments.getByRole('button', { name: '发布' }).click();
  await expect(commentList(comments).getByText('谢谢，很有帮助！')).toBeVisible();
});

test('an activity: a visitor reads it from the home, a doctor subscribes and asks in it; the question says where it was asked', async ({
  page,
  request,
}) => {
  await page.goto('/topic-circle');
  const running = page.getByRole('region', { name: '进行中的活动' });
  const first = running.getByRole('link').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/topic-circle\/activitydetail\?id=\d+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('进行中');
  const name = ((await heading.textContent()) ?? '').replace(/^进行中/, '');
  await expect(page.getByRole('heading', { name: '活动说明' })).toBeVisible();
  // a visitor who subscribes is sent to sign in
  await page.getByRole('button', { name: /订阅活动：/ }).click();
  await expect(page).toHaveURL(/\/signin/);
  await signInThroughPage(page, request, VERIFIED_DOCTOR.mobile);
  await page.waitForURL(/\/topic-circle\/activitydetail/);

  const subscribe = page.getByRole('button', { name: /订阅活动：|已订阅：/ });
  if ((await subscribe.getAttribute('aria-pressed')) === 'true') {
    await subscribe.click(); // a retried test starts from not subscribed
    await expect(page.getByRole('button', { name: /订阅活动：/ })).toBeVisible();
  }
  await page.getByRole('button', { name: /订阅活动：/ }).click();
  await expect(page.getByRole('button', { name: /已订阅：/ })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: /已订阅：/ })).toBeVisible();

  await page.getByRole('button', { name: '参与提问' }).click();
  const form = page.getByRole('dialog', { name: '提问' });
  await expect(form.getByText(`参与活动：${name}`)).toBeVisible();
  const title = `活动中的提问：术后随访方案如何制定？${Date.now() % 100_000}`;
  await form.getByLabel('问题标题').fill(title);
  await form.getByRole('button', { name: '发布问题' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: `来自活动：${name}` }).click();
  await expect(page).toHaveURL(/\/topic-circle\/activitydetail\?id=\d+$/);
  await expect(page.getByRole('feed', { name: '活动问答' }).getByRole('link', { name: title })).toBeVisible();
});

test('a patient reads the community, their own asking is refused, and an anonymous asker stays anonymous to everyone', async ({
  page,
}) => {
  await signIn(page, PATIENT_USER.mobile);
  await page.goto('/topic-circle');
  await expect(page.getByRole('feed', { name: '社区动态' }).getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: '提问', exact: true }).click();
  await expect(page.getByText('当前身份无法使用发布功能')).toBeVisible();
  await expect(page.getByRole('dialog', { name: '提问' })).toHaveCount(0);

  // a question asked anonymously shows 匿名用户 without a profile link, and its answer bodies carry no name
  const hidden = anonymousQuestion();
  await page.goto(`/topic-circle/questionhome?id=${hidden.id}`);
  const question = page.getByRole('region', { name: hidden.title });
  await expect(question.getByText('匿名用户')).toBeVisible();
  await expect(question.getByRole('link', { name: hidden.realName })).toHaveCount(0);
  const api = await page.request.get(`/wapi/community/qa/getQuestionDetail?id=${hidden.id}`);
  expect(JSON.stringify(await api.json())).not.toContain(hidden.realName);
});
