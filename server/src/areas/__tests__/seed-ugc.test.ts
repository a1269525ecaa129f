import { articleEndpoints } from '@portal/api/endpoints/article';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app';
import { UGC_ARTICLES_PER_SCALE, UGC_CASES_PER_SCALE } from '../content/index';
import { generateSeedData } from '../seed';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: 'core' });
});

afterAll(async () => {
  await t.close();
});

describe('seeded user-written articles and cases', () => {
  it('are deterministic', () => {
    const a = generateSeedData();
    const b = generateSeedData();
    expect(a.mpArticles).toEqual(b.mpArticles);
    expect(a.comments).toEqual(b.comments);
    expect(a.userFollows).toEqual(b.userFollows);
  });

  it('have the default amounts, by verified doctors, with clean bodies', async () => {
    const db = t.database.db;
    const rows = await db
      .selectFrom('mp_articles')
      .innerJoin('users', 'users.id', 'mp_articles.creator_id')
      .select([
        'mp_articles.type',
        'mp_articles.status',
        'mp_articles.body_html',
        'users.identity',
        'users.is_auth',
      ])
      .execute();
    expect(rows.filter((r) => r.type === 'article')).toHaveLength(UGC_ARTICLES_PER_SCALE);
    expect(rows.filter((r) => r.type === 'case')).toHaveLength(UGC_CASES_PER_SCALE);
    expect(rows.every((r) => r.identity === 1 && r.is_auth === 1)).toBe(true);
    for (const r of rows) {
      expect(r.body_html).toMatch(/<h2>/);
      expect(r.body_html).toMatch(/<p>/);
      expect(r.body_html).not.toMatch(/<script|on\w+=/i);
    }
    expect(rows.some((r) => r.body_html.includes('<img src="/media/cover/'))).toBe(true);
    expect(rows.filter((r) => r.status !== 'published')).toHaveLength(2);
  });

  it('keep every counter equal to its rows', async () => {
    const db = t.database.db;
    const articles = await db
      .selectFrom('mp_articles')
      .select(['id', 'comments', 'diggs', 'favorites'])
      .execute();
    const tally = async (rows: Promise<{ k: number; n: number | string | bigint }[]>) =>
      new Map((await rows).map((r) => [r.k, Number(r.n)]));
    const comments = await tally(
      db
        .selectFrom('comments')
        .select(['target_id as k', (eb) => eb.fn.countAll<number>().as('n')])
        .where('target_type', '=', 'mp_article')
        .groupBy('target_id')
        .execute(),
    );
    const diggs = await tally(
      db
        .selectFrom('content_diggs')
        .select(['target_id as k', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('target_id')
        .execute(),
    );
    const favorites = await tally(
      db
        .selectFrom('collections')
        .select(['content_id as k', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('content_id')
        .execute(),
    );
    for (const a of articles) {
      expect([a.id, a.comments, a.diggs, a.favorites]).toEqual([
        a.id,
        comments.get(a.id) ?? 0,
        diggs.get(a.id) ?? 0,
        favorites.get(a.id) ?? 0,
      ]);
    }
  });

  it('have threads long enough to page, and comments from identity-3 users', async () => {
    const db = t.database.db;
    const threads = await db
      .selectFrom('comments')
      .select(['parent_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('parent_id', 'is not', null)
      .where('target_type', '=', 'mp_article')
      .groupBy('parent_id')
      .execute();
    const long = threads.filter((x) => Number(x.n) >= 5);
    expect(long.length).toBeGreaterThan(50);
    const anonymous = await db
      .selectFrom('comments')
      .innerJoin('users', 'users.id', 'comments.user_id')
      .select('comments.id')
      .where('users.identity', '=', 3)
      .limit(1)
      .execute();
    expect(anonymous).toHaveLength(1);

    const parent = long[0]!.parent_id!;
    const res = await t.app.inject({
      method: 'GET',
      url: articleEndpoints.childComments.path,
      query: { commentId: String(parent), pageNo: '2', pageSize: '4' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().page.totalCount).toBe(Number(long[0]!.n));
    expect(res.json().list.length).toBeGreaterThan(0);
  });

  it('serve through the routes; the demo doctor alone sees their draft', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: articleEndpoints.list.path, query: { pageSize: '20' } })
    ).json();
    expect(list.page.totalCount).toBe(UGC_ARTICLES_PER_SCALE + UGC_CASES_PER_SCALE - 2);
    expect(list.list).toHaveLength(20);
    const draft = await t.database.db
      .selectFrom('mp_articles')
      .select(['id', 'creator_id'])
      .where('status', '=', 'draft')
      .executeTakeFirstOrThrow();
    const owner = DEMO_ACCOUNTS.find((a) => a.id === draft.creator_id);
    expect(owner).toBeDefined();
    const url = articleEndpoints.detail.path;
    const query = { articleId: String(draft.id) };
    expect((await t.app.inject({ method: 'GET', url, query })).statusCode).toBe(404);
    const me = await signIn(t, owner!.mobile);
    const mine = await t.app.inject({ method: 'GET', url, query, headers: { cookie: me.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().result.status).toBe('draft');
  });
});
