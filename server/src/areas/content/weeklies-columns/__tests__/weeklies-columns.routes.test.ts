import { weekliesColumnsEndpoints } from '@portal/api/endpoints/weeklies-columns';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import type { PortalDb } from '../../../../db/database';
import { makeArticle } from '../../../../test-support/articles';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
let db: PortalDb;
let author: { cookie: string; id: number };
let reader: { cookie: string; id: number };
let info: number[];
let mp: number[];
let draft: number;
let weeklies: number[];
let pgcColumn: number;
let ugcColumn: number;
let collectors: number[];

const T0 = Date.UTC(2026, 9, 1);

async function insertInfo(title: string, publishDate: number): Promise<number> {
  const row = await db
    .insertInto('info_articles')
    .values({
      title,
      cover: '/media/cover/info-x.svg',
      summary: `${title}的摘要`,
      body_html: '<p>正文</p>',
      source: '脑医汇',
      publish_date: publishDate,
      essences: 'F',
      bms_auth: 0,
      compile_article: 'F',
      views: 0,
      comments: 0,
      diggs: 0,
      created_at: publishDate,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('info_authors')
    .values({ info_id: row.id, sort: 0, author_name: '赵立新', head_image: '', user_id: null })
    .execute();
  return row.id;
}

async function insertUser(n: number): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      mobile: `1370000${String(n).padStart(4, '0')}`,
      real_name: `收藏者${n}`,
      avatar: `/media/avatar/c${n}.svg`,
      identity: 1,
      is_auth: 1,
      title: '主治医师',
      company: `第${n}人民医院`,
      department: '神经外科',
      level_number: 1,
      medal_pendant_icon: null,
      fans: 0,
      created_at: T0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  author = await signIn(t, '13900005001');
  reader = await signIn(t, '13900005002');
  info = [];
  for (let i = 0; i < 3; i++) info.push(await insertInfo(`脑胶质瘤研究进展 ${i + 1}`, T0 + i * 60_000));
  mp = [];
  for (let i = 0; i < 3; i++)
    mp.push(await makeArticle(db, author.id, { type: 'case', title: `动脉瘤夹闭病例 ${i + 1}` }));
  draft = await makeArticle(db, author.id, { status: 'draft', title: '未发布的草稿' });

  weeklies = [];
  for (let issue = 1; issue <= 3; issue++) {
    const row = await db
      .insertInto('weeklies')
      .values({
        name: '神外周刊',
        issue_no: issue,
        cover: `/media/cover/weekly-${issue}.svg`,
        publish_date: T0 + issue * 7 * 86_400_000,
        views: 10 * issue,
        created_at: T0,
        summary: `第${issue}期摘要`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    weeklies.push(row.id);
  }
  const [w1, w2, w3] = weeklies as [number, number, number];
  await db
    .insertInto('weekly_items')
    .values([
      { weekly_id: w2, sort: 1, section: '本周焦点', content_type: 'info', content_id: info[0] as number },
      { weekly_id: w2, sort: 2, section: '手术病例', content_type: 'mp', content_id: mp[0] as number },
      { weekly_id: w2, sort: 3, section: '手术病例', content_type: 'mp', content_id: draft },
      { weekly_id: w2, sort: 4, section: '本周焦点', content_type: 'info', content_id: info[1] as number },
      { weekly_id: w1, sort: 1, section: '本周焦点', content_type: 'info', content_id: info[0] as number },
      { weekly_id: w3, sort: 1, section: '临床研究', content_type: 'info', content_id: info[0] as number },
    ])
    .execute();

  pgcColumn = (
    await db
      .insertInto('article_columns')
      .values({
        type: 'pgc',
        title: '脑胶质瘤前沿进展',
        cover: '/media/cover/column-1.svg',
        creator_id: null,
        views: 500,
        subscribers: 0,
        created_at: T0,
        updated_at: T0 + 1000,
        description: '编辑部精选',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ugcColumn = (
    await db
      .insertInto('article_columns')
      .values({
        type: 'ugc',
        title: '动脉瘤手术病例精讲',
        cover: '/media/cover/column-2.svg',
        creator_id: author.id,
        views: 80,
        subscribers: 0,
        created_at: T0,
        updated_at: T0 + 2000,
        description: '作者的系列',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('article_column_items')
    .values([
      { column_id: pgcColumn, sort: 1, content_type: 'info', content_id: info[0] as number, added_at: T0 },
      { column_id: pgcColumn, sort: 2, content_type: 'info', content_id: info[1] as number, added_at: T0 },
      { column_id: ugcColumn, sort: 1, content_type: 'mp', content_id: mp[1] as number, added_at: T0 },
      { column_id: ugcColumn, sort: 2, content_type: 'mp', content_id: draft, added_at: T0 },
      { column_id: ugcColumn, sort: 3, content_type: 'mp', content_id: mp[0] as number, added_at: T0 },
    ])
    .execute();

  collectors = [];
  for (let n = 1; n <= 7; n++) collectors.push(await insertUser(n));
  await db
    .insertInto('collections')
    .values(
      collectors.map((userId, i) => ({
        user_id: userId,
        content_type: COLLECT_TYPES.info,
        content_id: info[0] as number,
        created_at: T0 + i * 1000,
      })),
    )
    .execute();
  await db
    .insertInto('collections')
    .values({
      user_id: reader.id,
      content_type: COLLECT_TYPES.mpArticle,
      content_id: mp[0] as number,
      created_at: T0,
    })
    .execute();
  // the reader follows the fifth collector
  await db
    .insertInto('user_follows')
    .values({ follower_id: reader.id, followee_id: collectors[4] as number, created_at: T0 })
    .execute();
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

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

describe('weekly detail', () => {
  it('groups the items by section in order, drops unpublished content, links previous and next issues', async () => {
    const res = await get(weekliesColumnsEndpoints.weeklyDetail.path, { weeklyId: weeklies[1] as number });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result).toMatchObject({
      weeklyId: weeklies[1],
      weeklyName: '神外周刊',
      issueNo: 2,
      summary: '第2期摘要',
      previous: { weeklyId: weeklies[0], issueNo: 1, weeklyName: '神外周刊' },
      next: { weeklyId: weeklies[2], issueNo: 3 },
    });
    expect(result.sections.map((s: { name: string }) => s.name)).toEqual(['本周焦点', '手术病例']);
    const [focus, cases] = result.sections;
    expect(focus.items.map((i: { id: number }) => i.id)).toEqual([info[0], info[1]]);
    expect(focus.items[0]).toMatchObject({
      jumpType: 'info',
      url: `/info/detail?id=${info[0]}`,
      title: '脑胶质瘤研究进展 1',
      summary: '脑胶质瘤研究进展 1的摘要',
      authorNames: '赵立新',
    });
    expect(cases.items).toEqual([
      expect.objectContaining({ jumpType: 'mparticle', id: mp[0], title: '动脉瘤夹闭病例 1' }),
    ]);
  });

  it('has no previous issue for the first and no next for the last', async () => {
    const first = (
      await get(weekliesColumnsEndpoints.weeklyDetail.path, { weeklyId: weeklies[0] as number })
    ).json();
    expect(first.result.previous).toBeNull();
    const last = (
      await get(weekliesColumnsEndpoints.weeklyDetail.path, { weeklyId: weeklies[2] as number })
    ).json();
    expect(last.result.next).toBeNull();
  });

  it('answers 404 周刊不存在 for an unknown issue and 400 for a bad id', async () => {
    const missing = await get(weekliesColumnsEndpoints.weeklyDetail.path, { weeklyId: 99999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, message: '周刊不存在' });
    const bad = await get(weekliesColumnsEndpoints.weeklyDetail.path, { weeklyId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('周刊参数不正确');
  });
});

describe('column detail and items', () => {
  it('describes a ugc column with its creator and visible item count; a visitor is not subscribed', async () => {
    const res = await get(weekliesColumnsEndpoints.columnDetail.path, { id: ugcColumn, type: 'ugc' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      id: ugcColumn,
      type: 'ugc',
      title: '动脉瘤手术病例精讲',
      views: 80,
      contents: 2,
      subscribers: 0,
      subscribeStatus: 'F',
      creator: { id: author.id },
    });
    const pgc = (await get(weekliesColumnsEndpoints.columnDetail.path, { id: pgcColumn })).json();
    expect(pgc.result).toMatchObject({ type: 'pgc', contents: 2, creator: null });
  });

  it('answers 404 专栏不存在 for an unknown column or a type that does not match', async () => {
    const queries: Record<string, string | number>[] = [{ id: 99999 }, { id: pgcColumn, type: 'ugc' }];
    for (const query of queries) {
      const res = await get(weekliesColumnsEndpoints.columnDetail.path, query);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: '专栏不存在' });
    }
    const items = await get(weekliesColumnsEndpoints.columnItems.path, { id: 99999 });
    expect(items.statusCode).toBe(404);
    expect(items.json().message).toBe('专栏不存在');
  });

  it('pages the items in column order, leaving out unpublished ones', async () => {
    const first = (
      await get(weekliesColumnsEndpoints.columnItems.path, { id: ugcColumn, pageNo: 1, pageSize: 1 })
    ).json();
    expect(first.page).toEqual({ pageNo: 1, pageSize: 1, totalCount: 2, totalPage: 2 });
    expect(first.list.map((i: { id: number }) => i.id)).toEqual([mp[1]]);
    const second = (
      await get(weekliesColumnsEndpoints.columnItems.path, { id: ugcColumn, pageNo: 2, pageSize: 1 })
    ).json();
    expect(second.list.map((i: { id: number }) => i.id)).toEqual([mp[0]]);
  });
});

describe('subscribe a column', () => {
  it('needs a signed-in user', async () => {
    const res = await post(weekliesColumnsEndpoints.subscribeColumn.path, { columnId: pgcColumn });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, message: '请先登录' });
  });

  it('toggles the subscription and the counter, and the detail shows it for that user only', async () => {
    const on = await post(
      weekliesColumnsEndpoints.subscribeColumn.path,
      { columnId: pgcColumn },
      reader.cookie,
    );
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      result: { subscribeStatus: 'T', subscribers: 1 },
      message: '订阅成功',
    });
    const mine = (
      await get(weekliesColumnsEndpoints.columnDetail.path, { id: pgcColumn }, reader.cookie)
    ).json();
    expect(mine.result).toMatchObject({ subscribeStatus: 'T', subscribers: 1 });
    const theirs = (
      await get(weekliesColumnsEndpoints.columnDetail.path, { id: pgcColumn }, author.cookie)
    ).json();
    expect(theirs.result.subscribeStatus).toBe('F');
    const off = (
      await post(weekliesColumnsEndpoints.subscribeColumn.path, { columnId: pgcColumn }, reader.cookie)
    ).json();
    expect(off.result).toEqual({ subscribeStatus: 'F', subscribers: 0 });
  });

  it('never takes the counter below 0', async () => {
    await post(weekliesColumnsEndpoints.subscribeColumn.path, { columnId: ugcColumn }, reader.cookie);
    await db.updateTable('article_columns').set({ subscribers: 0 }).where('id', '=', ugcColumn).execute();
    const off = (
      await post(weekliesColumnsEndpoints.subscribeColumn.path, { columnId: ugcColumn }, reader.cookie)
    ).json();
    expect(off.result).toEqual({ subscribeStatus: 'F', subscribers: 0 });
  });

  it('answers 404 for an unknown column', async () => {
    const res = await post(weekliesColumnsEndpoints.subscribeColumn.path, { columnId: 99999 }, reader.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('专栏不存在');
  });
});

describe('specials of an article', () => {
  it('lists the columns holding a news item (I) or a user article (U)', async () => {
    const news = (
      await get(weekliesColumnsEndpoints.articleSpecials.path, { articleId: info[0] as number, type: 'I' })
    ).json();
    expect(news.list).toEqual([
      {
        id: pgcColumn,
        type: 'pgc',
        title: '脑胶质瘤前沿进展',
        cover: '/media/cover/column-1.svg',
        views: 500,
        contents: 2,
      },
    ]);
    const ugc = (
      await get(weekliesColumnsEndpoints.articleSpecials.path, {
        articleId: mp[1] as number,
        type: 'U',
        loginUserId: author.id,
      })
    ).json();
    expect(ugc.list.map((c: { id: number }) => c.id)).toEqual([ugcColumn]);
    const none = (
      await get(weekliesColumnsEndpoints.articleSpecials.path, { articleId: mp[2] as number, type: 'U' })
    ).json();
    expect(none.list).toEqual([]);
  });

  it('answers 404 for unknown articles and for someone else’s draft', async () => {
    expect(
      (await get(weekliesColumnsEndpoints.articleSpecials.path, { articleId: 99999, type: 'I' })).statusCode,
    ).toBe(404);
    const other = await get(
      weekliesColumnsEndpoints.articleSpecials.path,
      { articleId: draft, type: 'U' },
      reader.cookie,
    );
    expect(other.statusCode).toBe(404);
    const own = await get(
      weekliesColumnsEndpoints.articleSpecials.path,
      { articleId: draft, type: 'U' },
      author.cookie,
    );
    expect(own.statusCode).toBe(200);
  });
});

describe('honor info', () => {
  it('names the latest weekly holding the article and the five latest collectors', async () => {
    const res = await get(weekliesColumnsEndpoints.honorInfo.path, {
      articleId: info[0] as number,
      articleType: 'I',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      weekly: { weeklyId: weeklies[2], weeklyName: '神外周刊', issueNo: 3 },
      collect: { collectorNameList: ['收藏者7', '收藏者6', '收藏者5', '收藏者4', '收藏者3'], total: 7 },
    });
  });

  it('keeps news and user articles apart (A = user article)', async () => {
    const res = (
      await get(weekliesColumnsEndpoints.honorInfo.path, { articleId: mp[0] as number, articleType: 'A' })
    ).json();
    expect(res.result.weekly).toMatchObject({ weeklyId: weeklies[1], issueNo: 2 });
    expect(res.result.collect.collectorNameList).toHaveLength(1);
    const bare = (
      await get(weekliesColumnsEndpoints.honorInfo.path, { articleId: mp[2] as number, articleType: 'A' })
    ).json();
    expect(bare.result).toEqual({ weekly: null, collect: { collectorNameList: [], total: 0 } });
  });

  it('answers 404 for an unknown article and 400 for an unknown type', async () => {
    expect(
      (await get(weekliesColumnsEndpoints.honorInfo.path, { articleId: 99999, articleType: 'A' })).statusCode,
    ).toBe(404);
    const bad = await get(weekliesColumnsEndpoints.honorInfo.path, {
      articleId: info[0] as number,
      articleType: 'X',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('文章类型不正确');
  });
});

describe('collectors', () => {
  it('pages five at a time, the latest first', async () => {
    const first = (
      await get(weekliesColumnsEndpoints.collectors.path, { articleId: info[0] as number, articleType: 'I' })
    ).json();
    expect(first.page).toEqual({ pageNo: 1, pageSize: 5, totalCount: 7, totalPage: 2 });
    expect(first.list.map((c: { userId: number }) => c.userId)).toEqual(collectors.slice(2).reverse());
    expect(first.list[0]).toEqual({
      userId: collectors[6],
      realName: '收藏者7',
      company: '第7人民医院',
      userAvatar: '/media/avatar/c7.svg',
      isFollow: false,
    });
    const second = (
      await get(weekliesColumnsEndpoints.collectors.path, {
        articleId: info[0] as number,
        articleType: 'I',
        pageNo: 2,
      })
    ).json();
    expect(second.list.map((c: { userId: number }) => c.userId)).toEqual(collectors.slice(0, 2).reverse());
  });

  it('says whom the session user follows, never trusting a userId parameter', async () => {
    const query = { articleId: info[0] as number, articleType: 'I', userId: reader.id };
    const asVisitor = (await get(weekliesColumnsEndpoints.collectors.path, query)).json();
    expect(asVisitor.list.every((c: { isFollow: boolean }) => !c.isFollow)).toBe(true);
    const asReader = (await get(weekliesColumnsEndpoints.collectors.path, query, reader.cookie)).json();
    const followed = asReader.list.filter((c: { isFollow: boolean }) => c.isFollow);
    expect(followed.map((c: { userId: number }) => c.userId)).toEqual([collectors[4]]);
    const asAuthor = (await get(weekliesColumnsEndpoints.collectors.path, query, author.cookie)).json();
    expect(asAuthor.list.every((c: { isFollow: boolean }) => !c.isFollow)).toBe(true);
  });

  it('answers 404 for an unknown article', async () => {
    const res = await get(weekliesColumnsEndpoints.collectors.path, { articleId: 99999, articleType: 'A' });
    expect(res.statusCode).toBe(404);
  });
});
