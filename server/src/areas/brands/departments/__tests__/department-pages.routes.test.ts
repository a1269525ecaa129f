import type {
  DepartmentDetail,
  DepartmentDynamic,
  DepartmentFeedback,
  DepartmentMember,
  JoinApplication,
} from '@portal/api/contract/department';
import { IDENTITY, IS_AUTH } from '@portal/api/contract/user';
import { departmentEndpoints as e } from '@portal/api/endpoints/department';
import { userEndpoints } from '@portal/api/endpoints/user';
import {
  DEPARTMENT_LIMITS,
  DEPARTMENT_MESSAGES,
  FEEDBACK_MESSAGES,
  JOIN_MESSAGES,
  MEMBER_MESSAGES,
} from '@portal/api/rules/department';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import { makeArticle } from '../../../../test-support/articles';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 3, 2);
let t: TestApp;

type Person = { cookie: string; id: number };
let admin: Person;
let member: Person;
let applicant: Person;
let otherDoctor: Person;
let otherAdmin: Person;
let reviewing: Person;
let failed: Person;
let unverified: Person;
let patient: Person;
let noIdentity: Person;
let ours: number;
let theirs: number;

// each request from an address of its own: the per-client limits are not what most tests are about
let address = 0;
const nextAddress = () => `10.8.${(++address >> 8) & 255}.${address & 255}`;
const get = (url: string, query: Record<string, string | number>, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: cookie ? { cookie } : {},
    remoteAddress: nextAddress(),
  });
const post = (
  url: string,
  payload: Record<string, unknown>,
  cookie?: string,
  remoteAddress = nextAddress(),
) => t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {}, remoteAddress });

const detail = async (departmentId: number, cookie?: string) =>
  (await get(e.detail.path, { departmentId }, cookie)).json().result as DepartmentDetail;
const memberTotal = async (departmentId: number) =>
  (
    await t.database.db
      .selectFrom('departments')
      .select('member_total')
      .where('id', '=', departmentId)
      .executeTakeFirstOrThrow()
  ).member_total;
const membersOf = async (departmentId: number) =>
  (
    await t.database.db
      .selectFrom('department_members')
      .select('user_id')
      .where('department_id', '=', departmentId)
      .orderBy('user_id')
      .execute()
  ).map((m) => m.user_id);

async function as(mobile: string, identity: number | null, isAuth: number, name: string): Promise<Person> {
  const who = await signIn(t, mobile);
  await t.database.db
    .updateTable('users')
    .set({ identity, is_auth: isAuth, real_name: name, title: '主治医师', company: '浙江省人民医院' })
    .where('id', '=', who.id)
    .execute();
  return who;
}

