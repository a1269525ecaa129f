import { communityEndpoints as e } from '@portal/api/endpoints/community';
import { IDENTITY } from '@portal/api/identity';
import { COMMUNITY_READ_MESSAGES, CONTRIBUTOR_WEIGHTS } from '@portal/api/rules/community';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { createTestApp, OWN_PAGE_HEADERS, type TestApp } from '../../../../test-support/test-app';

/** The contributors ranking over the demo seed, checked against a ranking computed here from the rows. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => DEFAULT_SEED_NOW, seed: 'small' });
});
afterAll(async () => {
  await t.close();
});

const get = (query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: e.contributors.path, query, headers: OWN_PAGE_HEADERS });

/** every answer with what the ranking needs, straight from the tables */
async function answerRows() {
  const db = t.database.db;
  const answers = await db
    .selectFrom('community_answers as a')
    .innerJoin('community_questions as q', 'q.id', 'a.question_id')
    .innerJoin('users as u', 'u.id', 'a.creator_id')
    .select([
      'a.creator_id',
      'a.status',
      'q.status as qs',
      'a.diggs',
      'a.essences',
      'a.is_top',
      'u.identity',
      'q.id as qid',
    ])
    .execute();
  const topics = await db
    .selectFrom('community_question_topics')
    .select(['question_id', 'topic_id'])
    .execute();
  return { answers, topics };
}

function expected(rows: Awaited<ReturnType<typeof answerRows>>, topicId?: number) {
  const inTopic = new Set(
    rows.topics.filter((r) => topicId === undefined || r.topic_id === topicId).map((r) => r.question_id),
  );
  const by = new Map<number, { score: number; answers: number; diggs: number; essences: number }>();
  for (const a of rows.answers) {
    if (
      a.status !== 'published' ||
      a.qs !== 'published' ||
      a.identity === null ||
      a.identity === IDENTITY.patient
    )
      continue;
    if (topicId !== undefined && !inTopic.has(a.qid)) continue;
    const s = by.get(a.creator_id) ?? { score: 0, answers: 0, diggs: 0, essences: 0 };
    s.answers += 1;
    s.diggs += a.diggs;
    if (a.essences === 'T') s.essences += 1;
    s.score +=
      a.diggs * CONTRIBUTOR_WEIGHTS.digg +
      (a.essences === 'T' ? CONTRIBUTOR_WEIGHTS.essence : 0) +
      (a.is_top === 'T' ? CONTRIBUTOR_WEIGHTS.top : 0);
    by.set(a.creator_id, s);
  }
  return [...by.entries()]
    .sort((x, y) => y[1].score - x[1].score || x[0] - y[0])
    .map(([id, s]) => ({ id, ...s }));
}

describe('contributors', () => {
  it('ranks doctors by the likes, featured and top answers of their published answers', async () => {
    const res = await get({ limit: '10' });
    expect(res.statusCode).toBe(200);
    const list = res.json().list as {
      id: number;
      score: number;
      answers: number;
      diggs: number;
      essences: number;
      realName: string;
    }[];
    const want = expected(await answerRows()).slice(0, 10);
    expect(want.length).toBeGreaterThan(3);
    expect(
      list.map(({ id, score, answers, diggs, essences }) => ({ id, score, answers, diggs, essences })),
    ).toEqual(want);
    for (const c of list) expect(c.realName).not.toBe('');
  });

  it('drops a contributor who turns anonymous, and an answer sent back to review stops counting', async () => {
    const list = (await get({ limit: '50' })).json().list as { id: number; score: number }[];
    // a contributor who became anonymous drops out of the ranking (read under another cache key)
    const second = list[1] as { id: number };
    const before = await t.database.db
      .selectFrom('users')
      .select('identity')
      .where('id', '=', second.id)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('users')
      .set({ identity: IDENTITY.patient })
      .where('id', '=', second.id)
      .execute();
    try {
      const without = (await get({ limit: '48' })).json().list as { id: number }[];
      expect(without.map((c) => c.id)).not.toContain(second.id);
      expect(without.map((c) => c.id)).toEqual(
        expected(await answerRows())
          .slice(0, 48)
          .map((c) => c.id),
      );
    } finally {
      await t.database.db
        .updateTable('users')
        .set({ identity: before.identity })
        .where('id', '=', second.id)
        .execute();
    }
    // an answer sent back to review stops counting: the top contributor loses exactly its share
    const top = list[0] as { id: number; score: number };
    const answer = await t.database.db
      .selectFrom('community_answers')
      .select(['id', 'diggs', 'essences', 'is_top'])
      .where('creator_id', '=', top.id)
      .where('status', '=', 'published')
      .orderBy('diggs', 'desc')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('community_answers')
      .set({ status: 'pending' })
      .where('id', '=', answer.id)
      .execute();
    try {
      // another limit is another cache entry, read after the change
      const after = (await get({ limit: '49' })).json().list as { id: number; score: number }[];
      const share =
        answer.diggs * CONTRIBUTOR_WEIGHTS.digg +
        (answer.essences === 'T' ? CONTRIBUTOR_WEIGHTS.essence : 0) +
        (answer.is_top === 'T' ? CONTRIBUTOR_WEIGHTS.top : 0);
      expect(share).toBeGreaterThan(0);
      const still = after.find((c) => c.id === top.id);
      if (still) expect(still.score).toBe(top.score - share);
      expect(after.map((c) => c.id)).toEqual(
        expected(await answerRows())
          .slice(0, 49)
          .map((c) => c.id),
      );
    } finally {
      await t.database.db
        .updateTable('community_answers')
        .set({ status: 'published' })
        .where('id', '=', answer.id)
        .execute();
    }
  });

  it('ranks within one topic, and answers an unknown topic with 话题不存在', async () => {
    const rows = await answerRows();
    const counts = new Map<number, number>();
    for (const r of rows.topics) counts.set(r.topic_id, (counts.get(r.topic_id) ?? 0) + 1);
    const busiest = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
    const list = (await get({ topicId: String(busiest), limit: '5' })).json().list as {
      id: number;
      score: number;
    }[];
    expect(list.map((c) => ({ id: c.id, score: c.score }))).toEqual(
      expected(rows, busiest)
        .slice(0, 5)
        .map((c) => ({ id: c.id, score: c.score })),
    );
    const missing = await get({ topicId: '99999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(COMMUNITY_READ_MESSAGES.topicNotFound);
  });

  it('refuses out-of-range limits with a Chinese message', async () => {
    for (const limit of ['0', '51', 'abc']) {
      const res = await get({ limit });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
