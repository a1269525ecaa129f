import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../../app';
import { SITEMAP_CONTRIBUTIONS } from '../../../areas/index';
import type { DatabaseHandle, PortalDb } from '../../../db/database';
import { createTestDatabase } from '../../../test-support/test-database';
import { sitemapRoutes } from '../sitemap.routes';
import { childTexts, parseXml, type XmlElement } from './strict-xml';

const SITE = 'https://www.naoyihui.example';
const FORGED_HOST = 'evil.example.net';

let database: DatabaseHandle;
let db: PortalDb;
let app: FastifyInstance;
let clock = Date.now();

/** a page as the test expects it, read from the database on its own (not through the sources) */
interface Expected {
  path: string;
  lastmod: number | null;
}

/**
 * What a visitor may open, type by type, straight from the tables: the completeness the sitemap
 * is measured against. Addresses are spelled out as spec 2 gives them.
 */
async function expectedFiles(): Promise<Record<string, Expected[]>> {
  const n = Number;
  const [info, articles, videos, weeklies, columns, competitions, elabCases, elabColumns, interpreting] =
    await Promise.all([
      db.selectFrom('info_articles').select(['id', 'publish_date as t']).execute(),
      db
        .selectFrom('mp_articles')
        .where('status', '=', 'published')
        .select(['id', 'publish_time as t'])
        .execute(),
      db
        .selectFrom('short_videos')
        .where('status', '=', 'published')
        .select(['id', 'online_time as t'])
        .execute(),
      db.selectFrom('weeklies').select(['id', 'publish_date as t']).execute(),
      db.selectFrom('article_columns').select(['id', 'type', 'updated_at as t']).execute(),
      db.selectFrom('competitions').select(['id', 'add_time as t']).execute(),
      db.selectFrom('elab_cases').select(['id', 'publish_time as t']).execute(),
      db.selectFrom('elab_special_columns').select(['id', 'created_at as t']).execute(),
      db.selectFrom('interpreting_videos').select(['id', 'publish_time as t']).execute(),
    ]);
  const [meetings, courses, questions, answers, topics, circles, activities] = await Promise.all([
    db.selectFrom('meetings').where('publish_status', '=', '1').select(['id', 'publish_time as t']).execute(),
    db.selectFrom('courses').select(['id', 'publish_time as t']).execute(),
    db
      .selectFrom('community_questions')
      .where('status', '=', 'published')
      .select(['id', 'publish_time as t'])
      .execute(),
    db
      .selectFrom('community_answers as a')
      .innerJoin('community_questions as q', 'q.id', 'a.question_id')
      .where('a.status', '=', 'published')
      .where('q.status', '=', 'published')
      .select(['a.id', 'a.publish_time as t'])
      .execute(),
    db.selectFrom('community_topics').select(['id', 'created_at as t']).execute(),
    db.selectFrom('community_circles').select(['id', 'created_at as t']).execute(),
    db.selectFrom('activities').where('status', '=', 'published').select(['id', 'created_at as t']).execute(),
  ]);
  const [brands, lines, products, brandActivities, departments, books] = await Promise.all([
    db.selectFrom('brands').select(['id', 'created_at as t']).execute(),
    db.selectFrom('product_lines').select(['id', 'category_id', 'created_at as t']).execute(),
    db.selectFrom('products').select(['id', 'category_id', 'created_at as t']).execute(),
    db.selectFrom('brand_activities').select(['id', 'category_id', 'created_at as t']).execute(),
    db.selectFrom('departments').select(['id', 'created_at as t']).execute(),
    db.selectFrom('books').select(['id', 'created_at as t']).execute(),
  ]);
  const each = <R extends { id: number; t: number }>(rows: R[], path: (r: R) => string) =>
    // a time still ahead of the clock is no modification time: the sitemap leaves it out
    rows.map((r) => ({ path: path(r), lastmod: n(r.t) > clock ? null : n(r.t) }));
  return {
    pages: [
      '/',
      '/introduce?optionActive=aboutUs',
      '/info',
      '/case',
      '/holographic',
      '/guidance',
      '/compile',
      '/link/',
      '/meeting/home',
      '/mooc',
      '/topic-circle/',
    ].map((path) => ({ path, lastmod: null })),
    info: each(info, (r) => `/info/detail?id=${r.id}`),
    articles: each(articles, (r) => `/case/detail-ugc?id=${r.id}`),
    'short-videos': each(videos, (r) => `/app/shortplayer/index.html?id=${r.id}`),
    weeklies: each(weeklies, (r) => `/info/weekly?weeklyId=${r.id}`),
    columns: each(columns, (r) =>
      r.type === 'pgc' ? `/column/detail/pgc?id=${r.id}` : `/column/detail?id=${r.id}&type=${r.type}`,
    ),
    competitions: each(competitions, (r) => `/competition/detail?competitionId=${r.id}`),
    'elab-cases': each(elabCases, (r) => `/link/detail?id=${r.id}`),
    'elab-columns': each(elabColumns, (r) => `/link/columnlist/${r.id}`),
    'interpreting-videos': each(interpreting, (r) => `/guidance/detail/video/${r.id}`),
    meetings: each(meetings, (r) => `/meeting/detail?id=${r.id}`),
    courses: each(courses, (r) => `/cloudclassroomCourse?courseId=${r.id}`),
    questions: each(questions, (r) => `/topic-circle/questionhome?id=${r.id}`),
    answers: each(answers, (r) => `/topic-circle/answerhome/${r.id}`),
    topics: each(topics, (r) => `/topic-circle/communitytopic?id=${r.id}`),
    circles: each(circles, (r) => `/topic-circle/communitycircle?id=${r.id}`),
    activities: each(activities, (r) => `/topic-circle/activitydetail?id=${r.id}`),
    brands: each(brands, (r) => `/bms/classify/-/brand-details/${r.id}`),
    'product-lines': each(
      lines.filter((r) => r.category_id !== null),
      (r) => `/bms/classify/${r.category_id}/product-line-details/${r.id}`,
    ),
    products: each(products, (r) => `/bms/classify/${r.category_id ?? '-'}/product-details/${r.id}`),
    'brand-activities': each(
      brandActivities,
      (r) => `/bms/classify/${r.category_id ?? '-'}/activity-details/${r.id}`,
    ),
    departments: each(departments, (r) => `/department/detail?departmentId=${r.id}`),
    books: each(books, (r) => `/mall/product/${r.id}`),
  };
}

