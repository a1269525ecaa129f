import { inflateSync } from 'node:zlib';
import type { CmeCertificate, CourseCme, CourseQuiz, MeetingCme } from '@portal/api/contract/cme';
import { cmeEndpoints as e } from '@portal/api/endpoints/cme';
import { meetingParticipationEndpoints as p } from '@portal/api/endpoints/meeting-participation';
import { meetingPlaybackEndpoints as playback } from '@portal/api/endpoints/meeting-playback';
import { IDENTITY, IS_AUTH } from '@portal/api/identity';
import { LECTURE_DONE_SHARE } from '@portal/api/rules/account-wallet';
import { CME_MESSAGES, CME_PDF_PATH, CME_RULES, meetingRequiredSeconds } from '@portal/api/rules/cme';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';
import { CME_DEMO_DOCTOR_ID } from '../certificates.seeder';

/**
 * CME certificates (issue 22): issued once and only when earned, by the server's own measure;
 * meeting watch time that a forged beat cannot inflate; a verification that shows nothing private;
 * a PDF that carries the name.
 */
let t: TestApp;
let clock = DEFAULT_SEED_NOW;
let doctor: { cookie: string; id: number };
let other: { cookie: string; id: number };
let unverified: { cookie: string; id: number };

const get = (path: string, query: Record<string, string | number>, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: path,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: cookie ? { cookie } : {},
  });
const post = (path: string, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({ method: 'POST', url: path, payload, headers: cookie ? { cookie } : {} });

async function makeDoctor(id: number, realName: string, isAuth: number = IS_AUTH.verified) {
  await t.database.db
    .updateTable('users')
    .set({ real_name: realName, identity: IDENTITY.doctor, is_auth: isAuth })
    .where('id', '=', id)
    .execute();
}

beforeAll(async () => {
  t = await createTestApp({ seed: 'small', now: () => clock });
  doctor = await signIn(t, '13500000401');
  other = await signIn(t, '13500000402');
  unverified = await signIn(t, '13500000403');
  await makeDoctor(doctor.id, '欧阳明华');
  await makeDoctor(other.id, '司马光');
  await makeDoctor(unverified.id, '李四', IS_AUTH.reviewing);
});
afterAll(async () => {
  await t.close();
});

/** a course with a quiz that the seeded doctor has not touched */
async function aQuizCourse(skip = 0) {
  const rows = await t.database.db
    .selectFrom('course_quizzes')
    .innerJoin('course_videos', 'course_videos.course_id', 'course_quizzes.course_id')
    .select(['course_quizzes.course_id', 'course_quizzes.id as quiz_id'])
    .groupBy(['course_quizzes.course_id', 'course_quizzes.id'])
    .having((eb) => eb.fn.countAll(), '>=', 2)
    .orderBy('course_quizzes.course_id', 'desc')
    .execute();
  const row = rows[skip];
  if (!row) throw new Error('no quiz course');
  return { courseId: Number(row.course_id), quizId: Number(row.quiz_id) };
}

async function watch(userId: number, courseId: number, share: (index: number) => number) {
  const lectures = await t.database.db
    .selectFrom('course_videos')
    .select(['id', 'duration'])
    .where('course_id', '=', courseId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  for (const [i, v] of lectures.entries()) {
    const row = {
      user_id: userId,
      course_id: courseId,
      video_id: v.id,
      watched_seconds: Math.floor(Number(v.duration) * share(i)),
      updated_at: clock,
    };
    await t.database.db
      .insertInto('course_progress')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['user_id', 'video_id']).doUpdateSet({ watched_seconds: row.watched_seconds }),
      )
      .execute();
  }
  return lectures;
}

async function rightAnswers(quizId: number) {
  const rows = await t.database.db
    .selectFrom('course_quiz_questions')
    .select(['id', 'answer', 'options'])
    .where('quiz_id', '=', quizId)
    .execute();
  return rows.map((q) => ({
    questionId: q.id,
    option: Number(q.answer),
    options: JSON.parse(q.options).length,
  }));
}

const claim = (cookie: string, kind: 'course' | 'meeting', activityId: number) =>
  post(e.claim.path, { kind, activityId }, cookie);

