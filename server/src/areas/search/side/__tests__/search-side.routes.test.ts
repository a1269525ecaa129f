import type { HotAnswer, HotTopic, SearchUser } from '@portal/api/contract/search';
import { IDENTITY, IS_AUTH } from '@portal/api/contract/user';
import { searchEndpoints } from '@portal/api/endpoints/search';
import { SEARCH_LIMITS } from '@portal/api/rules/search';
import { makeArticle } from '../../../../test-support/articles';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 1);
let t: TestApp;
let n = 0;

async function addUser(fields: { fans: number; identity?: number; isAuth?: number; name?: string }) {
  n += 1;
  const row = await t.database.db
    .insertInto('users')
    .values({
      mobile: `1360000${String(n).padStart(4, '0')}`,
      real_name: fields.name ?? `专家${n}`,
      avatar: `/media/avatar/e${n}.svg`,
      identity: fields.identity ?? IDENTITY.doctor,
      is_auth: fields.isAuth ?? IS_AUTH.verified,
      title: '主任医师',
      company: `第${n}人民医院`,
      department: '神经外科',
      level_number: 1,
      medal_pendant_icon: null,
      fans: fields.fans,
      created_at: NOW - 400 * DAY,
    })
    .returning(['id', 'mobile'])
    .executeTakeFirstOrThrow();
  return row;
}

