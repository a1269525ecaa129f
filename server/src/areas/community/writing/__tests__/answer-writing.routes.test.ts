import { communityEndpoints } from '@portal/api/endpoints/community';
import { communityWritingEndpoints as e } from '@portal/api/endpoints/community-writing';
import { userEndpoints } from '@portal/api/endpoints/user';
import { ANSWER_LIMITS, ANSWER_MESSAGES } from '@portal/api/rules/community';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import {
  HIDING_PREFIXES,
  hostileRichText,
  smuggledAddresses,
} from '../../../../test-support/hostile-addresses';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../../../test-support/test-app';
import { ANSWER_REVIEW_TYPE, cleanAnswer } from '../answer-writing.routes';

/** Writing an answer over the demo seed: the gates, drafts, cleaning, moderation, one per author. */
let t: TestApp;
let clock = DEFAULT_SEED_NOW;
type Who = { cookie: string; id: number };
let doctor: Who; // verified, long registered
let unverified: Who;
let patient: Who;
let pendingAuthor: Who;
let questionIds: number[] = [];

const get = (url: string, query: Record<string, number>, who?: Who) =>
  t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { ...OWN_PAGE_HEADERS, ...(who ? { cookie: who.cookie } : {}) },
  });
const post = (url: string, payload: object, who?: Who) => {
  clock += 1000;
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...OWN_PAGE_HEADERS, ...(who ? { cookie: who.cookie } : {}) },
  });
};
const GOOD = '<p>建议术后三个月复查增强 MRI，<strong>之后每半年一次</strong>，两年后每年一次。</p>';
/** a published question nobody of ours answered, a fresh one per test */
const nextQuestion = () => questionIds.shift()!;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, seed: 'small' });
  [doctor, unverified, patient, pendingAuthor] = await Promise.all([
    signIn(t, '13800000001'),
    signIn(t, '13800000004'),
    signIn(t, '13800000005'),
    signIn(t, '13800000008'),
  ]);
  const mine = [doctor.id, unverified.id, patient.id, pendingAuthor.id];
  const answered = await t.database.db
    .selectFrom('community_answers')
    .select('question_id')
    .where('creator_id', 'in', mine)
    .execute();
  const taken = new Set(answered.map((a) => a.question_id));
  questionIds = (
    await t.database.db
      .selectFrom('community_questions')
      .select('id')
      .where('status', '=', 'published')
      .where('creator_id', 'not in', mine)
      .orderBy('id')
      .execute()
  )
    .map((q) => q.id)
    .filter((id) => !taken.has(id));
});
afterAll(async () => {
  await t.close();
});

describe('cleaning an answer', () => {
  it('keeps the allowed structure, drops scripts, handlers, styles and outside pictures', () => {
    const { text, chars, images } = cleanAnswer(
      '<h2>要点</h2><p onclick="x()" style="color:red">正文<script>alert(1)</script></p>' +
        '<img src="/media/uploads/2026/11/a.webp"><img src="https://evil.example/t.gif">' +
        '<img src="data:image/png;base64,AAAA"><a href="javascript:alert(1)">链接</a><iframe src="https://x"></iframe>',
    );
    expect(text).toContain('<h2>要点</h2>');
    expect(text).not.toMatch(/script|onclick|style=|evil\.example|data:|javascript:|iframe/);
    expect(text).toContain('src="/media/uploads/2026/11/a.webp"');
    expect(images).toBe(1);
    expect(chars).toBe('要点正文链接'.length);
  });
});

describe('the answer button’s gates', () => {
  it('ok for a verified doctor; identity for a patient; pending for one with content in review', async () => {
    const q = nextQuestion();
    const ok = (await get(e.answerAbility.path, { questionId: q }, doctor)).json().result;
    expect(ok).toMatchObject({ state: 'ok', answerId: null, reviewed: false });
    expect(ok.questionTitle.length).toBeGreaterThan(0);
    expect((await get(e.answerAbility.path, { questionId: q }, patient)).json().result.state).toBe(
      'identity',
    );
    expect((await get(e.answerAbility.path, { questionId: q }, pendingAuthor)).json().result.state).toBe(
      'pending',
    );
    expect((await get(e.answerAbility.path, { questionId: q }, unverified)).json().result).toMatchObject({
      state: 'ok',
      reviewed: true,
    });
    expect((await get(e.answerAbility.path, { questionId: q })).statusCode).toBe(401);
    expect((await get(e.answerAbility.path, { questionId: 99_999_999 }, doctor)).statusCode).toBe(404);
  });
});

