import { communityEndpoints as e } from '@portal/api/endpoints/community';
import { COMMUNITY_READ_MESSAGES } from '@portal/api/rules/community';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../../../test-support/test-app';

/** "我也想问" over the demo seed. */
let t: TestApp;
let reader: { cookie: string; id: number };
let other: { cookie: string; id: number };

beforeAll(async () => {
  t = await createTestApp({ now: () => DEFAULT_SEED_NOW, seed: 'small' });
  reader = await signIn(t, '13300002001');
  other = await signIn(t, '13300002002');
});
afterAll(async () => {
  await t.close();
});

const post = (payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: e.askIntention.path,
    payload,
    headers: { ...OWN_PAGE_HEADERS, ...(cookie ? { cookie } : {}) },
  });
const question = (id: number, cookie?: string) =>
  t.app
    .inject({
      method: 'GET',
      url: e.question.path,
      query: { id: String(id) },
      headers: { ...OWN_PAGE_HEADERS, ...(cookie ? { cookie } : {}) },
    })
    .then((r) => r.json().result);

async function someQuestion(offset: number) {
  return t.database.db
    .selectFrom('community_questions')
    .select(['id', 'ask_people', 'creator_id'])
    .where('status', '=', 'published')
    .orderBy('id')
    .limit(1)
    .offset(offset)
    .executeTakeFirstOrThrow();
}

describe('我也想问', () => {
  it('adds the reader once, however often or concurrently they press; the question shows it', async () => {
    const q = await someQuestion(0);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post({ questionId: q.id, userId: other.id }, reader.cookie)),
    );
    for (const r of results) expect(r.statusCode).toBe(200);
    expect(results.map((r) => r.json().result.askQuestionsPeopleNumber)).toContain(q.ask_people + 1);
    const again = await post({ questionId: q.id }, reader.cookie);
    expect(again.json().result).toEqual({
      userAskQuestionStatus: 'T',
      askQuestionsPeopleNumber: q.ask_people + 1,
    });
    const rows = await t.database.db
      .selectFrom('community_ask_intentions')
      .select('user_id')
      .where('question_id', '=', q.id)
      .execute();
    expect(rows.map((r) => r.user_id)).toEqual([reader.id]);
    expect((await question(q.id, reader.cookie)).userAskQuestionStatus).toBe('T');
    expect((await question(q.id, other.cookie)).userAskQuestionStatus).toBe('F');
    expect((await question(q.id)).askQuestionsPeopleNumber).toBe(q.ask_people + 1);
  });

  it('refuses the asker on their own question, a visitor, and a missing question', async () => {
    const q = await someQuestion(1);
    const asker = await t.database.db
      .selectFrom('users')
      .select('mobile')
      .where('id', '=', q.creator_id)
      .executeTakeFirstOrThrow();
    const own = await signIn(t, asker.mobile);
    const mine = await post({ questionId: q.id }, own.cookie);
    expect([mine.statusCode, mine.json().message]).toEqual([400, COMMUNITY_READ_MESSAGES.cannotAskOwn]);
    expect((await post({ questionId: q.id })).statusCode).toBe(401);
    expect((await post({ questionId: 99_999_999 }, reader.cookie)).statusCode).toBe(404);
    expect((await question(q.id)).askQuestionsPeopleNumber).toBe(q.ask_people);
  });
});