async function addQuestion(fields: {
  title: string;
  views: number;
  answers?: number;
  daysAgo: number;
  status?: 'published' | 'pending';
  creatorId: number;
}) {
  const row = await t.database.db
    .insertInto('community_questions')
    .values({
      title: fields.title,
      creator_id: fields.creatorId,
      is_hide_creator: 'F',
      essences: 'F',
      status: fields.status ?? 'published',
      subspecialty_id: null,
      answers: fields.answers ?? 0,
      views: fields.views,
      ask_people: 0,
      publish_time: NOW - fields.daysAgo * DAY,
      created_at: NOW - fields.daysAgo * DAY,
      text: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function addAnswer(fields: {
  questionId: number;
  creatorId: number;
  views: number;
  diggs: number;
  daysAgo: number;
  status?: 'published' | 'pending';
}) {
  const row = await t.database.db
    .insertInto('community_answers')
    .values({
      question_id: fields.questionId,
      creator_id: fields.creatorId,
      status: fields.status ?? 'published',
      is_top: 'F',
      essences: 'F',
      diggs: fields.diggs,
      comments: 0,
      views: fields.views,
      publish_time: NOW - fields.daysAgo * DAY,
      created_at: NOW - fields.daysAgo * DAY,
      text: '<p>回答</p>',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const get = (url: string, query: Record<string, string> = {}, cookie?: string) =>
  t.app.inject({ method: 'GET', url, query, headers: cookie ? { cookie } : {} });

beforeEach(async () => {
  t = await createTestApp({ now: () => NOW });
});

afterEach(async () => {
  await t.close();
});

describe('famous experts', () => {
  it('lists verified doctors by fans and recent work, at most 4, never the viewer', async () => {
    const [top, second, third, fourth] = [
      await addUser({ fans: 9000 }),
      await addUser({ fans: 8000 }),
      await addUser({ fans: 7000 }),
      await addUser({ fans: 6000 }),
    ];
    const busy = await addUser({ fans: 500 });
    for (let i = 0; i < 12; i += 1) {
      await makeArticle(t.database.db, busy.id, { publishTime: NOW - (i + 1) * DAY });
    }
    // much written, but long ago: counts for nothing
    const formerlyBusy = await addUser({ fans: 400 });
    for (let i = 0; i < 12; i += 1) {
      await makeArticle(t.database.db, formerlyBusy.id, { publishTime: NOW - (200 + i) * DAY });
    }
    await addUser({ fans: 99_000, isAuth: IS_AUTH.reviewing });
    await addUser({ fans: 98_000, identity: IDENTITY.nurse });
    await addUser({ fans: 97_000, identity: IDENTITY.corporate });

    const res = await get(searchEndpoints.experts.path, { userId: String(top?.id) });
    expect(res.statusCode).toBe(200);
    const list: SearchUser[] = res.json().list;
    expect(list).toHaveLength(SEARCH_LIMITS.experts);
    expect(list[0]?.id).toBe(busy.id);
    expect(list.map((u) => u.id)).toEqual([busy.id, top?.id, second?.id, third?.id]);
    expect(list.map((u) => u.id)).not.toContain(fourth?.id);
    expect(list.every((u) => u.isFollow === false)).toBe(true);
    expect(list[1]).toEqual({
      id: top?.id,
      realName: '专家1',
      avatarAddress: '/media/avatar/e1.svg',
      company: '第1人民医院',
      department: '神经外科',
      title: '主任医师',
      fans: 9000,
      isFollow: false,
    });

    const two = (await get(searchEndpoints.experts.path, { limit: '2' })).json().list;
    expect(two.map((u: SearchUser) => u.id)).toEqual([busy.id, top?.id]);
    expect((await get(searchEndpoints.experts.path, { limit: '20' })).json().list).toHaveLength(
      SEARCH_LIMITS.experts,
    );
  });

  it('marks the experts the viewer follows and leaves the viewer out', async () => {
    const me = await addUser({ fans: 50_000 });
    const followed = await addUser({ fans: 3000 });
    const other = await addUser({ fans: 2000 });
    const session = await signIn(t, me.mobile);
    expect(session.id).toBe(me.id);
    await t.database.db
      .insertInto('user_follows')
      .values({ follower_id: me.id, followee_id: followed.id, created_at: NOW })
      .execute();

    const mine: SearchUser[] = (await get(searchEndpoints.experts.path, {}, session.cookie)).json().list;
    expect(mine.map((u) => [u.id, u.isFollow])).toEqual([
      [followed.id, true],
      [other.id, false],
    ]);
    const visitor: SearchUser[] = (await get(searchEndpoints.experts.path)).json().list;
    expect(visitor.map((u) => [u.id, u.isFollow])).toEqual([
      [me.id, false],
      [followed.id, false],
      [other.id, false],
    ]);
  });
});

describe('hot answers', () => {
  it('ranks questions and answers by recent activity, one entry per question, published only', async () => {
    const asker = await addUser({ fans: 0 });
    const famousOld = await addQuestion({
      title: '陈年老问题：脑积水分流术后感染怎么办？',
      views: 5000,
      answers: 3,
      daysAgo: 400,
      creatorId: asker.id,
    });
    const freshQuestion = await addQuestion({
      title: '昨天的问题：动脉瘤夹闭术后血管痉挛如何处理？',
      views: 300,
      answers: 1,
      daysAgo: 1,
      creatorId: asker.id,
    });
    const answered = await addQuestion({
      title: '上周的问题：DBS 术后程控多久一次？',
      views: 50,
      answers: 2,
      daysAgo: 7,
      creatorId: asker.id,
    });
    const likedAnswer = await addAnswer({
      questionId: answered,
      creatorId: asker.id,
      views: 900,
      diggs: 40,
      daysAgo: 2,
    });
    // one answer per author and question: the second answer is another doctor's
    const colleague = await addUser({ fans: 0 });
    await addAnswer({ questionId: answered, creatorId: colleague.id, views: 5, diggs: 0, daysAgo: 3 });
    await addAnswer({ questionId: freshQuestion, creatorId: asker.id, views: 1, diggs: 0, daysAgo: 1 });
    const pending = await addQuestion({
      title: '待审核的问题',
      views: 99_999,
      daysAgo: 1,
      status: 'pending',
      creatorId: asker.id,
    });
    await addAnswer({
      questionId: famousOld,
      creatorId: asker.id,
      views: 99_999,
      diggs: 999,
      daysAgo: 1,
      status: 'pending',
    });

    const res = await get(searchEndpoints.hotAnswers.path);
    expect(res.statusCode).toBe(200);
    const list: HotAnswer[] = res.json().list;
    expect(list).toEqual([
      {
        type: 'A',
        parentQaId: answered,
        associationId: likedAnswer,
        title: '上周的问题：DBS 术后程控多久一次？',
        answers: 2,
        views: 900,
      },
      {
        type: 'Q',
        parentQaId: freshQuestion,
        associationId: freshQuestion,
        title: '昨天的问题：动脉瘤夹闭术后血管痉挛如何处理？',
        answers: 1,
        views: 300,
      },
      {
        type: 'Q',
        parentQaId: famousOld,
        associationId: famousOld,
        title: '陈年老问题：脑积水分流术后感染怎么办？',
        answers: 3,
        views: 5000,
      },
    ]);
    expect(list.map((i) => i.parentQaId)).not.toContain(pending);
    expect((await get(searchEndpoints.hotAnswers.path, { limit: '1' })).json().list).toHaveLength(1);
  });

  it('gives at most 10', async () => {
    const asker = await addUser({ fans: 0 });
    for (let i = 0; i < 12; i += 1) {
      await addQuestion({ title: `问题${i}`, views: i * 10, daysAgo: i, creatorId: asker.id });
    }
    expect((await get(searchEndpoints.hotAnswers.path)).json().list).toHaveLength(SEARCH_LIMITS.hots);
    expect((await get(searchEndpoints.hotAnswers.path, { limit: '50' })).json().list).toHaveLength(
      SEARCH_LIMITS.hots,
    );
  });
});

describe('hot topics', () => {
  it('ranks topics by views and contents, at most 10', async () => {
    const add = (title: string, views: number, contents: number) =>
      t.database.db
        .insertInto('topics')
        .values({
          subspecialty_id: null,
          title,
          image: '/media/topic.svg',
          contents,
          views,
          created_at: NOW,
          description: `${title}的讨论`,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => r.id);
    const read = await add('只被阅读的话题', 10_000, 0);
    const written = await add('讨论热烈的话题', 2_000, 400);
    const quiet = await add('冷清的话题', 100, 1);
    for (let i = 0; i < 10; i += 1) await add(`普通话题${i}`, 500, 2);

    const list: HotTopic[] = (await get(searchEndpoints.hotTopics.path)).json().list;
    expect(list).toHaveLength(SEARCH_LIMITS.hots);
    expect(list.slice(0, 2)).toEqual([
      {
        id: written,
        title: '讨论热烈的话题',
        description: '讨论热烈的话题的讨论',
        contents: 400,
        views: 2_000,
      },
      { id: read, title: '只被阅读的话题', description: '只被阅读的话题的讨论', contents: 0, views: 10_000 },
    ]);
    expect(list.map((x) => x.id)).not.toContain(quiet);
    expect((await get(searchEndpoints.hotTopics.path, { limit: '3' })).json().list).toHaveLength(3);
  });
});