async function department(name: string) {
  const row = await t.database.db
    .insertInto('departments')
    .values({
      hospital_group_name: '首都医科大学宣武医院',
      name,
      icon_url: '/media/avatar/department-1.svg',
      city: '北京',
      subspecialty_id: null,
      member_total: 0,
      subscribers: 0,
      views: 10,
      created_at: NOW - 400 * DAY,
      description: '国家临床重点专科',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function join(departmentId: number, userId: number, role: 'admin' | 'member', joinedAt: number) {
  await t.database.db
    .insertInto('department_members')
    .values({ department_id: departmentId, user_id: userId, role, created_at: joinedAt })
    .execute();
  await t.database.db
    .updateTable('departments')
    .set((eb) => ({ member_total: eb('member_total', '+', 1) }))
    .where('id', '=', departmentId)
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const doctor = IDENTITY.doctor;
  admin = await as('13700000401', doctor, IS_AUTH.verified, '宋主任');
  member = await as('13700000402', doctor, IS_AUTH.verified, '韩医生');
  applicant = await as('13700000403', doctor, IS_AUTH.verified, '周医生');
  otherDoctor = await as('13700000404', doctor, IS_AUTH.verified, '吴医生');
  otherAdmin = await as('13700000405', doctor, IS_AUTH.verified, '郑主任');
  reviewing = await as('13700000406', doctor, IS_AUTH.reviewing, '冯医生');
  failed = await as('13700000407', doctor, IS_AUTH.failed, '陈医生');
  unverified = await as('13700000408', doctor, IS_AUTH.unverified, '褚医生');
  patient = await as('13700000409', IDENTITY.patient, IS_AUTH.unverified, '卫女士');
  noIdentity = await as('13700000410', null, IS_AUTH.unverified, '蒋先生');
  ours = await department('神经外科');
  theirs = await department('神经介入科');
  // the member joined first, the administrator later: administrators are listed first all the same
  await join(ours, member.id, 'member', NOW - 300 * DAY);
  await join(ours, admin.id, 'admin', NOW - 200 * DAY);
  await join(theirs, otherAdmin.id, 'admin', NOW - 100 * DAY);
  await join(theirs, patient.id, 'member', NOW - 50 * DAY);
});

afterAll(async () => {
  await t.close();
});

describe('a department’s page', () => {
  it('shows a visitor the department and counts the view, with no marks of their own', async () => {
    const first = await detail(ours);
    expect(first).toEqual({
      id: ours,
      hospitalGroupName: '首都医科大学宣武医院',
      name: '神经外科',
      iconUrl: '/media/avatar/department-1.svg',
      city: '北京',
      description: '国家临床重点专科',
      memberTotal: 2,
      subscribers: 0,
      views: 11,
      isSubscribe: false,
      isCollect: false,
      isMember: false,
      isAdmin: false,
      application: null,
    });
    expect((await detail(ours)).views).toBe(12);
  });

  it('tells a member and an administrator what they are', async () => {
    expect(await detail(ours, member.cookie)).toEqual(
      expect.objectContaining({ isMember: true, isAdmin: false }),
    );
    expect(await detail(ours, admin.cookie)).toEqual(
      expect.objectContaining({ isMember: true, isAdmin: true }),
    );
    expect(await detail(theirs, admin.cookie)).toEqual(
      expect.objectContaining({ isMember: false, isAdmin: false }),
    );
  });

  it('says 科室不存在 for an unknown department, and refuses an id that is none', async () => {
    const res = await get(e.detail.path, { departmentId: 999_999 });
    expect(res.json()).toEqual({ code: 404, message: DEPARTMENT_MESSAGES.notFound });
    expect((await get(e.detail.path, { departmentId: 0 })).statusCode).toBe(400);
    expect((await get(e.members.path, { departmentId: 999_999 })).statusCode).toBe(404);
    expect((await get(e.dynamics.path, { departmentId: 999_999 })).statusCode).toBe(404);
  });
});

describe('its members', () => {
  it('lists administrators first, then by when they joined, with their profile ids', async () => {
    const res = await get(e.members.path, { departmentId: ours });
    const list = res.json().list as DepartmentMember[];
    expect(list.map((m) => [m.id, m.realName, m.role])).toEqual([
      [admin.id, '宋主任', 'admin'],
      [member.id, '韩医生', 'member'],
    ]);
    expect(list[0]).toEqual(
      expect.objectContaining({ title: '主治医师', company: '浙江省人民医院', joinedAt: NOW - 200 * DAY }),
    );
    expect(res.json().page).toEqual({ pageNo: 1, pageSize: 10, totalCount: 2, totalPage: 1 });
    const second = await get(e.members.path, { departmentId: ours, pageNo: 2, pageSize: 1 });
    expect((second.json().list as DepartmentMember[]).map((m) => m.id)).toEqual([member.id]);
  });

  it('shows an anonymous person as 匿名用户, without id, company or title', async () => {
    const list = (await get(e.members.path, { departmentId: theirs })).json().list as DepartmentMember[];
    expect(list[1]).toEqual(
      expect.objectContaining({ id: 0, realName: '匿名用户', avatarAddress: '', company: '', title: '' }),
    );
  });
});

describe('collect', () => {
  it('needs a signed-in user', async () => {
    expect((await post(e.collect.path, { departmentId: ours })).json()).toEqual({
      code: 401,
      message: '请先登录',
    });
  });

  it('toggles the session user’s collection, kept with their other collections (the profile’s 收藏 total)', async () => {
    const collectTotal = async () =>
      (
        await get(userEndpoints.personalInfo.path, { profileUserId: otherDoctor.id }, otherDoctor.cookie)
      ).json().result.collectTotal as number;
    const before = await collectTotal();
    const on = await post(e.collect.path, { departmentId: ours, userId: member.id }, otherDoctor.cookie);
    expect(on.json()).toEqual({
      code: 1,
      result: { isCollect: true },
      message: DEPARTMENT_MESSAGES.collected,
    });
    expect((await detail(ours, otherDoctor.cookie)).isCollect).toBe(true);
    expect((await detail(ours, member.cookie)).isCollect).toBe(false);
    const rows = await t.database.db
      .selectFrom('collections')
      .select(['user_id', 'content_type', 'content_id'])
      .where('content_type', '=', COLLECT_TYPES.department)
      .execute();
    expect(rows).toEqual([
      { user_id: otherDoctor.id, content_type: COLLECT_TYPES.department, content_id: ours },
    ]);
    expect(await collectTotal()).toBe(before + 1);

    const off = await post(e.collect.path, { departmentId: ours }, otherDoctor.cookie);
    expect(off.json()).toEqual({
      code: 1,
      result: { isCollect: false },
      message: DEPARTMENT_MESSAGES.uncollected,
    });
    expect((await detail(ours, otherDoctor.cookie)).isCollect).toBe(false);
    expect(await collectTotal()).toBe(before);
  });

  it('says 科室不存在 for an unknown department', async () => {
    const res = await post(e.collect.path, { departmentId: 999_999 }, member.cookie);
    expect(res.json()).toEqual({ code: 404, message: DEPARTMENT_MESSAGES.notFound });
  });
});

describe('feedback', () => {
  const send = (payload: Record<string, unknown>, cookie?: string, remoteAddress?: string) =>
    post(e.feedback.path, { departmentId: ours, type: 'wrong_info', ...payload }, cookie, remoteAddress);

  it('needs a signed-in user', async () => {
    expect((await send({ text: '床位数有误' })).statusCode).toBe(401);
  });

  it('refuses empty or too long text, and text that is nothing but markup, keeping nothing', async () => {
    const cases: [string, string][] = [
      ['   ', FEEDBACK_MESSAGES.textRequired],
      ['<script>alert(1)</script>', FEEDBACK_MESSAGES.textRequired],
      ['误'.repeat(DEPARTMENT_LIMITS.feedbackText + 1), FEEDBACK_MESSAGES.textTooLong],
    ];
    for (const [text, message] of cases) {
      const res = await send({ text }, noIdentity.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await send({ text: '有误', type: 'praise' }, noIdentity.cookie)).statusCode).toBe(400);
    const kept = await t.database.db.selectFrom('department_feedback').select('id').execute();
    expect(kept).toEqual([]);
  });

  it('keeps plain text for the session user, a few a day per department', async () => {
    const res = await send(
      { text: '  <b>开放床位</b>已调整为 120 张 ', userId: admin.id },
      noIdentity.cookie,
    );
    expect(res.json()).toEqual({
      code: 1,
      result: { id: expect.any(Number) },
      message: FEEDBACK_MESSAGES.submitted,
    });
    const row = await t.database.db
      .selectFrom('department_feedback')
      .selectAll()
      .where('id', '=', res.json().result.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual(
      expect.objectContaining({
        user_id: noIdentity.id,
        type: 'wrong_info',
        text: '开放床位已调整为 120 张',
      }),
    );
    await send({ text: '希望补充门诊时间', type: 'other' }, noIdentity.cookie);
    await send({ text: '城市有误' }, noIdentity.cookie);
    const fourth = await send({ text: '还有一处' }, noIdentity.cookie);
    expect(fourth.json()).toEqual({ code: 429, message: FEEDBACK_MESSAGES.dailyLimit });
    // another department, the same day
    expect((await send({ text: '简介有误', departmentId: theirs }, noIdentity.cookie)).statusCode).toBe(200);
    expect((await send({ text: '简介有误', departmentId: 999_999 }, noIdentity.cookie)).statusCode).toBe(404);
  });

  it('one client sending more than 30 a minute is told to slow down', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await send({ text: '' }, member.cookie, '10.9.9.9'));
    expect(answers.slice(0, 30).every((a) => a.statusCode === 400)).toBe(true);
    expect(answers[30]!.json()).toEqual({ code: 429, message: FEEDBACK_MESSAGES.tooMany });
  });

  it('is read by the department’s administrators only, newest first', async () => {
    const list = async (departmentId: number, cookie?: string) =>
      get(e.feedbackList.path, { departmentId }, cookie);
    const res = await list(ours, admin.cookie);
    const items = res.json().list as DepartmentFeedback[];
    expect(items.map((f) => f.text)).toEqual(['城市有误', '希望补充门诊时间', '开放床位已调整为 120 张']);
    expect(items[0]!.user).toEqual({
      id: noIdentity.id,
      realName: '蒋先生',
      avatarAddress: expect.any(String),
    });
    for (const who of [member, otherAdmin, noIdentity]) {
      expect((await list(ours, who.cookie)).json()).toEqual({
        code: 403,
        message: FEEDBACK_MESSAGES.forbidden,
      });
    }
    expect((await list(ours)).statusCode).toBe(401);
    expect(
      ((await list(theirs, otherAdmin.cookie)).json().list as DepartmentFeedback[]).map((f) => f.text),
    ).toEqual(['简介有误']);
  });
});

describe('the identity audit: applying to join', () => {
  const apply = (cookie: string | undefined, payload: Record<string, unknown> = {}, remoteAddress?: string) =>
    post(e.apply.path, { departmentId: ours, ...payload }, cookie, remoteAddress);

  it('needs a signed-in verified doctor, saying why not to everyone else', async () => {
    expect((await apply(undefined)).statusCode).toBe(401);
    const refused: [Person, string][] = [
      [patient, JOIN_MESSAGES.notDoctor],
      [noIdentity, JOIN_MESSAGES.notDoctor],
      [reviewing, JOIN_MESSAGES.authReviewing],
      [failed, JOIN_MESSAGES.authFailed],
      [unverified, JOIN_MESSAGES.pleaseAuthenticate],
    ];
    for (const [who, message] of refused)
      expect((await apply(who.cookie)).json()).toEqual({ code: 403, message });
    expect(await t.database.db.selectFrom('department_join_applications').select('id').execute()).toEqual([]);
  });

  it('refuses a member, an unknown department and a note too long', async () => {
    expect((await apply(member.cookie)).json()).toEqual({ code: 409, message: JOIN_MESSAGES.alreadyMember });
    expect((await apply(applicant.cookie, { departmentId: 999_999 })).statusCode).toBe(404);
    const long = await apply(applicant.cookie, { remark: '说'.repeat(DEPARTMENT_LIMITS.remark + 1) });
    expect(long.json()).toEqual({ code: 400, message: JOIN_MESSAGES.remarkTooLong });
  });

  it('keeps one pending application, which its applicant sees on the page', async () => {
    const res = await apply(applicant.cookie, { remark: '<p>本院新入职</p>', userId: otherDoctor.id });
    expect(res.json()).toEqual({
      code: 1,
      result: { id: expect.any(Number), status: 'pending', reason: '', createdAt: NOW, decidedAt: null },
      message: JOIN_MESSAGES.applied,
    });
    expect((await detail(ours, applicant.cookie)).application).toEqual(res.json().result);
    expect((await detail(ours, otherDoctor.cookie)).application).toBeNull();
    expect((await apply(applicant.cookie)).json()).toEqual({ code: 409, message: JOIN_MESSAGES.pending });
  });

  it('keeps one of several sent at once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => apply(otherDoctor.cookie)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const rows = await t.database.db
      .selectFrom('department_join_applications')
      .select('status')
      .where('user_id', '=', otherDoctor.id)
      .execute();
    expect(rows).toEqual([{ status: 'pending' }]);
  });

  it('one client sending more than 20 a minute is told to slow down', async () => {
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await apply(member.cookie, {}, '10.9.9.10'));
    expect(answers.slice(0, 20).every((a) => a.statusCode === 409)).toBe(true);
    expect(answers[20]!.json()).toEqual({ code: 429, message: JOIN_MESSAGES.tooMany });
  });
});