/** the text a PDF shows: its ToUnicode maps applied to the glyph ids of its text operators */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  const re = /(?<!end)stream\r?\n/g;
  for (let m = re.exec(raw); m; m = re.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // an image or an uncompressed stream
    }
    re.lastIndex = end;
  }
  const glyphs = new Map<string, string>();
  for (const s of streams.filter((x) => x.includes('beginbfrange') || x.includes('beginbfchar'))) {
    for (const [, from, to, dst] of s.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
      const targets = [...dst!.matchAll(/<([0-9a-f]+)>/gi)].map((x) => x[1]!);
      for (let g = Number.parseInt(from!, 16), i = 0; g <= Number.parseInt(to!, 16); g += 1, i += 1)
        if (targets[i])
          glyphs.set(g.toString(16).padStart(4, '0'), String.fromCharCode(Number.parseInt(targets[i]!, 16)));
    }
    for (const [, from, dst] of s.matchAll(/^<([0-9a-f]{4})>\s*<([0-9a-f]{4,})>\s*$/gim))
      glyphs.set(from!.toLowerCase(), String.fromCharCode(Number.parseInt(dst!.slice(0, 4), 16)));
  }
  let text = '';
  for (const s of streams)
    for (const [, hex] of s.matchAll(/<([0-9a-f]+)>/gi))
      if (hex!.length % 4 === 0)
        for (let i = 0; i < hex!.length; i += 4) text += glyphs.get(hex!.slice(i, i + 4).toLowerCase()) ?? '';
  return text;
}

