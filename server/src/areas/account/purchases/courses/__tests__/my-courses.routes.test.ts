import type { MyCourse } from '@portal/api/contract/account-wallet';
import { accountWalletEndpoints as w } from '@portal/api/endpoints/account-wallet';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { ACCOUNT_WALLET_MESSAGES } from '@portal/api/rules/account-wallet';
import { money } from '../../../../../payments/__tests__/payments-fixtures';
import { DEFAULT_SEED_NOW } from '../../../../../seed/options';
import { createTestApp, signIn, type TestApp } from '../../../../../test-support/test-app';

/** My courses from the study progress that saving the browsing history of a lecture records. */
let clock = DEFAULT_SEED_NOW;
let t: TestApp;
let m: ReturnType<typeof money>;
let me: { cookie: string; id: number };
let other: { cookie: string; id: number };
let course: { id: number; lectures: { id: number; duration: number }[] };
let secondCourse: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, seed: 'small' });
  m = money(t);
  me = await signIn(t, '13700004001');
  other = await signIn(t, '13700004002');
  const videos = await t.database.db
    .selectFrom('course_videos')
    .select(['id', 'course_id', 'duration'])
    .orderBy('course_id')
    .orderBy('sort')
    .execute();
  // free courses (a paid one's lectures past its preview credit nothing before it is bought), the shortest first
  const free = new Set(
    (await t.database.db.selectFrom('courses').select('id').where('money', 'is', null).execute()).map(
      (c) => c.id,
    ),
  );
  const length = (id: number) =>
    videos.filter((v) => v.course_id === id).reduce((s, v) => s + Number(v.duration), 0);
  const withThree = [...new Set(videos.map((v) => v.course_id))]
    .filter((id) => free.has(id) && videos.filter((v) => v.course_id === id).length >= 3)
    .sort((a, b) => length(a) - length(b) || a - b);
  course = {
    id: withThree[0]!,
    lectures: videos
      .filter((v) => v.course_id === withThree[0])
      .map((v) => ({ id: v.id, duration: Number(v.duration) })),
  };
  secondCourse = withThree[1]!;
});
afterAll(async () => {
  await t.close();
});

const study = (cookie: string | undefined, body: Record<string, unknown>) => {
  clock += 60_000;
  return m.post(engagementEndpoints.saveHistory.path, { contentSource: 'ocs_course', ...body }, cookie);
};
const mine = async (cookie: string, tab?: string) =>
  (await m.get(w.myCourses.path, tab ? { tab } : {}, cookie)).body.list as MyCourse[];

/** a lecture played from its start to its end, reported every minute (each report a minute later) */
async function watchWhole(cookie: string, lecture: { id: number; duration: number }) {
  await study(cookie, { contentId: lecture.id, courseId: course.id, playDuration: 0 });
  for (let p = 60; p < lecture.duration + 60; p += 60)
    await study(cookie, {
      contentId: lecture.id,
      courseId: course.id,
      playDuration: Math.min(p, lecture.duration),
    });
}

describe('my courses', () => {
  it('credits each lecture by the time that passed, never going back, and lists the course as studying', async () => {
    const [first, second] = course.lectures;
    // a first report starts the clock; the next, a minute later, credits that minute
    expect(
      (await study(me.cookie, { contentId: first!.id, courseId: course.id, playDuration: 0 })).status,
    ).toBe(200);
    await study(me.cookie, { contentId: first!.id, courseId: course.id, playDuration: 60 });
    // an older report (a second tab) takes nothing back; a report past the end credits a minute, not the lecture
    await study(me.cookie, { contentId: first!.id, courseId: course.id, playDuration: 10 });
    await study(me.cookie, { contentId: second!.id, courseId: course.id, playDuration: 0 });
    await study(me.cookie, { contentId: second!.id, courseId: course.id, playDuration: 86_400 });
    const total = course.lectures.reduce((s, l) => s + l.duration, 0);
    const [shown] = await mine(me.cookie);
    expect(shown).toMatchObject({
      id: course.id,
      lectures: course.lectures.length,
      lecturesDone: 0,
      progress: Math.floor(((60 + 60) * 100) / total),
      lastStudiedAt: clock,
    });
    // the course is in the browsing history once, as the course
    const history = (await m.get(engagementEndpoints.history.path, {}, me.cookie)).body.list;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ contentSource: 'ocs_course', contentId: course.id });
  });

  it('moves a course to 已学完 once every lecture is watched through', async () => {
    for (const l of course.lectures) await watchWhole(me.cookie, l);
    await study(me.cookie, { contentId: secondCourse, playDuration: null });
    expect(await mine(me.cookie)).toEqual([]);
    const finished = await mine(me.cookie, 'finished');
    expect(finished.map((c) => [c.id, c.progress, c.lecturesDone])).toEqual([
      [course.id, 100, course.lectures.length],
    ]);
  });

  it('refuses a lecture of another course, an unknown course, and progress without a course', async () => {
    const other = (
      await t.database.db
        .selectFrom('course_videos')
        .select('id')
        .where('course_id', '=', secondCourse)
        .executeTakeFirstOrThrow()
    ).id;
    expect((await study(me.cookie, { contentId: other, courseId: course.id, playDuration: 5 })).body).toEqual(
      {
        code: 404,
        message: ACCOUNT_WALLET_MESSAGES.lectureNotFound,
      },
    );
    expect((await study(me.cookie, { contentId: 99_999_999 })).body).toEqual({
      code: 404,
      message: ACCOUNT_WALLET_MESSAGES.courseNotFound,
    });
    expect((await study(me.cookie, { contentId: course.id, playDuration: 5 })).body).toEqual({
      code: 400,
      message: ACCOUNT_WALLET_MESSAGES.courseRequired,
    });
    expect(
      (await study(me.cookie, { contentId: course.lectures[0]!.id, courseId: course.id, playDuration: -1 }))
        .status,
    ).toBe(400);
  });

  it('answers only the session’s user', async () => {
    expect(await mine(other.cookie)).toEqual([]);
    expect(await mine(other.cookie, 'finished')).toEqual([]);
    expect((await m.get(w.myCourses.path, {})).status).toBe(401);
    expect((await study(undefined, { contentId: course.lectures[0]!.id, courseId: course.id })).status).toBe(
      401,
    );
    expect((await m.get(w.myCourses.path, { tab: 'all' }, me.cookie)).body).toEqual({
      code: 400,
      message: '课程分类不正确',
    });
  });

  it('gives the demo accounts courses in progress and one finished', async () => {
    const wang = await signIn(t, '13800000001');
    expect((await mine(wang.cookie)).length).toBeGreaterThan(0);
    const finished = await mine(wang.cookie, 'finished');
    expect(finished.length).toBeGreaterThanOrEqual(1);
    expect(finished.every((c) => c.progress === 100)).toBe(true);
  });
});
