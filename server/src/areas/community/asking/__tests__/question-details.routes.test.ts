import { communityEndpoints as e } from '@portal/api/endpoints/community';
import { communityWritingEndpoints as w } from '@portal/api/endpoints/community-writing';
import { IDENTITY } from '@portal/api/identity';
import { COMMUNITY_MESSAGES, QUESTION_LIMITS, TOPIC_LIMITS } from '@portal/api/rules/community';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../../../test-support/test-app';

/** Asking with pictures, topics and an activity; editing one's question; adding and finding topics. */
let t: TestApp;
let clock = DEFAULT_SEED_NOW;
let doctor: { cookie: string; id: number };
let other: { cookie: string; id: number };
let mobiles = 0;

async function verifiedDoctor() {
  mobiles += 1;
  const user = await signIn(t, `1330000${String(3000 + mobiles)}`);
  await t.database.db
    .updateTable('users')
    .set({ identity: IDENTITY.doctor, is_auth: 1, created_at: clock - 365 * 86_400_000 })
    .where('id', '=', user.id)
    .execute();
  return user;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, seed: 'small' });
  doctor = await verifiedDoctor();
  other = await verifiedDoctor();
});
afterAll(async () => {
  await t.close();
});

const post = (path: string, payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: { ...OWN_PAGE_HEADERS, ...(cookie ? { cookie } : {}) },
  });
const get = (path: string, query: Record<string, string>, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: path,
    query,
    headers: { ...OWN_PAGE_HEADERS, ...(cookie ? { cookie } : {}) },
  });

/** a picture as the uploads route records it (the route itself is tested with the uploads) */
let uploads = 0;
async function uploaded(userId: number) {
  uploads += 1;
  const path = `2026/11/${uploads.toString(16).padStart(32, 'a')}.webp`;
  await t.database.db
    .insertInto('media_uploads')
    .values({ user_id: userId, path, bytes: 1000, created_at: clock })
    .execute();
  return `/media/uploads/${path}`;
}

async function topicWithSubspecialty(offset = 0) {
  return t.database.db
    .selectFrom('community_topics')
    .select(['id', 'title', 'questions', 'subspecialty_id'])
    .where('subspecialty_id', 'is not', null)
    .orderBy('id')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
}
const topicCount = async (id: number) =>
  (
    await t.database.db
      .selectFrom('community_topics')
      .select('questions')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).questions;

