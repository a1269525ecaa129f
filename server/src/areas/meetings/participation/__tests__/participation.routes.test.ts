import type { CheckinInfo, Questionnaire, VotePhase } from '@portal/api/contract/meeting-participation';
import {
  CHECKIN_QR_PATH,
  meetingParticipationEndpoints as e,
} from '@portal/api/endpoints/meeting-participation';
import { MEETING_MESSAGES, QUESTIONNAIRE_LIMITS } from '@portal/api/rules/meetings';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';
import { PARTICIPATION_ERRORS } from '../participation.repository';

/** Votes, questionnaire and check-in over the demo seed (SQLite, or PostgreSQL with TEST_DATABASE_URL). */
const NOW = DEFAULT_SEED_NOW;
const DAY = 86_400_000;
let t: TestApp;
let mobileSeq = 0;
const nextMobile = () => `1360000${String(1000 + mobileSeq++).padStart(4, '0')}`;

/** the vote, questionnaire and check-in this file sets up on seeded meetings */
const fx = {
  meetingId: 0,
  otherMeetingId: 0,
  themeId: 0,
  /** open, up to 2 choices */
  multi: { id: 0, options: [] as number[] },
  /** open, single choice */
  single: { id: 0, options: [] as number[] },
  /** closed yesterday, with counts */
  closed: { id: 0, options: [] as number[] },
  /** opens tomorrow */
  upcoming: { id: 0, options: [] as number[] },
  questionnaireId: 0,
  items: { single: 0, multiple: 0, optional: 0, text: 0 },
};