/** the pages of a urlset as the test reads them back */
function urlsOf(root: XmlElement): Expected[] {
  expect(root.name).toBe('urlset');
  expect(root.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return root.children.map((url) => {
    expect(url.name).toBe('url');
    const loc = url.children.find((c) => c.name === 'loc')?.text ?? '';
    const lastmod = url.children.find((c) => c.name === 'lastmod')?.text;
    expect(loc.startsWith(`${SITE}/`)).toBe(true);
    // W3C datetime with its zone
    if (lastmod !== undefined) {
      expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(Z|[+-]\d\d:\d\d)$/);
      expect(Date.parse(lastmod)).toBeLessThanOrEqual(clock);
    }
    return { path: loc.slice(SITE.length), lastmod: lastmod === undefined ? null : Date.parse(lastmod) };
  });
}

/** to the second, as W3C datetimes are written */
const toSecond = (e: Expected) => ({
  path: e.path,
  lastmod: e.lastmod === null ? null : Math.floor(e.lastmod / 1000) * 1000,
});
const byPath = (a: Expected, b: Expected) => a.path.localeCompare(b.path);

async function get(url: string, headers: Record<string, string> = {}, on = app) {
  const res = await on.inject({ url, headers });
  return res;
}

async function fileUrls(url: string, on = app): Promise<Expected[]> {
  const res = await get(url, {}, on);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  return urlsOf(parseXml(res.body));
}

/** what was made invisible before the first read: none of it may be listed */
const hiddenPaths: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'small' });
  db = database.db;
  // a pending article, question, short video; a rejected answer; a hidden activity; an announced meeting
  const article = await db
    .selectFrom('mp_articles')
    .where('status', '=', 'published')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('mp_articles').set({ status: 'pending' }).where('id', '=', article.id).execute();
  hiddenPaths.push(`/case/detail-ugc?id=${article.id}`);
  const question = await db
    .selectFrom('community_questions')
    .where('status', '=', 'published')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('community_questions')
    .set({ status: 'pending' })
    .where('id', '=', question.id)
    .execute();
  hiddenPaths.push(`/topic-circle/questionhome?id=${question.id}`);
  // the answers of a question no longer published are not readable either
  for (const a of await db
    .selectFrom('community_answers')
    .where('question_id', '=', question.id)
    .select('id')
    .execute())
    hiddenPaths.push(`/topic-circle/answerhome/${a.id}`);
  const answer = await db
    .selectFrom('community_answers')
    .where('status', '=', 'published')
    .where('question_id', '!=', question.id)
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('community_answers').set({ status: 'rejected' }).where('id', '=', answer.id).execute();
  hiddenPaths.push(`/topic-circle/answerhome/${answer.id}`);
  const video = await db
    .selectFrom('short_videos')
    .where('status', '=', 'published')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('short_videos').set({ status: 'pending' }).where('id', '=', video.id).execute();
  hiddenPaths.push(`/app/shortplayer/index.html?id=${video.id}`);
  const activity = await db.selectFrom('activities').select('id').orderBy('id').executeTakeFirstOrThrow();
  await db.updateTable('activities').set({ status: 'hidden' }).where('id', '=', activity.id).execute();
  hiddenPaths.push(`/topic-circle/activitydetail?id=${activity.id}`);
  const meeting = await db
    .selectFrom('meetings')
    .where('publish_status', '=', '1')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('meetings')
    .set({ publish_status: '0', forthcoming: 'T' })
    .where('id', '=', meeting.id)
    .execute();
  hiddenPaths.push(`/meeting/detail?id=${meeting.id}`);
  app = await buildApp({ database, demo: false, siteUrl: SITE, now: () => clock });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

