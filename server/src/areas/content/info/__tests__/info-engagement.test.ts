import { articleEndpoints } from '@portal/api/endpoints/article';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { infoEndpoints } from '@portal/api/endpoints/info';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import { makeArticle } from '../../../../test-support/articles';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
let clock: number;
let reader: { cookie: string; id: number };
let other: { cookie: string; id: number };
let infoId: number;
let relatedIds: number[];
let articleId: number;
let functionalId: number;

async function insertInfo(
  n: number,
  subspecialtyId: number,
  counters: { diggs?: number; favorites?: number } = {},
) {
  const row = await t.database.db
    .insertInto('info_articles')
    .values({
      title: `资讯${n}：颅内动脉瘤介入治疗进展`,
      cover: `/media/cover/info-${n}.svg`,
      summary: '摘要',
      body_html: '<h2>背景</h2><p>正文</p>',
      source: '脑医汇编辑部',
      publish_date: Date.UTC(2026, 0, 1) + n * 3_600_000,
      essences: 'F',
      bms_auth: 0,
      compile_article: 'F',
      views: 10,
      comments: 0,
      diggs: counters.diggs ?? 0,
      favorites: counters.favorites ?? 0,
      created_at: Date.UTC(2026, 0, 1),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.database.db
    .insertInto('info_authors')
    .values({ info_id: row.id, sort: 0, author_name: `作者${n}`, head_image: '', user_id: null })
    .execute();
  await t.database.db
    .insertInto('info_subspecialties')
    .values({ info_id: row.id, subspecialty_id: subspecialtyId })
    .execute();
  return row.id;
}

beforeAll(async () => {
  clock = Date.UTC(2026, 10, 1, 2);
  t = await createTestApp({ now: () => clock });
  reader = await signIn(t, '13900004001');
  other = await signIn(t, '13900004002');
  const subs = await t.database.db
    .insertInto('subspecialties')
    .values([
      { name: '脑血管病', parent_id: null, sort: 1 },
      { name: '功能神经外科', parent_id: null, sort: 2 },
    ])
    .returning('id')
    .execute();
  const [vascular, functional] = subs.map((s) => s.id) as [number, number];
  functionalId = functional;
  infoId = await insertInfo(1, vascular);
  relatedIds = [
    await insertInfo(2, vascular),
    await insertInfo(3, functional),
    await insertInfo(4, vascular),
    await insertInfo(5, functional),
    await insertInfo(6, functional),
  ];
  articleId = await makeArticle(t.database.db, other.id);
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  clock += 120_000;
});

const post = (url: string, payload: Record<string, unknown>, cookie: string | null = reader.cookie) => {
  clock += 1;
  return t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
};
const get = (url: string, query: Record<string, number>, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: cookie ? { cookie } : {},
  });
const infoRow = () =>
  t.database.db
    .selectFrom('info_articles')
    .select(['comments', 'diggs', 'favorites', 'views'])
    .where('id', '=', infoId)
    .executeTakeFirstOrThrow();

describe('info comments', () => {
  it('need a session to post or like, before the body is looked at', async () => {
    for (const [url, payload] of [
      [infoEndpoints.postComment.path, { articleId: infoId, text: '好' }],
      [infoEndpoints.postComment.path, {}],
      [infoEndpoints.commentDigg.path, { commentId: 1 }],
    ] as const) {
      const res = await post(url, payload, null);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, message: '请先登录' });
    }
  });

  it('answer each validation message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ articleId: infoId, text: '   ' }, '评论内容不能为空'],
      [{ articleId: infoId, text: '<i></i>' }, '评论内容不能为空'],
      [{ articleId: infoId, text: '脑'.repeat(151) }, '评论内容不能超过150个字'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(infoEndpoints.postComment.path, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message });
    }
    expect(
      (await post(infoEndpoints.postComment.path, { articleId: infoId, text: '脑'.repeat(150) })).statusCode,
    ).toBe(200);
    const top = (await post(infoEndpoints.postComment.path, { articleId: infoId, text: '顶层' })).json()
      .result;
    const reply = await post(infoEndpoints.postComment.path, {
      articleId: infoId,
      parentId: top.id,
      text: ' ',
    });
    expect(reply.json()).toEqual({ code: 400, message: '请输入回复内容' });
  });

  it('404 a missing item', async () => {
    const res = await post(infoEndpoints.postComment.path, { articleId: 999_999, text: '好' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('资讯不存在或已下线');
    expect((await get(infoEndpoints.comments.path, { articleId: 999_999 })).statusCode).toBe(404);
  });

  it('post as the session user, bump the item counter, list newest first with replies', async () => {
    const before = (await infoRow()).comments;
    const top = await post(infoEndpoints.postComment.path, {
      articleId: infoId,
      text: '<b>支架</b>辅助弹簧圈栓塞的经验很实用',
      userId: other.id,
    });
    expect(top.statusCode).toBe(200);
    expect(top.json()).toMatchObject({
      code: 1,
      message: '评论成功!',
      result: { text: '支架辅助弹簧圈栓塞的经验很实用', creator: { id: reader.id }, childComments: [] },
    });
    const topId = top.json().result.id;
    for (let i = 1; i <= 4; i++) {
      const res = await post(
        infoEndpoints.postComment.path,
        { articleId: infoId, parentId: topId, text: `回复${i}` },
        i % 2 ? other.cookie : reader.cookie,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({ parentId: topId, text: `回复${i}` });
    }
    expect((await infoRow()).comments).toBe(before + 5);

    const list = (
      await get(infoEndpoints.comments.path, { articleId: infoId, pageNo: 1, pageSize: 10 })
    ).json();
    expect(list.list[0]).toMatchObject({ id: topId, childCommentsCount: 4 });
    expect(list.list[0].childComments.map((c: { text: string }) => c.text)).toEqual([
      '回复1',
      '回复2',
      '回复3',
    ]);
    const replies = (
      await get(infoEndpoints.childComments.path, { commentId: topId, pageNo: 2, pageSize: 2 })
    ).json();
    expect(replies.list.map((c: { text: string }) => c.text)).toEqual(['回复3', '回复4']);
    expect(replies.page).toMatchObject({ totalCount: 4, totalPage: 2 });
  });

  it('stay apart from article comments, both ways', async () => {
    const articleComment = (
      await post(articleEndpoints.postComment.path, { articleId, text: '文章评论' }, other.cookie)
    ).json().result.id;
    const infoComment = (
      await post(infoEndpoints.postComment.path, { articleId: infoId, text: '资讯评论' })
    ).json().result.id;
    // a reply must answer a comment of the same item and area
    expect(
      (
        await post(infoEndpoints.postComment.path, {
          articleId: infoId,
          parentId: articleComment,
          text: '串门',
        })
      ).statusCode,
    ).toBe(404);
    expect((await post(infoEndpoints.commentDigg.path, { commentId: articleComment })).statusCode).toBe(404);
    expect((await post(articleEndpoints.commentDigg.path, { commentId: infoComment })).statusCode).toBe(404);
    expect((await get(infoEndpoints.childComments.path, { commentId: articleComment })).statusCode).toBe(404);
    const articleList = (await get(articleEndpoints.comments.path, { articleId })).json().list;
    expect(articleList.map((c: { text: string }) => c.text)).toEqual(['文章评论']);
  });

  it('toggle a comment like for the session user', async () => {
    const id = (
      await post(infoEndpoints.postComment.path, { articleId: infoId, text: '点赞我' }, other.cookie)
    ).json().result.id;
    const on = await post(infoEndpoints.commentDigg.path, { commentId: id, userId: other.id });
    expect(on.json()).toEqual({ code: 1, result: { isDigg: true, diggs: 1 } });
    const page = (await get(infoEndpoints.comments.path, { articleId: infoId }, reader.cookie)).json();
    expect(page.list.find((c: { id: number }) => c.id === id)).toMatchObject({ isDigg: true, diggs: 1 });
    const off = await post(infoEndpoints.commentDigg.path, { commentId: id });
    expect(off.json()).toEqual({ code: 1, result: { isDigg: false, diggs: 0 } });
  });
});

describe('info like, collect and views', () => {
  it('like needs a session', async () => {
    const res = await post(infoEndpoints.digg.path, { articleId: infoId }, null);
    expect(res.json()).toEqual({ code: 401, message: '请先登录' });
  });

  it('like toggles and the detail shows the reader state', async () => {
    const on = await post(infoEndpoints.digg.path, { articleId: infoId });
    expect(on.json()).toEqual({ code: 1, result: { diggStatus: 'T', diggs: 1 } });
    const mine = (await get(infoEndpoints.detail.path, { id: infoId }, reader.cookie)).json().result;
    expect(mine).toMatchObject({ diggStatus: 'T', showDiggs: 1, isCollect: false });
    const visitor = (await get(infoEndpoints.detail.path, { id: infoId })).json().result;
    expect(visitor).toMatchObject({ diggStatus: 'F', showDiggs: 1, isCollect: false, favorites: 0 });
    const off = await post(infoEndpoints.digg.path, { articleId: infoId });
    expect(off.json()).toEqual({ code: 1, result: { diggStatus: 'F', diggs: 0 } });
    expect((await post(infoEndpoints.digg.path, { articleId: 999_999 })).statusCode).toBe(404);
  });

  it('never takes a counter below 0', async () => {
    // a counter out of step with its rows (edited by hand): unliking must stop at 0
    const id = await insertInfo(7, functionalId);
    await post(infoEndpoints.digg.path, { articleId: id });
    await post(engagementEndpoints.collect.path, { contentId: id, type: COLLECT_TYPES.info });
    await t.database.db
      .updateTable('info_articles')
      .set({ diggs: 0, favorites: 0 })
      .where('id', '=', id)
      .execute();
    expect((await post(infoEndpoints.digg.path, { articleId: id })).json().result).toEqual({
      diggStatus: 'F',
      diggs: 0,
    });
    expect(
      (await post(engagementEndpoints.collect.path, { contentId: id, type: COLLECT_TYPES.info })).json()
        .result,
    ).toEqual({ collected: false, favorites: 0 });
  });

  it('collect toggles with the info content type, apart from article collections', async () => {
    const on = await post(engagementEndpoints.collect.path, { contentId: infoId, type: COLLECT_TYPES.info });
    expect(on.json()).toEqual({ code: 1, result: { collected: true, favorites: 1 } });
    expect((await get(infoEndpoints.detail.path, { id: infoId }, reader.cookie)).json().result).toMatchObject(
      {
        isCollect: true,
        favorites: 1,
      },
    );
    const rows = await t.database.db
      .selectFrom('collections')
      .select(['content_type', 'content_id'])
      .where('user_id', '=', reader.id)
      .execute();
    expect(rows).toEqual([{ content_type: COLLECT_TYPES.info, content_id: infoId }]);
    const off = await post(engagementEndpoints.collect.path, { contentId: infoId, type: COLLECT_TYPES.info });
    expect(off.json()).toEqual({ code: 1, result: { collected: false, favorites: 0 } });
    expect(
      (await post(engagementEndpoints.collect.path, { contentId: 999_999, type: COLLECT_TYPES.info }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await post(engagementEndpoints.collect.path, { contentId: infoId, type: COLLECT_TYPES.info }, null)
      ).json(),
    ).toEqual({ code: 401, message: '请先登录' });
  });

  it('counts one view per call, for visitors too', async () => {
    const before = (await infoRow()).views;
    const res = await post(infoEndpoints.views.path, { articleId: infoId }, null);
    expect(res.json()).toEqual({ code: 1, result: { views: before + 1 } });
    expect((await infoRow()).views).toBe(before + 1);
    expect((await post(infoEndpoints.views.path, { articleId: 999_999 }, null)).statusCode).toBe(404);
  });

  it('records browsing history under the info source', async () => {
    const res = await post(engagementEndpoints.saveHistory.path, {
      contentSource: 'info',
      contentId: infoId,
    });
    expect(res.json().result).toMatchObject({ contentSource: 'info', contentId: infoId });
  });
});

describe('related info', () => {
  it('gives 4 others, same subspecialty first, as pgc items', async () => {
    const res = await get(infoEndpoints.related.path, { articleId: infoId, count: 4 });
    expect(res.statusCode).toBe(200);
    const list = res.json().list as { articleId: number; ffrom: string; author: string }[];
    expect(list).toHaveLength(4);
    expect(list.map((r) => r.articleId)).not.toContain(infoId);
    // the two vascular items first, newest first
    expect(list.slice(0, 2).map((r) => r.articleId)).toEqual([relatedIds[2], relatedIds[0]]);
    expect(list.every((r) => r.ffrom === 'pgc')).toBe(true);
    expect(list[0]!.author).toBe('作者4');
  });
});
