import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { commentList, openComments, signIn, VERIFIED_DOCTOR } from './support';

/**
 * Issue 24 on a phone (390 × 844): a doctor posts a comment on a case by tapping, and the comment
 * section still fits the screen. Every page's width at 390 and 360 px is phone.spec.ts's.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

interface SeededIds {
  infoId: number;
  caseId: number;
  questionId: number;
  answerId: number;
  topicId: number;
}

async function seededIds(request: APIRequestContext): Promise<SeededIds> {
  const info = (await (await request.get('/wapi/info/getInfoList.do?pageNo=1&pageSize=1')).json()).list[0];
  const article = (await (await request.get('/wapi/mp/articleList.do?type=case&pageNo=1&pageSize=1')).json())
    .list[0];
  const feed = (await (await request.get('/wapi/community/home/getHomeFeed?pageSize=30')).json()).list as {
    type: string;
    id: number;
    questionId: number;
  }[];
  const answer = feed.find((f) => f.type.endsWith('_answer'));
  const topic = (await (await request.get('/wapi/community/topic/getHotTopics?limit=1')).json()).list[0];
  if (!info || !article || !answer || !topic) throw new Error('the seed has news, cases, answers and topics');
  return {
    infoId: info.infoId,
    caseId: article.id,
    questionId: answer.questionId,
    answerId: answer.id,
    topicId: topic.id,
  };
}

/**
 * The elements of the page's main region and open dialogs whose box reaches past the screen's
 * right (or left) edge, unless an ancestor inside the screen clips them (a table scrolling in its
 * own box, a carousel): each as tag, classes and the first words of its text.
 */
function widerThanScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const inside = (r: DOMRect) => r.left >= -0.5 && r.right <= width + 0.5;
    const clippedInside = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (
          /(hidden|auto|scroll|clip)/.test(getComputedStyle(p).overflowX) &&
          inside(p.getBoundingClientRect())
        )
          return true;
      }
      return false;
    };
    const roots = Array.from(document.querySelectorAll('main, [role="dialog"]'));
    const found: string[] = [];
    for (const root of roots) {
      for (const el of Array.from(root.querySelectorAll('*'))) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || inside(box) || clippedInside(el)) continue;
        found.push(
          `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${Math.round(box.left)}–${Math.round(box.right)} «${(el.textContent ?? '').trim().slice(0, 20)}»`,
        );
      }
    }
    return found;
  });
}

/** Opens `url` and waits until the page has rendered its content (no loading placeholder left). */
async function openLoaded(page: Page, url: string) {
  await page.goto(url);
  const main = page.locator('main');
  await expect(main.locator('h1, h2, [data-testid="short-video-view"]').first()).toBeVisible();
  await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('a doctor posts a comment on an article on a phone, by tapping', async ({ page, request }) => {
  const { caseId } = await seededIds(request);
  await signIn(page, VERIFIED_DOCTOR.mobile);
  await openLoaded(page, `/case/detail-ugc?id=${caseId}`);

  const comments = await openComments(page);
  const input = comments.getByRole('textbox', { name: '评论内容' });
  await input.tap();
  const text = `手机上看完了，术中导航的思路很清楚 ${Date.now()}`;
  await input.fill(text);
  const post = comments.getByRole('button', { name: '发布' });
  await expect(post).toBeEnabled();
  await post.tap();

  await expect(page.locator('[aria-live] [role="status"]', { hasText: '评论成功!' })).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(commentList(comments).getByText(text, { exact: true })).toBeVisible();
  // the comment section, posted comment included, still fits the screen
  expect(await widerThanScreen(page)).toEqual([]);

  // the server keeps it
  await page.reload();
  await expect(commentList(await openComments(page)).getByText(text, { exact: true })).toBeVisible();
});