describe('a course’s certificate', () => {
  it('is refused with 89 % of a lecture watched, and without the quiz', async () => {
    const { courseId, quizId } = await aQuizCourse();
    const lectures = await watch(doctor.id, courseId, (i) => (i === 0 ? LECTURE_DONE_SHARE - 0.01 : 1));
    const standing = (await get(e.courseProgress.path, { courseId }, doctor.cookie)).json()
      .result as CourseCme;
    expect(standing.lecturesDone).toBe(lectures.length - 1);
    expect(standing.watched).toBe(false);
    expect(standing.canClaim).toBe(false);
    expect(standing.blocker).toBe(CME_MESSAGES.lecturesUnfinished(1));
    const refused = await claim(doctor.cookie, 'course', courseId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 403, message: CME_MESSAGES.lecturesUnfinished(1) });

    // every lecture at its floor(90 %): watched, but the quiz still stands between
    await watch(doctor.id, courseId, () => LECTURE_DONE_SHARE);
    const watched = (await get(e.courseProgress.path, { courseId }, doctor.cookie)).json()
      .result as CourseCme;
    expect(watched.watched).toBe(true);
    expect(watched.quiz?.id).toBe(quizId);
    expect(watched.quiz?.passed).toBe(false);
    expect((await claim(doctor.cookie, 'course', courseId)).json()).toEqual({
      code: 403,
      message: CME_MESSAGES.quizUnpassed,
    });
    expect(
      await t.database.db
        .selectFrom('cme_certificates')
        .select('id')
        .where('user_id', '=', doctor.id)
        .execute(),
    ).toEqual([]);
  });

  it('sends the quiz without its answers, scores on the server and tells only which were wrong', async () => {
    const { courseId, quizId } = await aQuizCourse();
    const res = await get(e.courseQuiz.path, { courseId });
    expect(res.statusCode).toBe(200);
    const quiz = res.json().result as CourseQuiz;
    expect(res.body).not.toMatch(/answer/i);
    expect(Object.keys(quiz.questions[0]!).sort()).toEqual(['id', 'options', 'text']);
    const right = await rightAnswers(quizId);
    const wrong = right.map((q) => ({ questionId: q.questionId, option: (q.option + 1) % q.options }));
    const failed = await post(e.submitQuiz.path, { quizId, answers: wrong }, doctor.cookie);
    expect(failed.json().result).toMatchObject({ score: 0, passed: false, correct: 0, total: right.length });
    expect(failed.json().result.wrongQuestionIds.sort()).toEqual(right.map((q) => q.questionId).sort());
    expect(failed.body).not.toMatch(/"option"|answer/i);
    // unanswered, repeated, unknown questions and out-of-range options are 400s that store nothing
    const attemptsBefore = await t.database.db.selectFrom('course_quiz_attempts').select('id').execute();
    for (const answers of [
      right.slice(1).map(({ questionId, option }) => ({ questionId, option })),
      [...right, right[0]!].map(({ questionId, option }) => ({ questionId, option })),
      [{ questionId: 2_000_000_000, option: 0 }],
      right.map(({ questionId }) => ({ questionId, option: 19 })),
    ]) {
      const bad = await post(e.submitQuiz.path, { quizId, answers }, doctor.cookie);
      expect(bad.statusCode).toBe(400);
    }
    expect(await t.database.db.selectFrom('course_quiz_attempts').select('id').execute()).toHaveLength(
      attemptsBefore.length,
    );
    const visitor = await post(e.submitQuiz.path, { quizId, answers: [] });
    expect(visitor.statusCode).toBe(401);
    const passed = await post(
      e.submitQuiz.path,
      { quizId, answers: right.map(({ questionId, option }) => ({ questionId, option })) },
      doctor.cookie,
    );
    expect(passed.json().result).toMatchObject({ score: 100, passed: true, wrongQuestionIds: [] });
  });

  it('is issued once, to its earner alone, however many claims arrive at once', async () => {
    const { courseId } = await aQuizCourse();
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => claim(doctor.cookie, 'course', courseId)),
    );
    expect(claims.map((c) => c.statusCode)).toEqual(Array(6).fill(200));
    const codes = new Set(claims.map((c) => (c.json().result as CmeCertificate).code));
    expect(codes.size).toBe(1);
    const rows = await t.database.db
      .selectFrom('cme_certificates')
      .selectAll()
      .where('activity_kind', '=', 'course')
      .where('activity_id', '=', courseId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: doctor.id, holder_name: '欧阳明华' });
    expect(rows[0]!.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    const cert = claims[0]!.json().result as CmeCertificate;
    expect(cert.hours).toBeGreaterThanOrEqual(0.5);
    expect((cert.hours * 2) % 1).toBe(0);

    // another doctor who has watched nothing: a userId in the body changes nothing
    const forged = await post(
      e.claim.path,
      { kind: 'course', activityId: courseId, userId: doctor.id },
      other.cookie,
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toMatch(/未学完/);
    // not another's: the list is the owner's own
    const mine = (await get(e.myCertificates.path, {}, doctor.cookie)).json();
    expect(mine.list.map((c: CmeCertificate) => c.code)).toEqual([cert.code]);
    expect((await get(e.myCertificates.path, {}, other.cookie)).json().list).toEqual([]);
    expect((await get(e.myCertificates.path, { pageNo: 9999 }, doctor.cookie)).json().list).toEqual([]);
    expect((await get(e.myCertificates.path, {})).statusCode).toBe(401);

    // once issued, the standing shows the certificate and nothing blocks
    const standing = (await get(e.courseProgress.path, { courseId }, doctor.cookie)).json()
      .result as CourseCme;
    expect(standing.certificate?.code).toBe(cert.code);
    expect(standing.canClaim).toBe(false);
  });

  it('is refused to a doctor whose identity is not verified, however far they got', async () => {
    const { courseId, quizId } = await aQuizCourse(1);
    await watch(unverified.id, courseId, () => 1);
    const right = await rightAnswers(quizId);
    await post(
      e.submitQuiz.path,
      { quizId, answers: right.map(({ questionId, option }) => ({ questionId, option })) },
      unverified.cookie,
    );
    const res = await claim(unverified.cookie, 'course', courseId);
    expect(res.json()).toEqual({ code: 403, message: CME_MESSAGES.notVerified });
  });

  it('gives its PDF to its owner only, with the name in it', async () => {
    const { courseId } = await aQuizCourse();
    const cert = (await claim(doctor.cookie, 'course', courseId)).json().result as CmeCertificate;
    const res = await get(CME_PDF_PATH, { code: cert.code }, doctor.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toMatch(/%%EOF/);
    // subset: the font is not embedded whole
    expect(pdf.length).toBeLessThan(200_000);
    const text = pdfText(pdf);
    expect(text).toContain('欧阳明华');
    expect(text).toContain(cert.activityName);
    expect((await get(CME_PDF_PATH, { code: cert.code }, other.cookie)).statusCode).toBe(404);
    expect((await get(CME_PDF_PATH, { code: cert.code })).statusCode).toBe(401);
  });

  it('is verified by anyone, who learns the activity, hours, date and a masked name, nothing else', async () => {
    const { courseId } = await aQuizCourse();
    const cert = (await claim(doctor.cookie, 'course', courseId)).json().result as CmeCertificate;
    const res = await get(e.verify.path, { code: cert.code });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      code: cert.code,
      kind: 'course',
      activityName: cert.activityName,
      hours: cert.hours,
      issuedAt: cert.issuedAt,
      holder: '欧**华',
    });
    expect(res.body).not.toContain('欧阳明华');
    expect(res.body).not.toContain('13500000401');
    expect((await get(e.verify.path, { code: 'ZZZZZZZZZZZZZZZZ' })).json()).toEqual({
      code: 404,
      message: CME_MESSAGES.badCode,
    });
    expect((await get(e.verify.path, { code: '<script>' })).statusCode).toBe(400);
  });

  it('the seeded doctor holds one certificate and stands one quiz from another', async () => {
    const seeded = await t.database.db
      .selectFrom('cme_certificates')
      .select(['activity_id'])
      .where('user_id', '=', CME_DEMO_DOCTOR_ID)
      .execute();
    expect(seeded).toHaveLength(1);
    const demo = await signIn(t, '13800000001');
    const quizzes = await t.database.db.selectFrom('course_quizzes').select('course_id').execute();
    const standings = await Promise.all(
      quizzes.map(
        async (q) =>
          (await get(e.courseProgress.path, { courseId: q.course_id }, demo.cookie)).json()
            .result as CourseCme,
      ),
    );
    expect(standings.filter((s) => s.certificate)).toHaveLength(1);
    expect(standings.some((s) => s.watched && s.quiz && !s.quiz.passed && !s.certificate)).toBe(true);
    expect(standings.some((s) => !s.watched && s.lecturesDone === s.lectures.length - 1)).toBe(true);
  });
});

