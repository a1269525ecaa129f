import { panoramicEndpoints } from '@portal/api/endpoints/panoramic';
import {
  hostileRichText,
  STORABLE_PREFIXES,
  smuggledAddresses,
} from '../../../../test-support/hostile-addresses';
import { seedDatabase } from '../../../../test-support/seed';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';
import { createTestDatabase, SEEDING_TIMEOUT } from '../../../../test-support/test-database';
import { ELAB_CASES, ELAB_CLASSIFICATIONS, ELAB_COLUMNS } from '../panoramic-guidance.seeder';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: 'small' });
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, query: Record<string, string | number> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });

describe('seeded panoramic surgery', () => {
  it('has the classifications, cases and columns, every case with a classification and authors', async () => {
    const db = t.database.db;
    expect(await db.selectFrom('elab_cases').select('id').execute()).toHaveLength(ELAB_CASES);
    expect(await db.selectFrom('elab_special_columns').select('id').execute()).toHaveLength(ELAB_COLUMNS);
    const withoutAuthors = await db
      .selectFrom('elab_cases')
      .select('id')
      .where('id', 'not in', db.selectFrom('elab_case_authors').select('case_id'))
      .execute();
    expect(withoutAuthors).toHaveLength(0);
    const classified = await db.selectFrom('elab_cases').select('classification_id').distinct().execute();
    expect(classified.length).toBe(ELAB_CLASSIFICATIONS.length);
    const bodies = await db.selectFrom('elab_cases').select('body_html').limit(5).execute();
    for (const b of bodies) {
      expect(b.body_html).toContain('<h2>手术步骤</h2>');
      expect(b.body_html).not.toMatch(/<script|onerror|javascript:/i);
    }
  });
});

describe('classifications', () => {
  it('lists the surgical classifications in order', async () => {
    const res = await get(panoramicEndpoints.classifications.path);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(1);
    expect(body.list.map((c: { code: string; name: string }) => [c.code, c.name])).toEqual(
      ELAB_CLASSIFICATIONS.map(([code, name]) => [code, name]),
    );
  });
});

describe('case list', () => {
  it('pages cases newest first with the spec fields', async () => {
    const res = await get(panoramicEndpoints.caseList.path, { pageNo: 1, pageSize: 7 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.page).toEqual({
      pageNo: 1,
      pageSize: 7,
      totalCount: ELAB_CASES,
      totalPage: Math.ceil(ELAB_CASES / 7),
    });
    expect(body.list).toHaveLength(7);
    const times = body.list.map((c: { publishTime: number }) => c.publishTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = body.list[0];
    expect(first).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        caseName: expect.any(String),
        image: expect.stringMatching(/^\/media\/cover\/elab-\d+\.svg$/),
        hospital: expect.any(String),
        shareDesc: expect.any(String),
        elabSurgicalClassification: expect.objectContaining({
          code: expect.any(String),
          name: expect.any(String),
        }),
      }),
    );
    expect(first.authorList.length).toBeGreaterThan(0);
    expect(first.authorList[0]).toEqual({
      systemUserId: expect.any(Number),
      userRealname: expect.any(String),
      userAvatar: expect.any(String),
      company: expect.any(String),
    });
    expect(first).not.toHaveProperty('content');
  });

  it('the second page continues the first without overlap', async () => {
    const one = (await get(panoramicEndpoints.caseList.path, { pageNo: 1, pageSize: 10 })).json();
    const two = (await get(panoramicEndpoints.caseList.path, { pageNo: 2, pageSize: 10 })).json();
    const ids = new Set(one.list.map((c: { id: number }) => c.id));
    for (const c of two.list) expect(ids.has(c.id)).toBe(false);
    expect(two.list[0].publishTime).toBeLessThanOrEqual(one.list[9].publishTime);
  });

  it('filters by classification code and gives an empty list for an unknown code', async () => {
    const db = t.database.db;
    const expected = await db
      .selectFrom('elab_cases')
      .innerJoin('elab_classifications', 'elab_classifications.id', 'elab_cases.classification_id')
      .select('elab_cases.id')
      .where('elab_classifications.code', '=', 'CEREBROVASCULAR')
      .execute();
    expect(expected.length).toBeGreaterThan(0);
    const res = (
      await get(panoramicEndpoints.caseList.path, { classificationCode: 'CEREBROVASCULAR', pageSize: 100 })
    ).json();
    expect(res.page.totalCount).toBe(expected.length);
    for (const c of res.list) expect(c.elabSurgicalClassification.code).toBe('CEREBROVASCULAR');
    const none = (await get(panoramicEndpoints.caseList.path, { classificationCode: 'NO_SUCH' })).json();
    expect(none.list).toEqual([]);
    expect(none.page.totalCount).toBe(0);
  });

  it('sorts by views with order=hot', async () => {
    const res = (await get(panoramicEndpoints.caseList.path, { order: 'hot', pageSize: 20 })).json();
    const views = res.list.map((c: { views: number }) => c.views);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    const max = await t.database.db
      .selectFrom('elab_cases')
      .select((eb) => eb.fn.max('views').as('m'))
      .executeTakeFirstOrThrow();
    expect(views[0]).toBe(Number(max.m));
  });

  it('rejects a bad order and page size with 400', async () => {
    expect((await get(panoramicEndpoints.caseList.path, { order: 'random' })).statusCode).toBe(400);
    expect((await get(panoramicEndpoints.caseList.path, { pageSize: 1000 })).statusCode).toBe(400);
  });
});

