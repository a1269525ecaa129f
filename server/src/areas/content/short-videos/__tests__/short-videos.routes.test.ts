import type { ArticleComment } from '@portal/api/contract/article';
import type { ShortVideo, ShortVideoFeed } from '@portal/api/contract/short-video';
import { shortVideoEndpoints as e } from '@portal/api/endpoints/short-video';
import { ANONYMOUS_NAME, IDENTITY } from '@portal/api/identity';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import { SHORT_VIDEO_MESSAGES } from '@portal/api/rules/short-video';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';
import { SHORT_VIDEO_TARGET } from '../short-videos.repository';

/** Short videos (issue 22): the player's page, feed, views, likes, collects and comments. */
let t: TestApp;
let doctor: { cookie: string; id: number };
let other: { cookie: string; id: number };
let patient: { cookie: string; id: number };
let clock = Date.UTC(2026, 10, 28, 2, 0, 0);

const get = (path: string, query: Record<string, string | number>, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: path,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: cookie ? { cookie } : {},
  });
const post = (path: string, payload: Record<string, unknown>, cookie?: string, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: path,
    payload,
    headers: cookie ? { cookie } : {},
    ...(remoteAddress ? { remoteAddress } : {}),
  });

beforeAll(async () => {
  t = await createTestApp({ seed: 'small', now: () => clock });
  doctor = await signIn(t, '13500000401');
  other = await signIn(t, '13500000402');
  patient = await signIn(t, '13500000403');
  await t.database.db
    .updateTable('users')
    .set({ identity: IDENTITY.patient, real_name: '李患者' })
    .where('id', '=', patient.id)
    .execute();
});
afterAll(async () => {
  await t.close();
});

/** a published video of the seed, the nth by id */
const aVideo = async (n = 0) =>
  (
    await t.database.db
      .selectFrom('short_videos')
      .select(['id', 'creator_id', 'subspecialty_id'])
      .where('status', '=', 'published')
      .orderBy('id')
      .offset(n)
      .limit(1)
      .executeTakeFirstOrThrow()
  ).id;

const detail = async (id: number, cookie?: string) =>
  (await get(e.detail.path, { id }, cookie)).json().result as ShortVideo;

