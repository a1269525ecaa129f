import { communityEndpoints as c } from '@portal/api/endpoints/community';
import { communityAskingEndpoints as e } from '@portal/api/endpoints/community-asking';
import { IDENTITY } from '@portal/api/identity';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../../../test-support/test-app';

/** Similar questions as an asker types, over the demo seed's search index. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => DEFAULT_SEED_NOW, seed: 'small' });
  await t.app.searchEngine.indexer.rebuildAll();
});
afterAll(async () => {
  await t.close();
});

const similar = (title: string, limit?: number) =>
  t.app.inject({
    method: 'GET',
    url: e.similarQuestions.path,
    query: { title, ...(limit ? { limit: String(limit) } : {}) },
    headers: OWN_PAGE_HEADERS,
  });

async function published(offset: number) {
  return t.database.db
    .selectFrom('community_questions')
    .select(['id', 'title', 'answers'])
    .where('status', '=', 'published')
    .orderBy('id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
}

describe('similar questions', () => {
  it('finds the question whose title is typed, first, with its answer count', async () => {
    const q = await published(3);
    const res = await similar(q.title);
    expect(res.statusCode).toBe(200);
    expect(res.json().list[0]).toEqual({ id: q.id, title: q.title, answers: q.answers });
  });

  it('still finds it when the asker words the title longer', async () => {
    const q = await published(7);
    const list = (await similar(`请问各位老师，${q.title}我们科室最近遇到类似情况`, 10)).json().list as {
      id: number;
    }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((x) => x.id)).toContain(q.id);
  });

  it('lists only published questions, at most the limit', async () => {
    const q = await published(11);
    const list = (await similar(q.title, 3)).json().list as { id: number }[];
    expect(list.length).toBeLessThanOrEqual(3);
    const rows = await t.database.db
      .selectFrom('community_questions')
      .select(['id', 'status'])
      .where(
        'id',
        'in',
        list.map((x) => x.id),
      )
      .execute();
    for (const r of rows) expect(r.status).toBe('published');
  });

  it('answers nothing for markup, spaces or words no question has, and never counts a hot search', async () => {
    const logged = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('search_log')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await logged();
    for (const title of ['<script></script>', '   ', 'zzqxjwv'])
      expect((await similar(title)).json().list).toEqual([]);
    const q = await published(5);
    await similar(q.title);
    expect(await logged()).toBe(before);
    expect((await similar('x', 11)).statusCode).toBe(400);
  });

  it('ranks by the rare words a title shares, not by filler every title has', async () => {
    const doctor = await signIn(t, '13300005001');
    await t.database.db
      .updateTable('users')
      .set({ identity: IDENTITY.doctor, is_auth: 1, created_at: DEFAULT_SEED_NOW - 365 * 86_400_000 })
      .where('id', '=', doctor.id)
      .execute();
    const ask = async (title: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: c.saveQa.path,
          payload: { title },
          headers: { ...OWN_PAGE_HEADERS, cookie: doctor.cookie },
        })
      ).json().result.id as number;
    const shunt = await ask('脑室腹腔分流术后分流管堵塞怎么判断？');
    const filler = await ask('大家一般怎么处理这种情况？');
    const list = (await similar('分流管堵塞的判断方法有哪些')).json().list as { id: number }[];
    expect(list[0]?.id).toBe(shunt);
    expect(list.map((q) => q.id)).not.toContain(filler);
  });
});