describe('case detail', () => {
  it('returns the case with its sanitized body and the columns holding it', async () => {
    const db = t.database.db;
    const inColumn = await db
      .selectFrom('elab_column_cases')
      .select(['case_id', 'column_id'])
      .orderBy('case_id')
      .executeTakeFirstOrThrow();
    const res = await get(panoramicEndpoints.caseDetail.path, { id: inColumn.case_id });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.id).toBe(inColumn.case_id);
    expect(result.content).toContain('<ol>');
    expect(result.columns.map((c: { id: number }) => c.id)).toContain(inColumn.column_id);
  });

  it('serves a stored body through the allowlist again', async () => {
    const db = t.database.db;
    await db
      .updateTable('elab_cases')
      .set({ body_html: '<p onclick="x()">步骤</p><script>alert(1)</script>' })
      .where('id', '=', 3)
      .execute();
    const { result } = (await get(panoramicEndpoints.caseDetail.path, { id: 3 })).json();
    expect(result.content).toBe('<p>步骤</p>');
  });

  it('drops addresses hidden behind controls or invisible characters from a stored body', async () => {
    const db = t.database.db;
    const last = await db
      .selectFrom('elab_cases')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('elab_cases')
      .set({ body_html: hostileRichText(STORABLE_PREFIXES) })
      .where('id', '=', last.id)
      .execute();
    const content: string = (await get(panoramicEndpoints.caseDetail.path, { id: last.id })).json().result
      .content;
    expect(smuggledAddresses(content)).toEqual([]);
    expect(content).not.toMatch(/script:/i);
    expect(content.split('链接').length - 1).toBe(STORABLE_PREFIXES.length);
  });

  it('404 with a Chinese message for an unknown id; 400 for a bad one', async () => {
    const res = await get(panoramicEndpoints.caseDetail.path, { id: 999_999 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: '全景手术病例不存在或已下线' });
    expect((await get(panoramicEndpoints.caseDetail.path, { id: 'abc' })).statusCode).toBe(400);
  });

  it('counts a view', async () => {
    const before = (await get(panoramicEndpoints.caseDetail.path, { id: 5 })).json().result.views;
    const res = await t.app.inject({
      method: 'POST',
      url: panoramicEndpoints.caseViews.path,
      payload: { id: 5 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.views).toBe(before + 1);
    const missing = await t.app.inject({
      method: 'POST',
      url: panoramicEndpoints.caseViews.path,
      payload: { id: 999_999 },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('special columns', () => {
  it('lists the columns in order with their case counts', async () => {
    const res = (await get(panoramicEndpoints.columnList.path)).json();
    expect(res.list).toHaveLength(ELAB_COLUMNS);
    for (const c of res.list) expect(c.contents).toBeGreaterThan(0);
  });

  it('a column gives its cases in the column order', async () => {
    const db = t.database.db;
    const order = await db
      .selectFrom('elab_column_cases')
      .select('case_id')
      .where('column_id', '=', 2)
      .orderBy('sort')
      .execute();
    const res = await get(panoramicEndpoints.columnDetail.path, { id: 2 });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.id).toBe(2);
    expect(result.contents).toBe(order.length);
    expect(result.cases.map((c: { id: number }) => c.id)).toEqual(order.map((o) => o.case_id));
  });

  it('404 for an unknown column', async () => {
    const res = await get(panoramicEndpoints.columnDetail.path, { id: 999 });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('专栏不存在或已下线');
  });
});

describe('seeding', () => {
  it(
    'gives the same cases, guides and videos for the same seed',
    async () => {
      const other = await createTestDatabase();
      try {
        await seedDatabase(other.db, { scale: 0.05 });
        for (const table of ['elab_cases', 'elab_column_cases', 'guides', 'interpreting_videos'] as const) {
          const mine = await t.database.db.selectFrom(table).selectAll().execute();
          const theirs = await other.db.selectFrom(table).selectAll().execute();
          const key = (rows: object[]) => rows.map((r) => JSON.stringify(r)).sort();
          if (table === 'elab_cases') {
            // the tests above changed views and one body; compare what they left alone
            const strip = (rows: typeof mine) => key(rows.map((r) => ({ ...r, views: 0, body_html: '' })));
            expect(strip(theirs)).toEqual(strip(mine));
          } else {
            expect(key(theirs)).toEqual(key(mine));
          }
        }
      } finally {
        await other.close();
      }
    },
    SEEDING_TIMEOUT,
  );
});
