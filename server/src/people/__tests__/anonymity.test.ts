import { articleEndpoints } from '@portal/api/endpoints/article';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { infoEndpoints } from '@portal/api/endpoints/info';
import { searchEndpoints } from '@portal/api/endpoints/search';
import { userEndpoints } from '@portal/api/endpoints/user';
import { weekliesColumnsEndpoints } from '@portal/api/endpoints/weeklies-columns';
import { IDENTITY } from '@portal/api/identity';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import { SEARCH_TABS } from '@portal/api/rules/search';
import { createIndexer } from '../../test-support/areas';
import { makeArticle } from '../../test-support/articles';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app';

/**
 * Identity 3 (everywhere) and 7 (in the article area) are anonymous: their name, id and avatar
 * reach nobody but themselves, whatever the call. Before this, they were hidden on screen only:
 * comment lists, personal info and the collectors line sent the real names to anyone.
 */
let t: TestApp;
let clock = Date.UTC(2026, 10, 24, 2);
type Person = { cookie: string; id: number; name: string; avatar: string };
let patient: Person;
let otherPublic: Person;
let doctor: Person;
let reader: Person;
let articleId: number;
let infoId: number;
let anonymousArticleId: number;

async function person(mobile: string, name: string, identity: number | null): Promise<Person> {
  const signed = await signIn(t, mobile);
  const avatar = `/media/avatar/secret-${mobile}.svg`;
  await t.database.db
    .updateTable('users')
    .set({ real_name: name, identity, avatar })
    .where('id', '=', signed.id)
    .execute();
  return { ...signed, name, avatar };
}

const get = (url: string, query: Record<string, string | number>, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: cookie ? { cookie } : {},
  });
const post = (url: string, payload: object, cookie: string) => {
  clock += 61_000;
  return t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
};

