import { sidebarEndpoints } from '@portal/api/endpoints/sidebar';
import type { PortalDb } from '../../../../db/database';
import { makeArticle } from '../../../../test-support/articles';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let author: { cookie: string; id: number };
let reader: { cookie: string; id: number };
const sub = { vascular: 0, aneurysm: 0, moyamoya: 0, oncology: 0, glioma: 0 };
const content = { aneurysmInfo: 0, bareInfo: 0, gliomaCase: 0, draft: 0 };
const activity = {
  aneurysmOngoing: 0,
  vascularOngoing: 0,
  moyamoyaOngoing: 0,
  aneurysmEnded: 0,
  aneurysmUpcoming: 0,
  hidden: 0,
  gliomaEndedOld: 0,
  gliomaEndedRecent: 0,
  gliomaUpcomingLate: 0,
  gliomaUpcomingSoon: 0,
};

async function insertSub(db: PortalDb, name: string, parent: number | null, sort: number) {
  const row = await db
    .insertInto('subspecialties')
    .values({ name, parent_id: parent, sort })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertInfo(db: PortalDb, title: string, subspecialtyIds: number[]) {
  const row = await db
    .insertInto('info_articles')
    .values({
      title,
      cover: '/media/cover/info.svg',
      summary: '摘要',
      body_html: '<p>正文</p>',
      source: '脑医汇编辑部',
      publish_date: Date.UTC(2026, 0, 1),
      essences: 'F',
      bms_auth: 0,
      compile_article: 'F',
      views: 0,
      comments: 0,
      diggs: 0,
      created_at: Date.UTC(2026, 0, 1),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (subspecialtyIds.length > 0)
    await db
      .insertInto('info_subspecialties')
      .values(subspecialtyIds.map((subspecialty_id) => ({ info_id: row.id, subspecialty_id })))
      .execute();
  return row.id;
}

async function insertActivity(
  db: PortalDb,
  name: string,
  subspecialtyId: number,
  /** start and end in days from now */
  days: [number, number],
  views: number,
  status: 'published' | 'hidden' = 'published',
) {
  const now = Date.now();
  const row = await db
    .insertInto('activities')
    .values({
      subspecialty_id: subspecialtyId,
      name,
      cover: `/media/cover/activity-${views}.svg`,
      share_image: `/media/cover/activity-share-${views}.svg`,
      views,
      contents: Math.floor(views / 10),
      subscribers: 0,
      start_time: now + days[0] * DAY,
      end_time: now + days[1] * DAY,
      status,
      created_at: now - 40 * DAY,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  author = await signIn(t, '13900007101');
  reader = await signIn(t, '13900007102');
  const db = t.database.db;
  sub.vascular = await insertSub(db, '脑血管病', null, 0);
  sub.oncology = await insertSub(db, '神经肿瘤', null, 1);
  sub.aneurysm = await insertSub(db, '颅内动脉瘤', sub.vascular, 0);
  sub.moyamoya = await insertSub(db, '烟雾病', sub.vascular, 1);
  sub.glioma = await insertSub(db, '胶质瘤', sub.oncology, 0);

  content.aneurysmInfo = await insertInfo(db, '前交通动脉瘤夹闭术要点', [sub.aneurysm, sub.vascular]);
  content.bareInfo = await insertInfo(db, '没有分类的资讯', []);
  content.gliomaCase = await makeArticle(db, author.id, { type: 'case', subspecialtyIds: [sub.glioma] });
  content.draft = await makeArticle(db, author.id, { status: 'draft', subspecialtyIds: [sub.glioma] });

  activity.aneurysmOngoing = await insertActivity(db, '复杂动脉瘤病例征集', sub.aneurysm, [-5, 20], 100);
  activity.vascularOngoing = await insertActivity(db, '脑血管病读书会', sub.vascular, [-1, 10], 500);
  activity.moyamoyaOngoing = await insertActivity(db, '烟雾病手术视频大赛', sub.moyamoya, [-9, 9], 90_000);
  activity.aneurysmEnded = await insertActivity(db, '动脉瘤专题讨论', sub.aneurysm, [-40, -10], 1_000_000);
  activity.aneurysmUpcoming = await insertActivity(db, '介入栓塞视频大赛', sub.aneurysm, [5, 30], 200_000);
  activity.hidden = await insertActivity(db, '已下线的活动', sub.aneurysm, [-5, 20], 5_000_000, 'hidden');
  activity.gliomaEndedOld = await insertActivity(db, '胶质瘤读书会（上期）', sub.glioma, [-60, -20], 9_000);
  activity.gliomaEndedRecent = await insertActivity(db, '胶质瘤MDT病例征集', sub.glioma, [-30, -2], 10);
  activity.gliomaUpcomingLate = await insertActivity(db, '胶质瘤手术视频大赛', sub.glioma, [30, 60], 8_000);
  activity.gliomaUpcomingSoon = await insertActivity(db, '胶质瘤分子病理专题讨论', sub.glioma, [3, 10], 20);
});

afterAll(async () => {
  await t.close();
});

const list = (
  articleId: number,
  articleType: 'U' | 'I',
  cookie?: string,
  extra: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'GET',
    url: sidebarEndpoints.activities.path,
    query: { articleId: String(articleId), articleType, ...extra },
    headers: cookie ? { cookie } : {},
  });

const subscribe = (activityId: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: sidebarEndpoints.subscribeActivity.path,
    payload: { activityId },
    headers: cookie ? { cookie } : {},
  });

const subscribers = async (id: number) =>
  Number(
    (
      await t.database.db
        .selectFrom('activities')
        .select('subscribers')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).subscribers,
  );

describe('related activities', () => {
  it('lists ongoing activities of the branch first, own subspecialties before the rest, at most 3', async () => {
    const res = await list(content.aneurysmInfo, 'I');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(1);
    expect(body.list.map((a: { id: number }) => a.id)).toEqual([
      activity.vascularOngoing,
      activity.aneurysmOngoing,
      activity.moyamoyaOngoing,
    ]);
    expect(body.list[0]).toEqual({
      id: activity.vascularOngoing,
      name: '脑血管病读书会',
      cover: '/media/cover/activity-500.svg',
      shareImage: '/media/cover/activity-share-500.svg',
      views: 500,
      contents: 50,
      subscribeStatus: 'F',
      startTime: expect.any(Number),
      endTime: expect.any(Number),
    });
    expect(body.page).toEqual({ pageNo: 1, pageSize: 3, totalCount: 3, totalPage: 1 });
  });

  it('without ongoing ones: upcoming soonest first, then the latest ended; hidden never', async () => {
    const res = await list(content.gliomaCase, 'U');
    expect(res.statusCode).toBe(200);
    expect(res.json().list.map((a: { id: number }) => a.id)).toEqual([
      activity.gliomaUpcomingSoon,
      activity.gliomaUpcomingLate,
      activity.gliomaEndedRecent,
    ]);
    const all = await list(content.aneurysmInfo, 'I');
    expect(all.json().list.map((a: { id: number }) => a.id)).not.toContain(activity.hidden);
  });

  it('is empty for an item without subspecialties, and 404 for an item the reader cannot see', async () => {
    const bare = await list(content.bareInfo, 'I');
    expect(bare.statusCode).toBe(200);
    expect(bare.json().list).toEqual([]);

    const draft = await list(content.draft, 'U', reader.cookie);
    expect(draft.statusCode).toBe(404);
    expect(draft.json().message).toBe('内容不存在');
    expect((await list(content.draft, 'U', author.cookie)).statusCode).toBe(200);
  });

  it('rejects a bad content type', async () => {
    const res = await list(content.aneurysmInfo, 'X' as 'I');
    expect(res.statusCode).toBe(400);
  });
});

describe('subscribe activity', () => {
  it('needs a signed-in user', async () => {
    const res = await subscribe(activity.aneurysmOngoing);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('请先登录');
    expect(await subscribers(activity.aneurysmOngoing)).toBe(0);
  });

  it('answers 404 活动不存在 for an unknown or hidden activity', async () => {
    for (const id of [999_999, activity.hidden]) {
      const res = await subscribe(id, reader.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('活动不存在');
    }
    expect(await subscribers(activity.hidden)).toBe(0);
  });

  it('rejects an activity id that is not a positive integer', async () => {
    const res = await subscribe('abc', reader.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('活动参数不正确');
  });

  it('toggles the session user subscription and the counter', async () => {
    const id = activity.aneurysmOngoing;
    const on = await subscribe(id, reader.cookie);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({
      code: 1,
      result: { subscribeStatus: 'T', subscribers: 1 },
      message: '订阅成功',
    });
    const rows = await t.database.db
      .selectFrom('activity_subscriptions')
      .select('user_id')
      .where('activity_id', '=', id)
      .execute();
    expect(rows).toEqual([{ user_id: reader.id }]);

    const status = async (cookie?: string) =>
      (await list(content.aneurysmInfo, 'I', cookie)).json().list.find((a: { id: number }) => a.id === id)
        .subscribeStatus;
    expect(await status(reader.cookie)).toBe('T');
    expect(await status(author.cookie)).toBe('F');
    expect(await status()).toBe('F');
    // a userId in the query names nobody: the flags stay the session user's
    const asOther = await list(content.aneurysmInfo, 'I', author.cookie, { userId: String(reader.id) });
    expect(asOther.json().list.find((a: { id: number }) => a.id === id).subscribeStatus).toBe('F');

    const off = await subscribe(id, reader.cookie);
    expect(off.json()).toEqual({
      code: 1,
      result: { subscribeStatus: 'F', subscribers: 0 },
      message: '已取消订阅',
    });
    expect(await status(reader.cookie)).toBe('F');
    expect(await subscribers(id)).toBe(0);
  });

  it('counts each subscriber once and never goes below 0', async () => {
    const id = activity.moyamoyaOngoing;
    await subscribe(id, reader.cookie);
    const second = await subscribe(id, author.cookie);
    expect(second.json().result).toEqual({ subscribeStatus: 'T', subscribers: 2 });

    // a counter that drifted to 0 stays at 0 when the subscriptions are taken back
    await t.database.db.updateTable('activities').set({ subscribers: 0 }).where('id', '=', id).execute();
    const off = await subscribe(id, reader.cookie);
    expect(off.json().result).toEqual({ subscribeStatus: 'F', subscribers: 0 });
    const offToo = await subscribe(id, author.cookie);
    expect(offToo.json().result).toEqual({ subscribeStatus: 'F', subscribers: 0 });
    expect(await subscribers(id)).toBe(0);
  });
});