async function phase(themeId: number, sort: number, maxChoices: number, opens: number, closes: number) {
  const row = await t.database.db
    .insertInto('meeting_vote_phases')
    .values({
      theme_id: themeId,
      title: `第${sort + 1}轮`,
      sort,
      max_choices: maxChoices,
      opens_at: opens,
      closes_at: closes,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const options: number[] = [];
  for (const [i, label] of ['甲', '乙', '丙'].entries()) {
    const o = await t.database.db
      .insertInto('meeting_vote_options')
      .values({ phase_id: row.id, label, sort: i, votes: i === 0 ? 7 : 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    options.push(o.id);
  }
  return { id: row.id, options };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, seed: 'small' });
  const db = t.database.db;
  const visible = await db
    .selectFrom('meetings')
    .select('id')
    .where('publish_status', '=', '1')
    .orderBy('id')
    .execute();
  fx.meetingId = visible[0]!.id;
  fx.otherMeetingId = visible[1]!.id;
  const theme = await db
    .insertInto('meeting_vote_themes')
    .values({ meeting_id: fx.meetingId, title: '测试投票', sort: -1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  fx.themeId = theme.id;
  fx.multi = await phase(theme.id, 0, 2, NOW - DAY, NOW + DAY);
  fx.single = await phase(theme.id, 1, 1, NOW - DAY, NOW + DAY);
  fx.closed = await phase(theme.id, 2, 1, NOW - 3 * DAY, NOW - DAY);
  fx.upcoming = await phase(theme.id, 3, 1, NOW + DAY, NOW + 2 * DAY);

  // this file's questionnaire is the meeting's first
  await db
    .deleteFrom('questionnaires')
    .where('meeting_id', 'in', [fx.meetingId, fx.otherMeetingId])
    .execute();
  const q = await db
    .insertInto('questionnaires')
    .values({ meeting_id: fx.meetingId, title: '参会反馈', intro: '请填写' })
    .returning('id')
    .executeTakeFirstOrThrow();
  fx.questionnaireId = q.id;
  const item = async (kind: number, title: string, required: number, options: string[], sort: number) =>
    (
      await db
        .insertInto('questionnaire_items')
        .values({ questionnaire_id: q.id, kind, title, required, options: JSON.stringify(options), sort })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  fx.items.single = await item(1, '您的职称', 1, ['主任医师', '副主任医师', '主治医师'], 0);
  fx.items.multiple = await item(2, '感兴趣的内容', 1, ['手术视频', '指南解读', '病例讨论'], 1);
  fx.items.optional = await item(2, '希望增加的形式', 0, ['直播', '工作坊'], 2);
  fx.items.text = await item(3, '其他建议', 0, [], 3);

  await db
    .updateTable('meetings')
    .set({ checkin_fields: 'realName,mobile,hospital' })
    .where('id', '=', fx.meetingId)
    .execute();
  await db.updateTable('meetings').set({ checkin_fields: '' }).where('id', '=', fx.otherMeetingId).execute();
});
afterAll(async () => {
  await t.close();
});

async function get(url: string, query: Record<string, number>, cookie?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: cookie ? { cookie } : {},
  });
  return { status: res.statusCode, body: res.json() };
}

async function post(url: string, payload: Record<string, unknown>, cookie?: string) {
  const res = await t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json() };
}

const phasesOf = async (cookie?: string): Promise<VotePhase[]> =>
  (await get(e.votePhases.path, { themeId: fx.themeId }, cookie)).body.list;
const phaseIn = (list: VotePhase[], id: number) => list.find((p) => p.id === id)!;

describe('votes', () => {
  it('lists the themes of a meeting; 404 for a meeting that does not exist', async () => {
    const { status, body } = await get(e.voteThemes.path, { meetingId: fx.meetingId });
    expect(status).toBe(200);
    expect(body.list[0]).toEqual({ id: fx.themeId, title: '测试投票' });
    const missing = await get(e.voteThemes.path, { meetingId: 99_999_999 });
    expect(missing).toMatchObject({ status: 404, body: { code: 404, message: MEETING_MESSAGES.notFound } });
    const noTheme = await get(e.votePhases.path, { themeId: 99_999_999 });
    expect(noTheme.status).toBe(404);
  });

  it('hides the counts before voting, shows them after voting and once a phase has closed', async () => {
    const user = await signIn(t, nextMobile());
    const before = await phasesOf(user.cookie);
    expect(before.map((p) => p.id)).toEqual([fx.multi.id, fx.single.id, fx.closed.id, fx.upcoming.id]);
    const multi = phaseIn(before, fx.multi.id);
    expect(multi).toMatchObject({
      maxChoices: 2,
      open: true,
      voted: false,
      myOptionIds: [],
      totalVotes: null,
    });
    expect(multi.options.map((o) => o.votes)).toEqual([null, null, null]);
    expect(phaseIn(before, fx.upcoming.id)).toMatchObject({ open: false, totalVotes: null });
    // a closed phase shows its results to anyone, visitors too
    const closed = phaseIn(await phasesOf(), fx.closed.id);
    expect(closed).toMatchObject({ open: false, voted: false, totalVotes: 0 });
    expect(closed.options.map((o) => o.votes)).toEqual([7, 0, 0]);

    const voted = await post(
      e.vote.path,
      { phaseId: fx.multi.id, optionIds: fx.multi.options.slice(1) },
      user.cookie,
    );
    expect(voted.status).toBe(200);
    expect(voted.body.code).toBe(1);
    const result: VotePhase = voted.body.result;
    expect(result).toMatchObject({ id: fx.multi.id, voted: true, myOptionIds: fx.multi.options.slice(1) });
    expect(result.options.map((o) => o.votes)).toEqual([7, 1, 1]);
    expect(result.totalVotes).toBe(1);
    expect(phaseIn(await phasesOf(user.cookie), fx.multi.id).options.map((o) => o.votes)).toEqual([7, 1, 1]);

    // someone who has not voted still sees no counts, and never another's choices
    const other = await signIn(t, nextMobile());
    const theirs = phaseIn(await phasesOf(other.cookie), fx.multi.id);
    expect(theirs).toMatchObject({ voted: false, myOptionIds: [], totalVotes: null });
    expect(phaseIn(await phasesOf(), fx.multi.id)).toMatchObject({
      voted: false,
      myOptionIds: [],
      totalVotes: null,
    });
  });

  it('takes one ballot per user per phase', async () => {
    const user = await signIn(t, nextMobile());
    const first = await post(
      e.vote.path,
      { phaseId: fx.single.id, optionIds: [fx.single.options[0]] },
      user.cookie,
    );
    expect(first.status).toBe(200);
    const again = await post(
      e.vote.path,
      { phaseId: fx.single.id, optionIds: [fx.single.options[1]] },
      user.cookie,
    );
    expect(again).toMatchObject({ status: 400, body: { code: 400, message: MEETING_MESSAGES.voted } });
  });

  it('counts exactly one of 5 concurrent ballots, and the counts equal the ballots', async () => {
    const user = await signIn(t, nextMobile());
    const others = await Promise.all(Array.from({ length: 3 }, () => signIn(t, nextMobile())));
    const [results, theirs] = await Promise.all([
      Promise.all(
        fx.single.options
          .concat(fx.single.options)
          .slice(0, 5)
          .map((o) => post(e.vote.path, { phaseId: fx.single.id, optionIds: [o] }, user.cookie)),
      ),
      // and others at the same moment: no count is lost
      Promise.all(
        others.map((o) =>
          post(e.vote.path, { phaseId: fx.single.id, optionIds: [fx.single.options[0]] }, o.cookie),
        ),
      ),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(theirs.map((r) => r.status)).toEqual([200, 200, 200]);
    for (const r of results.filter((x) => x.status === 400))
      expect(r.body.message).toBe(MEETING_MESSAGES.voted);
    const db = t.database.db;
    const ballots = await db
      .selectFrom('meeting_vote_ballots')
      .select(['user_id', 'option_ids'])
      .where('phase_id', '=', fx.single.id)
      .execute();
    expect(ballots.filter((b) => b.user_id === user.id)).toHaveLength(1);
    const options = await db
      .selectFrom('meeting_vote_options')
      .select(['id', 'votes'])
      .where('phase_id', '=', fx.single.id)
      .execute();
    // the seeded 7 of the first option plus every ballot's choices
    for (const o of options) {
      const chosen = ballots.filter((b) => b.option_ids.split(',').map(Number).includes(o.id)).length;
      expect(Number(o.votes)).toBe(chosen + (o.id === fx.single.options[0] ? 7 : 0));
    }
  });

  it('refuses too many, none, repeated or foreign options, and closed or upcoming phases', async () => {
    const user = await signIn(t, nextMobile());
    const vote = (phaseId: number, optionIds: number[]) =>
      post(e.vote.path, { phaseId, optionIds }, user.cookie);
    expect((await vote(fx.multi.id, fx.multi.options)).body).toEqual({
      code: 400,
      message: MEETING_MESSAGES.voteChoices(2),
    });
    expect((await vote(fx.single.id, fx.single.options.slice(0, 2))).body.message).toBe(
      MEETING_MESSAGES.voteChoices(1),
    );
    expect((await vote(fx.multi.id, [])).body.message).toBe(MEETING_MESSAGES.voteChoices(2));
    const repeated = fx.multi.options[0]!;
    expect((await vote(fx.multi.id, [repeated, repeated])).status).toBe(400);
    expect((await vote(fx.multi.id, [fx.single.options[0]!])).body).toEqual({
      code: 400,
      message: PARTICIPATION_ERRORS.badOption,
    });
    expect((await vote(fx.closed.id, [fx.closed.options[0]!])).body.message).toBe(
      MEETING_MESSAGES.voteClosed,
    );
    expect((await vote(fx.upcoming.id, [fx.upcoming.options[0]!])).body.message).toBe(
      MEETING_MESSAGES.voteClosed,
    );
    expect((await vote(99_999_999, [1])).status).toBe(404);
    const stored = await t.database.db
      .selectFrom('meeting_vote_ballots')
      .select('phase_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('votes as the session user whatever userId the request names', async () => {
    const [me, other] = [await signIn(t, nextMobile()), await signIn(t, nextMobile())];
    const res = await post(
      e.vote.path,
      { phaseId: fx.multi.id, optionIds: [fx.multi.options[0]], userId: other.id },
      me.cookie,
    );
    expect(res.status).toBe(200);
    const rows = await t.database.db
      .selectFrom('meeting_vote_ballots')
      .select('user_id')
      .where('phase_id', '=', fx.multi.id)
      .where('user_id', 'in', [me.id, other.id])
      .execute();
    expect(rows.map((r) => r.user_id)).toEqual([me.id]);
  });
});

describe('questionnaire', () => {
  const answers = (overrides: Record<number, unknown> = {}) =>
    [
      { itemId: fx.items.single, options: [1] },
      { itemId: fx.items.multiple, options: [2, 0] },
      { itemId: fx.items.text, text: '<b>多一些</b>病例讨论' },
    ]
      .map((a) => (a.itemId in overrides ? overrides[a.itemId] : a))
      .filter(Boolean);
  const save = (cookie: string, list: unknown[], extra: Record<string, unknown> = {}) =>
    post(e.saveAnswers.path, { questionnaireId: fx.questionnaireId, answers: list, ...extra }, cookie);
  const storedOf = (userId: number) =>
    t.database.db
      .selectFrom('questionnaire_results')
      .selectAll()
      .where('questionnaire_id', '=', fx.questionnaireId)
      .where('user_id', '=', userId)
      .execute();

  it('serves the items; 404 when the meeting has no questionnaire', async () => {
    const { status, body } = await get(e.questionItems.path, { meetingId: fx.meetingId });
    expect(status).toBe(200);
    const q: Questionnaire = body.result;
    expect(q).toMatchObject({ id: fx.questionnaireId, title: '参会反馈', intro: '请填写', submitted: false });
    expect(q.items).toEqual([
      {
        id: fx.items.single,
        kind: 1,
        title: '您的职称',
        required: true,
        options: ['主任医师', '副主任医师', '主治医师'],
      },
      {
        id: fx.items.multiple,
        kind: 2,
        title: '感兴趣的内容',
        required: true,
        options: ['手术视频', '指南解读', '病例讨论'],
      },
      {
        id: fx.items.optional,
        kind: 2,
        title: '希望增加的形式',
        required: false,
        options: ['直播', '工作坊'],
      },
      { id: fx.items.text, kind: 3, title: '其他建议', required: false, options: [] },
    ]);
    const none = await get(e.questionItems.path, { meetingId: fx.otherMeetingId });
    expect(none).toMatchObject({ status: 404, body: { message: PARTICIPATION_ERRORS.noQuestionnaire } });
  });

  it('checks required items and each kind, storing nothing on a refusal', async () => {
    const user = await signIn(t, nextMobile());
    const refusals: [unknown[], string][] = [
      [answers({ [fx.items.single]: null }), MEETING_MESSAGES.requiredItem('您的职称')],
      [
        answers({ [fx.items.multiple]: { itemId: fx.items.multiple, options: [] } }),
        MEETING_MESSAGES.requiredItem('感兴趣的内容'),
      ],
      [
        answers({ [fx.items.single]: { itemId: fx.items.single, options: [0, 1] } }),
        PARTICIPATION_ERRORS.badChoice('您的职称'),
      ],
      [
        answers({ [fx.items.single]: { itemId: fx.items.single, options: [3] } }),
        PARTICIPATION_ERRORS.badChoice('您的职称'),
      ],
      [
        answers({ [fx.items.multiple]: { itemId: fx.items.multiple, options: [1, 1] } }),
        PARTICIPATION_ERRORS.badChoice('感兴趣的内容'),
      ],
      [[...answers(), { itemId: 99_999_999, options: [0] }], PARTICIPATION_ERRORS.unknownItem],
      [[...answers(), { itemId: fx.items.single, options: [0] }], PARTICIPATION_ERRORS.repeatedItem],
      [
        answers({
          [fx.items.text]: { itemId: fx.items.text, text: '很'.repeat(QUESTIONNAIRE_LIMITS.textMax + 1) },
        }),
        PARTICIPATION_ERRORS.textTooLong('其他建议'),
      ],
    ];
    for (const [list, message] of refusals) {
      const res = await save(user.cookie, list);
      expect(res).toEqual({ status: 400, body: { code: 400, message } });
    }
    expect(await storedOf(user.id)).toEqual([]);
  });

  it('stores one submission per user, as plain text; a second is refused', async () => {
    const user = await signIn(t, nextMobile());
    const other = await signIn(t, nextMobile());
    const res = await save(user.cookie, answers(), { userId: other.id });
    expect(res).toMatchObject({ status: 200, body: { code: 1 } });
    const [row] = await storedOf(user.id);
    expect(JSON.parse(row!.answers)).toEqual([
      { itemId: fx.items.single, options: [1] },
      { itemId: fx.items.multiple, options: [0, 2] },
      { itemId: fx.items.text, text: '多一些病例讨论' },
    ]);
    expect(await storedOf(other.id)).toEqual([]);
    expect(
      (await get(e.questionItems.path, { meetingId: fx.meetingId }, user.cookie)).body.result.submitted,
    ).toBe(true);
    expect(
      (await get(e.questionItems.path, { meetingId: fx.meetingId }, other.cookie)).body.result.submitted,
    ).toBe(false);
    const again = await save(user.cookie, answers());
    expect(again).toEqual({ status: 400, body: { code: 400, message: MEETING_MESSAGES.submitted } });
  });

  it('keeps one of 5 concurrent submissions', async () => {
    const user = await signIn(t, nextMobile());
    const results = await Promise.all(Array.from({ length: 5 }, () => save(user.cookie, answers())));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const r of results.filter((x) => x.status === 400))
      expect(r.body.message).toBe(MEETING_MESSAGES.submitted);
    expect(await storedOf(user.id)).toHaveLength(1);
  });
});

describe('check-in', () => {
  const info = (cookie?: string, meetingId = fx.meetingId, extra: Record<string, number> = {}) =>
    get(e.checkinInfo.path, { meetingId, ...extra }, cookie);
  const checkIn = (cookie: string, values: Record<string, unknown>, meetingId = fx.meetingId) =>
    post(e.saveCheckin.path, { meetingId, info: values }, cookie);
  const good = { realName: '张伟', mobile: '13912345678', hospital: '北京天坛医院' };
  const qr = (meetingId: number, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: CHECKIN_QR_PATH,
      query: { meetingId: String(meetingId) },
      headers: cookie ? { cookie } : {},
    });

  it('tells the fields a meeting requires', async () => {
    const { status, body } = await info();
    expect(status).toBe(200);
    expect(body.result).toEqual({
      fields: [
        { code: 'realName', label: '姓名' },
        { code: 'mobile', label: '手机号' },
        { code: 'hospital', label: '医院' },
      ],
      checkedIn: false,
      checkinCode: null,
      info: null,
    });
    expect((await info(undefined, fx.otherMeetingId)).body.result.fields).toEqual([]);
    expect((await info(undefined, 99_999_999)).status).toBe(404);
  });

  it('checks the fields in Chinese', async () => {
    const user = await signIn(t, nextMobile());
    const cases: [Record<string, unknown>, string][] = [
      [{ mobile: good.mobile, hospital: good.hospital }, '请填写姓名'],
      [{ ...good, realName: '<b></b>  ' }, '请填写姓名'],
      [{ realName: good.realName, hospital: good.hospital }, '请填写手机号'],
      [{ ...good, mobile: '12345678901' }, '请填写正确的手机号'],
      [{ ...good, hospital: '医'.repeat(101) }, '医院不能超过100个字'],
    ];
    for (const [values, message] of cases) {
      const res = await checkIn(user.cookie, values);
      expect(res).toEqual({ status: 400, body: { code: 400, message } });
    }
    const none = await checkIn(user.cookie, good, fx.otherMeetingId);
    expect(none).toEqual({ status: 400, body: { code: 400, message: MEETING_MESSAGES.noCheckin } });
  });

  it('checks in once, keeping only the fields asked for as plain text; the info is the owner’s alone', async () => {
    const user = await signIn(t, nextMobile());
    const other = await signIn(t, nextMobile());
    const res = await checkIn(user.cookie, {
      ...good,
      realName: ' <i>张伟</i> ',
      department: '神经外科',
      userId: 3,
    });
    expect(res.status).toBe(200);
    const result: CheckinInfo = res.body.result;
    expect(result.checkedIn).toBe(true);
    expect(result.info).toEqual({ realName: '张伟', mobile: good.mobile, hospital: good.hospital });
    expect(result.checkinCode).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await info(user.cookie)).body.result).toEqual(result);

    const again = await checkIn(user.cookie, good);
    expect(again).toEqual({ status: 400, body: { code: 400, message: MEETING_MESSAGES.checkedIn } });

    // another user (naming the owner's id or not) and a visitor never see the owner's check-in
    for (const view of [
      await info(other.cookie),
      await info(other.cookie, fx.meetingId, { userId: user.id }),
      await info(undefined, fx.meetingId, { userId: user.id }),
    ])
      expect(view.body.result).toMatchObject({ checkedIn: false, checkinCode: null, info: null });
  });

  it('checks in one of 5 concurrent requests', async () => {
    const user = await signIn(t, nextMobile());
    const results = await Promise.all(Array.from({ length: 5 }, () => checkIn(user.cookie, good)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
    const rows = await t.database.db
      .selectFrom('meeting_checkins')
      .select('code')
      .where('meeting_id', '=', fx.meetingId)
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('draws the check-in QR code for its owner only', async () => {
    const user = await signIn(t, nextMobile());
    const other = await signIn(t, nextMobile());
    await checkIn(user.cookie, good);
    const png = await qr(fx.meetingId, user.cookie);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe('private, no-store');
    expect([...png.rawPayload.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    expect((await qr(fx.meetingId)).statusCode).toBe(401);
    const notMine = await qr(fx.meetingId, other.cookie);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toEqual({ code: 404, message: PARTICIPATION_ERRORS.notCheckedIn });
    expect((await qr(99_999_999, user.cookie)).statusCode).toBe(404);
  });
});

describe('check-in verification (the page the QR code opens)', () => {
  const verify = async (code: string, ip = '10.9.0.1') => {
    const res = await t.app.inject({
      method: 'GET',
      url: e.verifyCheckin.path,
      query: { code },
      remoteAddress: ip,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const good = { realName: '欧阳明华', mobile: '13912345678', hospital: '北京天坛医院' };

  it('proves a code to whoever holds it: the meeting, a masked name and when, nothing else', async () => {
    const user = await signIn(t, nextMobile());
    const res = await post(e.saveCheckin.path, { meetingId: fx.meetingId, info: good }, user.cookie);
    const code: string = res.body.result.checkinCode;
    const meeting = (await get('/wapi/meeting/getMeetingDetail', { id: fx.meetingId })).body.result;

    const seen = await verify(code);
    expect(seen).toEqual({
      status: 200,
      body: {
        code: 1,
        result: {
          meetingId: fx.meetingId,
          meetingName: meeting.meetingName,
          meetingDateStr: meeting.meetingDateStr,
          attendee: '欧**华',
          checkedInAt: NOW,
        },
      },
    });
    // the mobile, the hospital and the whole name stay with the owner
    const text = JSON.stringify(seen.body);
    for (const secret of [good.mobile, good.hospital, good.realName]) expect(text).not.toContain(secret);
  });

  it('says 签到码无效 for an unknown, malformed or hidden meeting’s code', async () => {
    expect(await verify('A'.repeat(24))).toEqual({
      status: 404,
      body: { code: 404, message: MEETING_MESSAGES.badCheckinCode },
    });
    for (const bad of ['', 'short', '<script>alert(1)</script>', 'x'.repeat(65), "' OR 1=1 --"]) {
      const res = await verify(bad);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 400, message: MEETING_MESSAGES.badCheckinCode });
    }
    // a meeting taken back to coming-soon no longer proves anything
    const user = await signIn(t, nextMobile());
    const res = await post(e.saveCheckin.path, { meetingId: fx.meetingId, info: good }, user.cookie);
    const code: string = res.body.result.checkinCode;
    const before = await t.database.db
      .selectFrom('meetings')
      .select(['publish_status', 'forthcoming'])
      .where('id', '=', fx.meetingId)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('meetings')
      .set({ publish_status: '0', forthcoming: 'T' })
      .where('id', '=', fx.meetingId)
      .execute();
    try {
      expect((await verify(code)).status).toBe(404);
    } finally {
      await t.database.db.updateTable('meetings').set(before).where('id', '=', fx.meetingId).execute();
    }
  });

  it('holds a client guessing codes at 60 a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i += 1)
      statuses.push((await verify(`guess${String(i).padStart(19, '0')}`, '10.9.9.9')).status);
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
    const refused = await verify('guess'.padEnd(24, '1'), '10.9.9.9');
    expect(refused).toEqual({ status: 429, body: { code: 429, message: MEETING_MESSAGES.verifyTooFast } });
    // another client is not held
    expect((await verify('guess'.padEnd(24, '2'), '10.9.9.10')).status).toBe(404);
  });
});

describe('visitors', () => {
  it('get 401 on every write', async () => {
    const writes: [string, Record<string, unknown>][] = [
      [e.vote.path, { phaseId: fx.multi.id, optionIds: [fx.multi.options[0]] }],
      [e.saveAnswers.path, { questionnaireId: fx.questionnaireId, answers: [] }],
      [e.saveCheckin.path, { meetingId: fx.meetingId, info: {} }],
      // before the body is read, however wrong it is
      [e.vote.path, {}],
    ];
    for (const [url, body] of writes) {
      const res = await post(url, body);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(401);
    }
  });
});
