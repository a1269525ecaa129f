import type { Activity, FeedItem } from '@portal/api/contract/community';
import { communityEndpoints as e } from '@portal/api/endpoints/community';
import { sidebarEndpoints } from '@portal/api/endpoints/sidebar';
import { COMMUNITY_READ_MESSAGES } from '@portal/api/rules/community';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../../../test-support/test-app';

/** The activity page's calls over the demo seed (SQLite, or PostgreSQL with TEST_DATABASE_URL). */
let t: TestApp;
/** the app's clock; a test that moves it puts it back */
let clock = DEFAULT_SEED_NOW;
let mobileSeq = 0;
const nextMobile = () => `1330000${String(2000 + mobileSeq++).padStart(4, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, seed: 'small' });
});
afterAll(async () => {
  await t.close();
});

async function get(url: string, query: Record<string, string | number>, cookie?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: cookie ? { ...OWN_PAGE_HEADERS, cookie } : OWN_PAGE_HEADERS,
  });
  return { status: res.statusCode, body: res.json() };
}
async function subscribe(activityId: number, cookie: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: sidebarEndpoints.subscribeActivity.path,
    payload: { activityId },
    headers: { ...OWN_PAGE_HEADERS, cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json().result as { subscribeStatus: 'T' | 'F'; subscribers: number };
}
const detail = async (id: number, cookie?: string) => {
  const res = await get(e.activity.path, { id }, cookie);
  expect(res.status).toBe(200);
  return res.body.result as Activity;
};

/** the activities as stored, with their phase at `now` worked out here */
async function activityRows(now = DEFAULT_SEED_NOW) {
  const rows = await t.database.db.selectFrom('activities').selectAll().orderBy('id').execute();
  return rows.map((a) => {
    const start = Number(a.start_time);
    const end = Number(a.end_time);
    return {
      ...a,
      start,
      end,
      phase: now < start ? 'upcoming' : now >= end ? 'ended' : 'ongoing',
    };
  });
}

/** the activity with the most published questions (the seed files some under activities) */
async function busiestActivity() {
  const counts = await t.database.db
    .selectFrom('community_questions')
    .select(['activity_id', (eb) => eb.fn.countAll().as('n')])
    .where('status', '=', 'published')
    .where('activity_id', 'is not', null)
    .groupBy('activity_id')
    .execute();
  const best = counts.sort(
    (a, b) => Number(b.n) - Number(a.n) || Number(a.activity_id) - Number(b.activity_id),
  )[0];
  if (!best) throw new Error('the seed filed no question under an activity');
  expect(Number(best.n)).toBeGreaterThanOrEqual(2);
  return Number(best.activity_id);
}

describe('an activity', () => {
  it('shows its stored fields, its subspecialty, a description and its phase at the app clock', async () => {
    const rows = await activityRows();
    const subspecialties = new Map(
      (await t.database.db.selectFrom('subspecialties').select(['id', 'name']).execute()).map((s) => [
        s.id,
        s.name,
      ]),
    );
    expect(new Set(rows.map((r) => r.phase))).toEqual(new Set(['upcoming', 'ongoing', 'ended']));
    for (const row of rows) {
      const a = await detail(row.id);
      expect(a).toEqual({
        id: row.id,
        name: row.name,
        cover: row.cover,
        shareImage: row.share_image,
        views: Number(row.views) + 1,
        contents: Number(row.contents),
        subscribers: Number(row.subscribers),
        startTime: row.start,
        endTime: row.end,
        phase: row.phase,
        subspecialty:
          row.subspecialty_id === null
            ? null
            : { id: row.subspecialty_id, name: subspecialties.get(row.subspecialty_id) },
        subscribeStatus: 'F',
        description: row.description,
      });
      expect(a.description.length).toBeGreaterThan(20);
    }
  });

  it('moves from upcoming to ongoing at its start and to ended at its end', async () => {
    const upcoming = (await activityRows()).find((a) => a.phase === 'upcoming')!;
    try {
      clock = upcoming.start - 1;
      expect((await detail(upcoming.id)).phase).toBe('upcoming');
      clock = upcoming.start;
      expect((await detail(upcoming.id)).phase).toBe('ongoing');
      clock = upcoming.end - 1;
      expect((await detail(upcoming.id)).phase).toBe('ongoing');
      clock = upcoming.end;
      expect((await detail(upcoming.id)).phase).toBe('ended');
    } finally {
      clock = DEFAULT_SEED_NOW;
    }
  });

  it('counts a view on each reading', async () => {
    const id = (await activityRows())[3]!.id;
    const stored = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('activities')
            .select('views')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).views,
      );
    const before = await stored();
    expect((await detail(id)).views).toBe(before + 1);
    expect((await detail(id)).views).toBe(before + 2);
    expect(await stored()).toBe(before + 2);
  });

  it('says whether the session user subscribed (through the side bar’s subscribeActivity), never another’s', async () => {
    const ongoing = (await activityRows()).filter((a) => a.phase === 'ongoing');
    const activity = ongoing[0]!;
    const [reader, other] = [await signIn(t, nextMobile()), await signIn(t, nextMobile())];
    expect((await detail(activity.id, reader.cookie)).subscribeStatus).toBe('F');
    const before = (await detail(activity.id)).subscribers;

    expect(await subscribe(activity.id, reader.cookie)).toEqual({
      subscribeStatus: 'T',
      subscribers: before + 1,
    });
    const mine = await detail(activity.id, reader.cookie);
    expect([mine.subscribeStatus, mine.subscribers]).toEqual(['T', before + 1]);
    expect((await detail(activity.id, other.cookie)).subscribeStatus).toBe('F');
    expect((await detail(activity.id)).subscribeStatus).toBe('F');
    // the list says so too, for this reader only
    const listed = async (cookie?: string) =>
      ((await get(e.activities.path, { phase: 'ongoing', pageSize: 100 }, cookie)).body.list as Activity[])
        .filter((a) => a.subscribeStatus === 'T')
        .map((a) => a.id);
    expect(await listed(reader.cookie)).toEqual([activity.id]);
    expect(await listed(other.cookie)).toEqual([]);
    expect(await listed()).toEqual([]);

    expect((await subscribe(activity.id, reader.cookie)).subscribeStatus).toBe('F');
    expect((await detail(activity.id, reader.cookie)).subscribeStatus).toBe('F');
  });

  it('is 404 with 活动不存在 when unknown or hidden, and a hidden one is neither listed nor read', async () => {
    const unknown = await get(e.activity.path, { id: 99_999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(COMMUNITY_READ_MESSAGES.activityNotFound);
    expect(unknown.body.message).toBe('活动不存在');

    const id = await busiestActivity();
    const row = (await activityRows()).find((a) => a.id === id)!;
    await t.database.db.updateTable('activities').set({ status: 'hidden' }).where('id', '=', id).execute();
    try {
      const hidden = await get(e.activity.path, { id });
      expect([hidden.status, hidden.body.message]).toEqual([404, '活动不存在']);
      const feed = await get(e.feed.path, { activityId: id, pageSize: 7 });
      expect([feed.status, feed.body.message]).toEqual([404, '活动不存在']);
      const list = (await get(e.activities.path, { phase: row.phase, pageSize: 100 })).body
        .list as Activity[];
      expect(list.map((a) => a.id)).not.toContain(id);
      const after = await t.database.db
        .selectFrom('activities')
        .select('views')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Number(after.views)).toBe(Number(row.views));
    } finally {
      await t.database.db
        .updateTable('activities')
        .set({ status: 'published' })
        .where('id', '=', id)
        .execute();
    }
  });
});

describe('the feed of an activity', () => {
  /** the activity's published questions and their published answers, straight from the tables */
  async function expectedItems(activityId: number) {
    const db = t.database.db;
    const questions = await db
      .selectFrom('community_questions')
      .select('id')
      .where('activity_id', '=', activityId)
      .where('status', '=', 'published')
      .execute();
    const answers =
      questions.length === 0
        ? []
        : await db
            .selectFrom('community_answers')
            .select('id')
            .where('status', '=', 'published')
            .where(
              'question_id',
              'in',
              questions.map((q) => q.id),
            )
            .execute();
    return [
      ...questions.map((q) => `community_activity_question:${q.id}`),
      ...answers.map((a) => `community_activity_latest_answer:${a.id}`),
    ].sort();
  }

  it('lists exactly its published questions and their published answers, each naming the activity', async () => {
    const id = await busiestActivity();
    const name = (await activityRows()).find((a) => a.id === id)!.name;
    // the home feed first, cached under its own key: the activity's page must not be served from it
    expect((await get(e.feed.path, { pageSize: 50 })).status).toBe(200);
    const feed = await get(e.feed.path, { activityId: id, pageSize: 50 });
    expect(feed.status).toBe(200);
    const items = feed.body.list as FeedItem[];
    const want = await expectedItems(id);
    expect(want.length).toBeGreaterThan(2);
    expect(items.map((i) => `${i.type}:${i.id}`).sort()).toEqual(want);
    expect(feed.body.page.totalCount).toBe(want.length);
    for (const item of items) expect(item.activity).toEqual({ id, name });
  });

  it('leaves out a question of the activity that is not published, and its answers', async () => {
    const id = await busiestActivity();
    const question = await t.database.db
      .selectFrom('community_questions')
      .select('id')
      .where('activity_id', '=', id)
      .where('status', '=', 'published')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('community_questions')
      .set({ status: 'pending' })
      .where('id', '=', question.id)
      .execute();
    try {
      // a page size of its own: not a page cached before the change
      const items = (await get(e.feed.path, { activityId: id, pageSize: 49 })).body.list as FeedItem[];
      expect(items.map((i) => `${i.type}:${i.id}`).sort()).toEqual(await expectedItems(id));
      expect(items.some((i) => i.questionId === question.id)).toBe(false);
    } finally {
      await t.database.db
        .updateTable('community_questions')
        .set({ status: 'published' })
        .where('id', '=', question.id)
        .execute();
    }
  });

  it('marks every item of the home feed with its question’s activity, or null', async () => {
    const db = t.database.db;
    const [questions, answers, activities] = await Promise.all([
      db.selectFrom('community_questions').select(['id', 'activity_id']).execute(),
      db.selectFrom('community_answers').select(['id', 'question_id']).execute(),
      db.selectFrom('activities').select(['id', 'name']).execute(),
    ]);
    const activityOf = new Map(questions.map((q) => [q.id, q.activity_id]));
    const nameOf = new Map(activities.map((a) => [a.id, a.name]));
    const items: FeedItem[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const page = (await get(e.feed.path, { pageNo, pageSize: 100 })).body;
      items.push(...(page.list as FeedItem[]));
      if (pageNo >= page.page.totalPage) break;
    }
    const answerQuestion = new Map(answers.map((a) => [a.id, a.question_id]));
    let inActivities = 0;
    for (const item of items) {
      const questionId =
        item.type === 'community_activity_latest_answer' ? answerQuestion.get(item.id) : item.id;
      expect(questionId).toBe(item.questionId);
      const activityId = activityOf.get(item.questionId) ?? null;
      const want = activityId === null ? null : { id: activityId, name: nameOf.get(activityId) };
      expect([item.id, item.activity]).toEqual([item.id, want]);
      if (item.type !== 'community_activity_latest_answer')
        expect([item.id, item.type]).toEqual([
          item.id,
          activityId === null ? 'community_activity_latest_question' : 'community_activity_question',
        ]);
      if (want) inActivities++;
    }
    expect(inActivities).toBeGreaterThan(2);
  });

  it('is 404 for an unknown activity', async () => {
    const res = await get(e.feed.path, { activityId: 99_999_999 });
    expect([res.status, res.body.message]).toEqual([404, '活动不存在']);
  });
});

describe('the list of activities', () => {
  const expectedIds = async (phase: 'ongoing' | 'upcoming' | 'ended') => {
    const rows = (await activityRows()).filter((a) => a.status === 'published' && a.phase === phase);
    const sorted =
      phase === 'ongoing'
        ? rows.sort((a, b) => a.end - b.end || a.id - b.id)
        : phase === 'upcoming'
          ? rows.sort((a, b) => a.start - b.start || a.id - b.id)
          : rows.sort((a, b) => b.end - a.end || b.id - a.id);
    return sorted.map((a) => a.id);
  };

  it('lists running ones ending soonest first by default, coming ones by start, finished ones latest first', async () => {
    for (const phase of ['ongoing', 'upcoming', 'ended'] as const) {
      const res = await get(e.activities.path, { phase, pageSize: 100 });
      expect(res.status).toBe(200);
      const list = res.body.list as Activity[];
      const want = await expectedIds(phase);
      expect(want.length).toBeGreaterThan(3);
      expect(list.map((a) => a.id)).toEqual(want);
      expect(res.body.page.totalCount).toBe(want.length);
      for (const a of list) expect([a.id, a.phase]).toEqual([a.id, phase]);
    }
    const byDefault = await get(e.activities.path, { pageSize: 100 });
    expect((byDefault.body.list as Activity[]).map((a) => a.id)).toEqual(await expectedIds('ongoing'));
  });

  it('pages, and leaves out a hidden activity', async () => {
    const want = await expectedIds('ongoing');
    const second = await get(e.activities.path, { phase: 'ongoing', pageNo: 2, pageSize: 3 });
    expect((second.body.list as Activity[]).map((a) => a.id)).toEqual(want.slice(3, 6));
    expect(second.body.page).toEqual({
      pageNo: 2,
      pageSize: 3,
      totalCount: want.length,
      totalPage: Math.ceil(want.length / 3),
    });
    const hidden = want[0]!;
    await t.database.db
      .updateTable('activities')
      .set({ status: 'hidden' })
      .where('id', '=', hidden)
      .execute();
    try {
      const res = await get(e.activities.path, { phase: 'ongoing', pageSize: 100 });
      expect((res.body.list as Activity[]).map((a) => a.id)).toEqual(want.slice(1));
      expect(res.body.page.totalCount).toBe(want.length - 1);
    } finally {
      await t.database.db
        .updateTable('activities')
        .set({ status: 'published' })
        .where('id', '=', hidden)
        .execute();
    }
  });

  it('refuses a phase it does not know', async () => {
    expect((await get(e.activities.path, { phase: 'soon' })).status).toBe(400);
  });
});
