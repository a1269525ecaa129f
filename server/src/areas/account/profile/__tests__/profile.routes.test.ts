import { accountProfileEndpoints as e } from '@portal/api/endpoints/account-profile';
import { articleEndpoints } from '@portal/api/endpoints/article';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { userEndpoints } from '@portal/api/endpoints/user';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import { makeArticle } from '../../../../test-support/articles';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

type Who = { cookie: string; id: number };

let t: TestApp;
let clock: number;
let owner: Who;
let other: Who;
let patient: Who;
let corporate: Who;
let anonymousWriter: Who;
const ids = {
  articles: [] as number[],
  caseId: 0,
  draft: 0,
  otherArticle: 0,
  openQuestion: 0,
  hiddenQuestion: 0,
  othersQuestion: 0,
  answer: 0,
  topic: 0,
  brand: 0,
  product: 0,
  line: 0,
};

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 5, 1);

const get = (url: string, query: Record<string, unknown>, who: Who | null = null) =>
  t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: who ? { cookie: who.cookie } : {},
  });
const post = (url: string, payload: object, who: Who | null = null) =>
  t.app.inject({ method: 'POST', url, payload, headers: who ? { cookie: who.cookie } : {} });

async function question(creatorId: number, title: string, at: number, hidden = false): Promise<number> {
  const row = await t.database.db
    .insertInto('community_questions')
    .values({
      title,
      creator_id: creatorId,
      is_hide_creator: hidden ? 'T' : 'F',
      essences: 'F',
      status: 'published',
      subspecialty_id: null,
      answers: 0,
      views: 0,
      ask_people: 0,
      publish_time: at,
      created_at: at,
      text: `${title}的补充说明`,
      activity_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  clock = T0 + 30 * DAY;
  t = await createTestApp({ now: () => clock });
  const db = t.database.db;
  owner = await signIn(t, '13900014001');
  other = await signIn(t, '13900014002');
  patient = await signIn(t, '13900014003');
  corporate = await signIn(t, '13900014004');
  anonymousWriter = await signIn(t, '13900014005');
  const identities: [Who, number][] = [
    [owner, 1],
    [other, 1],
    [patient, 3],
    [corporate, 4],
    [anonymousWriter, 7],
  ];
  for (const [who, identity] of identities)
    await db.updateTable('users').set({ identity }).where('id', '=', who.id).execute();
  await db
    .updateTable('users')
    .set({
      real_name: '王主页',
      company: '北京天坛医院',
      website: 'https://wang.example/home',
      introduction: '胶质瘤',
    })
    .where('id', '=', owner.id)
    .execute();
  await db
    .updateTable('users')
    .set({ company: '北京品驰医疗设备有限公司', department: '市场部', title: '市场经理' })
    .where('id', '=', corporate.id)
    .execute();

  for (let i = 0; i < 3; i++)
    ids.articles.push(
      await makeArticle(db, owner.id, { title: `主页文章${i}`, publishTime: T0 + (i + 1) * DAY }),
    );
  ids.caseId = await makeArticle(db, owner.id, {
    type: 'case',
    title: '主页病例',
    publishTime: T0 + 4 * DAY,
  });
  ids.draft = await makeArticle(db, owner.id, { status: 'draft', title: '草稿', publishTime: T0 + 5 * DAY });
  ids.otherArticle = await makeArticle(db, other.id, { title: '他人文章', publishTime: T0 + 2 * DAY + 1 });
  await makeArticle(db, anonymousWriter.id, { title: '匿名作者文章', publishTime: T0 + DAY });

  ids.openQuestion = await question(owner.id, '公开的问题', T0 + 6 * DAY);
  ids.hiddenQuestion = await question(owner.id, '匿名的问题', T0 + 7 * DAY, true);
  ids.othersQuestion = await question(other.id, '他人的问题', T0 + 3 * DAY);
  const answer = await db
    .insertInto('community_answers')
    .values({
      question_id: ids.othersQuestion,
      creator_id: owner.id,
      status: 'published',
      is_top: 'F',
      essences: 'F',
      diggs: 2,
      comments: 1,
      views: 5,
      publish_time: T0 + 8 * DAY,
      created_at: T0 + 8 * DAY,
      text: '<p>我的<b>回答</b></p>',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.answer = answer.id;

  const topic = await db
    .insertInto('community_topics')
    .values({
      title: '胶质瘤话题',
      description: '',
      cover: '',
      subspecialty_id: null,
      followers: 1,
      questions: 0,
      sort: 1,
      created_at: T0,
      creator_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.topic = topic.id;
  await db
    .insertInto('community_follows')
    .values({ user_id: owner.id, type: 'T', content_id: ids.topic, created_at: T0 + 9 * DAY })
    .execute();

  const brand = await db
    .insertInto('brands')
    .values({ name: '品驰', logo: '/media/brand.svg', views: 0, created_at: T0, description: '脑起搏器' })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.brand = brand.id;
  const line = await db
    .insertInto('product_lines')
    .values({
      brand_id: ids.brand,
      name: '品驰 脑起搏器',
      category_id: null,
      share_image: '',
      products: 1,
      articles: 0,
      views: 0,
      subscribers: 1,
      created_at: T0,
      description: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.line = line.id;
  const product = await db
    .insertInto('products')
    .values({
      name: '品驰 G102R',
      image: '/media/p.svg',
      brand_name: '品驰',
      category_id: null,
      views: 0,
      created_at: T0,
      brand_id: ids.brand,
      product_line_id: ids.line,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.product = product.id;
  await db
    .insertInto('product_line_subscriptions')
    .values({ product_line_id: ids.line, user_id: owner.id, created_at: T0 + 10 * DAY })
    .execute();
  await db
    .insertInto('brand_members')
    .values({ brand_id: ids.brand, user_id: corporate.id, role: 'admin', created_at: T0 })
    .execute();

  // the owner follows, likes and collects through the real calls, at known moments
  clock = T0 + 11 * DAY;
  expect((await post(engagementEndpoints.followUser.path, { userId: other.id }, owner)).statusCode).toBe(200);
  clock = T0 + 12 * DAY;
  expect((await post(engagementEndpoints.followUser.path, { userId: owner.id }, patient)).statusCode).toBe(
    200,
  );
  clock = T0 + 13 * DAY;
  expect((await post(engagementEndpoints.followUser.path, { userId: owner.id }, other)).statusCode).toBe(200);
  clock = T0 + 14 * DAY;
  const liked = await post(articleEndpoints.digg.path, { articleId: ids.otherArticle }, owner);
  expect(liked.statusCode).toBe(200);
  clock = T0 + 15 * DAY;
  const collected = await post(
    engagementEndpoints.collect.path,
    { contentId: ids.otherArticle, type: COLLECT_TYPES.mpArticle },
    owner,
  );
  expect(collected.json().result.collected).toBe(true);
});

afterAll(async () => {
  await t.close();
});

describe('personal info without a session', () => {
  it('a visitor reads a profile by profileUserId; without it, the own info still answers 401', async () => {
    const visitor = await get(userEndpoints.personalInfo.path, { profileUserId: owner.id });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().result).toMatchObject({
      id: owner.id,
      realName: '王主页',
      // 4 articles and cases, 1 open question, 1 answer (the anonymous question is not counted for others)
      releaseTotal: 6,
      followerTotal: 1,
      collectTotal: 1,
      fans: 2,
    });
    const own = await get(userEndpoints.personalInfo.path, {}, null);
    expect([own.statusCode, own.json()]).toEqual([401, { code: 401, message: '请先登录' }]);
    const mine = await get(userEndpoints.personalInfo.path, { profileUserId: owner.id }, owner);
    expect(mine.json().result.releaseTotal).toBe(7);
  });

  it("an anonymous person's profile is 404 to visitors and others, theirs to themself", async () => {
    for (const who of [null, other]) {
      const res = await get(userEndpoints.personalInfo.path, { profileUserId: patient.id }, who);
      expect([res.statusCode, res.json()]).toEqual([404, { code: 404, message: '用户不存在' }]);
      const home = await get(e.home.path, { profileUserId: patient.id }, who);
      expect(home.statusCode).toBe(404);
      const fans = await get(e.fans.path, { profileUserId: patient.id }, who);
      expect(fans.statusCode).toBe(404);
    }
    const self = await get(e.home.path, { profileUserId: patient.id }, patient);
    expect(self.json().result.isOwner).toBe(true);
  });
});

describe('the profile home', () => {
  it('gives visitors the default tabs (collections hidden) and no follow', async () => {
    const res = await get(e.home.path, { profileUserId: owner.id });
    expect(res.json().result).toEqual({
      userId: owner.id,
      isOwner: false,
      variant: 'personal',
      website: 'https://wang.example/home',
      introduction: '胶质瘤',
      followStatus: 'F',
      tabs: { dynamics: true, articles: true, qa: true, follows: true, favourites: false, fans: true },
    });
  });

  it('tells a follower they follow, and shows the owner every tab', async () => {
    expect((await get(e.home.path, { profileUserId: owner.id }, other)).json().result.followStatus).toBe('T');
    const own = (await get(e.home.path, { profileUserId: owner.id }, owner)).json().result;
    expect(own.isOwner).toBe(true);
    expect(Object.values(own.tabs)).toEqual([true, true, true, true, true, true]);
  });

  it('never sends a website that is not an http(s) address', async () => {
    await t.database.db
      .updateTable('users')
      .set({ website: 'javascript:alert(1)' })
      .where('id', '=', other.id)
      .execute();
    expect((await get(e.home.path, { profileUserId: other.id })).json().result.website).toBeNull();
  });

  it('refuses bad ids and pages in Chinese', async () => {
    const zero = await get(e.home.path, { profileUserId: 0 });
    expect([zero.statusCode, zero.json().message]).toEqual([400, '用户参数不正确']);
    const missing = await get(e.dynamics.path, { profileUserId: 999_999 });
    expect([missing.statusCode, missing.json().message]).toEqual([404, '用户不存在']);
    const page = await get(e.articles.path, { profileUserId: owner.id, pageNo: 100_000 });
    expect([page.statusCode, page.json().message]).toEqual([400, '页码不正确']);
    const size = await get(e.articles.path, { profileUserId: owner.id, pageSize: 0 });
    expect([size.statusCode, size.json().message]).toEqual([400, '每页条数不正确']);
  });
});

describe('tabs', () => {
  it('dynamics: a like keeps the time it was made; one from before times were kept is placed by its content', async () => {
    const dynamicsOf = async () =>
      (await get(e.dynamics.path, { profileUserId: owner.id, pageSize: 20 })).json().list;
    const recorded = await dynamicsOf();
    expect(recorded.find((d: { action: string }) => d.action === 'like')).toMatchObject({
      id: ids.otherArticle,
      time: T0 + 14 * DAY,
    });
    await t.database.db
      .updateTable('content_diggs')
      .set({ created_at: null })
      .where('user_id', '=', owner.id)
      .execute();
    const list = await dynamicsOf();
    const like = list.findIndex((d: { action: string }) => d.action === 'like');
    expect(list[like]).toMatchObject({ contentType: 'article', id: ids.otherArticle, time: null });
    // the liked article was published between 主页文章1 and 主页文章2
    expect([list[like - 1].title, list[like + 1].title]).toEqual(['主页文章2', '主页文章1']);
  });

  it('dynamics: published, liked and followed, newest first, paged', async () => {
    // as the like call recorded it (the test before cleared it)
    await t.database.db
      .updateTable('content_diggs')
      .set({ created_at: T0 + 14 * DAY })
      .where('user_id', '=', owner.id)
      .execute();
    const res = await get(e.dynamics.path, { profileUserId: owner.id, pageNo: 1, pageSize: 5 }, other);
    const body = res.json();
    // 4 articles/cases, 1 open question, 1 answer, 1 like, 1 followed user, 1 followed topic
    expect(body.page).toEqual({ pageNo: 1, pageSize: 5, totalCount: 9, totalPage: 2 });
    expect(
      body.list.map((d: { action: string; contentType: string }) => `${d.action}:${d.contentType}`),
    ).toEqual(['like:article', 'follow:user', 'follow:topic', 'publish:answer', 'publish:question']);
    expect(body.list[0]).toMatchObject({ id: ids.otherArticle, title: '他人文章', time: T0 + 14 * DAY });
    expect(body.list[1]).toMatchObject({ id: other.id, time: T0 + 11 * DAY });
    expect(body.list[3]).toMatchObject({ title: '他人的问题', description: '我的回答' });
    const rest = (
      await get(e.dynamics.path, { profileUserId: owner.id, pageNo: 2, pageSize: 5 }, other)
    ).json();
    expect(rest.list.map((d: { title: string }) => d.title)).toEqual([
      '主页病例',
      '主页文章2',
      '主页文章1',
      '主页文章0',
    ]);
    const past = (await get(e.dynamics.path, { profileUserId: owner.id, pageNo: 3, pageSize: 5 })).json();
    expect([past.list, past.page.totalPage]).toEqual([[], 2]);
  });

  it("dynamics and qa: an anonymous question is the owner's alone", async () => {
    const others = (await get(e.qa.path, { profileUserId: owner.id }, other)).json();
    expect(others.list.map((q: { title: string }) => q.title)).toEqual(['他人的问题', '公开的问题']);
    expect(JSON.stringify(others)).not.toContain('匿名的问题');
    const own = (await get(e.qa.path, { profileUserId: owner.id }, owner)).json();
    expect(own.list.map((q: { title: string; isHideCreator: string }) => [q.title, q.isHideCreator])).toEqual(
      [
        ['他人的问题', 'F'],
        ['匿名的问题', 'T'],
        ['公开的问题', 'F'],
      ],
    );
    const answers = (await get(e.qa.path, { profileUserId: owner.id, kind: 'answer' })).json();
    expect(answers.list).toEqual([
      expect.objectContaining({ kind: 'answer', id: ids.answer, questionId: ids.othersQuestion, diggs: 2 }),
    ]);
    const dyn = JSON.stringify(
      (await get(e.dynamics.path, { profileUserId: owner.id, pageSize: 50 })).json(),
    );
    expect(dyn).not.toContain('匿名的问题');
    const ownDyn = JSON.stringify(
      (await get(e.dynamics.path, { profileUserId: owner.id, pageSize: 50 }, owner)).json(),
    );
    expect(ownDyn).toContain('匿名的问题');
  });

  it('articles: published only, newest first, paged, one kind on request', async () => {
    const first = (await get(e.articles.path, { profileUserId: owner.id, pageSize: 3 })).json();
    expect(first.page).toEqual({ pageNo: 1, pageSize: 3, totalCount: 4, totalPage: 2 });
    expect(first.list.map((a: { id: number }) => a.id)).toEqual([
      ids.caseId,
      ids.articles[2],
      ids.articles[1],
    ]);
    const cases = (await get(e.articles.path, { profileUserId: owner.id, type: 'case' })).json();
    expect(cases.list).toEqual([
      expect.objectContaining({ id: ids.caseId, type: 'case', title: '主页病例' }),
    ]);
    expect(JSON.stringify(first)).not.toContain('草稿');
  });

  it('articles of an author anonymous in the article area (identity 7) are listed to themself only', async () => {
    const others = (await get(e.articles.path, { profileUserId: anonymousWriter.id })).json();
    expect(others.page.totalCount).toBe(0);
    const own = (await get(e.articles.path, { profileUserId: anonymousWriter.id }, anonymousWriter)).json();
    expect(own.page.totalCount).toBe(1);
  });

  it("follows and fans: each row with the viewer's follow; an anonymous fan as 匿名用户", async () => {
    const follows = (await get(e.follows.path, { profileUserId: owner.id }, other)).json();
    expect(follows.list).toEqual([
      expect.objectContaining({ id: other.id, isSelf: true, followStatus: 'F', anonymous: false }),
    ]);
    const fans = (await get(e.fans.path, { profileUserId: owner.id }, owner)).json();
    expect(fans.page.totalCount).toBe(2);
    expect(fans.list[0]).toMatchObject({ id: other.id, followStatus: 'T', isSelf: false });
    expect(fans.list[1]).toMatchObject({ id: 0, realName: '匿名用户', anonymous: true, avatar: '' });
    expect(JSON.stringify(fans)).not.toContain(`"id":${patient.id},`);
  });
});

describe('who may see what', () => {
  it('collections: hidden by default, so only the owner reads them', async () => {
    const own = await get(e.collections.path, { profileUserId: owner.id }, owner);
    expect(own.json().list).toEqual([
      expect.objectContaining({ contentType: 'article', id: ids.otherArticle, collectTime: T0 + 15 * DAY }),
    ]);
    for (const who of [other, null]) {
      const res = await get(e.collections.path, { profileUserId: owner.id }, who);
      expect([res.statusCode, res.json()]).toEqual([403, { code: 403, message: '该用户未公开此内容' }]);
    }
  });

  it('settings: read and saved by the owner only; the server then refuses a hidden tab to others', async () => {
    expect((await get(e.homeViewSettings.path, {})).statusCode).toBe(401);
    expect((await post(e.saveHomeViewSettings.path, { dynamics: false })).statusCode).toBe(401);
    const saved = await post(
      e.saveHomeViewSettings.path,
      {
        dynamics: false,
        articles: true,
        qa: true,
        follows: true,
        favourites: true,
        fans: true,
        userId: other.id,
      },
      owner,
    );
    expect(saved.json().result).toMatchObject({ dynamics: false, favourites: true });
    // the userId named is ignored: the other user's own settings are untouched
    expect((await get(e.homeViewSettings.path, {}, other)).json().result).toMatchObject({
      dynamics: true,
      favourites: false,
    });
    expect((await get(e.homeViewSettings.path, {}, owner)).json().result).toMatchObject({
      dynamics: false,
      favourites: true,
    });
    for (const who of [other, null]) {
      const hidden = await get(e.dynamics.path, { profileUserId: owner.id }, who);
      expect([hidden.statusCode, hidden.json().message]).toEqual([403, '该用户未公开此内容']);
      expect((await get(e.collections.path, { profileUserId: owner.id }, who)).statusCode).toBe(200);
      expect((await get(e.home.path, { profileUserId: owner.id }, who)).json().result.tabs.dynamics).toBe(
        false,
      );
    }
    expect((await get(e.dynamics.path, { profileUserId: owner.id }, owner)).statusCode).toBe(200);
    // a body missing a tab is refused, not half saved
    expect((await post(e.saveHomeViewSettings.path, { dynamics: true }, owner)).statusCode).toBe(400);
  });

  it('subscriptions: the session user own only, newest first', async () => {
    expect((await get(e.subscriptions.path, {})).statusCode).toBe(401);
    const own = (await get(e.subscriptions.path, {}, owner)).json();
    expect(own.list.map((s: { type: string; id: number }) => [s.type, s.id])).toEqual([
      ['productLine', ids.line],
      ['topic', ids.topic],
    ]);
    expect((await get(e.subscriptions.path, { userId: owner.id }, other)).json().list).toEqual([]);
  });
});

describe('enterprise users and brand administrators', () => {
  it('an enterprise user has the company, brands and products', async () => {
    const home = (await get(e.home.path, { profileUserId: corporate.id })).json().result;
    expect(home.variant).toBe('administrator');
    const res = (await get(e.enterpriseProfile.path, { profileUserId: corporate.id })).json().result;
    expect(res).toMatchObject({
      company: '北京品驰医疗设备有限公司',
      brands: [{ id: ids.brand, name: '品驰', logo: '/media/brand.svg', role: 'admin' }],
      products: [{ id: ids.product, name: '品驰 G102R', brandName: '品驰', categoryId: null }],
    });
    const admin = (await get(e.administratorProfile.path, { profileUserId: corporate.id })).json().result;
    expect(admin.brands).toEqual([
      expect.objectContaining({ id: ids.brand, name: '品驰', members: 1, products: 1 }),
    ]);
  });

  it('others have neither variant', async () => {
    const ent = await get(e.enterpriseProfile.path, { profileUserId: owner.id });
    expect([ent.statusCode, ent.json().message]).toEqual([404, '该用户不是企业用户']);
    const adm = await get(e.administratorProfile.path, { profileUserId: owner.id });
    expect([adm.statusCode, adm.json().message]).toEqual([404, '该用户未管理任何品牌']);
  });
});
