import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';
import { signIn, VERIFIED_DOCTOR } from './support';

/**
 * CME certificates (issue 22): the seeded doctor has watched every lecture of a course and has
 * only its quiz left; they fail it once, pass it, claim the certificate, download its PDF and find
 * it under 我的课程 → 我的证书; a visitor verifies its code and sees the masked name only.
 */

interface QuizRow {
  course_id: number;
  quiz_id: number;
}

/** the doctor's course one step from its certificate, and its quiz's right answers, from the worker's database */
function courseOneQuizAway() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const db = new Database(path.join(dataDir, 'portal.db'), { readonly: true });
  try {
    const row = db
      .prepare(
        `select q.course_id, q.id as quiz_id from course_quizzes q
         where not exists (select 1 from cme_certificates c
                           where c.user_id = 1 and c.activity_kind = 'course' and c.activity_id = q.course_id)
           and not exists (select 1 from course_quiz_attempts a where a.quiz_id = q.id and a.user_id = 1)
           and exists (select 1 from course_videos v where v.course_id = q.course_id)
           and not exists (select 1 from course_videos v
                           left join course_progress p on p.video_id = v.id and p.user_id = 1
                           where v.course_id = q.course_id
                             and coalesce(p.watched_seconds, 0) < cast(v.duration * 0.9 as integer))
         order by q.course_id limit 1`,
      )
      .get() as QuizRow | undefined;
    if (!row) throw new Error('the seed has no course one quiz away for the demo doctor');
    const questions = db
      .prepare('select text, options, answer from course_quiz_questions where quiz_id = ? order by sort, id')
      .all(row.quiz_id) as { text: string; options: string; answer: number }[];
    return {
      courseId: row.course_id,
      questions: questions.map((q) => {
        const options = JSON.parse(q.options) as string[];
        return { text: q.text, right: options[q.answer]!, wrong: options[(q.answer + 1) % options.length]! };
      }),
    };
  } finally {
    db.close();
  }
}

test('a doctor passes a course’s quiz, earns its certificate, and a visitor verifies it', async ({
  page,
  browser,
}) => {
  const { courseId, questions } = courseOneQuizAway();
  await signIn(page, VERIFIED_DOCTOR.mobile);
  await page.goto(`/cme/course?courseId=${courseId}`);
  const panel = page.getByRole('region', { name: '继续教育学分证书' });
  await expect(panel.getByText(/^已学完 (\d+)\/\1 节/)).toBeVisible();
  await expect(panel.getByText('请先通过课程测验')).toBeVisible();
  await expect(panel.getByRole('button', { name: '领取证书' })).toHaveCount(0);

  // a first attempt with every answer wrong: scored by the server, the wrong questions marked
  await panel.getByRole('button', { name: '开始测验' }).click();
  const form = panel.getByRole('form');
  for (const [i, q] of questions.entries())
    await form
      .getByRole('group', { name: `${i + 1}. ${q.text}` })
      .getByLabel(q.wrong, { exact: true })
      .check();
  await form.getByRole('button', { name: '提交答案' }).click();
  await expect(form.getByRole('status')).toHaveText('0 分，未通过，请再试一次');
  await expect(form.getByText('回答错误')).toHaveCount(questions.length);

  // the retry, right: the quiz is passed and the claim offered
  for (const [i, q] of questions.entries())
    await form
      .getByRole('group', { name: new RegExp(`^${i + 1}\\. `) })
      .getByLabel(q.right, { exact: true })
      .check();
  await form.getByRole('button', { name: '提交答案' }).click();
  await expect(panel.getByText('已通过（100 分）')).toBeVisible();
  await panel.getByRole('button', { name: '领取证书' }).click();

  const card = panel.getByRole('region', { name: '我的证书' });
  await expect(card.getByText(VERIFIED_DOCTOR.realName)).toBeVisible();
  const grouped = (await card.getByText(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/).textContent()) ?? '';
  const code = grouped.replaceAll('-', '');
  expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);

  // the PDF is the owner's
  const pdfHref = await card.getByRole('link', { name: '下载证书（PDF）' }).getAttribute('href');
  const pdf = await page.context().request.get(pdfHref ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // 我的课程 → 我的证书 lists it
  await page.goto('/myCourses?tab=certificates');
  const mine = page.getByRole('list', { name: '我的证书' });
  await expect(mine.getByText(grouped, { exact: false })).toBeVisible();

  // a visitor (no session) verifies the code: valid, the masked name, nothing else of the doctor
  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/cme/verify?code=${code}`);
    const verification = visitorPage.getByRole('region', { name: '继续教育学分证书核验' });
    await expect(verification.getByText('证书有效')).toBeVisible();
    await expect(verification.getByText('王*国')).toBeVisible();
    await expect(verification.getByText(grouped)).toBeVisible();
    await expect(visitorPage.getByText(VERIFIED_DOCTOR.realName)).toHaveCount(0);
    const pdfAsVisitor = await visitor.request.get(pdfHref ?? '');
    expect(pdfAsVisitor.status()).toBe(401);
    // an unknown code is said to be invalid
    await visitorPage.goto('/cme/verify?code=ZZZZZZZZZZZZZZZZ');
    await expect(visitorPage.getByRole('alert')).toContainText('证书编号无效');
  } finally {
    await visitor.close();
  }
});
