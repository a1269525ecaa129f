import { brandEndpoints as e } from '@portal/api/endpoints/brand';
import { BRAND_MESSAGES } from '@portal/api/rules/brand';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

const NOW = Date.UTC(2026, 10, 1, 2);
const HOUR = 3_600_000;
let t: TestApp;
let brandId: number;
let categoryId: number;
let people: { cookie: string; id: number }[];
const person = (i: number) => people[i] as { cookie: string; id: number };

const get = (path: string, query: Record<string, number>, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: path,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: cookie ? { cookie } : {},
  });
const post = (path: string, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: 'POST', url: path, payload, headers: cookie ? { cookie } : {} });

async function activity(values: { name: string; start: number; end: number; capacity: number }) {
  const row = await t.database.db
    .insertInto('brand_activities')
    .values({
      brand_id: brandId,
      category_id: categoryId,
      name: values.name,
      cover: '/media/cover/a.svg',
      share_image: '/media/cover/a.svg',
      place: '北京·国家会议中心',
      start_time: values.start,
      end_time: values.end,
      capacity: values.capacity,
      signups: 0,
      subscribers: 0,
      views: 0,
      contents: 0,
      description: '操作培训',
      created_at: NOW - 100 * HOUR,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const db = t.database.db;
  categoryId = (
    await db
      .insertInto('brand_categories')
      .values({ name: '神经内镜', code: 'ENDOSCOPE_T', parent_id: null, level: 1, sort: 1, enabled: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  brandId = (
    await db
      .insertInto('brands')
      .values({ name: '示例医疗', logo: '/media/cover/b.svg', views: 0, created_at: NOW, description: '' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  people = [];
  for (let i = 0; i < 6; i++) people.push(await signIn(t, `1360000020${i}`));
});

afterAll(async () => {
  await t.close();
});

describe('brand activities', () => {
  it('lists coming and running ones first (soonest first), then ended ones, each in its phase', async () => {
    const ended = await activity({
      name: '已结束',
      start: NOW - 50 * HOUR,
      end: NOW - 40 * HOUR,
      capacity: 0,
    });
    const running = await activity({ name: '进行中', start: NOW - HOUR, end: NOW + HOUR, capacity: 0 });
    const coming = await activity({
      name: '报名中',
      start: NOW + 24 * HOUR,
      end: NOW + 30 * HOUR,
      capacity: 0,
    });
    const res = await get(e.activities.path, { brandId });
    const list = res.json().list as { id: number; phase: string }[];
    expect(list.map((a) => a.id)).toEqual([running, coming, ended]);
    expect(list.map((a) => a.phase)).toEqual(['ongoing', 'upcoming', 'ended']);
    const byCategory = (await get(e.activities.path, { categoryId })).json().list;
    expect(byCategory).toHaveLength(3);
  });

  it('an activity page counts a view; an unknown one is 活动不存在', async () => {
    const id = await activity({ name: '页面', start: NOW + HOUR, end: NOW + 2 * HOUR, capacity: 0 });
    const page = (await get(e.activity.path, { id })).json().result;
    expect(page).toEqual(
      expect.objectContaining({ id, views: 1, place: '北京·国家会议中心', signUpStatus: 'F' }),
    );
    expect((await get(e.activity.path, { id: 999_999 })).json()).toEqual({
      code: 404,
      message: BRAND_MESSAGES.activityNotFound,
    });
  });

  it('subscribing flips for the session user and needs sign-in', async () => {
    const id = await activity({ name: '订阅', start: NOW + HOUR, end: NOW + 2 * HOUR, capacity: 0 });
    expect((await post(e.subscribeActivity.path, { activityId: id })).statusCode).toBe(401);
    const on = await post(e.subscribeActivity.path, { activityId: id }, person(0).cookie);
    expect(on.json()).toEqual({
      code: 1,
      result: { subscribeStatus: 'T', subscribers: 1 },
      message: BRAND_MESSAGES.subscribed,
    });
    expect((await get(e.activity.path, { id }, person(0).cookie)).json().result.subscribeStatus).toBe('T');
    expect((await get(e.activity.path, { id }, person(1).cookie)).json().result.subscribeStatus).toBe('F');
  });

  it('six people signing up at once for three places: three get one, three hear 活动名额已满', async () => {
    const id = await activity({ name: '名额', start: NOW + HOUR, end: NOW + 5 * HOUR, capacity: 3 });
    const answers = await Promise.all(
      people.map((p) => post(e.signUpActivity.path, { activityId: id }, p.cookie)),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    const full = answers.filter((a) => a.statusCode === 409);
    expect(ok).toHaveLength(3);
    expect(full).toHaveLength(3);
    for (const a of full) expect(a.json()).toEqual({ code: 409, message: BRAND_MESSAGES.activityFull });
    const rows = await t.database.db
      .selectFrom('brand_activity_signups')
      .select('user_id')
      .where('activity_id', '=', id)
      .execute();
    expect(rows).toHaveLength(3);
    const page = (await get(e.activity.path, { id })).json().result;
    expect(page.signups).toBe(3);

    // one cancels: a place is free again for someone else
    const signedUp = people.find((p) => rows.some((r) => r.user_id === p.id))!;
    const waiting = people.find((p) => !rows.some((r) => r.user_id === p.id))!;
    const cancel = await post(e.signUpActivity.path, { activityId: id }, signedUp.cookie);
    expect(cancel.json()).toEqual({
      code: 1,
      result: { signUpStatus: 'F', signups: 2 },
      message: BRAND_MESSAGES.signUpCancelled,
    });
    const now = await post(e.signUpActivity.path, { activityId: id }, waiting.cookie);
    expect(now.json().result).toEqual({ signUpStatus: 'T', signups: 3 });
  });

  it('an ended activity takes no sign-up; a visitor is asked to sign in', async () => {
    const id = await activity({ name: '结束', start: NOW - 5 * HOUR, end: NOW - HOUR, capacity: 0 });
    const res = await post(e.signUpActivity.path, { activityId: id }, person(0).cookie);
    expect(res.json()).toEqual({ code: 400, message: BRAND_MESSAGES.activityEnded });
    expect((await post(e.signUpActivity.path, { activityId: id })).json()).toEqual({
      code: 401,
      message: '请先登录',
    });
  });
});
