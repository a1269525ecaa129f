import { communityEndpoints } from '@portal/api/endpoints/community';
import { communityAnswerEndpoints as e } from '@portal/api/endpoints/community-answers';
import { COMMUNITY_READ_MESSAGES } from '@portal/api/rules/community';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../../../test-support/test-app';
import { ANSWER_COMMENT_TARGET } from '../answer-engagement.routes';

/** Liking, collecting and commenting on a community answer, over the demo seed. */
let t: TestApp;
let clock = DEFAULT_SEED_NOW;
let reader: { cookie: string; id: number };
let other: { cookie: string; id: number };
let answerId: number;
let pendingAnswerId: number;

const get = (url: string, query: Record<string, number>, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { ...OWN_PAGE_HEADERS, ...(cookie ? { cookie } : {}) },
  });
const post = (url: string, payload: object, cookie: string | null) => {
  clock += 1;
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...OWN_PAGE_HEADERS, ...(cookie ? { cookie } : {}) },
  });
};
const answerRow = (id: number) =>
  t.database.db
    .selectFrom('community_answers')
    .select(['diggs', 'comments'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, seed: 'small' });
  const db = t.database.db;
  const published = await db
    .selectFrom('community_answers as a')
    .innerJoin('community_questions as q', 'q.id', 'a.question_id')
    .select('a.id')
    .where('a.status', '=', 'published')
    .where('q.status', '=', 'published')
    .orderBy('a.id')
    .executeTakeFirstOrThrow();
  answerId = published.id;
  const pending = await db
    .selectFrom('community_answers')
    .select('id')
    .where('status', '=', 'pending')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  pendingAnswerId = pending.id;
  reader = await signIn(t, '13300001001');
  other = await signIn(t, '13300001002');
});
afterAll(async () => {
  await t.close();
});

describe('liking an answer', () => {
  it('toggles the session user’s like; the counter follows and the answer shows it', async () => {
    const before = (await answerRow(answerId)).diggs;
    const on = await post(e.digg.path, { qaId: answerId }, reader.cookie);
    expect(on.statusCode).toBe(200);
    expect(on.json().result).toEqual({ diggStatus: 'T', diggs: before + 1 });
    const seen = (await get(communityEndpoints.answer.path, { id: answerId }, reader.cookie)).json().result;
    expect(seen.isDigg).toBe(true);
    expect(seen.diggs).toBe(before + 1);
    const off = await post(e.digg.path, { qaId: answerId }, reader.cookie);
    expect(off.json().result).toEqual({ diggStatus: 'F', diggs: before });
    expect((await answerRow(answerId)).diggs).toBe(before);
  });

  it('concurrent likes by one user count once', async () => {
    const before = (await answerRow(answerId)).diggs;
    await Promise.all(Array.from({ length: 6 }, () => post(e.digg.path, { qaId: answerId }, other.cookie)));
    const rows = await t.database.db
      .selectFrom('content_diggs')
      .select('user_id')
      .where('target_type', '=', 'community_answer')
      .where('target_id', '=', answerId)
      .where('user_id', '=', other.id)
      .execute();
    expect((await answerRow(answerId)).diggs).toBe(before + rows.length);
    expect(rows.length).toBeLessThanOrEqual(1);
    // whatever the interleaving, the counter equals the before count plus the rows left
    if (rows.length) await post(e.digg.path, { qaId: answerId }, other.cookie);
    expect((await answerRow(answerId)).diggs).toBe(before);
  });

  it('asks to sign in, ignores a userId in the body, and refuses pending or missing answers', async () => {
    expect((await post(e.digg.path, { qaId: answerId }, null)).statusCode).toBe(401);
    const forged = await post(e.digg.path, { qaId: answerId, userId: other.id }, reader.cookie);
    expect(forged.statusCode).toBe(200);
    const who = await t.database.db
      .selectFrom('content_diggs')
      .select('user_id')
      .where('target_type', '=', 'community_answer')
      .where('target_id', '=', answerId)
      .execute();
    expect(who.map((w) => w.user_id)).toContain(reader.id);
    expect(who.map((w) => w.user_id)).not.toContain(other.id);
    await post(e.digg.path, { qaId: answerId }, reader.cookie);

    const pending = await post(e.digg.path, { qaId: pendingAnswerId }, reader.cookie);
    expect(pending.statusCode).toBe(404);
    expect(pending.json().message).toBe(COMMUNITY_READ_MESSAGES.answerNotFound);
    expect((await post(e.digg.path, { qaId: 99_999_999 }, reader.cookie)).statusCode).toBe(404);
    const bad = await post(e.digg.path, { qaId: 'x' }, reader.cookie);
    expect(bad.statusCode).toBe(400);
  });
});

