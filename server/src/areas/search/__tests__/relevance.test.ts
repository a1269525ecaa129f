import { searchEndpoints } from '@portal/api/endpoints/search';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { readRelevanceSet, scoreRelevance } from '../relevance';

/**
 * The relevance set (`data/relevance.json`): for every query, each mustInclude document is among
 * the first 5 results on the default seed. A failure lists the queries that miss, with what came
 * back instead.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: 'full' });
});

afterAll(async () => {
  await t.close();
});

it('puts every relevance query’s documents in the top 5', async () => {
  const set = readRelevanceSet();
  expect(set.length).toBeGreaterThan(0);
  // the set holds more queries than one client may search a minute (SEARCHES_PER_MINUTE): each
  // comes from its own address, since the limiter is not what this measures
  let client = 0;
  const score = await scoreRelevance(set, async (query, type) => {
    client += 1;
    const res = await t.app.inject({
      method: 'GET',
      url: searchEndpoints.query.path,
      query: { keywords: query, type },
      remoteAddress: `10.5.${Math.floor(client / 250)}.${(client % 250) + 1}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  });
  // the count, for the record (also printed by bench/search.mjs)
  console.info(`relevance: ${score.satisfied}/${score.total}`);
  expect(score.failures).toEqual([]);
});
