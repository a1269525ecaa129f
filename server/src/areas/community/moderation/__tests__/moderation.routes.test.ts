import { communityEndpoints as c } from '@portal/api/endpoints/community';
import { communityWritingEndpoints as w } from '@portal/api/endpoints/community-writing';
import { reviewEndpoints as r } from '@portal/api/endpoints/reviews';
import { userEndpoints } from '@portal/api/endpoints/user';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@portal/api/rules/reviews';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { decisionOf, shownReview } from '../../../../test-support/reviews';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../../../test-support/test-app';
import { ANSWER_REVIEW_TYPE, QUESTION_REVIEW_TYPE } from '../review-kinds';

/** Moderation over the demo seed: what waits, who may decide, what a decision does. */
const MODERATOR = '13900009999';
const SECOND_MODERATOR = '13900009998';
let t: TestApp;
let clock = DEFAULT_SEED_NOW;
type Who = { cookie: string; id: number };
let moderator: Who;
let unverified: Who; // the latest queuedAnswer's author: new and unverified, so reviewed
let doctor: Who; // 13800000001: verified, not a moderator
let questions: number[] = [];

const get = (url: string, query: Record<string, string | number>, who?: Who) =>
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
const ANSWER = '<p>建议术后三个月复查增强 MRI，之后每半年一次。</p>';

let authors = 0;
/** an answer of a new, unverified doctor (one each: pending content gates the next), queued */
async function queuedAnswer() {
  authors += 1;
  unverified = await signIn(t, `1390000${String(authors).padStart(4, '0')}`);
  await t.database.db.updateTable('users').set({ identity: 1 }).where('id', '=', unverified.id).execute();
  const questionId = questions.shift()!;
  const saved = (await post(w.saveAnswer.path, { questionId, text: ANSWER }, unverified)).json().result;
  const item = await t.database.db
    .selectFrom('review_queue')
    .select('id')
    .where('content_type', '=', ANSWER_REVIEW_TYPE)
    .where('content_id', '=', saved.id)
    .executeTakeFirstOrThrow();
  return { questionId, answerId: saved.id as number, reviewId: item.id };
}

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    moderatorMobiles: [MODERATOR, SECOND_MODERATOR],
    seed: 'small',
  });
  [moderator, doctor] = await Promise.all([signIn(t, MODERATOR), signIn(t, '13800000001')]);
  questions = (
    await t.database.db
      .selectFrom('community_questions')
      .select('id')
      .where('status', '=', 'published')
      .orderBy('id')
      .execute()
  ).map((q) => q.id);
});
afterAll(async () => {
  await t.close();
});

describe('the review queue', () => {
  it('shows moderators what waits, oldest first, with its author; nobody else', async () => {
    const { answerId, reviewId } = await queuedAnswer();
    expect((await get(r.pending.path, {}, doctor)).statusCode).toBe(403);
    expect((await get(r.pending.path, {}, doctor)).json().message).toBe(REVIEW_MESSAGES.notModerator);
    expect((await get(r.pending.path, {})).statusCode).toBe(401);
    const page = (await get(r.pending.path, { contentType: ANSWER_REVIEW_TYPE }, moderator)).json();
    const item = page.list.find((i: { id: number }) => i.id === reviewId);
    expect(item).toMatchObject({
      contentType: ANSWER_REVIEW_TYPE,
      contentId: answerId,
      url: `/topic-circle/answerhome/${answerId}`,
      author: { id: unverified.id, isAuth: 0 },
    });
    expect(item.html).toContain('建议术后三个月复查增强 MRI');
    expect(item.title.length).toBeGreaterThan(0);
    const times = page.list.map((i: { submittedAt: number }) => i.submittedAt);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await get(r.pending.path, { contentType: 'nonsense' }, moderator)).json().list).toEqual([]);
  });
});

