import { articleEndpoints } from '@portal/api/endpoints/article';
import { makeArticle } from '../../../../test-support/articles';
import {
  hostileRichText,
  STORABLE_PREFIXES,
  smuggledAddresses,
} from '../../../../test-support/hostile-addresses';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
let author: { cookie: string; id: number };
let reader: { cookie: string; id: number };
let published: number[];
let draft: number;
let pending: number;
let subA: number;
let subB: number;

beforeAll(async () => {
  t = await createTestApp();
  author = await signIn(t, '13900002001');
  reader = await signIn(t, '13900002002');
  const db = t.database.db;
  subA = (
    await db
      .insertInto('subspecialties')
      .values({ name: '脑肿瘤', parent_id: null, sort: 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  subB = (
    await db
      .insertInto('subspecialties')
      .values({ name: '脑血管', parent_id: null, sort: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  published = [];
  for (let i = 0; i < 12; i++) {
    published.push(
      await makeArticle(db, author.id, {
        type: i % 3 === 0 ? 'case' : 'article',
        subspecialtyIds: [i < 6 ? subA : subB],
      }),
    );
  }
  draft = await makeArticle(db, author.id, { status: 'draft', subspecialtyIds: [subA] });
  pending = await makeArticle(db, author.id, { status: 'pending' });
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, query: Record<string, string | number>, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: cookie ? { cookie } : {},
  });

describe('article list', () => {
  it('pages published articles newest first, drafts and pending left out', async () => {
    const res = await get(articleEndpoints.list.path, { pageNo: 1, pageSize: 5 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.page).toEqual({ pageNo: 1, pageSize: 5, totalCount: 12, totalPage: 3 });
    expect(body.list.map((a: { id: number }) => a.id)).toEqual([...published].reverse().slice(0, 5));
    const last = (await get(articleEndpoints.list.path, { pageNo: 3, pageSize: 5 })).json();
    expect(last.list).toHaveLength(2);
    expect(body.list[0]).toMatchObject({
      title: expect.any(String),
      images: [expect.stringMatching(/^\/media\/cover\//)],
      creator: { id: author.id, userPostNum: 12, fans: 0 },
      subspecialtys: [{ id: subB, name: '脑血管' }],
    });
    const ids = [...body.list, ...last.list].map((a: { id: number }) => a.id);
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(pending);
  });

  it('filters by type, subspecialty and essences', async () => {
    const cases = (await get(articleEndpoints.list.path, { type: 'case', pageSize: 50 })).json();
    expect(cases.page.totalCount).toBe(4);
    expect(cases.list.every((a: { type: string }) => a.type === 'case')).toBe(true);
    const inA = (await get(articleEndpoints.list.path, { subspecialtyId: subA, pageSize: 50 })).json();
    expect(inA.page.totalCount).toBe(6);
    const featured = (await get(articleEndpoints.list.path, { essences: 'T' })).json();
    expect(featured.page.totalCount).toBe(0);
  });

  it('refuses a bad type', async () => {
    expect((await get(articleEndpoints.list.path, { type: 'video' })).statusCode).toBe(400);
  });
});

describe('article detail', () => {
  it('returns the spec shape with viewer flags', async () => {
    const res = await get(articleEndpoints.detail.path, { articleId: published[0]! }, reader.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      id: published[0],
      status: 'published',
      followStatus: 'NF',
      diggStatus: 'F',
      isArticleCollect: false,
      userDiggs: 0,
      mpArticleParagraphs: '<h2>病例资料</h2><p>患者男，45岁。</p>',
    });
  });

  it('404s a missing article', async () => {
    const res = await get(articleEndpoints.detail.path, { articleId: 999999 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: '文章不存在或已删除' });
  });

  it('shows drafts and pending articles to their creator only', async () => {
    for (const id of [draft, pending]) {
      expect((await get(articleEndpoints.detail.path, { articleId: id })).statusCode).toBe(404);
      expect((await get(articleEndpoints.detail.path, { articleId: id }, reader.cookie)).statusCode).toBe(
        404,
      );
      const mine = await get(articleEndpoints.detail.path, { articleId: id }, author.cookie);
      expect(mine.statusCode).toBe(200);
    }
  });

  it('neutralises script in the body, on write and again on read', async () => {
    const id = await makeArticle(t.database.db, author.id, {
      body: '<p onclick="x()">正文</p><script>alert(1)</script><img src="/media/cover/1.svg" onerror="x()">',
    });
    const stored = await t.database.db
      .selectFrom('mp_articles')
      .select('body_html')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.body_html).not.toMatch(/script|onclick|onerror/);
    // written around the sanitizer (by hand, or before a rule change)
    await t.database.db
      .updateTable('mp_articles')
      .set({ body_html: '<p>ok</p><script>alert(2)</script><a href="javascript:alert(3)">x</a>' })
      .where('id', '=', id)
      .execute();
    const html = (await get(articleEndpoints.detail.path, { articleId: id })).json().result
      .mpArticleParagraphs;
    expect(html).toContain('<p>ok</p>');
    expect(html).not.toMatch(/script|javascript:/);
    await t.database.db.deleteFrom('mp_articles').where('id', '=', id).execute();
  });
});

describe('addresses hidden behind controls or invisible characters', () => {
  it('are dropped from the body on write and again on read', async () => {
    const id = await makeArticle(t.database.db, author.id, { body: hostileRichText(STORABLE_PREFIXES) });
    const stored = await t.database.db
      .selectFrom('mp_articles')
      .select('body_html')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // written around the sanitizer (by hand, or before this rule)
    await t.database.db
      .updateTable('mp_articles')
      .set({ body_html: hostileRichText(STORABLE_PREFIXES) })
      .where('id', '=', id)
      .execute();
    const read: string = (await get(articleEndpoints.detail.path, { articleId: id })).json().result
      .mpArticleParagraphs;
    for (const content of [stored.body_html, read]) {
      expect(smuggledAddresses(content)).toEqual([]);
      expect(content).not.toMatch(/script:/i);
      expect(content.split('链接').length - 1).toBe(STORABLE_PREFIXES.length);
    }
    await t.database.db.deleteFrom('mp_articles').where('id', '=', id).execute();
  });
});

describe('views and related', () => {
  it('counts one view per call', async () => {
    const id = published[1]!;
    for (let i = 1; i <= 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: articleEndpoints.views.path,
        payload: { articleId: id, articleType: 'U' },
      });
      expect(res.json()).toEqual({ code: 1, result: { views: i } });
    }
    const hot = (await get(articleEndpoints.list.path, { order: 'hot', pageSize: 1 })).json();
    expect(hot.list[0].id).toBe(id);
  });

  it('does not count views of a hidden draft', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: articleEndpoints.views.path,
      payload: { articleId: draft },
    });
    expect(res.statusCode).toBe(404);
  });

  it('gives 4 related articles, same subspecialty first, never itself', async () => {
    const res = await get(articleEndpoints.related.path, { articleId: published[0]!, count: 4, type: 'ugc' });
    expect(res.statusCode).toBe(200);
    const list = res.json().list;
    expect(list).toHaveLength(4);
    expect(list.map((r: { articleId: number }) => r.articleId)).not.toContain(published[0]);
    for (const r of list) {
      expect(published.slice(0, 6)).toContain(r.articleId);
      expect(r).toEqual({
        articleId: expect.any(Number),
        title: expect.any(String),
        author: expect.any(String),
        cover: expect.any(String),
        ffrom: 'ugc',
      });
    }
  });
});
