import type { SearchResultItem } from '@portal/api/contract/search';
import { departmentEndpoints } from '@portal/api/endpoints/department';
import { searchEndpoints } from '@portal/api/endpoints/search';
import { DEPARTMENT_MESSAGES } from '@portal/api/rules/department';
import { refreshSearch } from '../../../../test-support/areas';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

const NOW = Date.UTC(2026, 10, 1);
let t: TestApp;
let reader: { cookie: string; id: number };
let other: { cookie: string; id: number };
let departmentId: number;

const follow = (payload: Record<string, unknown>, cookie: string | null) =>
  t.app.inject({
    method: 'POST',
    url: departmentEndpoints.follow.path,
    payload,
    headers: cookie ? { cookie } : {},
  });

const subscribers = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('departments')
        .select('subscribers')
        .where('id', '=', departmentId)
        .executeTakeFirstOrThrow()
    ).subscribers,
  );

const subscriptionsOf = async (userId: number) =>
  (
    await t.database.db
      .selectFrom('department_subscriptions')
      .select('department_id')
      .where('user_id', '=', userId)
      .execute()
  ).map((r) => r.department_id);

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  reader = await signIn(t, '13400000001');
  other = await signIn(t, '13400000002');
  const row = await t.database.db
    .insertInto('departments')
    .values({
      hospital_group_name: '首都医科大学附属北京天坛医院',
      name: '神经外科',
      icon_url: '/media/department/1.svg',
      city: '北京',
      subspecialty_id: null,
      member_total: 12,
      subscribers: 5,
      views: 100,
      created_at: NOW,
      description: '国家神经系统疾病临床医学研究中心',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  departmentId = row.id;
  await refreshSearch(t.database.db, 'department', [departmentId]);
});

afterAll(async () => {
  await t.close();
});

describe('department follow', () => {
  it('needs a signed-in user: 请先登录', async () => {
    const res = await follow({ departmentId }, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, message: '请先登录' });
    expect(await subscribers()).toBe(5);
  });

  it('says 科室不存在 for an unknown department', async () => {
    const res = await follow({ departmentId: departmentId + 1000 }, reader.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: '科室不存在' });
    expect((await follow({ departmentId: 0 }, reader.cookie)).statusCode).toBe(400);
  });

  it('toggles the session user’s subscription and keeps the count in step', async () => {
    const on = await follow({ departmentId, userId: other.id }, reader.cookie);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({
      code: 1,
      result: { isSubscribe: true, subscribers: 6 },
      message: DEPARTMENT_MESSAGES.subscribed,
    });
    // the userId of the body is not who acts
    expect(await subscriptionsOf(reader.id)).toEqual([departmentId]);
    expect(await subscriptionsOf(other.id)).toEqual([]);

    const second = await follow({ departmentId }, other.cookie);
    expect(second.json().result).toEqual({ isSubscribe: true, subscribers: 7 });

    const off = await follow({ departmentId }, reader.cookie);
    expect(off.json()).toEqual({
      code: 1,
      result: { isSubscribe: false, subscribers: 6 },
      message: DEPARTMENT_MESSAGES.unsubscribed,
    });
    expect(await subscriptionsOf(reader.id)).toEqual([]);
    expect(await subscribers()).toBe(6);
  });

  it('never takes the count below 0', async () => {
    await t.database.db
      .updateTable('departments')
      .set({ subscribers: 0 })
      .where('id', '=', departmentId)
      .execute();
    // `other` is subscribed from the test above: unsubscribing removes the row, the count stays 0
    const off = await follow({ departmentId }, other.cookie);
    expect(off.json().result).toEqual({ isSubscribe: false, subscribers: 0 });
  });

  it('shows in the search result’s isSubscribe for that viewer only', async () => {
    await follow({ departmentId }, reader.cookie);
    const search = async (cookie: string | null) => {
      const res = await t.app.inject({
        method: 'GET',
        url: searchEndpoints.query.path,
        query: { keywords: '天坛医院神经外科' },
        headers: cookie ? { cookie } : {},
      });
      const item = (res.json().list as SearchResultItem[]).find(
        (i) => i.type === 'department' && i.department.id === departmentId,
      );
      return item?.type === 'department' ? item.department.isSubscribe : undefined;
    };
    expect(await search(reader.cookie)).toBe(true);
    expect(await search(other.cookie)).toBe(false);
    expect(await search(null)).toBe(false);
  });
});