/** nothing that identifies these people is anywhere in the body */
function expectUnnamed(body: string, ...people: Person[]) {
  for (const p of people) {
    expect(body).not.toContain(p.name);
    expect(body).not.toContain(p.avatar);
    // ids of people (content ids may share the number)
    expect(body).not.toMatch(new RegExp(`("creator":\\{"id"|"childId"|"userId"|"systemUserId"):${p.id}\\b`));
  }
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  patient = await person('13900004001', '陈秘密', IDENTITY.patient);
  otherPublic = await person('13900004002', '林隐名', IDENTITY.otherPublic);
  doctor = await person('13900004003', '王公开', IDENTITY.doctor);
  reader = await person('13900004004', '赵读者', IDENTITY.doctor);
  articleId = await makeArticle(t.database.db, doctor.id, { title: '颞叶癫痫术前评估体会' });
  anonymousArticleId = await makeArticle(t.database.db, otherPublic.id, { title: '一名患者家属的就诊经历' });
  const info = await t.database.db
    .insertInto('info_articles')
    .values({
      title: '脑胶质瘤诊疗进展',
      cover: '',
      summary: '摘要',
      body_html: '<p>正文</p>',
      source: '脑医汇',
      publish_date: clock,
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
  infoId = info.id;

  const top = await post(
    articleEndpoints.postComment.path,
    { articleId, text: '术后还需要吃药吗' },
    patient.cookie,
  );
  await post(
    articleEndpoints.postComment.path,
    { articleId, text: '我是家属，想了解一下' },
    otherPublic.cookie,
  );
  const doctorTop = await post(
    articleEndpoints.postComment.path,
    { articleId, text: '供同行参考' },
    doctor.cookie,
  );
  await post(
    articleEndpoints.postComment.path,
    { articleId, parentId: top.json().result.id, text: '需要遵医嘱' },
    doctor.cookie,
  );
  const patientReply = await post(
    articleEndpoints.postComment.path,
    { articleId, parentId: doctorTop.json().result.id, text: '谢谢医生' },
    patient.cookie,
  );
  // a reply to the patient's reply names whom it answers
  await post(
    articleEndpoints.postComment.path,
    { articleId, parentId: patientReply.json().result.id, text: '不客气' },
    doctor.cookie,
  );

  await post(infoEndpoints.postComment.path, { articleId: infoId, text: '患者能看懂吗' }, patient.cookie);
  await post(infoEndpoints.postComment.path, { articleId: infoId, text: '资讯写得清楚' }, otherPublic.cookie);

  for (const p of [patient, otherPublic, reader]) {
    await post(
      engagementEndpoints.collect.path,
      { contentId: articleId, type: COLLECT_TYPES.mpArticle },
      p.cookie,
    );
  }
  await createIndexer(t.database.db).rebuildAll();
});

afterAll(async () => {
  await t.close();
});

describe('comments', () => {
  it('never name an anonymous commenter to visitors or other users, in comments and in replies', async () => {
    for (const cookie of [undefined, reader.cookie]) {
      const res = await get(articleEndpoints.comments.path, { articleId, pageNo: 1, pageSize: 10 }, cookie);
      expect(res.statusCode).toBe(200);
      expectUnnamed(res.body, patient, otherPublic);
      const list = res.json().list as {
        text: string;
        creator: { id: number; realName: string; avatarAddress: string; identity: number };
        childComments: { childName: string; parentName: string; childId: number }[];
      }[];
      const byText = (text: string) => list.find((c) => c.text === text)!;
      expect(byText('术后还需要吃药吗').creator).toEqual({
        id: 0,
        realName: '匿名用户',
        avatarAddress: '',
        identity: 3,
      });
      expect(byText('我是家属，想了解一下').creator).toMatchObject({
        id: 0,
        realName: '匿名用户',
        identity: 7,
      });
      expect(byText('供同行参考').creator).toMatchObject({
        id: doctor.id,
        realName: '王公开',
        avatarAddress: doctor.avatar,
      });
      expect(byText('术后还需要吃药吗').childComments[0]).toMatchObject({
        childName: '王公开',
        parentName: '匿名用户',
      });
      const replies = byText('供同行参考').childComments;
      expect(replies.map((c) => [c.childName, c.childId, c.parentName])).toEqual([
        ['匿名用户', 0, '王公开'],
        ['王公开', doctor.id, '匿名用户'],
      ]);
    }
  });

  it('keep the reply pages just as quiet', async () => {
    const list = (await get(articleEndpoints.comments.path, { articleId, pageNo: 1, pageSize: 10 })).json()
      .list as {
      id: number;
      text: string;
    }[];
    const doctorTop = list.find((c) => c.text === '供同行参考')!;
    const res = await get(articleEndpoints.childComments.path, {
      commentId: doctorTop.id,
      pageNo: 1,
      pageSize: 4,
    });
    expect(res.json().list).toHaveLength(2);
    expectUnnamed(res.body, patient, otherPublic);
  });

  it('show anonymous people their own name', async () => {
    const res = await get(
      articleEndpoints.comments.path,
      { articleId, pageNo: 1, pageSize: 10 },
      patient.cookie,
    );
    const mine = (res.json().list as { text: string; creator: { id: number; realName: string } }[]).find(
      (c) => c.text === '术后还需要吃药吗',
    );
    expect(mine?.creator).toMatchObject({ id: patient.id, realName: '陈秘密' });
    // and still nobody else's
    expectUnnamed(res.body, otherPublic);
  });

  it('name identity 7 outside the article area, never identity 3', async () => {
    const res = await get(infoEndpoints.comments.path, { articleId: infoId, pageNo: 1, pageSize: 10 });
    expectUnnamed(res.body, patient);
    expect(res.body).toContain('林隐名');
  });
});

describe('collectors', () => {
  it('the collectors line and list never name an anonymous collector', async () => {
    const honor = await get(
      weekliesColumnsEndpoints.honorInfo.path,
      { articleId, articleType: 'A' },
      reader.cookie,
    );
    expect(honor.json().result.collect).toEqual({
      collectorNameList: ['赵读者', '匿名用户', '匿名用户'],
      total: 3,
    });
    const collectors = await get(
      weekliesColumnsEndpoints.collectors.path,
      { articleId, articleType: 'A', pageNo: 1, pageSize: 5 },
      doctor.cookie,
    );
    expectUnnamed(collectors.body, patient, otherPublic);
    expect(collectors.json().list).toEqual([
      expect.objectContaining({ userId: reader.id, realName: '赵读者' }),
      { userId: 0, realName: '匿名用户', company: '', userAvatar: '', isFollow: false },
      { userId: 0, realName: '匿名用户', company: '', userAvatar: '', isFollow: false },
    ]);
  });
});

describe('an anonymous author', () => {
  it('is not named on their article, in lists, related articles or search', async () => {
    const detail = await get(articleEndpoints.detail.path, { articleId: anonymousArticleId }, reader.cookie);
    expect(detail.json().result.creator).toMatchObject({
      id: 0,
      realName: '匿名用户',
      userPostNum: 0,
      fans: 0,
    });
    expectUnnamed(detail.body, otherPublic);
    const own = await get(
      articleEndpoints.detail.path,
      { articleId: anonymousArticleId },
      otherPublic.cookie,
    );
    expect(own.json().result.creator).toMatchObject({ id: otherPublic.id, realName: '林隐名' });

    expectUnnamed((await get(articleEndpoints.list.path, { pageNo: 1, pageSize: 20 })).body, otherPublic);
    expectUnnamed((await get(articleEndpoints.related.path, { articleId, count: 4 })).body, otherPublic);
    const byName = await get(searchEndpoints.query.path, { keywords: '林隐名', type: SEARCH_TABS.all });
    expect(byName.json().list).toEqual([]);
    const byTitle = await get(searchEndpoints.query.path, { keywords: '就诊经历', type: SEARCH_TABS.all });
    expect(byTitle.json().list.length).toBeGreaterThan(0);
    expectUnnamed(byTitle.body, otherPublic);
  });
});

describe('profiles and follows', () => {
  it('an anonymous person has no profile for anyone else, and cannot be followed', async () => {
    const profile = await get(userEndpoints.personalInfo.path, { profileUserId: patient.id }, reader.cookie);
    expect([profile.statusCode, profile.json()]).toEqual([404, { code: 404, message: '用户不存在' }]);
    const own = await get(userEndpoints.personalInfo.path, { profileUserId: patient.id }, patient.cookie);
    expect(own.json().result.realName).toBe('陈秘密');
    const follow = await post(engagementEndpoints.followUser.path, { userId: patient.id }, reader.cookie);
    expect([follow.statusCode, follow.json().message]).toEqual([404, '用户不存在']);
    const doctorProfile = await get(
      userEndpoints.personalInfo.path,
      { profileUserId: doctor.id },
      reader.cookie,
    );
    expect(doctorProfile.json().result.realName).toBe('王公开');
  });
});