it('lists every page a visitor may open, type by type, with its time, and nothing else', async () => {
  const expected = await expectedFiles();
  for (const [name, pages] of Object.entries(expected)) {
    // the small seed has some of every type, so no comparison here is of two empty lists
    expect([name, pages.length > 0]).toEqual([name, true]);
    const listed = await fileUrls(`/sitemap/${name}.xml`);
    expect(listed.sort(byPath)).toEqual(pages.map(toSecond).sort(byPath));
  }
});

it('leaves out what is pending, rejected, hidden or only announced', async () => {
  const all = new Set<string>();
  const index = parseXml((await get('/sitemap.xml')).body);
  for (const loc of childTexts(index, 'loc'))
    for (const url of await fileUrls(loc.slice(SITE.length))) all.add(url.path);
  expect(hiddenPaths.length).toBeGreaterThan(6);
  for (const path of hiddenPaths) expect(all.has(path)).toBe(false);
  // and no person: profiles are never listed
  expect([...all].some((p) => p.startsWith('/user-center'))).toBe(false);
});

it('indexes every file with the newest time of its pages', async () => {
  const res = await get('/sitemap.xml');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=300');
  const index = parseXml(res.body);
  expect(index.name).toBe('sitemapindex');
  const expected = await expectedFiles();
  const files = index.children.map((s) => ({
    loc: s.children.find((c) => c.name === 'loc')?.text,
    lastmod: s.children.find((c) => c.name === 'lastmod')?.text,
  }));
  expect(files.map((f) => f.loc).sort()).toEqual(
    Object.keys(expected)
      .map((name) => `${SITE}/sitemap/${name}.xml`)
      .sort(),
  );
  for (const [name, pages] of Object.entries(expected)) {
    const file = files.find((f) => f.loc === `${SITE}/sitemap/${name}.xml`);
    const times = pages.flatMap((p) => (p.lastmod === null ? [] : [Math.floor(p.lastmod / 1000) * 1000]));
    expect(file?.lastmod === undefined ? null : Date.parse(file.lastmod)).toBe(
      times.length ? Math.max(...times) : null,
    );
  }
});

it('writes the & of a query string escaped', async () => {
  const res = await get('/sitemap/columns.xml');
  const ugc = await db
    .selectFrom('article_columns')
    .where('type', '=', 'ugc')
    .select('id')
    .executeTakeFirstOrThrow();
  expect(res.body).toContain(`<loc>${SITE}/column/detail?id=${ugc.id}&amp;type=ugc</loc>`);
  expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  expect((await get('/sitemap/pages.xml')).body).toContain(`${SITE}/introduce?optionActive=aboutUs`);
});

it('builds every address on the configured origin, whatever Host the request names', async () => {
  const forged = { host: FORGED_HOST, 'x-forwarded-host': FORGED_HOST, 'x-forwarded-proto': 'http' };
  for (const url of ['/sitemap.xml', '/sitemap/info.xml', '/sitemap/pages.xml', '/robots.txt']) {
    const res = await get(url, forged);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(FORGED_HOST);
    expect(res.body).toContain(SITE);
  }
});