describe('short video page', () => {
  it('shows a published video with its creator; an unknown one is 404 in Chinese', async () => {
    const id = await aVideo();
    const v = await detail(id);
    expect(v.id).toBe(id);
    expect(v.videoUrl).toMatch(/^\/media\//);
    expect(v.creator.realName).not.toBe('');
    expect(v.isDigg).toBe('F');
    expect(v.isCollect).toBe('F');
    const missing = await get(e.detail.path, { id: 9_999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, message: SHORT_VIDEO_MESSAGES.notFound });
    expect((await get(e.detail.path, { id: 'x' })).json()).toEqual({
      code: 400,
      message: SHORT_VIDEO_MESSAGES.notFound,
    });
  });

  it('hides a video waiting for review from everyone but its creator, comments and feed included', async () => {
    const id = await aVideo(5);
    const creator = await t.database.db
      .selectFrom('short_videos')
      .select('creator_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await t.database.db.updateTable('short_videos').set({ status: 'pending' }).where('id', '=', id).execute();
    try {
      expect((await get(e.detail.path, { id })).statusCode).toBe(404);
      expect((await get(e.detail.path, { id }, other.cookie)).statusCode).toBe(404);
      expect((await get(e.comments.path, { videoId: id })).statusCode).toBe(404);
      expect(
        (await post(e.postComment.path, { videoId: id, content: '你好' }, other.cookie)).statusCode,
      ).toBe(404);
      expect((await post(e.digg.path, { videoId: id }, other.cookie)).statusCode).toBe(404);
      expect((await post(e.collect.path, { videoId: id }, other.cookie)).statusCode).toBe(404);
      expect((await post(e.view.path, { videoId: id })).statusCode).toBe(404);
      // nor is it anyone's neighbour
      const before = await aVideo(4);
      const feed = (await get(e.feed.path, { id: before })).json().result as ShortVideoFeed;
      expect([...feed.previous, ...feed.next].some((n) => n.id === id)).toBe(false);
      // its creator sees it (a seeded creator has no session here: sign in as them by their row)
      const row = await t.database.db
        .selectFrom('users')
        .select('mobile')
        .where('id', '=', creator.creator_id)
        .executeTakeFirstOrThrow();
      if (row.mobile) {
        const me = await signIn(t, row.mobile);
        expect((await get(e.detail.path, { id }, me.cookie)).statusCode).toBe(200);
      }
    } finally {
      await t.database.db
        .updateTable('short_videos')
        .set({ status: 'published' })
        .where('id', '=', id)
        .execute();
    }
  });

  it('shows a patient creator anonymously: no name, id or avatar leaves the server', async () => {
    const id = await aVideo(1);
    await t.database.db
      .updateTable('short_videos')
      .set({ creator_id: patient.id })
      .where('id', '=', id)
      .execute();
    const v = await detail(id, other.cookie);
    expect(v.creator).toEqual({
      id: 0,
      realName: ANONYMOUS_NAME,
      avatarAddress: '',
      identity: IDENTITY.patient,
    });
    expect(JSON.stringify(v)).not.toContain('李患者');
    // the patient still sees themself
    expect((await detail(id, patient.cookie)).creator.id).toBe(patient.id);
  });
});

describe('short video feed', () => {
  it('answers the videos around one: newer before, older after, its subspecialty first', async () => {
    const rows = await t.database.db
      .selectFrom('short_videos')
      .select(['id', 'online_time', 'subspecialty_id'])
      .where('status', '=', 'published')
      .orderBy('online_time', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const middle = rows[Math.floor(rows.length / 2)]!;
    const feed = (await get(e.feed.path, { id: middle.id })).json().result as ShortVideoFeed;
    expect(feed.next.length).toBe(3);
    expect(feed.previous.length).toBe(3);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const n of feed.next)
      expect(Number(byId.get(n.id)!.online_time)).toBeLessThanOrEqual(Number(middle.online_time));
    for (const n of feed.previous)
      expect(Number(byId.get(n.id)!.online_time)).toBeGreaterThanOrEqual(Number(middle.online_time));
    // the nearest older of the same subspecialty comes first
    const sameOlder = rows.filter(
      (r) =>
        r.subspecialty_id === middle.subspecialty_id &&
        (Number(r.online_time) < Number(middle.online_time) ||
          (Number(r.online_time) === Number(middle.online_time) && r.id < middle.id)),
    );
    if (sameOlder.length > 0) expect(feed.next[0]!.id).toBe(sameOlder[0]!.id);
    // the newest has nothing before it
    const newest = (await get(e.feed.path, { id: rows[0]!.id })).json().result as ShortVideoFeed;
    expect(newest.previous).toEqual([]);
    expect(new Set([...feed.next, ...feed.previous].map((n) => n.id)).size).toBe(6);
    expect([...feed.next, ...feed.previous].some((n) => n.id === middle.id)).toBe(false);
  });
});

describe('short video views', () => {
  it('counts a viewer once a day, signed in or not, and again the next day', async () => {
    const id = await aVideo(2);
    const start = (await detail(id)).views;
    const first = (await post(e.view.path, { videoId: id }, doctor.cookie)).json().result;
    expect(first).toEqual({ views: start + 1, counted: true });
    const again = (await post(e.view.path, { videoId: id }, doctor.cookie)).json().result;
    expect(again).toEqual({ views: start + 1, counted: false });
    // concurrent replays count once
    await Promise.all(Array.from({ length: 5 }, () => post(e.view.path, { videoId: id }, other.cookie)));
    expect((await detail(id)).views).toBe(start + 2);
    // visitors by address
    expect((await post(e.view.path, { videoId: id }, undefined, '10.9.9.1')).json().result.counted).toBe(
      true,
    );
    expect((await post(e.view.path, { videoId: id }, undefined, '10.9.9.1')).json().result.counted).toBe(
      false,
    );
    expect((await post(e.view.path, { videoId: id }, undefined, '10.9.9.2')).json().result.counted).toBe(
      true,
    );
    // the next Beijing day counts again, and yesterday's marks are dropped
    clock += 86_400_000;
    expect((await post(e.view.path, { videoId: id }, doctor.cookie)).json().result).toEqual({
      views: start + 5,
      counted: true,
    });
    const days = await t.database.db.selectFrom('short_video_views').select('day').distinct().execute();
    expect(days).toHaveLength(1);
    expect((await post(e.view.path, { videoId: 9_999_999 })).statusCode).toBe(404);
  });
});

describe('short video like and collect', () => {
  it('toggles a like as the session user, counted once however often it is sent', async () => {
    const id = await aVideo(3);
    const start = (await detail(id)).diggs;
    expect((await post(e.digg.path, { videoId: id })).statusCode).toBe(401);
    const on = (await post(e.digg.path, { videoId: id, userId: other.id }, doctor.cookie)).json().result;
    expect(on).toEqual({ isDigg: 'T', diggs: start + 1 });
    expect((await detail(id, doctor.cookie)).isDigg).toBe('T');
    // the userId sent is ignored: the other user has not liked it
    expect((await detail(id, other.cookie)).isDigg).toBe('F');
    const off = (await post(e.digg.path, { videoId: id }, doctor.cookie)).json().result;
    expect(off).toEqual({ isDigg: 'F', diggs: start });
    // concurrent toggles never drift the counter away from the rows
    await Promise.all(Array.from({ length: 6 }, () => post(e.digg.path, { videoId: id }, other.cookie)));
    const rows = await t.database.db
      .selectFrom('content_diggs')
      .select('user_id')
      .where('target_type', '=', SHORT_VIDEO_TARGET)
      .where('target_id', '=', id)
      .execute();
    expect((await detail(id)).diggs).toBe(start + rows.length);
  });

  it('collects as type 7, so the collection is the user’s; uncollects again', async () => {
    const id = await aVideo(3);
    expect((await post(e.collect.path, { videoId: id })).statusCode).toBe(401);
    const on = await post(e.collect.path, { videoId: id }, doctor.cookie);
    expect(on.json()).toMatchObject({
      message: SHORT_VIDEO_MESSAGES.collected,
      result: { isCollect: 'T', favorites: 1 },
    });
    const row = await t.database.db
      .selectFrom('collections')
      .selectAll()
      .where('user_id', '=', doctor.id)
      .where('content_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.content_type).toBe(COLLECT_TYPES.shortVideo);
    expect((await detail(id, doctor.cookie)).isCollect).toBe('T');
    expect((await post(e.collect.path, { videoId: id }, doctor.cookie)).json().result).toEqual({
      isCollect: 'F',
      favorites: 0,
    });
    expect((await post(e.collect.path, { videoId: 9_999_999 }, doctor.cookie)).statusCode).toBe(404);
  });
});

describe('short video comments', () => {
  it('takes comments as plain text from the signed in, counted on the video; replies and likes too', async () => {
    const id = await aVideo(6);
    const start = (await detail(id)).comments;
    expect((await post(e.postComment.path, { videoId: id, content: '你好' })).statusCode).toBe(401);
    const posted = await post(
      e.postComment.path,
      { videoId: id, content: '<img src=x onerror=alert(1)>请问<b>适应证</b>？' },
      doctor.cookie,
    );
    expect(posted.statusCode).toBe(200);
    const comment = posted.json().result as ArticleComment;
    expect(comment.text).not.toMatch(/<|>/);
    expect(comment.text).toContain('适应证');
    expect(comment.creator.id).toBe(doctor.id);
    const reply = await post(
      e.postComment.path,
      { videoId: id, parentId: comment.id, content: '要看具体病例' },
      other.cookie,
    );
    expect(reply.statusCode).toBe(200);
    const page = (await get(e.comments.path, { videoId: id })).json();
    expect(page.list[0].id).toBe(comment.id);
    expect(page.list[0].childComments.map((r: { text: string }) => r.text)).toEqual(['要看具体病例']);
    const children = (await get(e.childComments.path, { commentId: comment.id })).json();
    expect(children.list).toHaveLength(1);
    const liked = await post(e.commentDigg.path, { commentId: comment.id }, other.cookie);
    expect(liked.json().result).toEqual({ isDigg: 'T', diggs: 1 });
    expect((await post(e.commentDigg.path, { commentId: comment.id }, other.cookie)).json().result).toEqual({
      isDigg: 'F',
      diggs: 0,
    });
    expect((await detail(id)).comments).toBe(start + 2);
    // a reply under another video's comment is refused
    const elsewhere = await post(
      e.postComment.path,
      { videoId: await aVideo(7), parentId: comment.id, content: '串门' },
      other.cookie,
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses empty, too long and unknown-video comments in Chinese', async () => {
    const id = await aVideo(6);
    const empty = await post(e.postComment.path, { videoId: id, content: '   ' }, doctor.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/[\u4e00-\u9fa5]/);
    const long = await post(e.postComment.path, { videoId: id, content: '长'.repeat(151) }, doctor.cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/[\u4e00-\u9fa5]/);
    const huge = await post(e.postComment.path, { videoId: id, content: '长'.repeat(5000) }, doctor.cookie);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toMatch(/[\u4e00-\u9fa5]/);
    expect(
      (await post(e.postComment.path, { videoId: 9_999_999, content: '你好' }, doctor.cookie)).statusCode,
    ).toBe(404);
  });

  it('shows a patient’s comment anonymously to others', async () => {
    const id = await aVideo(8);
    const mine = (
      await post(e.postComment.path, { videoId: id, content: '我是患者，想咨询' }, patient.cookie)
    ).json().result as ArticleComment;
    const page = (await get(e.comments.path, { videoId: id }, other.cookie)).json();
    const seen = (page.list as ArticleComment[]).find((c) => c.id === mine.id)!;
    expect(seen.creator.realName).toBe(ANONYMOUS_NAME);
    expect(seen.creator.id).toBe(0);
    expect(JSON.stringify(page)).not.toContain('李患者');
  });

  it('pages within bounds: past the last page is empty, out-of-range paging is refused', async () => {
    const withComments = await t.database.db
      .selectFrom('short_videos')
      .select(['id', 'comments'])
      .where('comments', '>', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const id = withComments.id;
    const first = (await get(e.comments.path, { videoId: id, pageSize: 1 })).json();
    expect(first.list).toHaveLength(1);
    expect(first.page.totalPage).toBeGreaterThanOrEqual(1);
    const past = (await get(e.comments.path, { videoId: id, pageNo: 500 })).json();
    expect(past.list).toEqual([]);
    expect((await get(e.comments.path, { videoId: id, pageNo: 0 })).statusCode).toBe(400);
    expect((await get(e.comments.path, { videoId: id, pageSize: 1000 })).statusCode).toBe(400);
    expect((await get(e.comments.path, { videoId: id, pageNo: 99_999_999 })).statusCode).toBe(400);
  });
});

describe('short video seed', () => {
  it('has comments whose counters match their rows, some by patients', async () => {
    const db = t.database.db;
    const counts = await db
      .selectFrom('comments')
      .select(['target_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('target_type', '=', SHORT_VIDEO_TARGET)
      .groupBy('target_id')
      .execute();
    expect(counts.length).toBeGreaterThan(5);
    const videos = await db.selectFrom('short_videos').select(['id', 'comments']).execute();
    const byId = new Map(counts.map((c) => [c.target_id, Number(c.n)]));
    // the tests above added some: every video has at least its seeded rows counted
    for (const v of videos) expect(Number(v.comments)).toBe(byId.get(v.id) ?? 0);
  });
});
