import { articleEndpoints } from '@portal/api/endpoints/article';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { makeArticle } from '../../../../test-support/articles';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
let author: { cookie: string; id: number };
let reader: { cookie: string; id: number };
let other: { cookie: string; id: number };
let articleId: number;
let draftId: number;

beforeAll(async () => {
  t = await createTestApp();
  author = await signIn(t, '13900004001');
  reader = await signIn(t, '13900004002');
  other = await signIn(t, '13900004003');
  articleId = await makeArticle(t.database.db, author.id);
  draftId = await makeArticle(t.database.db, author.id, { status: 'draft' });
});

afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: Record<string, unknown>, cookie: string | null) =>
  t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const article = () =>
  t.database.db
    .selectFrom('mp_articles')
    .select(['diggs', 'favorites'])
    .where('id', '=', articleId)
    .executeTakeFirstOrThrow();
const detail = (cookie: string) =>
  t.app.inject({
    method: 'GET',
    url: articleEndpoints.detail.path,
    query: { articleId: String(articleId) },
    headers: { cookie },
  });

describe('article likes', () => {
  it('need a session', async () => {
    const res = await post(articleEndpoints.digg.path, { articleId }, null);
    expect(res.statusCode).toBe(401);
  });

  it('toggle per session user, whatever userId says', async () => {
    expect(
      (await post(articleEndpoints.digg.path, { articleId, userId: other.id }, reader.cookie)).json().result,
    ).toEqual({
      diggStatus: 'T',
      diggs: 1,
    });
    expect((await detail(reader.cookie)).json().result.diggStatus).toBe('T');
    expect((await detail(other.cookie)).json().result.diggStatus).toBe('F');
    expect((await detail(other.cookie)).json().result.userDiggs).toBe(1);
    expect((await post(articleEndpoints.digg.path, { articleId }, reader.cookie)).json().result).toEqual({
      diggStatus: 'F',
      diggs: 0,
    });
  });

  it('never go below zero and stay equal to the rows under repeats', async () => {
    await post(articleEndpoints.digg.path, { articleId }, other.cookie);
    await t.database.db.updateTable('mp_articles').set({ diggs: 0 }).where('id', '=', articleId).execute();
    expect((await post(articleEndpoints.digg.path, { articleId }, other.cookie)).json().result).toEqual({
      diggStatus: 'F',
      diggs: 0,
    });
    await Promise.all(
      [1, 2, 3, 4, 5].map(() => post(articleEndpoints.digg.path, { articleId }, reader.cookie)),
    );
    const rows = await t.database.db
      .selectFrom('content_diggs')
      .selectAll()
      .where('target_id', '=', articleId)
      .execute();
    expect((await article()).diggs).toBe(rows.length);
    // concurrent toggles may collapse into each other, but the count always matches the rows
    expect(rows.length).toBeLessThanOrEqual(1);
  });

  it('404 on hidden articles', async () => {
    const res = await post(articleEndpoints.digg.path, { articleId: draftId }, reader.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('文章不存在或已删除');
  });
});

describe('collect', () => {
  it('toggles with the favorites count', async () => {
    expect(
      (await post(engagementEndpoints.collect.path, { contentId: articleId, type: 3 }, null)).statusCode,
    ).toBe(401);
    expect(
      (await post(engagementEndpoints.collect.path, { contentId: articleId, type: 3 }, reader.cookie)).json()
        .result,
    ).toEqual({
      collected: true,
      favorites: 1,
    });
    expect((await detail(reader.cookie)).json().result).toMatchObject({
      isArticleCollect: true,
      favorites: 1,
    });
    expect(
      (await post(engagementEndpoints.collect.path, { contentId: articleId, type: 3 }, reader.cookie)).json()
        .result,
    ).toEqual({
      collected: false,
      favorites: 0,
    });
    expect((await article()).favorites).toBe(0);
  });

  it('refuses other content types and hidden articles', async () => {
    expect(
      (await post(engagementEndpoints.collect.path, { contentId: articleId, type: 1 }, reader.cookie))
        .statusCode,
    ).toBe(400);
    expect(
      (await post(engagementEndpoints.collect.path, { contentId: draftId, type: 3 }, reader.cookie))
        .statusCode,
    ).toBe(404);
  });
});

describe('follow user', () => {
  it('refuses following oneself', async () => {
    const res = await post(engagementEndpoints.followUser.path, { userId: reader.id }, reader.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: '不能关注自己' });
  });

  it('toggles follow with the fans count and the detail followStatus', async () => {
    expect((await post(engagementEndpoints.followUser.path, { userId: author.id }, null)).statusCode).toBe(
      401,
    );
    expect(
      (
        await post(
          engagementEndpoints.followUser.path,
          { userId: author.id, followerId: other.id },
          reader.cookie,
        )
      ).json().result,
    ).toEqual({
      followStatus: 'T',
      fans: 1,
    });
    expect((await detail(reader.cookie)).json().result.followStatus).toBe('FD');
    expect((await detail(reader.cookie)).json().result.creator.fans).toBe(1);
    expect((await detail(other.cookie)).json().result.followStatus).toBe('NF');
    expect(
      (await post(engagementEndpoints.followUser.path, { userId: author.id }, reader.cookie)).json().result,
    ).toEqual({
      followStatus: 'F',
      fans: 0,
    });
  });

  it('404s an unknown user', async () => {
    const res = await post(engagementEndpoints.followUser.path, { userId: 999999 }, reader.cookie);
    expect(res.statusCode).toBe(404);
  });
});
