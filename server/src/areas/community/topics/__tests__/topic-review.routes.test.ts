import { communityEndpoints as e } from '@portal/api/endpoints/community';
import { reviewEndpoints as r } from '@portal/api/endpoints/reviews';
import { IDENTITY } from '@portal/api/identity';
import { COMMUNITY_LIMITS, COMMUNITY_MESSAGES } from '@portal/api/rules/community';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { decisionOf, shownReview } from '../../../../test-support/reviews';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../../../test-support/test-app';
import { QUESTION_REVIEW_TYPE } from '../../moderation/review-kinds';

/**
 * A topic added by an account whose questions wait for review (new or unverified) waits with them:
 * nobody else finds, lists or opens it until a question that carries it is approved.
 */
const MODERATOR = '13900009997';
let t: TestApp;
let clock = DEFAULT_SEED_NOW;
type Who = { cookie: string; id: number };
let moderator: Who;
let doctor: Who; // verified, registered long ago: trusted
let mobiles = 0;

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

/** a doctor who registered today and is not verified: what they publish waits for review */
async function newcomer() {
  mobiles += 1;
  const user = await signIn(t, `1370000${String(mobiles).padStart(4, '0')}`);
  await t.database.db
    .updateTable('users')
    .set({ identity: IDENTITY.doctor, is_auth: 0 })
    .where('id', '=', user.id)
    .execute();
  return user;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, moderatorMobiles: [MODERATOR], seed: 'small' });
  moderator = await signIn(t, MODERATOR);
  mobiles += 1;
  doctor = await signIn(t, `1370000${String(mobiles).padStart(4, '0')}`);
  await t.database.db
    .updateTable('users')
    .set({ identity: IDENTITY.doctor, is_auth: 1, created_at: clock - 365 * 86_400_000 })
    .where('id', '=', doctor.id)
    .execute();
});
afterAll(async () => {
  await t.close();
});

/** everywhere a reader meets a topic, as this reader (none: a visitor) */
async function seenBy(topicId: number, title: string, who?: Who) {
  const found = (await get(e.searchTopics.path, { keywords: title }, who)).json().list as { id: number }[];
  const hot = (await get(e.hotTopics.path, { limit: 50 }, who)).json().list as { id: number }[];
  return {
    search: found.some((x) => x.id === topicId),
    hot: hot.some((x) => x.id === topicId),
    page: (await get(e.topic.path, { id: topicId }, who)).statusCode,
    feed: (await get(e.feed.path, { topicId }, who)).statusCode,
    contributors: (await get(e.contributors.path, { topicId }, who)).statusCode,
  };
}
const hidden = { search: false, hot: false, page: 404, feed: 404, contributors: 404 };