describe('deciding', () => {
  it('approving publishes the answer, counts it on its question, and frees its author', async () => {
    const { questionId, answerId, reviewId } = await queuedAnswer();
    const before = (await get(c.question.path, { id: questionId })).json().result.answers;
    expect((await get(userEndpoints.pendingContent.path, {}, unverified)).json().result.pending).toBe(true);
    const body = await decisionOf(t, moderator, reviewId, 'approve');
    const res = await post(r.decide.path, body, moderator);
    expect(res.json()).toMatchObject({ code: 1, result: { id: reviewId, status: 'approved' } });
    expect((await get(c.answer.path, { id: answerId })).statusCode).toBe(200);
    expect((await get(c.question.path, { id: questionId })).json().result.answers).toBe(before + 1);
    expect((await get(userEndpoints.pendingContent.path, {}, unverified)).json().result.pending).toBe(false);
    const row = await t.database.db
      .selectFrom('review_queue')
      .selectAll()
      .where('id', '=', reviewId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'approved', decided_by: moderator.id });
    // decided once: the second is told so
    const again = await post(r.decide.path, { ...body, decision: 'reject', reason: '重复' }, moderator);
    expect([again.statusCode, again.json().message]).toEqual([409, REVIEW_MESSAGES.alreadyDecided]);
  });

  it('rejecting needs a reason the author then reads; nobody else sees the answer', async () => {
    const { questionId, answerId, reviewId } = await queuedAnswer();
    const { version } = await shownReview(t, moderator, reviewId);
    const none = await post(
      r.decide.path,
      { id: reviewId, decision: 'reject', reason: '  ', version },
      moderator,
    );
    expect([none.statusCode, none.json().message]).toEqual([400, REVIEW_MESSAGES.reasonRequired]);
    const long = await post(
      r.decide.path,
      { id: reviewId, decision: 'reject', reason: '长'.repeat(REVIEW_LIMITS.reasonMax + 1), version },
      moderator,
    );
    expect(long.statusCode).toBe(400);
    const bad = await post(r.decide.path, { id: reviewId, decision: 'maybe', version }, moderator);
    expect([bad.statusCode, bad.json().message]).toEqual([400, REVIEW_MESSAGES.badDecision]);
    expect(
      (await post(r.decide.path, { id: reviewId, decision: 'approve', version }, doctor)).statusCode,
    ).toBe(403);

    const res = await post(
      r.decide.path,
      { id: reviewId, decision: 'reject', reason: '<b>缺少</b>诊疗依据', version },
      moderator,
    );
    expect(res.json().result.status).toBe('rejected');
    const mine = (await get(c.answer.path, { id: answerId }, unverified)).json().result;
    expect(mine.review).toEqual({ status: 'rejected', reason: '缺少诊疗依据' });
    expect((await get(c.answer.path, { id: answerId }, doctor)).statusCode).toBe(404);
    const answers = (await get(c.answers.path, { questionId, pageSize: 50 })).json().list;
    expect(answers.map((a: { id: number }) => a.id)).not.toContain(answerId);
    // the rejected answer still is their answer to that question
    expect((await get(w.answerAbility.path, { questionId }, unverified)).json().result.state).toBe(
      'answered',
    );
  });

  it('of two moderators deciding at once, one decides', async () => {
    const { reviewId } = await queuedAnswer();
    const second = await signIn(t, SECOND_MODERATOR);
    const { version } = await shownReview(t, moderator, reviewId);
    const [a, b] = await Promise.all([
      post(r.decide.path, { id: reviewId, decision: 'approve', version }, moderator),
      post(r.decide.path, { id: reviewId, decision: 'reject', reason: '不规范', version }, second),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('a question from a new account waits too, and is searchable once approved', async () => {
    const fresh = await signIn(t, '13900011234');
    await t.database.db.updateTable('users').set({ identity: 1 }).where('id', '=', fresh.id).execute();
    const asked = await post(c.saveQa.path, { title: '垂体瘤术后尿崩如何处理xqzw？', text: '' }, fresh);
    expect(asked.json().message).toBe('提交成功，审核通过后将公开显示');
    const id = asked.json().result.id;
    expect((await get(c.question.path, { id })).statusCode).toBe(404);
    expect((await get(c.question.path, { id }, fresh)).json().result.review).toEqual({
      status: 'pending',
      reason: null,
    });
    const gated = await post(c.saveQa.path, { title: '另一个问题：术后多久拆线？' }, fresh);
    expect(gated.statusCode).toBe(403);
    const item = await t.database.db
      .selectFrom('review_queue')
      .select('id')
      .where('content_type', '=', QUESTION_REVIEW_TYPE)
      .where('content_id', '=', id)
      .executeTakeFirstOrThrow();
    await post(r.decide.path, await decisionOf(t, moderator, item.id, 'approve'), moderator);
    expect((await get(c.question.path, { id })).statusCode).toBe(200);
  });

  it('a question edited after the moderator was shown it is neither approved nor rejected as shown', async () => {
    const asker = await signIn(t, '13900011235');
    await t.database.db.updateTable('users').set({ identity: 1 }).where('id', '=', asker.id).execute();
    const asked = await post(
      c.saveQa.path,
      { title: '颈椎前路术后康复训练怎么做？', text: '术后第二周，颈部仍有僵硬感。' },
      asker,
    );
    const id = asked.json().result.id as number;
    const { id: reviewId } = await t.database.db
      .selectFrom('review_queue')
      .select('id')
      .where('content_type', '=', QUESTION_REVIEW_TYPE)
      .where('content_id', '=', id)
      .executeTakeFirstOrThrow();
    const shown = await shownReview(t, moderator, reviewId);
    expect(shown.html).toContain('颈部仍有僵硬感');

    // the page is open; the author turns the question into an advertisement
    const edited = await post(
      c.updateQa.path,
      { id, title: '特效康复神药限时优惠，私信购买', text: '三天见效，先到先得。' },
      asker,
    );
    expect(edited.statusCode).toBe(200);

    for (const decision of [{ decision: 'approve' }, { decision: 'reject', reason: '与问题无关' }]) {
      const refused = await post(
        r.decide.path,
        { id: reviewId, version: shown.version, ...decision },
        moderator,
      );
      expect([refused.statusCode, refused.json().message]).toEqual([412, REVIEW_MESSAGES.changedSinceShown]);
    }
    // nothing changed: not public, still waiting, its author told nothing
    expect((await get(c.question.path, { id })).statusCode).toBe(404);
    expect((await get(c.question.path, { id }, asker)).json().result.review).toEqual({
      status: 'pending',
      reason: null,
    });
    const row = await t.database.db
      .selectFrom('review_queue')
      .selectAll()
      .where('id', '=', reviewId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', decided_by: null, reason: null });
    const told = await t.database.db
      .selectFrom('messages')
      .select('id')
      .where('user_id', '=', asker.id)
      .where('type', '=', 'Review')
      .execute();
    expect(told).toEqual([]);

    // the queue lists it again with what it says now, under a new version, which decides it
    const now = await shownReview(t, moderator, reviewId);
    expect(now.title).toBe('特效康复神药限时优惠，私信购买');
    expect(now.html).toContain('三天见效');
    expect(now.version).not.toBe(shown.version);
    const rejected = await post(
      r.decide.path,
      { id: reviewId, decision: 'reject', reason: '广告内容', version: now.version },
      moderator,
    );
    expect(rejected.json().result.status).toBe('rejected');
    expect((await get(c.question.path, { id })).statusCode).toBe(404);
  });

  it('the version covers what approving publishes besides the text: pictures and topics', async () => {
    const asker = await signIn(t, '13900011236');
    await t.database.db.updateTable('users').set({ identity: 1 }).where('id', '=', asker.id).execute();
    const topics = await t.database.db.selectFrom('community_topics').select('id').limit(2).execute();
    const title = '胶质瘤术后放疗期间能否运动？';
    const id = (await post(c.saveQa.path, { title, topicIds: [topics[0]!.id] }, asker)).json().result
      .id as number;
    const { id: reviewId } = await t.database.db
      .selectFrom('review_queue')
      .select('id')
      .where('content_type', '=', QUESTION_REVIEW_TYPE)
      .where('content_id', '=', id)
      .executeTakeFirstOrThrow();
    const shown = await shownReview(t, moderator, reviewId);
    // only the topic changes
    await post(c.updateQa.path, { id, title, topicIds: [topics[1]!.id] }, asker);
    const refused = await post(
      r.decide.path,
      { id: reviewId, decision: 'approve', version: shown.version },
      moderator,
    );
    expect(refused.statusCode).toBe(412);
    expect((await get(c.question.path, { id })).statusCode).toBe(404);
  });

  it('a decision that names no version is refused with a Chinese message', async () => {
    const { reviewId } = await queuedAnswer();
    const res = await post(r.decide.path, { id: reviewId, decision: 'approve' }, moderator);
    expect([res.statusCode, res.json().message]).toEqual([400, REVIEW_MESSAGES.refreshFirst]);
    expect(
      (
        await t.database.db
          .selectFrom('review_queue')
          .select('status')
          .where('id', '=', reviewId)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('pending');
  });
});
