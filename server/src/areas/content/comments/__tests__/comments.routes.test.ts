import { articleEndpoints } from '@portal/api/endpoints/article';
import { checkCommentText } from '../../../../comments/comment-rules';
import { makeArticle } from '../../../../test-support/articles';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';
import { COMMENT_RATE } from '../comments.routes';

let t: TestApp;
let clock: number;
let author: { cookie: string; id: number };
let reader: { cookie: string; id: number };
let articleId: number;
let draftId: number;

beforeAll(async () => {
  clock = Date.UTC(2026, 10, 1, 2);
  t = await createTestApp({ now: () => clock });
  author = await signIn(t, '13900003001');
  reader = await signIn(t, '13900003002');
  articleId = await makeArticle(t.database.db, author.id);
  draftId = await makeArticle(t.database.db, author.id, { status: 'draft' });
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  // a fresh minute of allowance for each test
  clock += 120_000;
});

const post = (payload: Record<string, unknown>, cookie: string | null = reader.cookie) => {
  clock += 1;
  return t.app.inject({
    method: 'POST',
    url: articleEndpoints.postComment.path,
    payload,
    headers: cookie ? { cookie } : {},
  });
};
const page = (query: Record<string, number>, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: articleEndpoints.comments.path,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: cookie ? { cookie } : {},
  });
const children = (query: Record<string, number>) =>
  t.app.inject({
    method: 'GET',
    url: articleEndpoints.childComments.path,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
const counter = async () =>
  (
    await t.database.db
      .selectFrom('mp_articles')
      .select('comments')
      .where('id', '=', articleId)
      .executeTakeFirstOrThrow()
  ).comments;

describe('comment rules', () => {
  it('trims, refuses empty and over-long text with the spec messages', () => {
    expect(checkCommentText('  好文  ', false)).toBe('好文');
    expect(() => checkCommentText('   ', false)).toThrow('评论内容不能为空');
    expect(() => checkCommentText('', true)).toThrow('请输入回复内容');
    expect(checkCommentText('脑'.repeat(150), false)).toHaveLength(150);
    expect(() => checkCommentText('脑'.repeat(151), false)).toThrow('评论内容不能超过150个字');
    expect(checkCommentText('😀'.repeat(150), false)).toBeTruthy();
    // markup goes, comparisons stay
    expect(checkCommentText('<a href="javascript:x">链接</a> 1<2 且 3>2 <!-- x -->', false)).toBe(
      '链接 1<2 且 3>2',
    );
  });
});

describe('posting', () => {
  it('needs a session', async () => {
    const res = await post({ articleId, text: '好' }, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, message: '请先登录' });
  });

  it('answers each validation message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ articleId, text: '   ' }, '评论内容不能为空'],
      [{ articleId, text: '<b></b>' }, '评论内容不能为空'],
      [{ articleId, text: 'x'.repeat(151) }, '评论内容不能超过150个字'],
      // past the body's outer cap: still the spec's message, not a generic one
      [{ articleId, text: 'x'.repeat(10_000) }, '评论内容不能超过150个字'],
      // only invisible characters is blank
      [{ articleId, text: '\u200b\u200c\u200d\u2060\ufeff' }, '评论内容不能为空'],
      [{ articleId, text: ' \u200b \u3000 \u00a0\n' }, '评论内容不能为空'],
      [{ articleId, text: '&lt;b&gt;&lt;/b&gt;' }, '评论内容不能为空'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, message });
    }
    const top = (await post({ articleId, text: '顶层' })).json().result;
    const reply = await post({ articleId, parentId: top.id, text: '  ' });
    expect(reply.json()).toEqual({ code: 400, message: '请输入回复内容' });
  });

  it('stores no NUL, no invisible marks and no markup spelled with entities', async () => {
    const res = await post({
      articleId,
      text: '术后\u0000第三天\u200b复查 &lt;script&gt;alert(1)&lt;/script&gt;',
    });
    expect(res.json().result.text).toBe('术后第三天复查 alert(1)');
    const stored = await t.database.db
      .selectFrom('comments')
      .select('text')
      .where('id', '=', res.json().result.id)
      .executeTakeFirstOrThrow();
    expect(stored.text).toBe('术后第三天复查 alert(1)');
    // an emoji built with a joiner keeps it
    expect((await post({ articleId, text: '👨\u200d⚕️ 辛苦了' })).json().result.text).toBe('👨\u200d⚕️ 辛苦了');
  });

  it("404s missing and others' draft articles", async () => {
    for (const id of [999999, draftId]) {
      const res = await post({ articleId: id, text: '好' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('文章不存在或已删除');
    }
  });

  it('posts as the session user whatever userId says, bumps the counter, stores plain text', async () => {
    const before = await counter();
    const res = await post({
      articleId,
      text: '  <script>alert(1)</script>手术入路<img src=x onerror=alert(2)>很清楚  ',
      userId: author.id,
      loginUserId: author.id,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('评论成功!');
    expect(body.result).toMatchObject({
      text: 'alert(1)手术入路很清楚',
      creator: { id: reader.id },
      diggs: 0,
      isDigg: false,
      childComments: [],
      childCommentsCount: 0,
      creationDate: clock,
    });
    expect(body.result.text).not.toMatch(/[<>]/);
    expect(await counter()).toBe(before + 1);
  });

  it('limits comments per user per minute', async () => {
    for (let i = 0; i < COMMENT_RATE.perMinute; i++) {
      expect((await post({ articleId, text: `第${i}条` }, author.cookie)).statusCode).toBe(200);
    }
    const res = await post({ articleId, text: '太多了' }, author.cookie);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 429, message: '评论过于频繁，请稍后再试' });
    // another user is not affected
    expect((await post({ articleId, text: '我可以' })).statusCode).toBe(200);
  });
});

