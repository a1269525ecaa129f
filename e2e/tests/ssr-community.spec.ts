import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, VERIFIED_DOCTOR } from './support';

/**
 * The community's pages as HTML (issue 24): the home, a question and an answer arrive with their
 * words in the HTML (a browser without scripts shows them), and with their answers in the page (the
 * home's feed, the question's first answers), so the screen asks for none of them while it loads,
 * for a visitor and for a signed-in reader alike.
 */

interface FeedAnswer {
  id: number;
  questionId: number;
  questionTitle: string;
}

/** an answer of the feed, and its question (which has it among its answers) */
async function someAnswer(request: APIRequestContext): Promise<FeedAnswer> {
  const res = await request.get('/wapi/community/home/getHomeFeed?pageNo=1&pageSize=30');
  const list = (await res.json()).list as (FeedAnswer & { type: string })[];
  const answer = list.find((item) => item.type === 'community_activity_latest_answer');
  if (!answer) throw new Error('the demo feed has no answer');
  return answer;
}

/** the calls to these paths the page makes while it loads (none, when its first data is in the page) */
function recordCalls(page: Page, paths: readonly string[]): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (paths.includes(new URL(r.url()).pathname)) calls.push(r.url());
  });
  return calls;
}

test('a question: the HTML shows it without scripts, and the screen asks nothing for it or its answers', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const { questionId, questionTitle } = await someAnswer(request);

  const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN', baseURL });
  const bare = await noScript.newPage();
  const response = await bare.goto(`/topic-circle/questionhome?id=${questionId}`);
  expect(response?.status()).toBe(200);
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText(questionTitle);
  // its answers, each a section of the text
  await expect(bare.locator('.portal-page-text section').first()).toBeVisible();
  await noScript.close();

  const calls = recordCalls(page, [
    '/wapi/community/qa/getQuestionDetail',
    '/wapi/community/qa/getAnswerPage',
  ]);
  await page.goto(`/topic-circle/questionhome?id=${questionId}`);
  // the screen's own page: its answers' region, with the answers in it
  const answers = page.getByRole('region', { name: /个回答/ });
  await expect(answers).toBeVisible();
  await expect(answers.getByRole('button', { name: /赞同/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(questionTitle);
  expect(calls).toEqual([]);
});

test('an answer: its id in the path, its words in the HTML, no detail call; an unknown one is a 404', async ({
  page,
  request,
}) => {
  const answer = await someAnswer(request);
  const calls = recordCalls(page, ['/wapi/community/qa/getAnswerDetail']);
  const response = await page.goto(`/topic-circle/answerhome/${answer.id}`);
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  expect(html).toContain(
    `<link rel="canonical" href="${new URL(page.url()).origin}/topic-circle/answerhome/${answer.id}"/>`,
  );
  expect(html).toContain('"@type":"Answer"');
  await expect(page.getByRole('button', { name: /^赞同 \d+$/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(answer.questionTitle);
  expect(calls).toEqual([]);

  const missing = await page.goto('/topic-circle/answerhome/99999999');
  expect(missing?.status()).toBe(404);
  // the screen's own "not found", as before
  await expect(page.getByText('回答不存在或正在审核中')).toBeVisible();
});

const FEED = '/wapi/community/home/getHomeFeed';

test('the community home: the HTML lists the feed without scripts; the screen asks nothing for it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const feed = (await (await request.get(`${FEED}?pageNo=1&pageSize=10&order=latest`)).json()).list as {
    questionId: number;
    questionTitle: string;
  }[];
  const first = feed[0];
  if (!first) throw new Error('the demo feed is empty');

  const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN', baseURL });
  const bare = await noScript.newPage();
  const response = await bare.goto('/topic-circle/');
  expect(response?.status()).toBe(200);
  await expect(bare.getByRole('heading', { level: 1 })).toHaveText('社区');
  // the questions, each a link to its page
  const link = bare.getByRole('heading', { level: 2 }).first().getByRole('link');
  await expect(link).toHaveText(first.questionTitle);
  await expect(link).toHaveAttribute('href', `/topic-circle/questionhome?id=${first.questionId}`);
  const ld = JSON.parse((await bare.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld).toMatchObject({ '@type': 'CollectionPage', mainEntity: { '@type': 'ItemList' } });
  await noScript.close();

  const calls = recordCalls(page, [FEED]);
  await page.goto('/topic-circle/');
  // the screen's own feed, with the same first question
  const screenFeed = page.getByRole('feed', { name: '社区动态' });
  await expect(screenFeed.getByRole('article').first()).toBeVisible();
  await expect(screenFeed.getByRole('article').first()).toHaveAccessibleName(first.questionTitle);
  expect(calls).toEqual([]);
});

test('a signed-in reader: the home and a question ask nothing, also after the session check', async ({
  page,
  request,
}) => {
  const { questionId } = await someAnswer(request);
  await signIn(page, VERIFIED_DOCTOR.mobile);
  const calls = recordCalls(page, [
    FEED,
    '/wapi/community/qa/getQuestionDetail',
    '/wapi/community/qa/getAnswerPage',
  ]);
  // the side column's 我的关注 is the reader's only: it is asked once the session check has found
  // them, in the same render as the main column's lists, which come first in the page and so would
  // ask first: by its answer, a second ask of the feed or the question would have been seen
  const followsAsked = () =>
    page.waitForResponse((r) => new URL(r.url()).pathname === '/wapi/community/follow/getFollowList');

  let checked = followsAsked();
  await page.goto('/topic-circle/');
  await expect(page.getByRole('feed', { name: '社区动态' }).getByRole('article').first()).toBeVisible();
  await checked;
  await expect(page.getByRole('heading', { name: '我的关注' })).toBeVisible();
  await expect(page.getByRole('feed', { name: '社区动态' }).getByRole('article').first()).toBeVisible();
  expect(calls).toEqual([]);

  checked = followsAsked();
  await page.goto(`/topic-circle/questionhome?id=${questionId}`);
  await expect(
    page
      .getByRole('region', { name: /个回答/ })
      .getByRole('button', { name: /赞同/ })
      .first(),
  ).toBeVisible();
  await checked;
  await expect(
    page
      .getByRole('region', { name: /个回答/ })
      .getByRole('button', { name: /赞同/ })
      .first(),
  ).toBeVisible();
  expect(calls).toEqual([]);
});
