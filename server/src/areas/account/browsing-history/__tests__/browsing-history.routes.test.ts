import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { makeArticle } from '../../../../test-support/articles';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
let clock: number;
let me: { cookie: string; id: number };
let other: { cookie: string; id: number };
let articles: number[];
let draftId: number;

beforeAll(async () => {
  clock = Date.UTC(2026, 10, 1, 2);
  t = await createTestApp({ now: () => clock });
  me = await signIn(t, '13900005001');
  other = await signIn(t, '13900005002');
  articles = [];
  for (let i = 0; i < 5; i++)
    articles.push(await makeArticle(t.database.db, other.id, { title: `文章${i}` }));
  draftId = await makeArticle(t.database.db, other.id, { status: 'draft' });
});

afterAll(async () => {
  await t.close();
});

const save = (contentId: number, cookie: string | null, contentSource = 'mp_article') => {
  clock += 1000;
  return t.app.inject({
    method: 'POST',
    url: engagementEndpoints.saveHistory.path,
    payload: { contentSource, contentId },
    headers: cookie ? { cookie } : {},
  });
};
const list = (cookie: string | null, query: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: engagementEndpoints.history.path,
    query,
    headers: cookie ? { cookie } : {},
  });
const remove = (payload: Record<string, unknown>, cookie: string | null) =>
  t.app.inject({
    method: 'POST',
    url: engagementEndpoints.deleteHistory.path,
    payload,
    headers: cookie ? { cookie } : {},
  });

describe('browsing history', () => {
  it('needs a session for every call', async () => {
    expect((await save(articles[0]!, null)).statusCode).toBe(401);
    expect((await list(null)).statusCode).toBe(401);
    expect((await remove({ all: true }, null)).statusCode).toBe(401);
  });

  it('keeps one entry per content, the latest first, paged', async () => {
    for (const id of articles) expect((await save(id, me.cookie)).statusCode).toBe(200);
    await save(articles[0]!, me.cookie);
    await save(articles[1]!, other.cookie);
    const res = (await list(me.cookie, { pageNo: '1', pageSize: '3' })).json();
    expect(res.page).toEqual({ pageNo: 1, pageSize: 3, totalCount: 5, totalPage: 2 });
    expect(res.list.map((h: { contentId: number }) => h.contentId)).toEqual([
      articles[0],
      articles[4],
      articles[3],
    ]);
    expect(res.list[0]).toMatchObject({
      contentSource: 'mp_article',
      title: '文章0',
      browseTime: clock - 1000,
    });
  });

  it('refuses hidden or missing content', async () => {
    expect((await save(draftId, me.cookie)).statusCode).toBe(404);
    expect((await save(999999, me.cookie, 'info')).statusCode).toBe(404);
    expect((await save(1, me.cookie, 'video')).statusCode).toBe(400);
  });

  it("never shows or deletes another user's entries", async () => {
    const theirs = (await list(other.cookie)).json().list;
    expect(theirs).toHaveLength(1);
    const mine = (await list(me.cookie, { pageSize: '50' })).json().list;
    expect(mine.map((h: { id: number }) => h.id)).not.toContain(theirs[0].id);
    const res = await remove({ ids: [theirs[0].id], userId: other.id }, me.cookie);
    expect(res.json()).toEqual({ code: 1, result: { deleted: 0 } });
    expect((await list(other.cookie)).json().list).toHaveLength(1);
  });

  it('deletes by ids, then all', async () => {
    expect((await remove({}, me.cookie)).json()).toEqual({ code: 400, message: '请选择要删除的浏览记录' });
    const mine = (await list(me.cookie, { pageSize: '50' })).json().list;
    const res = await remove({ ids: [mine[0].id, mine[1].id] }, me.cookie);
    expect(res.json().result.deleted).toBe(2);
    expect((await list(me.cookie)).json().page.totalCount).toBe(3);
    expect((await remove({ all: true }, me.cookie)).json().result.deleted).toBe(3);
    expect((await list(me.cookie)).json().page.totalCount).toBe(0);
    expect((await list(other.cookie)).json().page.totalCount).toBe(1);
  });
});