it('tells crawlers where the sitemap is and keeps them from private pages and the API', async () => {
  const res = await get('/robots.txt');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  const lines = res.body.split('\n');
  expect(lines[0]).toBe('User-agent: *');
  expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  for (const path of [
    '/message-center',
    '/personaldata',
    '/browsing-history',
    '/user-center/wallet',
    '/user-center/coupons',
    '/editor',
    '/topic-circle/write',
    '/wapi/',
    '/oldweb/',
  ])
    expect(lines).toContain(`Disallow: ${path}`);
  // the shell's scripts stay open: a crawler that renders pages needs them
  expect(res.body).not.toMatch(/Disallow: \/(shell|remotes)\//);
  expect(lines).not.toContain('Disallow: /');
});

it('keeps a deleted item until the cache runs out, and a new one appears then', async () => {
  const before = await fileUrls('/sitemap/info.xml');
  const published = clock;
  const inserted = await db
    .insertInto('info_articles')
    .values({
      title: '新闻',
      cover: '',
      summary: '',
      body_html: '<p>正文</p>',
      source: '',
      publish_date: published,
      essences: 'F',
      bms_auth: 0,
      compile_article: 'F',
      views: 0,
      comments: 0,
      diggs: 0,
      created_at: clock,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const path = `/info/detail?id=${inserted.id}`;
  // cached: the same addresses for a few minutes
  expect(await fileUrls('/sitemap/info.xml')).toEqual(before);
  clock += 5 * 60_000 + 1;
  const after = await fileUrls('/sitemap/info.xml');
  expect(after.map((u) => u.path)).toContain(path);
  expect(after.find((u) => u.path === path)?.lastmod).toBe(Math.floor(published / 1000) * 1000);
  await db.deleteFrom('info_articles').where('id', '=', inserted.id).execute();
  clock += 5 * 60_000 + 1;
  expect((await fileUrls('/sitemap/info.xml')).map((u) => u.path)).not.toContain(path);
});

it('answers 404 for a type or a file number it does not have', async () => {
  for (const url of [
    '/sitemap/nothing.xml',
    '/sitemap/info-1.xml',
    '/sitemap/info-2.xml',
    '/sitemap/info.txt',
  ])
    expect((await get(url)).statusCode).toBe(404);
});

describe('over the file limit', () => {
  let small: FastifyInstance;
  const LIMIT = 7;
  beforeAll(async () => {
    small = Fastify();
    small.decorate('db', db);
    await small.register(sitemapRoutes, {
      contributions: SITEMAP_CONTRIBUTIONS,
      siteUrl: SITE,
      demo: false,
      fileLimit: LIMIT,
      now: () => clock,
    });
  });
  afterAll(() => small.close());

  it('splits a type into numbered files of at most the limit, together every page once', async () => {
    const expected = await expectedFiles();
    const index = parseXml((await get('/sitemap.xml', {}, small)).body);
    const locs = childTexts(index, 'loc');
    for (const [name, pages] of Object.entries(expected)) {
      const files = Math.ceil(pages.length / LIMIT);
      const names = Array.from({ length: files }, (_, i) =>
        i === 0 ? `${SITE}/sitemap/${name}.xml` : `${SITE}/sitemap/${name}-${i + 1}.xml`,
      );
      expect(locs.filter((l) => l === names[0] || l.startsWith(`${SITE}/sitemap/${name}-`)).sort()).toEqual(
        [...names].sort(),
      );
      const listed: Expected[] = [];
      for (const loc of names) {
        const urls = await fileUrls(loc.slice(SITE.length), small);
        expect(urls.length).toBeLessThanOrEqual(LIMIT);
        listed.push(...urls);
      }
      expect(listed.sort(byPath)).toEqual(pages.map(toSecond).sort(byPath));
      expect((await get(`/sitemap/${name}-${files + 1}.xml`, {}, small)).statusCode).toBe(404);
    }
    // the split is exercised, not just allowed: some type has more than one file
    expect(locs.some((l) => /-\d+\.xml$/.test(l))).toBe(true);
  });
});

describe('without a configured origin', () => {
  it('has no sitemap outside the demo, and robots.txt names none', async () => {
    const plain = await buildApp({ database, demo: false });
    try {
      expect((await get('/sitemap.xml', {}, plain)).statusCode).toBe(404);
      expect((await get('/sitemap/info.xml', {}, plain)).statusCode).toBe(404);
      const robots = await get('/robots.txt', {}, plain);
      expect(robots.statusCode).toBe(200);
      expect(robots.body).not.toContain('Sitemap:');
      expect(robots.body).toContain('Disallow: /message-center');
    } finally {
      await plain.close();
    }
  });

  it('takes the request origin in the demo', async () => {
    const demo = await buildApp({ database, demo: true });
    try {
      const robots = await get('/robots.txt', { host: 'localhost:3520' }, demo);
      expect(robots.body).toContain('Sitemap: http://localhost:3520/sitemap.xml');
      const index = parseXml((await get('/sitemap.xml', { host: 'localhost:3520' }, demo)).body);
      for (const loc of childTexts(index, 'loc'))
        expect(loc.startsWith('http://localhost:3520/sitemap/')).toBe(true);
    } finally {
      await demo.close();
    }
  });
});