describe('a meeting’s certificate', () => {
  /** a free meeting with check-in whose video a viewer may watch at the clock */
  async function aWatchableMeeting() {
    const meetings = await t.database.db
      .selectFrom('meetings')
      .select(['id'])
      .where('checkin_fields', '!=', '')
      .where('price', 'is', null)
      .where('publish_status', '=', '1')
      .orderBy('id')
      .execute();
    for (const m of meetings) {
      const venues = (await get(playback.playInfo.path, { meetingId: m.id })).json().list as {
        canWatch: boolean;
      }[];
      if (venues?.some((v) => v.canWatch)) return m.id;
    }
    throw new Error('no watchable meeting with check-in');
  }
  const beat = (meetingId: number, event: 'start' | 'beat' | 'stop', cookie = doctor.cookie) =>
    post(e.watchBeat.path, { meetingId, event }, cookie);
  const watched = async (meetingId: number, cookie = doctor.cookie) =>
    ((await get(e.meetingProgress.path, { meetingId }, cookie)).json().result as MeetingCme).watchedSeconds;

  it('credits only the real time between beats: forged, repeated and concurrent beats gain nothing', async () => {
    const meetingId = await aWatchableMeeting();
    expect((await beat(meetingId, 'beat')).statusCode).toBe(200); // the first beat ever: nothing
    expect(await watched(meetingId)).toBe(0);
    // the same instant, twenty times at once: no time passed
    await Promise.all(Array.from({ length: 20 }, () => beat(meetingId, 'beat')));
    expect(await watched(meetingId)).toBe(0);
    // thirty seconds later, ten beats at once: thirty seconds between them all
    clock += 30_000;
    await Promise.all(Array.from({ length: 10 }, () => beat(meetingId, 'beat')));
    expect(await watched(meetingId)).toBe(30);
    // an hour away, then one beat: at most the cap
    clock += 3_600_000;
    await beat(meetingId, 'beat');
    expect(await watched(meetingId)).toBe(30 + CME_RULES.beatMaxGapMs / 1000);
    // stopped: a beat after a stop credits nothing until a start; a start credits nothing
    await beat(meetingId, 'stop');
    clock += 60_000;
    await beat(meetingId, 'beat');
    const afterStop = await watched(meetingId);
    expect(afterStop).toBe(30 + CME_RULES.beatMaxGapMs / 1000);
    clock += 60_000;
    await beat(meetingId, 'start');
    expect(await watched(meetingId)).toBe(afterStop);
    clock += 20_000;
    await beat(meetingId, 'beat');
    expect(await watched(meetingId)).toBe(afterStop + 20);
    // the beats are the beater's: another user's count is untouched, a visitor's is refused
    expect(await watched(meetingId, other.cookie)).toBe(0);
    expect((await post(e.watchBeat.path, { meetingId, event: 'beat' })).statusCode).toBe(401);
    expect((await beat(2_000_000_000, 'beat')).statusCode).toBe(404);
  });

  it('is issued with check-in and enough watch time, once', async () => {
    const meetingId = await aWatchableMeeting();
    const me = other;
    const start = (await get(e.meetingProgress.path, { meetingId }, me.cookie)).json().result as MeetingCme;
    expect(start.programmeSeconds).toBeGreaterThan(0);
    expect(start.requiredSeconds).toBe(meetingRequiredSeconds(start.programmeSeconds));
    expect(start.canClaim).toBe(false);
    // a few minutes of beats, then the rest of the programme's 60 % as if watched so (the beats'
    // crediting is the test above's)
    await beat(meetingId, 'start', me.cookie);
    for (let i = 0; i < 4; i += 1) {
      clock += 30_000;
      await beat(meetingId, 'beat', me.cookie);
    }
    expect(await watched(meetingId, me.cookie)).toBe(120);
    const short = (await get(e.meetingProgress.path, { meetingId }, me.cookie)).json().result as MeetingCme;
    expect(short.canClaim).toBe(false);
    await t.database.db
      .updateTable('meeting_watch_time')
      .set({ watched_ms: start.requiredSeconds * 1000 })
      .where('meeting_id', '=', meetingId)
      .where('user_id', '=', me.id)
      .execute();
    const enough = (await get(e.meetingProgress.path, { meetingId }, me.cookie)).json().result as MeetingCme;
    expect(enough.watchedSeconds).toBeGreaterThanOrEqual(enough.requiredSeconds);
    // not checked in yet
    expect(enough.blocker).toBe(CME_MESSAGES.notCheckedIn);
    expect((await claim(me.cookie, 'meeting', meetingId)).statusCode).toBe(403);
    const info = (await get(p.checkinInfo.path, { meetingId }, me.cookie)).json().result as {
      fields: { code: string }[];
    };
    const values: Record<string, string> = {
      realName: '司马光',
      mobile: '13500000402',
      hospital: '北京天坛医院',
      department: '神经外科',
      title: '主任医师',
      idCard: '110101199003077777',
      email: 'doc@example.com',
      company: '北京天坛医院',
      position: '医生',
      province: '北京市',
      city: '北京市',
    };
    const checkin = await post(
      p.saveCheckin.path,
      { meetingId, info: Object.fromEntries(info.fields.map((f) => [f.code, values[f.code] ?? '测试'])) },
      me.cookie,
    );
    expect(checkin.statusCode).toBe(200);
    const both = await Promise.all([
      claim(me.cookie, 'meeting', meetingId),
      claim(me.cookie, 'meeting', meetingId),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both[0]!.json().result.code).toBe(both[1]!.json().result.code);
    expect(both[0]!.json().result.hours).toBeLessThanOrEqual(CME_RULES.meetingHoursCap);
    const rows = await t.database.db
      .selectFrom('cme_certificates')
      .select('id')
      .where('activity_kind', '=', 'meeting')
      .where('user_id', '=', me.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('verification look-ups', () => {
  it('are limited per client against enumeration', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= CME_RULES.verifyPerMinute; i += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: e.verify.path,
        query: { code: 'ABCDEFGHJKMNPQRS' },
        remoteAddress: '10.99.0.1',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, CME_RULES.verifyPerMinute).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
