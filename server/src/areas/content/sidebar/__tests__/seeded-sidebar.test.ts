import { sidebarEndpoints } from '@portal/api/endpoints/sidebar';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

/** The right column over the demo seed, as a detail page sees it on a fresh start. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'small' });
});
afterAll(async () => {
  await t.close();
});

const count = async (table: string) => {
  const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(
    t.database.db,
  );
  return Number(row.rows[0]?.n);
};

const list = async (url: string, query: Record<string, string | number>) => {
  const res = await t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  expect(res.statusCode).toBe(200);
  return res.json().list;
};

it('seeds circles, topics, products and mini tools', async () => {
  expect(await count('circles')).toBe(24);
  expect(await count('topics')).toBe(60);
  expect(await count('products')).toBe(80);
  expect(await count('mini_tools')).toBeGreaterThanOrEqual(20);
  // every circle, topic and tool found its subspecialty, every product its first-level category
  const db = t.database.db;
  expect(await db.selectFrom('circles').select('id').where('subspecialty_id', 'is', null).execute()).toEqual(
    [],
  );
  expect(await db.selectFrom('products').select('id').where('category_id', 'is', null).execute()).toEqual([]);
  const toolsWithoutSubspecialty = await db
    .selectFrom('mini_tools')
    .select('id')
    .where('id', 'not in', db.selectFrom('mini_tool_subspecialties').select('tool_id'))
    .execute();
  expect(toolsWithoutSubspecialty).toEqual([]);
  expect(await count('content_products')).toBeGreaterThan(0);
});

it('gives every news item and user article 2 to 5 keywords', async () => {
  const rows = await t.database.db
    .selectFrom('content_keywords')
    .select(['content_type', 'content_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy(['content_type', 'content_id'])
    .execute();
  const counts = rows.map((r) => Number(r.n));
  expect(Math.min(...counts)).toBeGreaterThanOrEqual(2);
  expect(Math.max(...counts)).toBeLessThanOrEqual(5);
  expect(rows.filter((r) => r.content_type === 'I')).toHaveLength(await count('info_articles'));
  // the demo doctor's drafts (the article-drafts seeder, after this one) are private: no keywords
  expect(rows.filter((r) => r.content_type === 'U')).toHaveLength(
    (await count('mp_articles')) - (await count('mp_article_writing')),
  );
});

it('a seeded case has keywords, circles, topics, subspecialties and tools in its right column', async () => {
  const article = await t.database.db
    .selectFrom('mp_articles')
    .select('id')
    .where('status', '=', 'published')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const ref = { id: article.id, type: 'U' };
  const keywords = await list(sidebarEndpoints.keywords.path, ref);
  expect(keywords.length).toBeGreaterThanOrEqual(2);
  expect((await list(sidebarEndpoints.subspecialties.path, ref)).length).toBeGreaterThan(0);
  const circles = await list(sidebarEndpoints.community.path, {
    articleId: article.id,
    articleType: 'U',
    communityType: 'C',
  });
  const topics = await list(sidebarEndpoints.community.path, {
    articleId: article.id,
    articleType: 'U',
    communityType: 'T',
  });
  expect(circles.length + topics.length).toBeGreaterThan(0);
  expect(circles.length).toBeLessThanOrEqual(3);
  expect(topics.length).toBeLessThanOrEqual(3);
  await list(sidebarEndpoints.products.path, ref);
  await list(sidebarEndpoints.miniTools.path, ref);
});
