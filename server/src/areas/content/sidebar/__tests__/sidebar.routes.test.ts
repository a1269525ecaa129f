import { sidebarEndpoints } from '@portal/api/endpoints/sidebar';
import type { PortalDb } from '../../../../db/database';
import { makeArticle } from '../../../../test-support/articles';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
let author: { cookie: string; id: number };
let reader: { cookie: string; id: number };

/** subspecialties: two top levels, each with children */
const sub = { vascular: 0, aneurysm: 0, moyamoya: 0, oncology: 0, glioma: 0 };
let infoId: number;
let bareInfoId: number;
let topOnlyInfoId: number;
let caseId: number;
let draftId: number;
let categoryId: number;
const circle = { aneurysmLow: 0, aneurysmHigh: 0, moyamoyaTop: 0, vascularRoot: 0, glioma: 0 };

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

async function insertCircle(db: PortalDb, title: string, subspecialtyId: number | null, views: number) {
  const row = await db
    .insertInto('circles')
    .values({
      subspecialty_id: subspecialtyId,
      title,
      image: `/media/cover/${views}.svg`,
      share_image: `/media/cover/share-${views}.svg`,
      thumbnail: `/media/cover/thumb-${views}.svg`,
      contents: views / 10,
      views,
      created_at: 1,
      description: `${title}简介`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertTool(
  db: PortalDb,
  name: string,
  keywords: string,
  subspecialtyIds: number[],
  overrides: { url?: string; enabled?: 'T' | 'F'; sort?: number } = {},
) {
  const row = await db
    .insertInto('mini_tools')
    .values({
      name,
      url: overrides.url ?? `https://tools.naoyihui.com/score/${encodeURIComponent(name)}`,
      keywords,
      sort: overrides.sort ?? 0,
      enabled: overrides.enabled ?? 'T',
      created_at: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (subspecialtyIds.length > 0)
    await db
      .insertInto('mini_tool_subspecialties')
      .values(subspecialtyIds.map((subspecialty_id) => ({ tool_id: row.id, subspecialty_id })))
      .execute();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  author = await signIn(t, '13900007001');
  reader = await signIn(t, '13900007002');
  const db = t.database.db;
  sub.vascular = await insertSub(db, '脑血管病', null, 0);
  sub.oncology = await insertSub(db, '神经肿瘤', null, 1);
  sub.aneurysm = await insertSub(db, '颅内动脉瘤', sub.vascular, 0);
  sub.moyamoya = await insertSub(db, '烟雾病', sub.vascular, 1);
  sub.glioma = await insertSub(db, '胶质瘤', sub.oncology, 0);

  infoId = await insertInfo(db, '前交通动脉瘤夹闭术要点', [sub.aneurysm, sub.vascular]);
  bareInfoId = await insertInfo(db, '没有分类的资讯', []);
  topOnlyInfoId = await insertInfo(db, '脑血管病年度进展', [sub.vascular]);
  caseId = await makeArticle(db, author.id, { type: 'case', subspecialtyIds: [sub.glioma] });
  draftId = await makeArticle(db, author.id, { status: 'draft', subspecialtyIds: [sub.glioma] });

  await db
    .insertInto('content_keywords')
    .values([
      { content_type: 'I', content_id: infoId, sort: 1, keyword: '动脉瘤夹闭' },
      { content_type: 'I', content_id: infoId, sort: 0, keyword: '颅内动脉瘤' },
      { content_type: 'I', content_id: infoId, sort: 2, keyword: '蛛网膜下腔出血' },
      { content_type: 'U', content_id: caseId, sort: 0, keyword: '胶质瘤' },
      { content_type: 'U', content_id: caseId, sort: 1, keyword: 'KPS评分' },
      { content_type: 'U', content_id: draftId, sort: 0, keyword: '草稿关键词' },
    ])
    .execute();

  circle.aneurysmLow = await insertCircle(db, '动脉瘤介入圈', sub.aneurysm, 100);
  circle.aneurysmHigh = await insertCircle(db, '动脉瘤夹闭圈', sub.aneurysm, 5_000);
  circle.moyamoyaTop = await insertCircle(db, '烟雾病血运重建圈', sub.moyamoya, 90_000);
  circle.vascularRoot = await insertCircle(db, '脑血管病综合圈', sub.vascular, 800);
  circle.glioma = await insertCircle(db, '胶质瘤MDT圈', sub.glioma, 1_000_000);
  await insertCircle(db, '无分类圈', null, 2_000_000);

  await db
    .insertInto('topics')
    .values([
      {
        subspecialty_id: sub.moyamoya,
        title: '血运重建时机',
        image: '/media/cover/t1.svg',
        contents: 3,
        views: 900,
        created_at: 1,
        description: '烟雾病话题',
      },
      {
        subspecialty_id: sub.aneurysm,
        title: '破裂风险评估',
        image: '/media/cover/t2.svg',
        contents: 5,
        views: 10,
        created_at: 1,
        description: '动脉瘤话题',
      },
      {
        subspecialty_id: sub.glioma,
        title: 'IDH突变与预后',
        image: '/media/cover/t3.svg',
        contents: 7,
        views: 50,
        created_at: 1,
        description: '胶质瘤话题',
      },
    ])
    .execute();

  categoryId = (
    await db
      .insertInto('brand_categories')
      .values({ name: '动脉瘤夹', code: 'ANEURYSM_CLIP_T', parent_id: null, level: 1, sort: 0, enabled: 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const products = await db
    .insertInto('products')
    .values([
      {
        name: '蛇牌 Yasargil 钛合金动脉瘤夹',
        image: '/media/cover/p1.svg',
        brand_name: '蛇牌',
        category_id: categoryId,
        views: 1,
        created_at: 1,
      },
      {
        name: '瑞穗 临时阻断夹',
        image: '/media/cover/p2.svg',
        brand_name: '瑞穗',
        category_id: null,
        views: 1,
        created_at: 1,
      },
      {
        name: '无关产品',
        image: '/media/cover/p3.svg',
        brand_name: '某品牌',
        category_id: null,
        views: 1,
        created_at: 1,
      },
    ])
    .returning('id')
    .execute();
  const [clip, clamp, other] = products.map((p) => p.id) as [number, number, number];
  await db
    .insertInto('content_products')
    .values([
      { content_type: 'I', content_id: infoId, product_id: clamp, sort: 1 },
      { content_type: 'I', content_id: infoId, product_id: clip, sort: 0 },
      { content_type: 'U', content_id: caseId, product_id: other, sort: 0 },
    ])
    .execute();

  await insertTool(db, 'Hunt-Hess 分级', '蛛网膜下腔出血,颅内动脉瘤', [sub.aneurysm], { sort: 5 });
  await insertTool(db, 'mRS 改良 Rankin 量表', '预后,功能结局', [sub.vascular], { sort: 1 });
  await insertTool(db, 'Suzuki 烟雾病分期', '烟雾病', [sub.moyamoya], { sort: 0 });
  await insertTool(db, 'KPS 卡氏功能状态评分', '胶质瘤,生活质量', [sub.oncology], { sort: 2 });
  // matches by keyword only
  await insertTool(db, '改良 Fisher 分级', '蛛网膜下腔出血', [], { sort: 3 });
  await insertTool(db, '停用的工具', '颅内动脉瘤', [sub.aneurysm], { enabled: 'F' });
  await insertTool(db, '危险链接工具', '颅内动脉瘤', [sub.aneurysm], { url: 'javascript:alert(1)' });
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

describe('search keywords', () => {
  it('lists a news item’s keywords in their order', async () => {
    const res = await get(sidebarEndpoints.keywords.path, { id: infoId, type: 'I' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(1);
    expect(body.list).toEqual(['颅内动脉瘤', '动脉瘤夹闭', '蛛网膜下腔出血']);
    expect(body.page).toMatchObject({ pageNo: 1, totalCount: 3, totalPage: 1 });
  });

  it('keeps types apart: a news item never gets a user article’s keywords of the same id', async () => {
    const twin = await insertInfo(t.database.db, '同号资讯', []);
    await t.database.db
      .insertInto('content_keywords')
      .values({ content_type: 'U', content_id: twin, sort: 0, keyword: '用户文章的词' })
      .execute();
    expect((await get(sidebarEndpoints.keywords.path, { id: twin, type: 'I' })).json().list).toEqual([]);
  });

  it('lists a case’s keywords; an item without keywords gets an empty list', async () => {
    expect((await get(sidebarEndpoints.keywords.path, { id: caseId, type: 'U' })).json().list).toEqual([
      '胶质瘤',
      'KPS评分',
    ]);
    const bare = await get(sidebarEndpoints.keywords.path, { id: bareInfoId, type: 'I' });
    expect(bare.json()).toMatchObject({ code: 1, list: [] });
  });

  it('unknown content is 404 内容不存在, in either type', async () => {
    for (const type of ['I', 'U']) {
      const res = await get(sidebarEndpoints.keywords.path, { id: 999_999, type });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: '内容不存在' });
    }
  });

  it('a draft is visible to its author only', async () => {
    expect((await get(sidebarEndpoints.keywords.path, { id: draftId, type: 'U' })).statusCode).toBe(404);
    expect(
      (await get(sidebarEndpoints.keywords.path, { id: draftId, type: 'U' }, reader.cookie)).statusCode,
    ).toBe(404);
    const own = await get(sidebarEndpoints.keywords.path, { id: draftId, type: 'U' }, author.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json().list).toEqual(['草稿关键词']);
  });

  it('rejects a type other than U or I', async () => {
    const res = await get(sidebarEndpoints.keywords.path, { id: infoId, type: 'A' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400);
  });
});

describe('circles and topics', () => {
  it('circles of the item’s own subspecialty first, then its branch, most viewed first, three at most', async () => {
    const res = await get(sidebarEndpoints.community.path, {
      articleId: infoId,
      articleType: 'I',
      communityType: 'C',
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().list as { id: number }[];
    // own: the aneurysm circles and the top-level one (the item is tagged with both)
    expect(list.map((c) => c.id)).toEqual([circle.aneurysmHigh, circle.vascularRoot, circle.aneurysmLow]);
    expect(res.json().list[0]).toEqual({
      id: circle.aneurysmHigh,
      title: '动脉瘤夹闭圈',
      description: '动脉瘤夹闭圈简介',
      image: '/media/cover/5000.svg',
      shareImage: '/media/cover/share-5000.svg',
      thumbnail: '/media/cover/thumb-5000.svg',
      contents: 500,
      views: 5000,
    });
  });

  it('a leaf-tagged item never gets another branch’s circles', async () => {
    const res = await get(sidebarEndpoints.community.path, {
      articleId: caseId,
      articleType: 'U',
      communityType: 'C',
    });
    expect(res.json().list.map((c: { id: number }) => c.id)).toEqual([circle.glioma]);
  });

  it('topics (T) follow the same rule; topics repeat their image as share image and thumbnail', async () => {
    const res = await get(sidebarEndpoints.community.path, {
      articleId: infoId,
      articleType: 'I',
      communityType: 'T',
      // the spec sends the user id; it changes nothing
      userId: reader.id,
    });
    const list = res.json().list as { title: string; image: string; shareImage: string; thumbnail: string }[];
    expect(list.map((x) => x.title)).toEqual(['破裂风险评估', '血运重建时机']);
    expect(list[0]).toMatchObject({
      image: '/media/cover/t2.svg',
      shareImage: '/media/cover/t2.svg',
      thumbnail: '/media/cover/t2.svg',
      description: '动脉瘤话题',
    });
  });

  it('an item without subspecialties has none; bad communityType is 400; unknown content 404', async () => {
    const none = await get(sidebarEndpoints.community.path, {
      articleId: bareInfoId,
      articleType: 'I',
      communityType: 'C',
    });
    expect(none.json()).toMatchObject({ code: 1, list: [] });
    const bad = await get(sidebarEndpoints.community.path, {
      articleId: infoId,
      articleType: 'I',
      communityType: 'Q',
    });
    expect(bad.statusCode).toBe(400);
    const missing = await get(sidebarEndpoints.community.path, {
      articleId: 999_999,
      articleType: 'U',
      communityType: 'T',
    });
    expect(missing.json()).toEqual({ code: 404, message: '内容不存在' });
  });
});

describe('products', () => {
  it('lists the linked products in their order, with the category the jump rule needs', async () => {
    const res = await get(sidebarEndpoints.products.path, { id: infoId, type: 'I' });
    expect(res.json().list).toEqual([
      {
        id: expect.any(Number),
        name: '蛇牌 Yasargil 钛合金动脉瘤夹',
        image: '/media/cover/p1.svg',
        brandName: '蛇牌',
        categoryId,
      },
      {
        id: expect.any(Number),
        name: '瑞穗 临时阻断夹',
        image: '/media/cover/p2.svg',
        brandName: '瑞穗',
        categoryId: null,
      },
    ]);
    expect((await get(sidebarEndpoints.products.path, { id: caseId, type: 'U' })).json().list).toHaveLength(
      1,
    );
    expect((await get(sidebarEndpoints.products.path, { id: bareInfoId, type: 'I' })).json().list).toEqual(
      [],
    );
    expect((await get(sidebarEndpoints.products.path, { id: draftId, type: 'U' })).statusCode).toBe(404);
  });
});

describe('subspecialties', () => {
  it('top level before children', async () => {
    const res = await get(sidebarEndpoints.subspecialties.path, { id: infoId, type: 'I' });
    expect(res.json().list).toEqual([
      { id: sub.vascular, name: '脑血管病', parentId: null },
      { id: sub.aneurysm, name: '颅内动脉瘤', parentId: sub.vascular },
    ]);
    const own = await get(sidebarEndpoints.subspecialties.path, { id: caseId, type: 'U' });
    expect(own.json().list).toEqual([{ id: sub.glioma, name: '胶质瘤', parentId: sub.oncology }]);
  });
});

describe('mini tools', () => {
  it('matches by own subspecialty, keyword and top level, best first; never a sibling’s tool', async () => {
    const res = await get(sidebarEndpoints.miniTools.path, { id: infoId, type: 'I' });
    expect(res.statusCode).toBe(200);
    const list = res.json().list as { scoreToolName: string }[];
    // Hunt-Hess: own leaf and keyword; mRS: own top level; Fisher: keyword only. Suzuki belongs
    // to a sibling leaf (moyamoya); the disabled and javascript: tools never show.
    expect(list.map((x) => x.scoreToolName)).toEqual([
      'Hunt-Hess 分级',
      'mRS 改良 Rankin 量表',
      '改良 Fisher 分级',
    ]);
    expect(res.json().list[0]).toEqual({
      id: expect.any(Number),
      scoreToolName: 'Hunt-Hess 分级',
      scoreToolUrl: `https://tools.naoyihui.com/score/${encodeURIComponent('Hunt-Hess 分级')}`,
      scoreToolKeywords: '蛛网膜下腔出血,颅内动脉瘤',
    });
  });

  it('an item tagged only with a top level gets the tools of every leaf below it', async () => {
    const res = await get(sidebarEndpoints.miniTools.path, { id: topOnlyInfoId, type: 'I' });
    expect(res.json().list.map((x: { scoreToolName: string }) => x.scoreToolName)).toEqual([
      'mRS 改良 Rankin 量表',
      'Suzuki 烟雾病分期',
      'Hunt-Hess 分级',
    ]);
  });

  it('a leaf-tagged case gets its top level’s tool', async () => {
    const res = await get(sidebarEndpoints.miniTools.path, { id: caseId, type: 'U' });
    expect(res.json().list.map((x: { scoreToolName: string }) => x.scoreToolName)).toEqual([
      'KPS 卡氏功能状态评分',
    ]);
  });

  it('nothing for an item without subspecialties or keywords; 404 for unknown content', async () => {
    expect((await get(sidebarEndpoints.miniTools.path, { id: bareInfoId, type: 'I' })).json().list).toEqual(
      [],
    );
    expect((await get(sidebarEndpoints.miniTools.path, { id: 999_999, type: 'I' })).statusCode).toBe(404);
  });
});
