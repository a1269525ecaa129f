import { meetingCommentEndpoints as e } from '@portal/api/endpoints/meeting-comments';
import { ANONYMOUS_ID, ANONYMOUS_NAME } from '@portal/api/identity';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../../../test-support/test-app';
import { MEETING_COMMENT_TARGET } from '../meeting-comments.routes';

/** A meeting's comments on the shared comment mechanism, over the demo seed. */
let t: TestApp;
let clock = DEFAULT_SEED_NOW;
let reader: { cookie: string; id: number };
let doctor: { cookie: string; id: number };
let patient: { cookie: string; id: number };
let meetingId: number;
let soonId: number;

const qs = (query: Record<string, number>) =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
const get = (url: string, query: Record<string, number>, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    query: qs(query),
    headers: { ...OWN_PAGE_HEADERS, ...(cookie ? { cookie } : {}) },
  });
const post = (url: string, payload: object, cookie: string | null) => {
  clock += 1;
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...OWN_PAGE_HEADERS, ...(cookie ? { cookie } : {}) },
  });
};
const save = (payload: Record<string, unknown>, cookie: string | null = reader.cookie) =>
  post(e.saveComment.path, payload, cookie);
const digg = (commentId: number, cookie: string | null) => post(e.commentDigg.path, { commentId }, cookie);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, seed: 'small' });
  const db = t.database.db;
  meetingId = (
    await db
      .selectFrom('meetings')
      .select('id')
      .where('publish_status', '=', '1')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
  soonId = (
    await db
      .selectFrom('meetings')
      .select('id')
      .where('publish_status', '=', '0')
      .where('forthcoming', '=', 'T')
      .executeTakeFirstOrThrow()
  ).id;
  // the meeting starts without seeded comments or pins: the test's own only
  await db.deleteFrom('meeting_comment_sticks').where('meeting_id', '=', meetingId).execute();
  await db
    .deleteFrom('comments')
    .where('target_type', '=', MEETING_COMMENT_TARGET)
    .where('target_id', '=', meetingId)
    .execute();
  reader = await signIn(t, '13900007001');
  doctor = await signIn(t, '13900007002');
  patient = await signIn(t, '13900007003');
  await db
    .updateTable('users')
    .set({ identity: 1, real_name: '李医生' })
    .where('id', '=', doctor.id)
    .execute();
  await db
    .updateTable('users')
    .set({ identity: 3, real_name: '张患者' })
    .where('id', '=', patient.id)
    .execute();
});

afterAll(async () => {
  await t.close();
});

beforeEach(() => {
  // a fresh minute of allowance for each test
  clock += 120_000;
});

