import type { FeedItem } from '@portal/api/contract/community';
import { communityEndpoints as e } from '@portal/api/endpoints/community';
import { communityAnswerEndpoints } from '@portal/api/endpoints/community-answers';
import { COMMUNITY_READ_MESSAGES } from '@portal/api/rules/community';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';
import { FEED_PINNED } from '../community-read.repository';

/** Reading the community over the demo seed (SQLite, or PostgreSQL with TEST_DATABASE_URL). */
let t: TestApp;
let mobileSeq = 0;
const nextMobile = () => `1320000${String(1000 + mobileSeq++).padStart(4, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ now: () => DEFAULT_SEED_NOW, seed: 'small' });
});
afterAll(async () => {
  await t.close();
});

async function get(url: string, query: Record<string, string | number>, cookie?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: cookie ? { cookie } : {},
  });
  return { status: res.statusCode, body: res.json() };
}
async function post(url: string, payload: Record<string, unknown>, cookie?: string) {
  const res = await t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json() };
}

describe('the feed', () => {
  it('lists published questions and answers, top answers first, then newest, a page at a time', async () => {
    const first = await get(e.feed.path, { pageNo: 1, pageSize: 10 });
    expect(first.status).toBe(200);
    const items = first.body.list as FeedItem[];
    expect(items).toHaveLength(10);
    const [published, answers] = await Promise.all([
      t.database.db
        .selectFrom('community_questions')
        .select('id')
        .where('status', '=', 'published')
        .execute(),
      t.database.db
        .selectFrom('community_answers as a')
        .innerJoin('community_questions as q', 'q.id', 'a.question_id')
        .select('a.id')
        .where('a.status', '=', 'published')
        .where('q.status', '=', 'published')
        .execute(),
    ]);
    expect(first.body.page.totalCount).toBe(published.length + answers.length);
    // the newest few top answers are pinned first, then newest first
    const tops = items.filter((i) => i.isTop === 'T');
    expect(tops.length).toBeGreaterThan(0);
    expect(tops.length).toBeLessThanOrEqual(FEED_PINNED);
    expect(items.slice(0, tops.length).every((i) => i.isTop === 'T')).toBe(true);
    const rest = items.slice(tops.length).map((i) => i.publishTime);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
    const second = (await get(e.feed.path, { pageNo: 2, pageSize: 10 })).body.list as FeedItem[];
    const seen = new Set(items.map((i) => `${i.type}:${i.id}`));
    expect(second.some((i) => seen.has(`${i.type}:${i.id}`))).toBe(false);
    for (const item of [...items, ...second]) {
      expect(item.questionTitle.length).toBeGreaterThan(0);
      expect(item.text).not.toMatch(/<[a-z]/i);
    }
  });

  it('by topic and by circle: only their questions and those questions’ answers', async () => {
    const topic = (await get(e.hotTopics.path, { limit: 1 })).body.list[0];
    const feed = (await get(e.feed.path, { topicId: topic.id, pageSize: 50 })).body;
    const filed = new Set(
      (
        await t.database.db
          .selectFrom('community_question_topics')
          .select('question_id')
          .where('topic_id', '=', topic.id)
          .execute()
      ).map((r) => r.question_id),
    );
    expect(feed.list.length).toBeGreaterThan(0);
    for (const item of feed.list as FeedItem[]) expect(filed.has(item.questionId)).toBe(true);
    const circles = (await get(e.circles.path, {})).body.list;
    const circleFeed = (await get(e.feed.path, { circleId: circles[0].id, pageSize: 5 })).body;
    expect(circleFeed.page.totalCount).toBeGreaterThan(0);
    expect((await get(e.feed.path, { topicId: 99_999_999 })).status).toBe(404);
    expect((await get(e.feed.path, { circleId: 99_999_999 })).status).toBe(404);
  });

  it('a topic whose questions have no top answer still has a feed (nothing pinned)', async () => {
    const db = t.database.db;
    const topic = await db
      .insertInto('community_topics')
      .values({
        title: '无置顶话题',
        description: '',
        cover: '',
        subspecialty_id: null,
        followers: 0,
        questions: 1,
        sort: 999,
        created_at: DEFAULT_SEED_NOW,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const question = await db
      .selectFrom('community_questions')
      .select('id')
      .where('status', '=', 'published')
      .where('answers', '=', 0)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('community_question_topics')
      .values({ question_id: question.id, topic_id: topic.id })
      .execute();
    const feed = await get(e.feed.path, { topicId: topic.id });
    expect(feed.status).toBe(200);
    expect(feed.body.list.map((i: FeedItem) => i.id)).toEqual([question.id]);
  });

  it('serves one cached feed page to every reader, each with their own likes', async () => {
    const page = (cookie?: string) =>
      get(e.feed.path, { pageNo: 1, pageSize: 20 }, cookie).then((r) => r.body.list as FeedItem[]);
    const item = (await page()).find((i) => i.type === 'community_activity_latest_answer' && !i.isDigg)!;
    const [liker, other] = [await signIn(t, nextMobile()), await signIn(t, nextMobile())];
    const liked = await post(communityAnswerEndpoints.digg.path, { qaId: item.id }, liker.cookie);
    expect(liked.body.result.diggStatus).toBe('T');
    const seen = async (cookie?: string) =>
      (await page(cookie)).find((i) => i.id === item.id && i.type === item.type)!;
    expect((await seen(liker.cookie)).isDigg).toBe(true);
    expect((await seen(other.cookie)).isDigg).toBe(false);
    expect((await seen()).isDigg).toBe(false);
  });

  it('never names an anonymous asker or a patient to others', async () => {
    const hidden = await t.database.db
      .selectFrom('community_questions as q')
      .innerJoin('users as u', 'u.id', 'q.creator_id')
      .select(['q.id', 'u.real_name'])
      .where('q.is_hide_creator', '=', 'T')
      .where('q.status', '=', 'published')
      .executeTakeFirst();
    expect(hidden).toBeDefined();
    const detail = await get(e.question.path, { id: hidden!.id });
    expect(detail.body.result.creator).toMatchObject({ id: 0, realName: '匿名用户', avatarAddress: '' });
    expect(JSON.stringify(detail.body)).not.toContain(hidden!.real_name);
  });
});

describe('a question and its answers', () => {
  it('counts a view, lists its answers top first, and hides a pending one from all but its asker', async () => {
    const q = await t.database.db
      .selectFrom('community_questions')
      .selectAll()
      .where('status', '=', 'published')
      .where('answers', '>', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const detail = await get(e.question.path, { id: q.id });
    expect(detail.body.result).toMatchObject({
      id: q.id,
      title: q.title,
      answers: q.answers,
      views: q.views + 1,
    });
    const answers = (await get(e.answers.path, { questionId: q.id, pageSize: 20 })).body;
    expect(answers.page.totalCount).toBe(q.answers);
    const list = answers.list as { isTop: string; diggs: number; text: string }[];
    const topIndex = list.findIndex((a) => a.isTop === 'T');
    if (topIndex >= 0) expect(topIndex).toBe(0);
    const rest = list.filter((a) => a.isTop !== 'T').map((a) => a.diggs);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));

    const pending = await t.database.db
      .selectFrom('community_questions')
      .select(['id', 'creator_id'])
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending) {
      expect(await get(e.question.path, { id: pending.id })).toEqual({
        status: 404,
        body: { code: 404, message: COMMUNITY_READ_MESSAGES.questionNotFound },
      });
      expect((await get(e.answers.path, { questionId: pending.id })).status).toBe(404);
    }
    expect((await get(e.question.path, { id: 99_999_999 })).status).toBe(404);
    expect((await get(e.question.path, { id: 'abc' })).status).toBe(400);
  });

  it('an answer with its question; a pending answer is not shown', async () => {
    const a = await t.database.db
      .selectFrom('community_answers')
      .selectAll()
      .where('status', '=', 'published')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const shown = await get(e.answer.path, { id: a.id });
    expect(shown.body.result).toMatchObject({ id: a.id, questionId: a.question_id, text: a.text });
    const pending = await t.database.db
      .selectFrom('community_answers')
      .select('id')
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (pending) expect((await get(e.answer.path, { id: pending.id })).status).toBe(404);
  });
});

describe('topics, circles and following', () => {
  it('follows and unfollows a topic and a circle, the counts moving by one; a visitor is 401', async () => {
    const user = await signIn(t, nextMobile());
    const topic = (await get(e.hotTopics.path, { limit: 1 })).body.list[0];
    const on = await post(e.follow.path, { contentId: topic.id, type: 'T' }, user.cookie);
    expect(on.body.result).toEqual({ followStatus: 'T', followers: topic.followers + 1 });
    expect((await get(e.topic.path, { id: topic.id }, user.cookie)).body.result).toMatchObject({
      isFollow: true,
      followers: topic.followers + 1,
    });
    const off = await post(e.follow.path, { contentId: topic.id, type: 'T' }, user.cookie);
    expect(off.body.result).toEqual({ followStatus: 'F', followers: topic.followers });

    const circle = (await get(e.circles.path, {})).body.list[0];
    expect(
      (await post(e.follow.path, { contentId: circle.id, type: 'C' }, user.cookie)).body.result.followStatus,
    ).toBe('T');
    expect((await get(e.circle.path, { id: circle.id }, user.cookie)).body.result.isFollow).toBe(true);

    expect((await post(e.follow.path, { contentId: topic.id, type: 'T' })).status).toBe(401);
    expect((await post(e.follow.path, { contentId: topic.id, type: 'X' }, user.cookie)).body).toEqual({
      code: 400,
      message: COMMUNITY_READ_MESSAGES.badFollowType,
    });
    expect((await post(e.follow.path, { contentId: 99_999_999, type: 'C' }, user.cookie)).status).toBe(404);
  });

  it('follows a question of someone else’s, never one’s own; five clicks at once leave one state', async () => {
    const asker = await t.database.db
      .selectFrom('community_questions as q')
      .innerJoin('users as u', 'u.id', 'q.creator_id')
      .select(['q.id', 'u.mobile'])
      .where('q.status', '=', 'published')
      .orderBy('q.id')
      .executeTakeFirstOrThrow();
    const owner = await signIn(t, asker.mobile);
    expect((await post(e.follow.path, { contentId: asker.id, type: 'Q' }, owner.cookie)).body).toEqual({
      code: 400,
      message: COMMUNITY_READ_MESSAGES.cannotFollowOwn,
    });
    const other = await signIn(t, nextMobile());
    const clicks = await Promise.all(
      [1, 2, 3, 4, 5].map(() => post(e.follow.path, { contentId: asker.id, type: 'Q' }, other.cookie)),
    );
    const rows = await t.database.db
      .selectFrom('community_follows')
      .select('user_id')
      .where('type', '=', 'Q')
      .where('content_id', '=', asker.id)
      .where('user_id', '=', other.id)
      .execute();
    // however they interleave: at most one follow, and what the page says is what the table holds
    expect(rows.length).toBeLessThanOrEqual(1);
    expect(clicks.every((c) => c.status === 200)).toBe(true);
    expect((await get(e.question.path, { id: asker.id }, other.cookie)).body.result.isFollow).toBe(
      rows.length === 1,
    );
  });

  it('a topic that does not exist is 404, and hot topics come by questions', async () => {
    expect((await get(e.topic.path, { id: 99_999_999 })).status).toBe(404);
    const hot = (await get(e.hotTopics.path, { limit: 5 })).body.list as { questions: number }[];
    expect(hot.map((h) => h.questions)).toEqual([...hot.map((h) => h.questions)].sort((a, b) => b - a));
  });
});