describe('the identity audit: deciding', () => {
  const pending = (cookie?: string, departmentId = ours) =>
    get(e.applications.path, { departmentId }, cookie);
  const decide = (cookie: string | undefined, payload: Record<string, unknown>) =>
    post(e.audit.path, payload, cookie);
  const applicationOf = async (userId: number) =>
    await t.database.db
      .selectFrom('department_join_applications')
      .select(['id', 'status', 'reason', 'remark', 'decided_by'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  it('lists the pending applications, oldest first, to the department’s administrators only', async () => {
    const res = await pending(admin.cookie);
    const list = res.json().list as JoinApplication[];
    expect(list.map((a) => a.applicant.id)).toEqual([applicant.id, otherDoctor.id]);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      remark: '本院新入职',
      createdAt: NOW,
      applicant: expect.objectContaining({
        id: applicant.id,
        realName: '周医生',
        title: '主治医师',
        company: '浙江省人民医院',
      }),
    });
    for (const who of [member, otherAdmin, applicant]) {
      expect((await pending(who.cookie)).json()).toEqual({ code: 403, message: JOIN_MESSAGES.forbidden });
    }
    expect((await pending()).statusCode).toBe(401);
    expect((await pending(otherAdmin.cookie, theirs)).json().list).toEqual([]);
  });

  it('refuses a member, another department’s administrator, the applicant and a stranger, deciding nothing', async () => {
    const { id } = await applicationOf(applicant.id);
    for (const who of [member, otherAdmin, applicant, noIdentity]) {
      for (const decision of ['approve', 'reject'])
        expect((await decide(who.cookie, { applicationId: id, decision, reason: '不符' })).json()).toEqual({
          code: 403,
          message: JOIN_MESSAGES.forbidden,
        });
    }
    // even without the reason a rejection needs: who may comes first
    expect((await decide(member.cookie, { applicationId: id, decision: 'reject' })).statusCode).toBe(403);
    expect((await decide(undefined, { applicationId: id, decision: 'approve' })).statusCode).toBe(401);
    expect((await decide(admin.cookie, { applicationId: 999_999, decision: 'approve' })).json()).toEqual({
      code: 404,
      message: JOIN_MESSAGES.applicationNotFound,
    });
    expect(await applicationOf(applicant.id)).toEqual(expect.objectContaining({ status: 'pending' }));
    expect(await membersOf(ours)).toEqual([admin.id, member.id].sort((a, b) => a - b));
  });

  it('rejects with a reason, kept as plain text; a replay is told it was decided; the applicant may apply again', async () => {
    const { id } = await applicationOf(applicant.id);
    expect(
      (await decide(admin.cookie, { applicationId: id, decision: 'reject', reason: ' ' })).json(),
    ).toEqual({
      code: 400,
      message: JOIN_MESSAGES.reasonRequired,
    });
    const res = await decide(admin.cookie, {
      applicationId: id,
      decision: 'reject',
      reason: '<i>暂未在本科室执业</i>',
    });
    expect(res.json()).toEqual({
      code: 1,
      result: { status: 'rejected', memberTotal: 2 },
      message: JOIN_MESSAGES.rejected,
    });
    expect((await detail(ours, applicant.cookie)).application).toEqual(
      expect.objectContaining({ status: 'rejected', reason: '暂未在本科室执业', decidedAt: NOW }),
    );
    const again = await decide(admin.cookie, { applicationId: id, decision: 'approve' });
    expect(again.json()).toEqual({ code: 409, message: JOIN_MESSAGES.alreadyDecided });
    expect(await membersOf(ours)).not.toContain(applicant.id);

    const reapplied = await post(e.apply.path, { departmentId: ours }, applicant.cookie);
    expect(reapplied.json().result).toEqual(expect.objectContaining({ status: 'pending', reason: '' }));
    expect(reapplied.json().result.id).not.toBe(id);
  });

  it('approves once under concurrent clicks: the applicant becomes a member, counted once', async () => {
    const { id } = await applicationOf(applicant.id);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => decide(admin.cookie, { applicationId: id, decision: 'approve' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((a) => a.statusCode === 200)!.json()).toEqual({
      code: 1,
      result: { status: 'approved', memberTotal: 3 },
      message: JOIN_MESSAGES.approved,
    });
    expect(await memberTotal(ours)).toBe(3);
    expect(await membersOf(ours)).toContain(applicant.id);
    expect(await applicationOf(applicant.id)).toEqual(
      expect.objectContaining({ status: 'approved', decided_by: admin.id }),
    );

    const page = await detail(ours, applicant.cookie);
    expect(page).toEqual(expect.objectContaining({ isMember: true, isAdmin: false, memberTotal: 3 }));
    expect(page.application).toEqual(expect.objectContaining({ status: 'approved' }));
    const list = (await get(e.members.path, { departmentId: ours })).json().list as DepartmentMember[];
    expect(list.map((m) => m.id)).toEqual([admin.id, member.id, applicant.id]);
    // a member now: a new application is refused, and the list of pending ones holds the other doctor only
    expect((await post(e.apply.path, { departmentId: ours }, applicant.cookie)).statusCode).toBe(409);
    const left = (await pending(admin.cookie)).json().list as JoinApplication[];
    expect(left.map((a) => a.applicant.id)).toEqual([otherDoctor.id]);
  });
});

describe('dynamics', () => {
  let questionId: number;

  beforeAll(async () => {
    const db = t.database.db;
    await makeArticle(db, member.id, { title: '胶质瘤术后随访', publishTime: NOW - 5 * DAY });
    await makeArticle(db, admin.id, { type: 'case', title: '动脉瘤夹闭一例', publishTime: NOW - 3 * DAY });
    await makeArticle(db, admin.id, { title: '待审核的文章', status: 'pending', publishTime: NOW - DAY });
    // not a member: never listed under the department
    await makeArticle(db, otherAdmin.id, { title: '别的科室的文章', publishTime: NOW - 2 * DAY });
    const question = (title: string, creatorId: number, hidden: 'T' | 'F', daysAgo: number) =>
      db
        .insertInto('community_questions')
        .values({
          title,
          creator_id: creatorId,
          is_hide_creator: hidden,
          essences: 'F',
          status: 'published',
          subspecialty_id: null,
          answers: 0,
          views: 0,
          ask_people: 0,
          publish_time: NOW - daysAgo * DAY,
          created_at: NOW - daysAgo * DAY,
          text: '<p>请教</p>',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    questionId = (await question('术后癫痫如何用药？', member.id, 'F', 4)).id;
    await question('匿名的问题', member.id, 'T', 1);
    await db
      .insertInto('community_answers')
      .values({
        question_id: questionId,
        creator_id: admin.id,
        status: 'published',
        is_top: 'F',
        essences: 'F',
        diggs: 0,
        comments: 0,
        views: 0,
        publish_time: NOW - 2 * DAY,
        created_at: NOW - 2 * DAY,
        text: '<p>丙戊酸钠</p>',
      })
      .execute();
  });

  it('lists what its members published, newest first, with the author and the page to open', async () => {
    const res = await get(e.dynamics.path, { departmentId: ours });
    const list = res.json().list as DepartmentDynamic[];
    expect(list.map((d) => [d.contentType, d.title, d.author.realName])).toEqual([
      ['answer', '术后癫痫如何用药？', '宋主任'],
      ['case', '动脉瘤夹闭一例', '宋主任'],
      ['question', '术后癫痫如何用药？', '韩医生'],
      ['article', '胶质瘤术后随访', '韩医生'],
    ]);
    expect(list[2]).toEqual(
      expect.objectContaining({
        id: questionId,
        url: `/topic-circle/questionhome?id=${questionId}`,
        time: NOW - 4 * DAY,
        author: { id: member.id, realName: '韩医生', avatarAddress: expect.any(String) },
      }),
    );
    expect(list[3]!.url).toMatch(/^\/case\/detail-ugc\?id=\d+$/);
    expect(res.json().page.totalCount).toBe(4);
  });

  it('pages the members of a large department (more branches than one compound select may hold)', async () => {
    const big = await department('神经重症医学科');
    const db = t.database.db;
    const people = await db
      .insertInto('users')
      .values(
        Array.from({ length: 90 }, (_, i) => ({
          mobile: `1350000${String(i).padStart(4, '0')}`,
          real_name: `成员${i}`,
          avatar: '',
          identity: IDENTITY.doctor,
          is_auth: IS_AUTH.verified,
          title: '住院医师',
          company: '首都医科大学宣武医院',
          department: '神经重症医学科',
          level_number: 1,
          medal_pendant_icon: null,
          fans: 0,
          created_at: NOW - 400 * DAY,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('department_members')
      .values(people.map((p) => ({ department_id: big, user_id: p.id, created_at: NOW - DAY })))
      .execute();
    const authors = [people[0]!.id, people[44]!.id, people[89]!.id];
    for (const [i, id] of authors.entries())
      await makeArticle(db, id, { title: `重症病例 ${i}`, publishTime: NOW - (i + 1) * DAY });
    const first = await get(e.dynamics.path, { departmentId: big, pageSize: 2 });
    expect((first.json().list as DepartmentDynamic[]).map((d) => d.title)).toEqual([
      '重症病例 0',
      '重症病例 1',
    ]);
    expect(first.json().page).toEqual({ pageNo: 1, pageSize: 2, totalCount: 3, totalPage: 2 });
    const second = await get(e.dynamics.path, { departmentId: big, pageSize: 2, pageNo: 2 });
    expect((second.json().list as DepartmentDynamic[]).map((d) => d.author.id)).toEqual([people[89]!.id]);
  });
});

describe('移出科室', () => {
  let third: number;
  const remove = (cookie: string | undefined, memberId: number, departmentId = third) =>
    post(e.removeMember.path, { departmentId, memberId }, cookie);

  beforeAll(async () => {
    third = await department('神经重症科');
    await join(third, admin.id, 'admin', NOW - 30 * DAY);
    await join(third, otherAdmin.id, 'admin', NOW - 29 * DAY);
    await join(third, applicant.id, 'member', NOW - 20 * DAY);
    await join(third, otherDoctor.id, 'member', NOW - 10 * DAY);
  });

  it('is for the department’s administrators alone', async () => {
    expect((await remove(undefined, otherDoctor.id)).statusCode).toBe(401);
    // a member, and an administrator of another department
    expect((await remove(applicant.cookie, otherDoctor.id)).json()).toEqual({
      code: 403,
      message: MEMBER_MESSAGES.forbidden,
    });
    expect((await remove(otherAdmin.cookie, member.id, ours)).json()).toEqual({
      code: 403,
      message: MEMBER_MESSAGES.forbidden,
    });
    expect((await remove(admin.cookie, otherDoctor.id, 999_999)).statusCode).toBe(404);
    expect(await membersOf(third)).toEqual(
      [admin.id, applicant.id, otherDoctor.id, otherAdmin.id].sort((a, b) => a - b),
    );
  });

  it('keeps administrators and refuses someone who is not a member', async () => {
    expect((await remove(admin.cookie, otherAdmin.id)).json()).toEqual({
      code: 409,
      message: MEMBER_MESSAGES.adminStays,
    });
    expect((await remove(admin.cookie, patient.id)).json()).toEqual({
      code: 404,
      message: MEMBER_MESSAGES.notMember,
    });
    expect(await memberTotal(third)).toBe(4);
  });

  it('removes a member once, counting them out once, even when sent twice at once', async () => {
    const answers = await Promise.all([
      remove(admin.cookie, otherDoctor.id),
      remove(otherAdmin.cookie, otherDoctor.id),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    const ok = answers.find((a) => a.statusCode === 200)!.json();
    expect(ok).toEqual({ code: 1, result: { memberTotal: 3 }, message: MEMBER_MESSAGES.removed });
    expect(await memberTotal(third)).toBe(3);
    expect(await membersOf(third)).not.toContain(otherDoctor.id);
    // no longer a member, the doctor may apply again
    const page = await detail(third, otherDoctor.cookie);
    expect(page.isMember).toBe(false);
    const again = await post(e.apply.path, { departmentId: third }, otherDoctor.cookie);
    expect(again.json().result.status).toBe('pending');
  });
});

describe('本院其他科室 (department lists)', () => {
  it('lists the same hospital’s other departments, most members first, never itself or another hospital’s', async () => {
    const elsewhere = await t.database.db
      .insertInto('departments')
      .values({
        hospital_group_name: '复旦大学附属华山医院',
        name: '神经外科',
        icon_url: '',
        city: '上海',
        subspecialty_id: null,
        member_total: 50,
        subscribers: 0,
        views: 0,
        created_at: NOW,
        description: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await get(e.lists.path, { departmentId: ours });
    expect(res.statusCode).toBe(200);
    const list = res.json().result as { id: number; memberTotal: number }[];
    const ids = list.map((d) => d.id);
    expect(ids).toContain(theirs);
    expect(ids).not.toContain(ours);
    expect(ids).not.toContain(elsewhere.id);
    expect(list.map((d) => d.memberTotal)).toEqual([...list.map((d) => d.memberTotal)].sort((a, b) => b - a));
    expect(list.length).toBeLessThanOrEqual(DEPARTMENT_LIMITS.sameHospital);
    expect((await get(e.lists.path, { departmentId: 999_999 })).json()).toEqual({
      code: 404,
      message: DEPARTMENT_MESSAGES.notFound,
    });
  });
});
