import type { CourseDetail, CoursePayment } from '@portal/api/contract/classroom';
import { accountProfileEndpoints as profile } from '@portal/api/endpoints/account-profile';
import { accountWalletEndpoints as w } from '@portal/api/endpoints/account-wallet';
import {
  courseCommentEndpoints as ce,
  classroomEndpoints as e,
  courseProgressEndpoints as p,
} from '@portal/api/endpoints/classroom';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { paymentEndpoints } from '@portal/api/endpoints/payments';
import { CLASSROOM_MESSAGES as M, PROGRESS_RULES } from '@portal/api/rules/classroom';
import { clientKey, money } from '../../../../payments/__tests__/payments-fixtures';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

/**
 * The cloud classroom (issue 22) over the small demo seed, on SQLite or PostgreSQL: the list's
 * filters and paging bounds, a course's page, rating and collect rules, paid lectures refused
 * until bought on the simulator, and progress that only real time can make.
 */
let clock = DEFAULT_SEED_NOW;
let t: TestApp;
let m: ReturnType<typeof money>;
let seq = 0;
const nextMobile = () => `1350002${String(1000 + seq++).padStart(4, '0')}`;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, seed: 'small' });
  m = money(t);
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** a course with `lectures` lectures of 600 s each, free or at `money` yuan */
async function course(money: number | null, lectures = 4): Promise<{ id: number; videos: number[] }> {
  const row = await db()
    .insertInto('courses')
    .values({
      name: `测试课程 ${++seq}`,
      cover: '/c.svg',
      speaker_names: '王建国',
      money,
      score: 45,
      views: 0,
      subspecialty_id: null,
      publish_time: clock,
      created_at: clock,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const videos: number[] = [];
  for (let i = 0; i < lectures; i++) {
    const v = await db()
      .insertInto('course_videos')
      .values({
        course_id: row.id,
        name: `第${i + 1}讲`,
        speaker_names: '王建国',
        duration: 600 + i * 13,
        sort: i,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    videos.push(v.id);
  }
  return { id: row.id, videos };
}

const get = async (url: string, cookie?: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.body, json: () => res.json() };
};
const beat = (cookie: string, courseId: number, videoId: number, position: number) =>
  m.post(p.heartbeat.path, { courseId, videoId, position }, cookie);
const detail = async (courseId: number, cookie?: string) =>
  (await m.get(e.course.path, { courseId }, cookie)).body.result as CourseDetail;
const watched = async (userId: number, videoId: number) =>
  Number(
    (
      await db()
        .selectFrom('course_progress')
        .select('watched_seconds')
        .where('user_id', '=', userId)
        .where('video_id', '=', videoId)
        .executeTakeFirst()
    )?.watched_seconds ?? 0,
  );

describe('the course list', () => {
  it('filters free and paid, sorts hot and new, pages within bounds', async () => {
    const free = (await m.get(e.courses.path, { price: 'free', pageSize: 50 })).body;
    expect(free.list.length).toBeGreaterThan(0);
    expect(free.list.every((c: { money: number | null }) => c.money === null)).toBe(true);
    const paid = (await m.get(e.courses.path, { price: 'paid', pageSize: 50 })).body;
    expect(paid.list.every((c: { money: number | null }) => c.money !== null)).toBe(true);
    const all = (await m.get(e.courses.path, { pageSize: 1 })).body;
    expect(all.page.totalCount).toBe(free.page.totalCount + paid.page.totalCount);

    const hot = (await m.get(e.courses.path, { sort: 'hot', pageSize: 20 })).body.list as {
      showViews: number;
    }[];
    expect(hot.map((c) => c.showViews)).toEqual([...hot.map((c) => c.showViews)].sort((a, b) => b - a));
    const fresh = (await m.get(e.courses.path, { sort: 'new', pageSize: 20 })).body.list as {
      publishTime: number;
    }[];
    expect(fresh.map((c) => c.publishTime)).toEqual(
      [...fresh.map((c) => c.publishTime)].sort((a, b) => b - a),
    );

    // past the last page: empty, with the real count
    const beyond = (await m.get(e.courses.path, { pageNo: 9_999, pageSize: 12 })).body;
    expect(beyond.list).toEqual([]);
    expect(beyond.page.totalCount).toBe(all.page.totalCount);
    expect((await m.get(e.courses.path, { pageNo: 0 })).status).toBe(400);
    expect((await m.get(e.courses.path, { pageSize: 101 })).status).toBe(400);
    expect((await m.get(e.courses.path, { pageNo: '99999999999' as unknown as number })).status).toBe(400);
    expect((await m.get(e.courses.path, { sort: 'cheap' })).status).toBe(400);
  });

  it('lists a series and a subspecialty with its children', async () => {
    const series = (await m.get(e.series.path, {})).body.list as { id: number; courses: number }[];
    expect(series.length).toBeGreaterThan(0);
    const one = series.find((s) => s.courses > 0)!;
    const inSeries = (await m.get(e.courses.path, { seriesId: one.id, pageSize: 100 })).body;
    expect(inSeries.page.totalCount).toBe(one.courses);
    expect(inSeries.list.every((c: { seriesId: number }) => c.seriesId === one.id)).toBe(true);

    const top = await db()
      .selectFrom('subspecialties')
      .select('id')
      .where('parent_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const children = await db()
      .selectFrom('subspecialties')
      .select('id')
      .where('parent_id', '=', top.id)
      .execute();
    const ids = new Set([top.id, ...children.map((c) => c.id)]);
    const expected = await db()
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('subspecialty_id', 'in', [...ids])
      .executeTakeFirstOrThrow();
    const listed = (await m.get(e.courses.path, { subspecialtyId: top.id, pageSize: 1 })).body;
    expect(listed.page.totalCount).toBe(Number(expected.n));
  });
});

describe('a course page', () => {
  it('shows the lectures, counts a view, and is 404 for an unknown course', async () => {
    const c = await course(null, 5);
    const first = await detail(c.id);
    expect(first.lectureList.map((l) => l.id)).toEqual(c.videos);
    expect(first.lectureList.every((l) => l.canWatch && l.playlistUrl)).toBe(true);
    expect(first.money).toBeNull();
    expect((await detail(c.id)).showViews).toBe(first.showViews + 1);
    const missing = await m.get(e.course.path, { courseId: 2_000_000 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(M.courseNotFound);
  });

  it('rates once per user: a second rating changes it, the score is the mean', async () => {
    const c = await course(null);
    const a = await signIn(t, nextMobile());
    const b = await signIn(t, nextMobile());
    expect((await m.post(e.rate.path, { courseId: c.id, stars: 5 })).status).toBe(401);
    expect((await m.post(e.rate.path, { courseId: c.id, stars: 6 }, a.cookie)).status).toBe(400);
    expect((await m.post(e.rate.path, { courseId: c.id, stars: 0 }, a.cookie)).status).toBe(400);
    expect((await m.post(e.rate.path, { courseId: 2_000_000, stars: 3 }, a.cookie)).status).toBe(404);
    await m.post(e.rate.path, { courseId: c.id, stars: 5 }, a.cookie);
    const r = (await m.post(e.rate.path, { courseId: c.id, stars: 2, userId: b.id }, b.cookie)).body.result;
    expect(r).toEqual({ score: 3.5, ratingCount: 2, myStars: 2 });
    // a's rating again, twice at once: still two ratings
    await Promise.all([
      m.post(e.rate.path, { courseId: c.id, stars: 3 }, a.cookie),
      m.post(e.rate.path, { courseId: c.id, stars: 3 }, a.cookie),
    ]);
    const after = await detail(c.id, a.cookie);
    expect(after.ratingCount).toBe(2);
    expect(after.score).toBe(2.5);
    expect(after.myStars).toBe(3);
    expect((await detail(c.id)).myStars).toBeNull();
  });

  it('collects as type 6, for the session user only, and toggles back', async () => {
    const c = await course(null);
    const a = await signIn(t, nextMobile());
    expect((await m.post(e.collect.path, { courseId: c.id })).status).toBe(401);
    const on = await m.post(e.collect.path, { courseId: c.id, userId: 1 }, a.cookie);
    expect(on.body.result.isCollect).toBe(true);
    const rows = await db()
      .selectFrom('collections')
      .select(['user_id', 'content_type'])
      .where('content_id', '=', c.id)
      .where('content_type', '=', 6)
      .execute();
    expect(rows).toEqual([{ user_id: a.id, content_type: 6 }]);
    expect((await detail(c.id, a.cookie)).isCollect).toBe(true);
    // in 我的课程's 收藏 tab and the profile's 收藏 of every type; never in the 1.x list's closed union
    const mine = (await m.get(p.collected.path, {}, a.cookie)).body.list;
    expect(mine.map((x: { id: number }) => x.id)).toEqual([c.id]);
    const all = (await m.get(profile.allCollections.path, { profileUserId: a.id }, a.cookie)).body.list;
    expect(all).toEqual([
      expect.objectContaining({
        contentType: 'course',
        id: c.id,
        url: `/mooc/#/pages/coursePlay/coursePlay?courseId=${c.id}`,
      }),
    ]);
    const legacy = (await m.get(profile.collections.path, { profileUserId: a.id }, a.cookie)).body;
    expect(legacy.list).toEqual([]);
    expect((await m.post(e.collect.path, { courseId: c.id }, a.cookie)).body.result.isCollect).toBe(false);
    expect((await m.post(e.collect.path, { courseId: 2_000_000 }, a.cookie)).status).toBe(404);
  });

  it('keeps comments as plain text through the comment mechanism', async () => {
    const c = await course(null);
    const a = await signIn(t, nextMobile());
    const posted = await m.post(
      ce.postComment.path,
      { articleId: c.id, text: '<b>很好</b><script>x</script>' },
      a.cookie,
    );
    expect(posted.status).toBe(200);
    const page = (await m.get(ce.comments.path, { articleId: c.id })).body;
    expect(page.list).toHaveLength(1);
    expect(JSON.stringify(page.list[0])).not.toContain('<script');
    expect((await detail(c.id)).commentCount).toBe(1);
    expect((await m.post(ce.postComment.path, { articleId: 2_000_000, text: '好' }, a.cookie)).status).toBe(
      404,
    );
  });
});

describe('paid lectures', () => {
  it('refuse playlist, segments and heartbeats until bought on the simulator, then serve them', async () => {
    const c = await course(68, 3);
    const [preview, second] = c.videos as [number, number];
    const buyer = await signIn(t, nextMobile());
    const other = await signIn(t, nextMobile());
    const playlist = (v: number) => `/media/course/${c.id}/lecture/${v}/index.m3u8`;

    // the first lecture is a free preview, for anyone
    expect((await get(playlist(preview))).status).toBe(200);
    for (const cookie of [undefined, buyer.cookie]) {
      const refused = await get(playlist(second), cookie);
      expect(refused.status).toBe(403);
      expect(refused.json().message).toBe(M.notBought);
      expect((await get(`/media/course/${c.id}/lecture/${second}/0.ts`, cookie)).status).toBe(403);
    }
    expect((await beat(buyer.cookie, c.id, second, 5)).status).toBe(403);
    const page = await detail(c.id, buyer.cookie);
    expect(page.lectureList.map((l) => l.canWatch)).toEqual([true, false, false]);
    expect(page.lectureList[1]!.playlistUrl).toBeNull();

    // free courses cannot be bought
    const free = await course(null);
    const refusedFree = await m.post(
      e.order.path,
      { courseId: free.id, channel: 'wechat', clientKey: clientKey() },
      buyer.cookie,
    );
    expect(refusedFree.status).toBe(400);
    expect(refusedFree.body.message).toBe(M.freeCourse);

    const made = await m.post(
      e.order.path,
      { courseId: c.id, channel: 'wechat', clientKey: clientKey() },
      buyer.cookie,
    );
    expect(made.status).toBe(200);
    const order = made.body.result as CoursePayment;
    expect(order.kind).toBe('course');
    expect(order.amountFen).toBe(6_800);
    // another user cannot read it
    expect((await m.get(e.payment.path, { orderNo: order.orderNo }, other.cookie)).status).toBe(404);
    await m.post(paymentEndpoints.nativePay.path, { orderNo: order.orderNo }, buyer.cookie);
    await m.act('wechat', order.orderNo, 'pay');
    const paid = (await m.get(e.payment.path, { orderNo: order.orderNo }, buyer.cookie)).body
      .result as CoursePayment;
    expect(paid.status).toBe('fulfilled');

    const served = await get(playlist(second), buyer.cookie);
    expect(served.status).toBe(200);
    expect(served.body).toContain('#EXTM3U');
    expect(served.body).toContain('0.ts');
    // it ends with the lecture (the last segment the lecture's end falls in), not at a whole loop
    const seconds = page.lectureList[1]!.duration;
    const listed = (served.body as string)
      .split('\n')
      .filter((l) => l.startsWith('#EXTINF:'))
      .reduce((sum, l) => sum + Number(l.slice('#EXTINF:'.length, -1)), 0);
    expect(listed).toBeGreaterThanOrEqual(seconds);
    expect(listed - seconds).toBeLessThan(4.001);
    expect((await get(`/media/course/${c.id}/lecture/${second}/0.ts`, buyer.cookie)).status).toBe(200);
    // past the lecture's length, and a name that is not a segment
    expect((await get(`/media/course/${c.id}/lecture/${second}/99999.ts`, buyer.cookie)).status).toBe(404);
    expect((await get(`/media/course/${c.id}/lecture/${second}/..%2Fx.ts`, buyer.cookie)).status).toBe(404);
    // another course's lecture under this course
    const elsewhere = await course(null);
    expect(
      (await get(`/media/course/${c.id}/lecture/${elsewhere.videos[0]}/index.m3u8`, buyer.cookie)).status,
    ).toBe(404);
    // still refused to the other user
    expect((await get(playlist(second), other.cookie)).status).toBe(403);
    expect((await detail(c.id, buyer.cookie)).bought).toBe(true);
    // buying again is refused
    const again = await m.post(
      e.order.path,
      { courseId: c.id, channel: 'wechat', clientKey: clientKey() },
      buyer.cookie,
    );
    expect(again.body.message).toBe(M.alreadyBought);
  });
});

describe('progress', () => {
  const R = PROGRESS_RULES;

  it('cannot be inflated by a large position, rapid beats, replays or playDuration', async () => {
    const c = await course(null, 2);
    const [v] = c.videos as [number];
    const u = await signIn(t, nextMobile());
    expect((await beat(u.cookie, c.id, v, 0)).body.result.credited).toBe(0);
    // a jump to the end 10 s later credits 10 s × the fastest rate + slack, not 600
    clock += 10_000;
    const jumped = (await beat(u.cookie, c.id, v, 599)).body.result;
    expect(jumped.credited).toBe(10 * R.maxPlaybackRate + R.slackSeconds);
    expect(jumped.position).toBe(599);
    expect(jumped.done).toBe(false);
    // the same beat replayed, and beats sent with no time passing: nothing
    expect((await beat(u.cookie, c.id, v, 599)).body.result.credited).toBe(0);
    await beat(u.cookie, c.id, v, 0);
    for (let i = 1; i <= 20; i++)
      expect((await beat(u.cookie, c.id, v, i * 25)).body.result.credited).toBe(0);
    // an hour of silence, then the end: one beat credits at most maxCreditSeconds
    clock += 3_600_000;
    expect((await beat(u.cookie, c.id, v, 600)).body.result.credited).toBe(R.maxCreditSeconds);
    // a position past the end is the end
    clock += 10_000;
    expect((await beat(u.cookie, c.id, v, 999_999)).body.result.position).toBe(600);
    expect(await watched(u.id, v)).toBeLessThan(100);

    // the browsing-history call's playDuration goes through the same crediting
    const v2 = c.videos[1]!;
    const save = (playDuration: number) =>
      m.post(
        engagementEndpoints.saveHistory.path,
        { contentSource: 'ocs_course', contentId: v2, courseId: c.id, playDuration },
        u.cookie,
      );
    expect((await save(0)).status).toBe(200);
    clock += 5_000;
    expect((await save(86_400)).status).toBe(200);
    expect(await watched(u.id, v2)).toBe(5 * R.maxPlaybackRate + R.slackSeconds);
    const mine = (await m.get(w.myCourses.path, { tab: 'finished' }, u.cookie)).body;
    expect(mine.list.find((x: { id: number }) => x.id === c.id)).toBeUndefined();
  });

  it('credits real watching, concurrent beats once, and resumes where the viewer left off', async () => {
    const c = await course(null, 1);
    const [v] = c.videos as [number];
    const u = await signIn(t, nextMobile());
    const other = await signIn(t, nextMobile());
    await beat(u.cookie, c.id, v, 0);
    // ten-second beats at normal speed: each credits its ten seconds
    for (let s = 10; s <= 550; s += 10) {
      clock += R.beatIntervalMs;
      expect((await beat(u.cookie, c.id, v, s)).body.result.credited).toBe(10);
    }
    // two beats at once: one credits
    clock += R.beatIntervalMs;
    const pair = await Promise.all([beat(u.cookie, c.id, v, 560), beat(u.cookie, c.id, v, 560)]);
    expect(pair.map((r) => r.body.result.credited).sort()).toEqual([0, 10]);
    const progress = (await m.get(p.progress.path, { courseId: c.id }, u.cookie)).body.result;
    expect(progress.lectures).toEqual([
      expect.objectContaining({ videoId: v, watchedSeconds: 560, position: 560, done: true }),
    ]);
    expect(progress.lastVideoId).toBe(v);
    expect(progress.progress).toBe(100);
    // another user sees their own (nothing), a signed-out one nothing at all
    expect((await m.get(p.progress.path, { courseId: c.id }, other.cookie)).body.result.lectures).toEqual([]);
    expect((await m.get(p.progress.path, { courseId: c.id })).status).toBe(401);
    expect((await beat(other.cookie, c.id, 2_000_000, 1)).status).toBe(404);
    const finished = (await m.get(w.myCourses.path, { tab: 'finished' }, u.cookie)).body;
    expect(finished.list.find((x: { id: number }) => x.id === c.id)).toMatchObject({
      progress: 100,
      lecturesDone: 1,
    });
  });
});