async function askWith(who: Who, title: string, topicIds: number[]) {
  const asked = await post(e.saveQa.path, { title, topicIds }, who);
  expect(asked.json().message).toBe(COMMUNITY_MESSAGES.submittedForReview);
  const id = asked.json().result.id as number;
  const item = await t.database.db
    .selectFrom('review_queue')
    .select('id')
    .where('content_type', '=', QUESTION_REVIEW_TYPE)
    .where('content_id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { questionId: id, reviewId: item.id };
}

describe('a topic a new account adds', () => {
  it('is seen by nobody else until the question it came with is approved', async () => {
    const author = await newcomer();
    const title = '海绵窦脑膜瘤随访';
    const added = await post(e.addTopic.path, { title }, author);
    expect(added.json()).toMatchObject({ code: 1, message: COMMUNITY_MESSAGES.topicAddedForReview });
    const topicId = added.json().result.id as number;

    // not found, not listed, not followed, not used by anyone else
    expect(await seenBy(topicId, title)).toEqual(hidden);
    expect(await seenBy(topicId, title, doctor)).toEqual(hidden);
    expect((await post(e.follow.path, { contentId: topicId, type: 'T' }, doctor)).statusCode).toBe(404);
    const borrowed = await post(
      e.saveQa.path,
      { title: '海绵窦脑膜瘤术后复查？', topicIds: [topicId] },
      doctor,
    );
    expect([borrowed.statusCode, borrowed.json().message]).toEqual([400, COMMUNITY_MESSAGES.topicNotFound]);
    const second = await newcomer();
    const named = await post(e.addTopic.path, { title }, second);
    expect([named.statusCode, named.json().message]).toEqual([400, COMMUNITY_MESSAGES.topicUnderReview]);

    // its author finds it to ask with, opens it, and sees it on their waiting question
    expect((await seenBy(topicId, title, author)).search).toBe(true);
    expect((await seenBy(topicId, title, author)).page).toBe(200);
    const { questionId, reviewId } = await askWith(author, '海绵窦脑膜瘤术后多久复查一次？', [topicId]);
    const mine = (await get(e.question.path, { id: questionId }, author)).json().result;
    expect(mine.topics).toEqual([{ id: topicId, title }]);
    expect(await seenBy(topicId, title, doctor)).toEqual(hidden);

    // the moderator is shown the new topic with the question; approving publishes both
    const shown = await shownReview(t, moderator, reviewId);
    expect(shown.html).toContain(`${title}（新话题，随问题公开）`);
    const approved = await post(
      r.decide.path,
      { id: reviewId, decision: 'approve', version: shown.version },
      moderator,
    );
    expect(approved.statusCode).toBe(200);
    const now = await seenBy(topicId, title, doctor);
    expect(now).toMatchObject({ search: true, page: 200, feed: 200, contributors: 200 });
    expect((await get(e.topic.path, { id: topicId })).json().result.questions).toBe(1);
    expect((await post(e.follow.path, { contentId: topicId, type: 'T' }, doctor)).statusCode).toBe(200);
  });

  it('stays unseen when the question is rejected', async () => {
    const author = await newcomer();
    const title = '代购进口靶向药';
    const topicId = (await post(e.addTopic.path, { title }, author)).json().result.id as number;
    const { reviewId } = await askWith(author, '哪里能买到进口靶向药？', [topicId]);
    const rejected = await post(
      r.decide.path,
      await decisionOf(t, moderator, reviewId, 'reject', '广告'),
      moderator,
    );
    expect(rejected.statusCode).toBe(200);
    expect(await seenBy(topicId, title)).toEqual(hidden);
  });

  it('is public at once when a trusted doctor adds it, or adds the same name', async () => {
    const mine = await post(e.addTopic.path, { title: '颅底内镜手术技巧' }, doctor);
    expect(mine.json().message).toBe(COMMUNITY_MESSAGES.topicAdded);
    expect((await get(e.topic.path, { id: mine.json().result.id })).statusCode).toBe(200);

    const author = await newcomer();
    const title = '垂体瘤内镜经鼻入路';
    const topicId = (await post(e.addTopic.path, { title }, author)).json().result.id as number;
    expect((await get(e.topic.path, { id: topicId })).statusCode).toBe(404);
    // a verified doctor naming it vouches for it as if adding it
    const vouched = await post(e.addTopic.path, { title }, doctor);
    expect(vouched.json().result.id).toBe(topicId);
    expect((await get(e.topic.path, { id: topicId })).statusCode).toBe(200);
  });

  it('is off the hot topics, its author’s too: one list for everyone', async () => {
    const author = await newcomer();
    const topicId = (await post(e.addTopic.path, { title: '自己的待审话题' }, author)).json().result
      .id as number;
    // as followed as a topic can be: only its waiting for review keeps it off the list
    await t.database.db
      .updateTable('community_topics')
      .set({ followers: 1_000_000, questions: 1_000 })
      .where('id', '=', topicId)
      .execute();
    for (const who of [undefined, doctor, author]) {
      const hot = (await get(e.hotTopics.path, { limit: COMMUNITY_LIMITS.hotTopics }, who)).json().list;
      expect(hot.map((x: { id: number }) => x.id)).not.toContain(topicId);
    }
  });
});