describe('asking with pictures, topics and an activity', () => {
  it('stores them; the question shows them; its topics and activity count it', async () => {
    const topic = await topicWithSubspecialty();
    const cross = await t.database.db
      .selectFrom('community_topics')
      .select(['id', 'questions'])
      .where('subspecialty_id', 'is', null)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const activity = await t.database.db
      .selectFrom('activities')
      .select(['id', 'name'])
      .where('start_time', '<=', clock)
      .where('end_time', '>', clock)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const activityQuestions = async () =>
      (
        await t.database.db
          .selectFrom('community_questions')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('activity_id', '=', activity.id)
          .where('status', '=', 'published')
          .executeTakeFirstOrThrow()
      ).n;
    const images = [await uploaded(doctor.id), await uploaded(doctor.id)];
    const res = await post(
      e.saveQa.path,
      {
        title: '术后脑脊液漏保守治疗多久无效需要手术修补？',
        text: '患者经鼻术后第5天出现清亮液体流出。',
        images,
        topicIds: [topic.id, cross.id],
        activityId: activity.id,
        userId: other.id,
      },
      doctor.cookie,
    );
    expect(res.statusCode).toBe(200);
    const id = res.json().result.id as number;
    const detail = (await get(e.question.path, { id: String(id) }, doctor.cookie)).json().result;
    expect(detail.images).toEqual(images);
    expect(detail.topics.map((x: { id: number }) => x.id).sort()).toEqual([topic.id, cross.id].sort());
    expect(detail.activity).toEqual({ id: activity.id, name: activity.name });
    expect(detail.creator.id).toBe(doctor.id);
    expect(detail.editable).toBe(true);
    expect(detail.circle).not.toBeNull();
    expect(await topicCount(topic.id)).toBe(topic.questions + 1);
    expect(await topicCount(cross.id)).toBe(cross.questions + 1);
    const stored = await t.database.db
      .selectFrom('activities')
      .select('contents')
      .where('id', '=', activity.id)
      .executeTakeFirstOrThrow();
    expect(stored.contents).toBe(Number(await activityQuestions()));
    // others read the pictures too, but may not edit
    const seen = (await get(e.question.path, { id: String(id) }, other.cookie)).json().result;
    expect(seen.images).toEqual(images);
    expect(seen.editable).toBe(false);
  });

  it('refuses pictures that are not our uploads, too many pictures or topics, unknown topics and closed activities, saving nothing', async () => {
    const count = async () =>
      (
        await t.database.db
          .selectFrom('community_questions')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    const title = '颅咽管瘤术后尿崩的长期管理方案有哪些？';
    const topic = await topicWithSubspecialty();
    const ended = await t.database.db
      .selectFrom('activities')
      .select('id')
      .where('end_time', '<=', clock)
      .limit(1)
      .executeTakeFirstOrThrow();
    const tooMany = await Promise.all(
      Array.from({ length: QUESTION_LIMITS.maxImages + 1 }, () => uploaded(doctor.id)),
    );
    const cases: [object, string][] = [
      [{ images: ['https://evil.example/x.png'] }, COMMUNITY_MESSAGES.badImage],
      [{ images: ['javascript:alert(1)'] }, COMMUNITY_MESSAGES.badImage],
      [{ images: ['/media/uploads/../../etc/passwd'] }, COMMUNITY_MESSAGES.badImage],
      [{ images: [`/media/uploads/2026/11/${'f'.repeat(32)}.webp`] }, COMMUNITY_MESSAGES.badImage],
      [{ images: tooMany }, COMMUNITY_MESSAGES.tooManyImages],
      [{ topicIds: [99_999_999] }, COMMUNITY_MESSAGES.topicNotFound],
      [{ topicIds: [1, 2, 3, 4] }, COMMUNITY_MESSAGES.tooManyTopics],
      [{ topicIds: [topic.id], activityId: ended.id }, COMMUNITY_MESSAGES.activityNotFound],
      [{ activityId: 99_999_999 }, COMMUNITY_MESSAGES.activityNotFound],
    ];
    for (const [fields, message] of cases) {
      const res = await post(e.saveQa.path, { title, ...fields }, doctor.cookie);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
    expect(await count()).toBe(before);
  });
});

describe('the feeds after asking', () => {
  it('show the new question at once, though feed pages are cached', async () => {
    const feed = async () =>
      (await get(e.feed.path, { pageNo: '1', pageSize: '10', order: 'latest' })).json().list as {
        questionTitle: string;
      }[];
    await feed(); // cached now
    const title = '慢性硬膜下血肿钻孔引流术后复发率与引流时间相关吗？';
    expect((await post(e.saveQa.path, { title }, doctor.cookie)).statusCode).toBe(200);
    // after the pinned top answers, the newest first
    expect((await feed()).map((i) => i.questionTitle)).toContain(title);
  });
});

describe('editing one’s question (updateQa)', () => {
  it('lets the asker change text, pictures and topics until someone answers; topic counts follow', async () => {
    const [a, b] = [await topicWithSubspecialty(1), await topicWithSubspecialty(2)];
    const asked = await post(
      e.saveQa.path,
      { title: '椎管内脊膜瘤术后复发率高吗？', topicIds: [a.id] },
      other.cookie,
    );
    const id = asked.json().result.id as number;
    expect(await topicCount(a.id)).toBe(a.questions + 1);
    const picture = await uploaded(other.id);

    // someone else's question reads as missing to them
    const foreign = await post(e.updateQa.path, { id, title: '改成我的标题看看行不行' }, doctor.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(COMMUNITY_MESSAGES.notYourQuestion);

    const edited = await post(
      e.updateQa.path,
      {
        id,
        title: '椎管内脊膜瘤全切后复发率高吗？<b>x</b>',
        text: '补充：WHO 1 级。',
        images: [picture],
        topicIds: [b.id],
      },
      other.cookie,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toBe(COMMUNITY_MESSAGES.updated);
    const detail = (await get(e.question.path, { id: String(id) }, other.cookie)).json().result;
    expect(detail.title).toBe('椎管内脊膜瘤全切后复发率高吗？x');
    expect(detail.images).toEqual([picture]);
    expect(detail.topics.map((x: { id: number }) => x.id)).toEqual([b.id]);
    expect(await topicCount(a.id)).toBe(a.questions);
    expect(await topicCount(b.id)).toBe(b.questions + 1);

    // an answer closes editing
    const answered = await post(
      w.saveAnswer.path,
      { questionId: id, text: '<p>WHO 1 级脊膜瘤全切后复发率很低，建议定期复查 MRI。</p>' },
      doctor.cookie,
    );
    expect(answered.statusCode).toBe(200);
    const late = await post(e.updateQa.path, { id, title: '再改一次标题可以吗？' }, other.cookie);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(COMMUNITY_MESSAGES.alreadyAnswered);
    expect((await get(e.question.path, { id: String(id) }, other.cookie)).json().result.editable).toBe(false);
  });

  it('sends the edit of a reviewed author back to review', async () => {
    const fresh = await signIn(t, '13300003999');
    await t.database.db
      .updateTable('users')
      .set({ identity: IDENTITY.doctor, is_auth: 1, created_at: clock - 365 * 86_400_000 })
      .where('id', '=', fresh.id)
      .execute();
    const id = (await post(e.saveQa.path, { title: '儿童髓母细胞瘤术后放疗剂量？' }, fresh.cookie)).json()
      .result.id;
    await t.database.db.updateTable('users').set({ is_auth: 0 }).where('id', '=', fresh.id).execute();
    const res = await post(
      e.updateQa.path,
      { id, title: '儿童髓母细胞瘤术后全脑全脊髓放疗剂量？' },
      fresh.cookie,
    );
    expect(res.json().message).toBe(COMMUNITY_MESSAGES.submittedForReview);
    const row = await t.database.db
      .selectFrom('community_questions')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    // the anonymous reader no longer finds it
    expect((await get(e.question.path, { id: String(id) })).statusCode).toBe(404);
  });
});

describe('an edit of a rejected question', () => {
  it('goes back to the moderators, even from a verified author', async () => {
    const id = (
      await post(e.saveQa.path, { title: '脊髓栓系综合征成人患者是否需要手术松解？' }, other.cookie)
    ).json().result.id as number;
    await t.database.db
      .updateTable('community_questions')
      .set({ status: 'rejected' })
      .where('id', '=', id)
      .execute();
    const res = await post(
      e.updateQa.path,
      { id, title: '成人脊髓栓系综合征何时需要手术松解？' },
      other.cookie,
    );
    expect(res.json().message).toBe(COMMUNITY_MESSAGES.submittedForReview);
    const row = await t.database.db
      .selectFrom('community_questions')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    const queued = await t.database.db
      .selectFrom('review_queue')
      .select('status')
      .where('content_type', '=', 'community_question')
      .where('content_id', '=', id)
      .execute();
    expect(queued.map((q) => q.status)).toEqual(['pending']);
    expect((await get(e.question.path, { id: String(id) })).statusCode).toBe(404);
  });
});

describe('adding and finding topics', () => {
  it('adds a topic once, whatever the case or how many add it at once; markup is stripped', async () => {
    const results = await Promise.all(
      [
        '<i>Rhoton</i> 显微解剖',
        'rhoton 显微解剖',
        'RHOTON  显微解剖',
        'Rhoton 显微解剖',
        'Rhoton 显微解剖',
      ].map((title) => post(e.addTopic.path, { title }, doctor.cookie)),
    );
    for (const r of results) expect(r.statusCode).toBe(200);
    const ids = new Set(results.map((r) => r.json().result.id));
    expect(ids.size).toBe(1);
    const rows = await t.database.db
      .selectFrom('community_topics')
      .select(['title', 'creator_id'])
      .where('id', '=', [...ids][0]!)
      .execute();
    // whichever arrived first named it; the others found it
    expect(rows).toHaveLength(1);
    expect(['Rhoton 显微解剖', 'rhoton 显微解剖', 'RHOTON 显微解剖']).toContain(rows[0]!.title);
    expect(rows[0]!.creator_id).toBe(doctor.id);
    const same = await t.database.db
      .selectFrom('community_topics')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['title']), '=', 'rhoton 显微解剖'))
      .execute();
    expect(same).toHaveLength(1);
    const found = (await get(e.searchTopics.path, { keywords: 'rhot' })).json().list;
    expect(found.map((x: { id: number }) => x.id)).toContain([...ids][0]);
  });

  it('checks the name, the identity and the daily cap', async () => {
    const tooShort = await post(e.addTopic.path, { title: ' <b>x</b> ' }, other.cookie);
    expect(tooShort.json().message).toBe(COMMUNITY_MESSAGES.topicTitleTooShort);
    const tooLong = await post(
      e.addTopic.path,
      { title: '长'.repeat(TOPIC_LIMITS.titleMax + 1) },
      other.cookie,
    );
    expect(tooLong.json().message).toBe(COMMUNITY_MESSAGES.topicTitleTooLong);
    expect((await post(e.addTopic.path, { title: '新话题' })).statusCode).toBe(401);
    const patient = await signIn(t, '13300003998');
    await t.database.db
      .updateTable('users')
      .set({ identity: IDENTITY.patient })
      .where('id', '=', patient.id)
      .execute();
    const refused = await post(e.addTopic.path, { title: '患者想建的话题' }, patient.cookie);
    expect(refused.statusCode).toBe(403);

    const statuses: number[] = [];
    for (let i = 0; i <= TOPIC_LIMITS.perDay; i += 1)
      statuses.push((await post(e.addTopic.path, { title: `每日上限话题${i}` }, other.cookie)).statusCode);
    expect(statuses).toEqual([...Array(TOPIC_LIMITS.perDay).fill(200), 429]);
    // an existing topic is still answered past the cap: nothing is created
    expect((await post(e.addTopic.path, { title: '每日上限话题0' }, other.cookie)).statusCode).toBe(200);
    clock += 25 * 3_600_000;
    expect((await post(e.addTopic.path, { title: '第二天的新话题' }, other.cookie)).statusCode).toBe(200);
  });

  it('matches the words literally: % and _ are not wildcards', async () => {
    const all = (await get(e.searchTopics.path, { keywords: '%' })).json().list;
    expect(all).toEqual([]);
    const under = (await get(e.searchTopics.path, { keywords: '_' })).json().list;
    expect(under).toEqual([]);
    expect((await get(e.searchTopics.path, { keywords: '   ' })).json().list).toEqual([]);
  });
});