describe('collecting an answer', () => {
  it('toggles a collection row of type 4 for the session user', async () => {
    const on = await post(e.collect.path, { qaId: answerId }, reader.cookie);
    expect(on.json().result).toEqual({ collectStatus: 'T' });
    const rows = await t.database.db
      .selectFrom('collections')
      .select(['user_id', 'content_type'])
      .where('content_id', '=', answerId)
      .where('content_type', '=', COLLECT_TYPES.communityAnswer)
      .execute();
    expect(rows).toEqual([{ user_id: reader.id, content_type: COLLECT_TYPES.communityAnswer }]);
    const seen = (await get(communityEndpoints.answer.path, { id: answerId }, reader.cookie)).json().result;
    expect(seen.isCollect).toBe(true);
    // another reader does not see it as theirs
    const theirs = (await get(communityEndpoints.answer.path, { id: answerId }, other.cookie)).json().result;
    expect(theirs.isCollect).toBe(false);
    const off = await post(e.collect.path, { qaId: answerId }, reader.cookie);
    expect(off.json().result).toEqual({ collectStatus: 'F' });
    expect((await post(e.collect.path, { qaId: pendingAnswerId }, reader.cookie)).statusCode).toBe(404);
    expect((await post(e.collect.path, { qaId: answerId }, null)).statusCode).toBe(401);
  });
});

describe('commenting on an answer', () => {
  it('posts as the session user, plain text; the counter and the list follow; replies nest', async () => {
    const before = (await answerRow(answerId)).comments;
    const res = await post(
      e.comment.path,
      { qaId: answerId, text: '  <b>术后</b>第几天可以下床？ ', userId: other.id },
      reader.cookie,
    );
    expect(res.statusCode).toBe(200);
    const posted = res.json().result;
    expect(posted.text).toBe('术后第几天可以下床？');
    expect(posted.creator.id).toBe(reader.id);
    expect((await answerRow(answerId)).comments).toBe(before + 1);

    const reply = await post(
      e.comment.path,
      { qaId: answerId, parentCommentId: posted.id, text: '一般术后第二天' },
      other.cookie,
    );
    expect(reply.statusCode).toBe(200);
    const page = (await get(e.comments.path, { qaId: answerId, pageNo: 1, pageSize: 10 })).json();
    expect(page.list[0].id).toBe(posted.id);
    expect(page.list[0].childComments.map((c: { id: number }) => c.id)).toContain(reply.json().result.id);
    const children = (await get(e.childComments.path, { commentId: posted.id })).json();
    expect(children.list).toHaveLength(1);

    const stored = await t.database.db
      .selectFrom('comments')
      .select(['target_type', 'user_id'])
      .where('id', '=', posted.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ target_type: ANSWER_COMMENT_TARGET, user_id: reader.id });

    const liked = await post(e.commentDigg.path, { commentId: posted.id }, other.cookie);
    expect(liked.json().result).toEqual({ diggStatus: 'T', diggs: 1 });
  });

  it('refuses empty and overlong text, a parent from another answer, pending answers and anonymous posting', async () => {
    const before = (await answerRow(answerId)).comments;
    const empty = await post(e.comment.path, { qaId: answerId, text: '   ' }, reader.cookie);
    expect(empty.statusCode).toBe(400);
    const long = await post(e.comment.path, { qaId: answerId, text: '长'.repeat(151) }, reader.cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/150/);
    expect((await post(e.comment.path, { qaId: answerId, text: '好' }, null)).statusCode).toBe(401);
    const pending = await post(e.comment.path, { qaId: pendingAnswerId, text: '好' }, reader.cookie);
    expect(pending.statusCode).toBe(404);

    const elsewhere = await t.database.db
      .selectFrom('comments')
      .select('id')
      .where('target_type', '!=', ANSWER_COMMENT_TARGET)
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    const crossed = await post(
      e.comment.path,
      { qaId: answerId, parentCommentId: elsewhere.id, text: '串门' },
      reader.cookie,
    );
    expect(crossed.statusCode).toBe(404);
    // nothing half-written
    expect((await answerRow(answerId)).comments).toBe(before);
    // a comment of another target cannot be liked through the answer's call
    expect((await post(e.commentDigg.path, { commentId: elsewhere.id }, reader.cookie)).statusCode).toBe(404);
  });

  it('lists nothing for a pending answer and pages out of range as empty', async () => {
    expect((await get(e.comments.path, { qaId: pendingAnswerId })).statusCode).toBe(404);
    const far = (await get(e.comments.path, { qaId: answerId, pageNo: 999, pageSize: 10 })).json();
    expect(far.list).toEqual([]);
  });
});