describe('answering', () => {
  it('publishes a verified doctor’s answer at once, counts it on the question, and the second is refused', async () => {
    const q = nextQuestion();
    const before = (await get(communityEndpoints.question.path, { id: q })).json().result.answers;
    await post(e.saveDraft.path, { questionId: q, text: '<p>草稿</p>' }, doctor);
    const res = await post(e.saveAnswer.path, { questionId: q, text: GOOD, userId: unverified.id }, doctor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 1, message: ANSWER_MESSAGES.submitted });
    const saved = res.json().result;
    expect(saved.status).toBe('published');
    expect(saved.url).toBe(`/topic-circle/answerhome/${saved.id}`);
    const row = await t.database.db
      .selectFrom('community_answers')
      .selectAll()
      .where('id', '=', saved.id)
      .executeTakeFirstOrThrow();
    expect(row.creator_id).toBe(doctor.id);
    expect((await get(communityEndpoints.question.path, { id: q })).json().result.answers).toBe(before + 1);
    // the draft is gone with the answer sent
    expect((await get(e.draft.path, { questionId: q }, doctor)).json().result).toBeNull();
    // the button now says answered, and a second answer is refused
    expect((await get(e.answerAbility.path, { questionId: q }, doctor)).json().result).toMatchObject({
      state: 'answered',
      answerId: saved.id,
    });
    const again = await post(e.saveAnswer.path, { questionId: q, text: GOOD }, doctor);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ANSWER_MESSAGES.answered);
  });

  it('five sends at once leave one answer and one count', async () => {
    const q = nextQuestion();
    const before = (await get(communityEndpoints.question.path, { id: q })).json().result.answers;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post(e.saveAnswer.path, { questionId: q, text: GOOD }, doctor)),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(4);
    const rows = await t.database.db
      .selectFrom('community_answers')
      .select('id')
      .where('question_id', '=', q)
      .where('creator_id', '=', doctor.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect((await get(communityEndpoints.question.path, { id: q })).json().result.answers).toBe(before + 1);
  });

  it('queues an unverified doctor’s answer for review: unseen by others, shown to its author, and the next is gated', async () => {
    const q = nextQuestion();
    const before = (await get(communityEndpoints.question.path, { id: q })).json().result.answers;
    const res = await post(e.saveAnswer.path, { questionId: q, text: GOOD }, unverified);
    expect(res.json()).toMatchObject({
      message: ANSWER_MESSAGES.submittedForReview,
      result: { status: 'pending' },
    });
    const id = res.json().result.id;
    const queued = await t.database.db
      .selectFrom('review_queue')
      .selectAll()
      .where('content_type', '=', ANSWER_REVIEW_TYPE)
      .where('content_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(queued).toMatchObject({ user_id: unverified.id, status: 'pending' });
    expect((await get(communityEndpoints.question.path, { id: q })).json().result.answers).toBe(before);
    expect((await get(communityEndpoints.answer.path, { id })).statusCode).toBe(404);
    expect((await get(communityEndpoints.answer.path, { id }, unverified)).statusCode).toBe(200);
    const pending = (await get(userEndpoints.pendingContent.path, {}, unverified)).json().result;
    expect(pending.pending).toBe(true);
    const next = await post(e.saveAnswer.path, { questionId: nextQuestion(), text: GOOD }, unverified);
    expect(next.statusCode).toBe(403);
    expect(next.json().message).toBe(ANSWER_MESSAGES.pendingReview);
  });

  it('refuses a patient, a visitor, a short, an overlong and a picture-heavy answer, writing nothing', async () => {
    const q = nextQuestion();
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('community_answers')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('question_id', '=', q)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const patientTry = await post(e.saveAnswer.path, { questionId: q, text: GOOD }, patient);
    expect([patientTry.statusCode, patientTry.json().message]).toEqual([
      403,
      ANSWER_MESSAGES.identityCannotPublish,
    ]);
    expect((await post(e.saveAnswer.path, { questionId: q, text: GOOD })).statusCode).toBe(401);
    const short = await post(
      e.saveAnswer.path,
      { questionId: q, text: '<p>好的<script>xx</script></p>' },
      doctor,
    );
    expect([short.statusCode, short.json().message]).toEqual([400, ANSWER_MESSAGES.tooShort]);
    const long = await post(
      e.saveAnswer.path,
      { questionId: q, text: `<p>${'很'.repeat(ANSWER_LIMITS.maxChars + 1)}</p>` },
      doctor,
    );
    expect([long.statusCode, long.json().message]).toEqual([400, ANSWER_MESSAGES.tooLong]);
    const huge = await post(e.saveAnswer.path, { questionId: q, text: 'x'.repeat(500_000) }, doctor);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(ANSWER_MESSAGES.tooLong);
    const pictures = `${GOOD}${'<img src="/media/uploads/a.webp">'.repeat(ANSWER_LIMITS.maxImages + 1)}`;
    const many = await post(e.saveAnswer.path, { questionId: q, text: pictures }, doctor);
    expect([many.statusCode, many.json().message]).toEqual([400, ANSWER_MESSAGES.tooManyImages]);
    const missing = await post(e.saveAnswer.path, { questionId: 99_999_999, text: GOOD }, doctor);
    expect(missing.statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('stores a pasted dangerous answer harmless', async () => {
    const q = nextQuestion();
    const res = await post(
      e.saveAnswer.path,
      {
        questionId: q,
        text: `${GOOD}<p><img src=x onerror="fetch('/x?'+document.cookie)"><a href="javascript:alert(1)">点我</a><svg onload=alert(1)></svg></p>`,
      },
      doctor,
    );
    expect(res.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('community_answers')
      .select('text')
      .where('id', '=', res.json().result.id)
      .executeTakeFirstOrThrow();
    expect(row.text).not.toMatch(/onerror|javascript:|<svg|onload|document\.cookie/);
    expect(row.text).toContain('点我');
  });
});

describe('addresses hidden behind controls or invisible characters', () => {
  it('are dropped from an answer and from its draft, the links’ text kept', async () => {
    const q = nextQuestion();
    const text = `${GOOD}${hostileRichText()}`;
    expect(smuggledAddresses(text).length).toBeGreaterThan(0);
    const draft = await post(e.saveDraft.path, { questionId: q, text }, doctor);
    expect(draft.statusCode).toBe(200);
    const drafted = (await get(e.draft.path, { questionId: q }, doctor)).json().result.text;
    const saved = await post(e.saveAnswer.path, { questionId: q, text }, doctor);
    expect(saved.statusCode).toBe(200);
    const row = await t.database.db
      .selectFrom('community_answers')
      .select('text')
      .where('id', '=', saved.json().result.id)
      .executeTakeFirstOrThrow();
    for (const html of [drafted, row.text]) {
      expect(smuggledAddresses(html)).toEqual([]);
      expect(html).not.toMatch(/script:/i);
      expect(html.split('链接').length - 1).toBe(HIDING_PREFIXES.length);
    }
  });
});

describe('drafts', () => {
  it('saves as one types, cleaned, the newest wins, and only its author reads it', async () => {
    const q = nextQuestion();
    expect((await get(e.draft.path, { questionId: q }, doctor)).json().result).toBeNull();
    await post(e.saveDraft.path, { questionId: q, text: '<p>第一版</p>' }, doctor);
    const saved = await post(
      e.saveDraft.path,
      { questionId: q, text: '<p>第二版<script>x</script></p>' },
      doctor,
    );
    expect(saved.statusCode).toBe(200);
    const draft = (await get(e.draft.path, { questionId: q }, doctor)).json().result;
    expect(draft).toEqual({ text: '<p>第二版</p>', updatedAt: saved.json().result.updatedAt });
    expect((await get(e.draft.path, { questionId: q }, unverified)).json().result).toBeNull();
    expect((await get(e.draft.path, { questionId: q })).statusCode).toBe(401);
    const tooBig = await post(
      e.saveDraft.path,
      { questionId: q, text: 'x'.repeat(ANSWER_LIMITS.maxDraftChars + 1) },
      doctor,
    );
    expect(tooBig.statusCode).toBe(400);
  });
});
