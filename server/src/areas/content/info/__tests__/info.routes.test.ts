import { infoEndpoints } from '@portal/api/endpoints/info';
import type { PortalDb } from '../../../../db/database';
import {
  hostileRichText,
  STORABLE_PREFIXES,
  smuggledAddresses,
} from '../../../../test-support/hostile-addresses';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
let parentId: number;
let childId: number;
let otherId: number;

async function insertArticle(
  db: PortalDb,
  n: number,
  subspecialtyId: number,
  body = '<h2>背景</h2><p>正文</p>',
) {
  const row = await db
    .insertInto('info_articles')
    .values({
      title: `资讯标题${n}`,
      cover: `/media/cover/info-${n}.svg`,
      summary: `摘要${n}`,
      body_html: body,
      source: '脑医汇编辑部',
      publish_date: Date.UTC(2026, 0, 1) + n * 3_600_000,
      essences: n % 2 ? 'T' : 'F',
      bms_auth: n % 3 === 0 ? 1 : 0,
      compile_article: 'F',
      views: n * 10,
      comments: n,
      diggs: n * 2,
      created_at: Date.UTC(2026, 0, 1),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('info_authors')
    .values([
      { info_id: row.id, sort: 0, author_name: '王建国', head_image: '/media/avatar/a.svg', user_id: null },
      { info_id: row.id, sort: 1, author_name: '李雪', head_image: '/media/avatar/b.svg', user_id: null },
    ])
    .execute();
  await db
    .insertInto('info_subspecialties')
    .values({ info_id: row.id, subspecialty_id: subspecialtyId })
    .execute();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  parentId = (
    await db
      .insertInto('subspecialties')
      .values({ name: '脑血管病', parent_id: null, sort: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  childId = (
    await db
      .insertInto('subspecialties')
      .values({ name: '颅内动脉瘤', parent_id: parentId, sort: 2 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  otherId = (
    await db
      .insertInto('subspecialties')
      .values({ name: '神经肿瘤', parent_id: null, sort: 3 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  for (let n = 1; n <= 25; n += 1)
    await insertArticle(db, n, n <= 10 ? childId : n <= 15 ? parentId : otherId);
  await insertArticle(
    db,
    26,
    otherId,
    '<h2>讨论</h2><p onclick="steal()">文字<script>alert(1)</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">链接</a><iframe src="https://evil.example"></iframe>',
  );
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, query: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, query });

describe('info list', () => {
  it('pages newest first with page info', async () => {
    const res = await get(infoEndpoints.list.path, { pageNo: '1', pageSize: '10' });
    const body = res.json();
    expect(body.code).toBe(1);
    expect(body.page).toEqual({ pageNo: 1, pageSize: 10, totalCount: 26, totalPage: 3 });
    expect(body.list.map((i: { infoTitle: string }) => i.infoTitle).slice(0, 3)).toEqual([
      '资讯标题26',
      '资讯标题25',
      '资讯标题24',
    ]);
    const last = await get(infoEndpoints.list.path, { pageNo: '3', pageSize: '10' });
    expect(last.json().list).toHaveLength(6);
  });

  it('returns list items in the contract shape', async () => {
    const [item] = (await get(infoEndpoints.list.path, { pageSize: '1' })).json().list;
    expect(item).toEqual({
      infoId: expect.any(Number),
      infoImg: '/media/cover/info-26.svg',
      infoTitle: '资讯标题26',
      essences: 'F',
      publishDate: Date.UTC(2026, 0, 1) + 26 * 3_600_000,
      authorList: [
        { authorName: '王建国', headImage: '/media/avatar/a.svg', userId: null },
        { authorName: '李雪', headImage: '/media/avatar/b.svg', userId: null },
      ],
      authorNames: '王建国、李雪',
      searchDescription: '摘要26',
      bmsAuth: 0,
      compileArticle: 'F',
      subspecialtys: [{ id: otherId, name: '神经肿瘤' }],
      showViews: 260,
      showComments: 26,
      showDiggs: 52,
      url: `/info/detail?id=${item.infoId}`,
    });
  });

  it('filters by a top-level subspecialty including its children', async () => {
    const branch = (
      await get(infoEndpoints.list.path, { subspecialtyId: String(parentId), pageSize: '50' })
    ).json();
    expect(branch.page.totalCount).toBe(15);
    const child = (
      await get(infoEndpoints.list.path, { subspecialtyId: String(childId), pageSize: '50' })
    ).json();
    expect(child.page.totalCount).toBe(10);
    const none = (await get(infoEndpoints.list.path, { subspecialtyId: '99999' })).json();
    expect(none).toEqual({
      code: 1,
      list: [],
      page: { pageNo: 1, pageSize: 10, totalCount: 0, totalPage: 0 },
    });
  });

  it('rejects bad paging in Chinese', async () => {
    expect((await get(infoEndpoints.list.path, { pageNo: '0' })).json()).toEqual({
      code: 400,
      message: '页码不正确',
    });
    expect((await get(infoEndpoints.list.path, { pageSize: '1000' })).json()).toEqual({
      code: 400,
      message: '每页条数不正确',
    });
  });
});

describe('info detail', () => {
  it('serves the sanitized body', async () => {
    const list = (await get(infoEndpoints.list.path, { pageSize: '1' })).json().list;
    const res = await get(infoEndpoints.detail.path, { id: String(list[0].infoId) });
    const { result } = res.json();
    expect(result.infoTitle).toBe('资讯标题26');
    expect(result.source).toBe('脑医汇编辑部');
    expect(result.content).toContain('<h2>讨论</h2>');
    expect(result.content).not.toMatch(/script|onerror|onclick|javascript:|iframe/);
  });

  it('drops addresses hidden behind controls or invisible characters from the body', async () => {
    const db = t.database.db;
    const { id, body_html } = await db
      .selectFrom('info_articles')
      .select(['id', 'body_html'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('info_articles')
      .set({ body_html: hostileRichText(STORABLE_PREFIXES) })
      .where('id', '=', id)
      .execute();
    const content: string = (await get(infoEndpoints.detail.path, { id: String(id) })).json().result.content;
    await db.updateTable('info_articles').set({ body_html }).where('id', '=', id).execute();
    expect(smuggledAddresses(content)).toEqual([]);
    expect(content).not.toMatch(/script:/i);
    expect(content.split('链接').length - 1).toBe(STORABLE_PREFIXES.length);
  });

  it('answers 404 in Chinese for a missing article and 400 for a bad id', async () => {
    expect((await get(infoEndpoints.detail.path, { id: '999999' })).json()).toEqual({
      code: 404,
      message: '资讯不存在或已下线',
    });
    expect((await get(infoEndpoints.detail.path, { id: 'abc' })).json()).toEqual({
      code: 400,
      message: '参数错误',
    });
  });
});

describe('subspecialties', () => {
  it('lists the tree', async () => {
    const body = (await get(infoEndpoints.subspecialties.path)).json();
    expect(body.list).toEqual([
      { id: parentId, name: '脑血管病', children: [{ id: childId, name: '颅内动脉瘤' }] },
      { id: otherId, name: '神经肿瘤', children: [] },
    ]);
  });
});
