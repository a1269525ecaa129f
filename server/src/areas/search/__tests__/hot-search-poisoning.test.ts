import { createHash } from 'node:crypto';
import { searchEndpoints } from '@portal/api/endpoints/search';
import { createIndexer } from '../../../test-support/areas';
import { makeArticle } from '../../../test-support/articles';
import { createTestApp, signIn, type TestApp } from '../../../test-support/test-app';
import { beijingDay, isListableKeyword } from '../hot-searches';
import { SEARCHES_PER_MINUTE } from '../search.routes';

/**
 * One client sending the same query 700 times in five seconds used to put any text on the home
 * page's hot list. Now a searcher counts once per keyword and day, searches are limited per
 * client, and markup-like or junk text never reaches the list.
 */
let t: TestApp;
let clock = Date.UTC(2026, 10, 24, 4);
const DAY = 86_400_000;

const search = (keywords: string, headers: Record<string, string> = {}, remoteAddress = '10.7.0.1') =>
  t.app.inject({
    method: 'GET',
    url: searchEndpoints.query.path,
    query: { keywords },
    headers,
    remoteAddress,
  });
const hotList = async () =>
  (
    (await t.app.inject({ method: 'GET', url: searchEndpoints.hots.path })).json().list as {
      title: string;
      count: number;
    }[]
  ).map((h) => h.title);
const counted = async (keyword: string) =>
  (
    await t.database.db.selectFrom('search_log').select('count').where('keyword', '=', keyword).execute()
  ).reduce((n, r) => n + r.count, 0);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const author = await signIn(t, '13900006001');
  await makeArticle(t.database.db, author.id, { title: '胶质瘤术后 特效药代购' });
  await makeArticle(t.database.db, author.id, { title: '<script>alert(1)</script> 胶质瘤' });
  await createIndexer(t.database.db).rebuildAll();
  // what real readers searched this month: ten terms, each by a few people
  const day = beijingDay(clock);
  await t.database.db
    .insertInto('search_log')
    .values(
      [
        '胶质瘤',
        '动脉瘤',
        '脑膜瘤',
        '垂体瘤',
        '癫痫',
        '帕金森病',
        '脑出血',
        '脑积水',
        '三叉神经痛',
        '颈椎病',
      ].map((keyword, i) => ({ keyword, day, count: 5 + i })),
    )
    .execute();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  // a fresh minute of searches for each test
  clock += 61_000;
});

it('one client repeating a query counts once, and the rest of its flood is refused', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 300; i += 1) statuses.push((await search('特效药代购')).statusCode);
  expect(statuses.filter((s) => s === 200)).toHaveLength(SEARCHES_PER_MINUTE);
  expect(statuses.filter((s) => s === 429)).toHaveLength(300 - SEARCHES_PER_MINUTE);
  const refused = await search('特效药代购');
  expect(refused.json()).toEqual({ code: 429, message: '搜索过于频繁，请稍后再试' });
  expect(await counted('特效药代购')).toBe(1);
  expect(await hotList()).not.toContain('特效药代购');
});

it('a rotated X-Forwarded-For is still the same client', async () => {
  for (let i = 0; i < 50; i += 1) await search('代购', { 'x-forwarded-for': `203.0.113.${i}` }, '10.7.0.2');
  expect(await counted('代购')).toBe(1);
});

it('the same client counts again the next day, and different people count each', async () => {
  await search('特效药代购', {}, '10.7.0.3');
  expect(await counted('特效药代购')).toBe(2);
  const reader = await signIn(t, '13900006002');
  await search('特效药代购', { cookie: reader.cookie }, '10.7.0.3');
  await search('特效药代购', { cookie: reader.cookie }, '10.7.0.4');
  expect(await counted('特效药代购')).toBe(3);
  clock += DAY;
  await search('特效药代购', {}, '10.7.0.3');
  expect(await counted('特效药代购')).toBe(4);
});

it('markup, addresses and text that finds nothing never count', async () => {
  for (let i = 0; i < 20; i += 1) {
    await search('<script>alert(1)</script>', {}, `10.7.1.${i}`);
    await search('加微信 www.spam.com', {}, `10.7.2.${i}`);
    await search('查无此词的广告语', {}, `10.7.3.${i}`);
  }
  const rows = await t.database.db.selectFrom('search_log').select('keyword').execute();
  expect(rows.map((r) => r.keyword)).not.toEqual(
    expect.arrayContaining([expect.stringMatching(/script|WWW|广告语/)]),
  );
});

it("an anonymous voter's hash cannot be recomputed from an address, and its day's salt goes with the day", async () => {
  const day = beijingDay(clock);
  expect((await search('胶质瘤 代购', {}, '10.7.9.9')).statusCode).toBe(200);
  const voters = await t.database.db
    .selectFrom('search_log_voters')
    .select('voter')
    .where('keyword', '=', '胶质瘤 代购')
    .where('day', '=', day)
    .execute();
  expect(voters).toHaveLength(1);
  // what the hash was of before: the day and the address, which anyone can try for every address
  const unsalted = `c:${createHash('sha256').update(`search-voter:${day}:10.7.9.9`).digest('hex').slice(0, 32)}`;
  expect(voters[0]?.voter).toMatch(/^c:[0-9a-f]{32}$/);
  expect(voters[0]?.voter).not.toBe(unsalted);
  const salts = () =>
    t.database.db.selectFrom('search_voter_salts').select(['day', 'salt']).orderBy('day').execute();
  expect((await salts()).map((r) => r.day)).toEqual([day]);

  // the next day's first anonymous search drops the day before's salt
  clock += DAY;
  expect((await search('胶质瘤 代购', {}, '10.7.9.9')).statusCode).toBe(200);
  expect((await salts()).map((r) => r.day)).toEqual([beijingDay(clock)]);
});

it('what was counted before the rules stays off the list', async () => {
  await t.database.db
    .insertInto('search_log')
    .values({ keyword: '<IMG SRC=X ONERROR=ALERT(1)>', day: beijingDay(clock), count: 10_000 })
    .execute();
  const list = await hotList();
  expect(list).toHaveLength(10);
  expect(list).not.toContain('<IMG SRC=X ONERROR=ALERT(1)>');
  expect(list[0]).toBe('颈椎病');
});

it('tells a term from junk', () => {
  for (const ok of ['胶质瘤', 'DBS', '烟雾病 搭桥', 'GAMMA KNIFE', 'ICP监测', 'H3 K27M'])
    expect([ok, isListableKeyword(ok)]).toEqual([ok, true]);
  for (const bad of [
    'x',
    '12345',
    '!!!',
    '<b>胶质瘤</b>',
    'javascript:alert(1)',
    'http://spam.cn',
    '加我 spam.com',
    '啊啊啊啊啊',
    '脑'.repeat(21),
    '胶质瘤"onmouseover=alert(1)',
  ])
    expect([bad, isListableKeyword(bad)]).toEqual([bad, false]);
});
