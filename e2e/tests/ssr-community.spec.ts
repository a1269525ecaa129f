import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The community's pages as HTML (issue 24): a question and an answer arrive with their words in
 * the HTML (a browser without scripts shows them), and with the detail answers in the page (the
 * question's first answers too), so the screen asks for none of them while it loads.
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
