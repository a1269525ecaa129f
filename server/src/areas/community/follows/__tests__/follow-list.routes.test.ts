import { communityEndpoints as c } from '@portal/api/endpoints/community';
import { communityFollowEndpoints as e } from '@portal/api/endpoints/community-follows';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../../../test-support/test-app';

/** "我的关注": the session user's followed topics and circles, and nobody else's. */
let t: TestApp;
let clock = DEFAULT_SEED_NOW;
let reader: { cookie: string; id: number };
let other: { cookie: string; id: number };

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, seed: 'small' });
  reader = await signIn(t, '13300004001');
  other = await signIn(t, '13300004002');
});
afterAll(async () => {
  await t.close();
});

const list = (cookie?: string, query: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: e.followList.path,
    query,
    headers: { ...OWN_PAGE_HEADERS, ...(cookie ? { cookie } : {}) },
  });
const follow = (contentId: number, type: 'T' | 'C', cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: c.follow.path,
    payload: { contentId, type },
    headers: { ...OWN_PAGE_HEADERS, cookie },
  });

describe('my follows', () => {
  it('lists what the reader followed, newest first, marked followed', async () => {
    const topics = await t.database.db
      .selectFrom('community_topics')
      .select('id')
      .orderBy('id')
      .limit(3)
      .execute();
    const circle = await t.database.db
      .selectFrom('community_circles')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const topic of topics) {
      clock += 1000;
      expect((await follow(topic.id, 'T', reader.cookie)).json().result.followStatus).toBe('T');
    }
    await follow(circle.id, 'C', reader.cookie);
    const result = (await list(reader.cookie)).json().result;
    expect(result.topics.map((x: { id: number }) => x.id)).toEqual(topics.map((x) => x.id).reverse());
    expect(result.topics.every((x: { isFollow: boolean }) => x.isFollow)).toBe(true);
    expect(result.circles.map((x: { id: number }) => x.id)).toEqual([circle.id]);
    // unfollowing takes it off
    await follow(topics[0]!.id, 'T', reader.cookie);
    const after = (await list(reader.cookie, { limit: '2' })).json().result;
    expect(after.topics.map((x: { id: number }) => x.id)).toEqual([topics[2]!.id, topics[1]!.id]);
  });

  it('is private: a visitor gets 请先登录, another user their own list, a userId changes nothing', async () => {
    const visitor = await list();
    expect(visitor.statusCode).toBe(401);
    const topic = await t.database.db
      .selectFrom('community_topics')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await follow(topic.id, 'T', other.cookie);
    const theirs = (await list(other.cookie, { userId: String(reader.id) })).json().result;
    const rows = await t.database.db
      .selectFrom('community_follows')
      .select(['type', 'content_id'])
      .where('user_id', '=', other.id)
      .execute();
    expect(theirs.topics.map((x: { id: number }) => x.id)).toContain(topic.id);
    expect(theirs.topics.map((x: { id: number }) => x.id).sort()).toEqual(
      rows
        .filter((r) => r.type === 'T')
        .map((r) => r.content_id)
        .sort(),
    );
  });
});