describe('posting', () => {
  it('visitors get 401 with 请先登录', async () => {
    const res = await save({ meetingId, text: '好' }, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, message: '请先登录' });
    expect((await digg(1, null)).statusCode).toBe(401);
  });

  it('refuses 151 characters and blank text in Chinese; 150 pass', async () => {
    const long = await save({ meetingId, text: '脑'.repeat(151) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ code: 400, message: '评论内容不能超过150个字' });
    const huge = await save({ meetingId, text: 'x'.repeat(5000) });
    expect(huge.json()).toEqual({ code: 400, message: '评论内容不能超过150个字' });
    expect((await save({ meetingId, text: '  ' })).json()).toEqual({
      code: 400,
      message: '评论内容不能为空',
    });
    expect((await save({ meetingId, text: '脑'.repeat(150) })).statusCode).toBe(200);
  });

  it('posts plain text as the session user, and replies (to a reply too)', async () => {
    const res = await save({ meetingId, text: '<b>讲得</b>很好<script>x</script>', userId: doctor.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('评论成功!');
    const top = res.json().result;
    expect(top).toMatchObject({ text: '讲得很好x', creator: { id: reader.id }, childCommentsCount: 0 });
    const reply = (await save({ meetingId, parentId: top.id, text: '同意' }, doctor.cookie)).json().result;
    expect(reply).toMatchObject({ parentId: top.id, childId: doctor.id, childName: '李医生', text: '同意' });
    const nested = (await save({ meetingId, parentId: reply.id, text: '谢谢' })).json().result;
    expect(nested).toMatchObject({ parentId: top.id, parentName: '李医生' });
    const children = (await get(e.childComments.path, { commentId: top.id, pageNo: 1, pageSize: 4 })).json();
    expect(children.list.map((c: { text: string }) => c.text)).toEqual(['同意', '谢谢']);
    expect(children.page).toEqual({ pageNo: 1, pageSize: 4, totalCount: 2, totalPage: 1 });
    // a reply names a comment of this meeting only
  });

  it('limits comments per user per minute, as the article comments do', async () => {
    let status = 200;
    for (let i = 0; i < 11 && status === 200; i++)
      status = (await save({ meetingId, text: `第${i}条` }, doctor.cookie)).statusCode;
    expect(status).toBe(429);
  });

  it('404s a coming-soon meeting and a missing one: 会议不存在', async () => {
    for (const id of [soonId, 999_999]) {
      const posted = await save({ meetingId: id, text: '好' });
      expect(posted.statusCode).toBe(404);
      expect(posted.json().message).toBe('会议不存在');
      expect((await get(e.comments.path, { meetingId: id })).statusCode).toBe(404);
      expect((await get(e.stickComments.path, { meetingId: id })).statusCode).toBe(404);
    }
  });
});

describe('pinned comments and the page', () => {
  let pinned: number[];
  let plain: number[];
  beforeAll(async () => {
    const db = t.database.db;
    await db.deleteFrom('comments').where('target_id', '=', meetingId).execute();
    const ids: number[] = [];
    for (let i = 1; i <= 13; i++) {
      clock += 60_000;
      ids.push(
        (await save({ meetingId, text: `评论${i}` }, i % 2 ? reader.cookie : doctor.cookie)).json().result.id,
      );
    }
    // pinned: 评论2 then 评论9 (by sort, not by id)
    pinned = [ids[1]!, ids[8]!];
    await db
      .insertInto('meeting_comment_sticks')
      .values([
        { comment_id: ids[8]!, meeting_id: meetingId, sort: 1 },
        { comment_id: ids[1]!, meeting_id: meetingId, sort: 0 },
      ])
      .execute();
    plain = ids.filter((id) => !pinned.includes(id)).reverse();
  });

  it('getMtgStickCommentPage lists the pinned ones in pin order', async () => {
    const res = await get(e.stickComments.path, { meetingId }, reader.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.list.map((c: { id: number }) => c.id)).toEqual(pinned);
    expect(body.list[0]).toMatchObject({ text: '评论2', isDigg: false, childComments: [] });
    expect(body.page).toMatchObject({ totalCount: 2, totalPage: 1 });
  });

  it('getMtgCommentPage pages the rest newest first, 10 a page, without the pinned ones', async () => {
    const p1 = (await get(e.comments.path, { meetingId, pageNo: 1, pageSize: 10 })).json();
    const p2 = (await get(e.comments.path, { meetingId, pageNo: 2, pageSize: 10 })).json();
    expect(p1.page).toEqual({ pageNo: 1, pageSize: 10, totalCount: 11, totalPage: 2 });
    expect([...p1.list, ...p2.list].map((c: { id: number }) => c.id)).toEqual(plain);
    // default page size is 10
    expect((await get(e.comments.path, { meetingId })).json().list).toHaveLength(10);
  });

  it('likes toggle T/F with the count, also on pinned comments', async () => {
    const id = pinned[0]!;
    expect((await digg(id, reader.cookie)).json().result).toEqual({ diggStatus: 'T', diggs: 1 });
    expect((await digg(id, doctor.cookie)).json().result).toEqual({ diggStatus: 'T', diggs: 2 });
    expect((await digg(id, reader.cookie)).json().result).toEqual({ diggStatus: 'F', diggs: 1 });
    const stick = (await get(e.stickComments.path, { meetingId }, doctor.cookie)).json().list[0];
    expect(stick).toMatchObject({ id, diggs: 1, isDigg: true });
    const missing = await digg(999_999, reader.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('评论不存在或已删除');
  });

  it('a patient commenter (identity 3) is anonymous to others; identity 7 is named in meetings', async () => {
    const top = (await save({ meetingId, text: '患者提问' }, patient.cookie)).json().result;
    // the commenter still sees themself
    expect(top.creator).toMatchObject({ id: patient.id, realName: '张患者' });
    const reply = (await save({ meetingId, parentId: top.id, text: '请咨询主治医生' }, doctor.cookie)).json()
      .result;
    expect(reply.parentName).toBe(ANONYMOUS_NAME);
    const first = (await get(e.comments.path, { meetingId }, reader.cookie)).json().list[0];
    expect(first).toMatchObject({
      id: top.id,
      creator: { id: ANONYMOUS_ID, realName: ANONYMOUS_NAME, avatarAddress: '' },
    });
    expect(JSON.stringify(first)).not.toContain('张患者');
    const visitor = (await get(e.comments.path, { meetingId })).json().list[0];
    expect(visitor.creator.realName).toBe(ANONYMOUS_NAME);

    await t.database.db
      .updateTable('users')
      .set({ identity: 7, real_name: '王公众' })
      .where('id', '=', reader.id)
      .execute();
    await save({ meetingId, text: '公众提问' });
    const named = (await get(e.comments.path, { meetingId }, doctor.cookie)).json().list[0];
    expect(named.creator).toMatchObject({ id: reader.id, realName: '王公众' });
  });

  it('comments of other targets are not this meeting’s', async () => {
    const article = await t.database.db
      .selectFrom('comments')
      .select('id')
      .where('target_type', '!=', MEETING_COMMENT_TARGET)
      .where('parent_id', 'is', null)
      .executeTakeFirst();
    if (!article) return;
    expect((await get(e.childComments.path, { commentId: article.id })).statusCode).toBe(404);
    expect((await digg(article.id, reader.cookie)).statusCode).toBe(404);
  });
});