describe('reading', () => {
  let top: number;
  beforeAll(async () => {
    clock += 120_000;
    top = (await post({ articleId, text: '主评论' }, author.cookie)).json().result.id;
    for (let i = 1; i <= 6; i++) {
      clock += 120_000;
      const parentId = i === 6 ? top + 1 : top;
      const res = await post(
        { articleId, parentId, text: `回复${i}` },
        i % 2 ? reader.cookie : author.cookie,
      );
      expect(res.statusCode).toBe(200);
    }
    clock += 120_000;
  });

  it('pages top-level comments newest first with the first 3 replies', async () => {
    const res = await page({ articleId, order: 0, pageNo: 1, pageSize: 10 }, reader.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const first = body.list[0];
    expect(first).toMatchObject({ id: top, text: '主评论', childCommentsCount: 6 });
    expect(first.childComments.map((c: { text: string }) => c.text)).toEqual(['回复1', '回复2', '回复3']);
    expect(first.childComments[0]).toMatchObject({
      parentId: top,
      childId: reader.id,
      parentName: expect.any(String),
      isDigg: false,
      diggs: 0,
    });
    const total = body.page.totalCount;
    expect(body.page.totalPage).toBe(Math.ceil(total / 10));
    const totalTop = await t.database.db
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(total).toBe(Number(totalTop.n));
  });

  it('pages replies 4 at a time, oldest first; a reply to a reply joins the thread', async () => {
    const p1 = (await children({ commentId: top, pageNo: 1, pageSize: 4 })).json();
    expect(p1.page).toEqual({ pageNo: 1, pageSize: 4, totalCount: 6, totalPage: 2 });
    const p2 = (await children({ commentId: top, pageNo: 2, pageSize: 4 })).json();
    expect([...p1.list, ...p2.list].map((c: { text: string }) => c.text)).toEqual([
      '回复1',
      '回复2',
      '回复3',
      '回复4',
      '回复5',
      '回复6',
    ]);
    const nested = p2.list[1];
    expect(nested).toMatchObject({ parentId: top, text: '回复6' });
    // 回复6 answers 回复1, written by reader
    const readerName = p1.list[0].childName;
    expect(nested.parentName).toBe(readerName);
  });

  it('404s comments of hidden articles', async () => {
    expect((await page({ articleId: draftId })).statusCode).toBe(404);
    expect((await page({ articleId: 999999 })).json().message).toBe('文章不存在或已删除');
  });
});

describe('comment likes', () => {
  it('toggles, repeats stay consistent, never negative', async () => {
    const id = (await post({ articleId, text: '点赞我' })).json().result.id;
    const digg = (cookie: string | null) =>
      t.app.inject({
        method: 'POST',
        url: articleEndpoints.commentDigg.path,
        payload: { commentId: id },
        headers: cookie ? { cookie } : {},
      });
    expect((await digg(null)).statusCode).toBe(401);
    expect((await digg(reader.cookie)).json().result).toEqual({ isDigg: true, diggs: 1 });
    expect((await digg(author.cookie)).json().result).toEqual({ isDigg: true, diggs: 2 });
    expect((await digg(reader.cookie)).json().result).toEqual({ isDigg: false, diggs: 1 });
    // a counter already at zero (set by hand) stays at zero when the last like goes
    await t.database.db.updateTable('comments').set({ diggs: 0 }).where('id', '=', id).execute();
    expect((await digg(author.cookie)).json().result).toEqual({ isDigg: false, diggs: 0 });
    const list = (await page({ articleId, pageSize: 100 }, reader.cookie)).json().list;
    expect(list.find((c: { id: number }) => c.id === id).isDigg).toBe(false);
    const results = await Promise.all([1, 2, 3, 4].map(() => digg(reader.cookie)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const row = await t.database.db
      .selectFrom('comments')
      .select('diggs')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const rows = await t.database.db
      .selectFrom('comment_diggs')
      .selectAll()
      .where('comment_id', '=', id)
      .execute();
    expect(row.diggs).toBe(rows.length);
  });

  it('order=1 puts the most liked first', async () => {
    const list = (await page({ articleId, order: 1, pageSize: 100 })).json().list as { diggs: number }[];
    expect(list.length).toBeGreaterThan(1);
    expect(list.map((c) => c.diggs)).toEqual([...list.map((c) => c.diggs)].sort((a, b) => b - a));
  });

  it('404s a missing comment', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: articleEndpoints.commentDigg.path,
      payload: { commentId: 999999 },
      headers: { cookie: reader.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('评论不存在或已删除');
  });
});
