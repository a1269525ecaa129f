import { infoEndpoints } from '@portal/api/endpoints/info';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

/** The news list's sort (最新 / 最热) over the demo seed. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'small' });
});
afterAll(async () => {
  await t.close();
});

async function list(query: Record<string, string | number>) {
  const res = await t.app.inject({
    method: 'GET',
    url: infoEndpoints.list.path,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    list: { infoId: number; showViews: number; publishDate: number }[];
    page: { totalCount: number };
  };
}

async function everyPage(query: Record<string, string | number>) {
  const items: { infoId: number; showViews: number; publishDate: number }[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const body = await list({ ...query, pageNo, pageSize: 30 });
    items.push(...body.list);
    if (body.list.length < 30) return { items, total: body.page.totalCount };
  }
}

describe('info list order', () => {
  it('hot: most viewed first, every item once across pages', async () => {
    const { items, total } = await everyPage({ order: 'hot' });
    expect(items).toHaveLength(total);
    expect(new Set(items.map((i) => i.infoId)).size).toBe(total);
    const views = items.map((i) => i.showViews);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    // it is a different order from the default
    const latest = await everyPage({});
    expect(latest.items.map((i) => i.infoId)).not.toEqual(items.map((i) => i.infoId));
  });

  it('latest (and no order): newest first', async () => {
    const explicit = await list({ order: 'latest', pageSize: 20 });
    const dates = explicit.list.map((i) => i.publishDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect((await list({ pageSize: 20 })).list).toEqual(explicit.list);
  });

  it('hot within a subspecialty filter', async () => {
    const sub = await t.database.db
      .selectFrom('subspecialties')
      .select('id')
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    const body = await list({ order: 'hot', subspecialtyId: sub.id, pageSize: 50 });
    expect(body.list.length).toBeGreaterThan(1);
    const views = body.list.map((i) => i.showViews);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('rejects an unknown order', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: infoEndpoints.list.path,
      query: { order: 'random' },
    });
    expect(res.statusCode).toBe(400);
  });
});
