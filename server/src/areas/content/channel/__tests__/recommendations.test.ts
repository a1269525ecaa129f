import type { RecommendationItem } from '@portal/api/contract/channel';
import { channelEndpoints } from '@portal/api/endpoints/channel';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'small' });
});
afterAll(async () => {
  await t.close();
});

async function daily(query: Record<string, number | string>): Promise<RecommendationItem[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: channelEndpoints.dailyRecommendations.path,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  expect(res.statusCode).toBe(200);
  return res.json().result;
}

/** the top-level subspecialty (channel) of each meeting or course id */
async function rootsOf(table: 'meetings' | 'courses', ids: number[]) {
  const rows = await t.database.db
    .selectFrom(table)
    .leftJoin('subspecialties', 'subspecialties.id', `${table}.subspecialty_id`)
    .select([`${table}.id as id`, 'subspecialties.id as sub', 'subspecialties.parent_id as parent'])
    .where(`${table}.id`, 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.parent ?? r.sub]));
}

describe('daily recommendations', () => {
  it('gives at most 10 meetings (live, then upcoming) and 30 courses, meetings first', async () => {
    const items = await daily({ infoId: 1 });
    const meetings = items.filter((i) => i.type === 'meeting');
    const courses = items.filter((i) => i.type === 'ocs_course');
    expect(meetings.length).toBe(10);
    expect(courses.length).toBe(30);
    expect(items.findIndex((i) => i.type === 'ocs_course')).toBe(meetings.length);
    const states = meetings.map((m) => (m.type === 'meeting' ? m.meetingLiveStatus : ''));
    for (const s of states) expect(['LI', 'NS']).toContain(s);
    expect(states).toEqual([...states].sort((a, b) => (a === b ? 0 : a === 'LI' ? -1 : 1)));
  });

  it('caps larger limits on the server and honours smaller ones', async () => {
    const capped = await daily({ infoId: 1, meetingLimit: 50, courseLimit: 99 });
    expect(capped.filter((i) => i.type === 'meeting')).toHaveLength(10);
    expect(capped.filter((i) => i.type === 'ocs_course')).toHaveLength(30);
    const small = await daily({ infoId: 1, meetingLimit: 2, courseLimit: 0 });
    expect(small.map((i) => i.type)).toEqual(['meeting', 'meeting']);
  });

  it("puts courses of the article's channel first", async () => {
    const db = t.database.db;
    const tag = await db
      .selectFrom('info_subspecialties')
      .innerJoin('subspecialties', 'subspecialties.id', 'info_subspecialties.subspecialty_id')
      .select(['info_subspecialties.info_id', 'subspecialties.id', 'subspecialties.parent_id'])
      .executeTakeFirstOrThrow();
    const root = tag.parent_id ?? tag.id;
    const items = await daily({ infoId: tag.info_id });
    const courseIds = items.filter((i) => i.type === 'ocs_course').map((i) => i.id);
    const roots = await rootsOf('courses', courseIds);
    const related = courseIds.map((id) => roots.get(id) === root);
    // every course of the article's channel comes before any other
    expect(related[0]).toBe(true);
    expect(related).toEqual([...related].sort((a, b) => Number(b) - Number(a)));
  });

  it("for a user-written article (articleType U), puts courses of the article's own channel first", async () => {
    const db = t.database.db;
    const tag = await db
      .selectFrom('mp_article_subspecialties')
      .innerJoin('subspecialties', 'subspecialties.id', 'mp_article_subspecialties.subspecialty_id')
      .select(['mp_article_subspecialties.article_id', 'subspecialties.id', 'subspecialties.parent_id'])
      .executeTakeFirstOrThrow();
    const root = tag.parent_id ?? tag.id;
    const items = await daily({ infoId: tag.article_id, articleType: 'U' });
    const courseIds = items.filter((i) => i.type === 'ocs_course').map((i) => i.id);
    const roots = await rootsOf('courses', courseIds);
    const related = courseIds.map((id) => roots.get(id) === root);
    expect(related[0]).toBe(true);
    expect(related).toEqual([...related].sort((a, b) => Number(b) - Number(a)));
  });

  it('gives an article without subspecialties (or an unknown one) the general picks', async () => {
    const items = await daily({ infoId: 999_999 });
    expect(items.filter((i) => i.type === 'meeting')).toHaveLength(10);
    expect(items.filter((i) => i.type === 'ocs_course')).toHaveLength(30);
  });

  it('rejects a missing infoId', async () => {
    const res = await t.app.inject({ method: 'GET', url: channelEndpoints.dailyRecommendations.path });
    expect(res.statusCode).toBe(400);
  });
});
