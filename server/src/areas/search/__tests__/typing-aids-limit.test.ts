import { communityAskingEndpoints } from '@portal/api/endpoints/community-asking';
import { searchEndpoints } from '@portal/api/endpoints/search';
import { TYPING_AIDS_PER_MINUTE } from '../../../lib/rate-limits';
import { DEFAULT_SEED_NOW } from '../../../seed/options';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

/**
 * The typing aids (issue 25: they had no limit): the search box's suggestions and the ask form's
 * similar questions share one budget per client a minute; past it, a Chinese 429; another client,
 * and the next minute, are not affected. SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */
let t: TestApp;
let clock = DEFAULT_SEED_NOW;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, seed: 'small' });
});
afterAll(async () => {
  await t.close();
});

const suggest = (prefix: string, remoteAddress: string) =>
  t.app.inject({
    method: 'GET',
    url: searchEndpoints.suggestions.path,
    query: { keywords: prefix },
    remoteAddress,
  });
const similar = (title: string, remoteAddress: string) =>
  t.app.inject({
    method: 'GET',
    url: communityAskingEndpoints.similarQuestions.path,
    query: { title },
    remoteAddress,
  });

it('answers a typist, refuses a script walking the index, and lets the next minute and another client through', async () => {
  const prefixes = ['胶', '胶质', '动', '动脉', '脑', 'j', 'jz', 'dm'];
  for (let i = 0; i < TYPING_AIDS_PER_MINUTE - 10; i += 1) {
    const res = await suggest(prefixes[i % prefixes.length] as string, '10.9.0.1');
    expect(res.statusCode).toBe(200);
  }
  for (let i = 0; i < 10; i += 1)
    expect((await similar('胶质瘤术后复发怎么办', '10.9.0.1')).statusCode).toBe(200);

  // the budget is shared: past it, both aids refuse, in Chinese
  const refused = await suggest('胶质', '10.9.0.1');
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ code: 429, message: '输入提示请求过于频繁，请稍后再试' });
  expect((await similar('胶质瘤术后复发', '10.9.0.1')).statusCode).toBe(429);

  // another client types on
  expect((await suggest('胶质', '10.9.0.2')).statusCode).toBe(200);
  // the next minute, the first one too
  clock += 61_000;
  expect((await suggest('胶质', '10.9.0.1')).statusCode).toBe(200);
});
