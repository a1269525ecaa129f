import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MyCompetitionEntry } from '@portal/api/contract/competitions';
import { competitionEndpoints as e } from '@portal/api/endpoints/competitions';
import { reviewEndpoints as r } from '@portal/api/endpoints/reviews';
import {
  COMPETITION_ENTRY_REVIEW_TYPE,
  COMPETITION_LIMITS,
  COMPETITION_MESSAGES,
  competitionEntryPlaylist,
  competitionPath,
} from '@portal/api/rules/competitions';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../../../test-support/test-app';
import { HAVE_FFMPEG, makeClip, NO_FFMPEG_MESSAGE } from '../../../../test-support/video-clips';

/**
 * Competition entries (issue 22): who may submit and when, the refusals of the upload (by its
 * bytes, size and duration), a real transcode to HLS in the background worker with its progress,
 * a job taken again after its process died, and review (approve makes a short video; reject shows
 * the reason). Generated clips: ffmpeg's lavfi test pattern, a few seconds.
 */

type Who = { cookie: string; id: number };
let t: TestApp;
let dataDir: string;
let clips: string;
let doctor: Who;
let second: Who;
let third: Who;
let reviewing: Who;
let patient: Who;
let moderator: Who;
/** competitions by status (spec 4), as seeded */
const byStatus = new Map<number, number>();
let openIds: number[] = [];

const MAX_BYTES = 3 * 1024 * 1024;

async function form(fields: Record<string, string>, file?: { bytes: Buffer; name?: string; type?: string }) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  if (file)
    body.append(
      COMPETITION_LIMITS.field,
      new Blob([file.bytes], { type: file.type ?? 'video/mp4' }),
      file.name ?? 'clip.mp4',
    );
  const request = new Request('http://portal.test/', { method: 'POST', body });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

async function submit(
  who: Who | null,
  competitionId: number,
  file?: { bytes: Buffer; name?: string; type?: string },
  title = '经翼点入路前交通动脉瘤夹闭术',
) {
  const { payload, contentType } = await form(
    { competitionId: String(competitionId), title, description: '术中要点与并发症防范' },
    file,
  );
  return t.app.inject({
    method: 'POST',
    url: e.submit.path,
    payload,
    headers: { ...OWN_PAGE_HEADERS, 'content-type': contentType, ...(who ? { cookie: who.cookie } : {}) },
  });
}

const get = (url: string, query: Record<string, string | number> = {}, who?: Who | null) =>
  t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: who ? { cookie: who.cookie } : {},
  });

const mine = async (who: Who, competitionId: number) =>
  (await get(e.myEntry.path, { competitionId }, who)).json().result as MyCompetitionEntry | null;

/** polls the entry's state until it is no longer transcoding (the worker runs in the app) */
async function transcoded(
  who: Who,
  competitionId: number,
): Promise<{ entry: MyCompetitionEntry; seen: number[] }> {
  const seen: number[] = [];
  for (;;) {
    const entry = await mine(who, competitionId);
    if (!entry) throw new Error('no entry');
    seen.push(entry.progress);
    if (entry.state !== 'transcoding') return { entry, seen };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const clip = (name: string) => fs.readFile(path.join(clips, name));
const uploadsLeft = async () =>
  (await fs.readdir(path.join(dataDir, 'competition', 'uploads')).catch(() => [] as string[])).filter(
    (n) => !n.startsWith('.'),
  );

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-competition-'));
  clips = path.join(dataDir, 'clips');
  await fs.mkdir(clips);
  process.env.PORTAL_DATA_DIR = dataDir;
  process.env.PORTAL_ENTRY_MAX_BYTES = String(MAX_BYTES);
  process.env.PORTAL_ENTRIES_PER_HOUR = '1000';
  t = await createTestApp({ seed: 'small', moderatorMobiles: ['13800000007'] });
  doctor = await signIn(t, '13800000001');
  second = await signIn(t, '13800000008');
  reviewing = await signIn(t, '13800000002');
  patient = await signIn(t, '13800000005');
  moderator = await signIn(t, '13800000007');
  // a third verified doctor of the seed
  const other = await t.database.db
    .selectFrom('users')
    .select('mobile')
    .where('identity', '=', 1)
    .where('is_auth', '=', 1)
    .where('mobile', 'not in', ['13800000001', '13800000008'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  third = await signIn(t, other.mobile);
  const rows = await t.database.db
    .selectFrom('competitions')
    .select(['id', 'status'])
    .orderBy('id')
    .execute();
  for (const row of rows) if (!byStatus.has(row.status)) byStatus.set(row.status, row.id);
  openIds = rows.filter((row) => row.status === 2).map((row) => row.id);
  // the seed may have entered these doctors' own short videos: they start with no entry here
  await t.database.db
    .deleteFrom('competition_entries')
    .where('user_id', 'in', [doctor.id, second.id, third.id])
    .where('competition_id', 'in', openIds)
    .execute();
  if (HAVE_FFMPEG) {
    await makeClip(path.join(clips, 'six.mp4'), 6);
    await makeClip(path.join(clips, 'six.webm'), 6, { format: 'webm' });
    await makeClip(path.join(clips, 'two.mp4'), 2);
    await makeClip(path.join(clips, 'long.mp4'), COMPETITION_LIMITS.maxSeconds + 5, {
      size: '32x32',
      rate: 1,
      audio: false,
    });
  }
});

afterAll(async () => {
  await t?.close();
  delete process.env.PORTAL_ENTRY_MAX_BYTES;
  delete process.env.PORTAL_ENTRIES_PER_HOUR;
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('competition pages', () => {
  it('lists competitions in every status, and one status alone', async () => {
    const all = (await get(e.list.path, { pageSize: 50 })).json();
    expect(new Set(all.list.map((c: { status: number }) => c.status))).toEqual(new Set([0, 1, 2, 3]));
    const ended = (await get(e.list.path, { status: 3, pageSize: 50 })).json();
    expect(ended.list.length).toBeGreaterThan(0);
    expect(ended.list.every((c: { status: number }) => c.status === 3)).toBe(true);
    expect((await get(e.list.path, { pageNo: 999 })).json().list).toEqual([]);
  });

  it('shows a competition with its rules and whether it takes entries; the url is the jump rule’s page', async () => {
    const open = (await get(e.detail.path, { competitionId: byStatus.get(2) ?? 0 })).json().result;
    expect(open.acceptingEntries).toBe(true);
    expect(open.rules.length).toBeGreaterThan(20);
    expect(open.competitionUrl).toBe(competitionPath(open.id));
    for (const status of [0, 1, 3]) {
      const c = (await get(e.detail.path, { competitionId: byStatus.get(status) ?? 0 })).json().result;
      expect(c.acceptingEntries).toBe(false);
    }
    expect((await get(e.detail.path, { competitionId: 99999 })).json()).toEqual({
      code: 404,
      message: COMPETITION_MESSAGES.notFound,
    });
    expect((await get(e.detail.path, { competitionId: 'x' })).json().code).toBe(400);
  });

  it('an ended competition lists its approved entries, awarded first, each playable as a short video', async () => {
    const list = (await get(e.entries.path, { competitionId: byStatus.get(3) ?? 0, pageSize: 50 })).json()
      .list;
    expect(list.length).toBeGreaterThan(3);
    expect(list[0].awardRank).toBe(1);
    expect(list[0].award).toBe('一等奖');
    const ranks = list
      .map((x: { awardRank: number | null }) => x.awardRank)
      .filter((x: number | null) => x !== null);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const video = await t.database.db
      .selectFrom('short_videos')
      .select(['id', 'creator_id'])
      .where('id', '=', list[0].shortVideoId)
      .executeTakeFirstOrThrow();
    expect(video.creator_id).toBe(list[0].author.id);
    // nothing about the author beyond the public card
    expect(Object.keys(list[0].author).sort()).toEqual(['avatarAddress', 'id', 'realName']);
    const none = (await get(e.entries.path, { competitionId: byStatus.get(0) ?? 0 })).json();
    expect(none.list).toEqual([]);
  });
});

describe('who may submit, and when', () => {
  it('refuses a visitor, a doctor not verified, and a patient, before reading the video', async () => {
    const id = openIds[0] ?? 0;
    const bytes = Buffer.from('not read');
    expect((await submit(null, id, { bytes })).json()).toEqual({
      code: 401,
      message: COMPETITION_MESSAGES.pleaseSignIn,
    });
    expect((await submit(reviewing, id, { bytes })).json()).toEqual({
      code: 403,
      message: COMPETITION_MESSAGES.pleaseAuthenticate,
    });
    expect((await submit(patient, id, { bytes })).json()).toEqual({
      code: 403,
      message: COMPETITION_MESSAGES.doctorsOnly,
    });
    expect(await uploadsLeft()).toEqual([]);
  });

  it('takes no entry unless registration is open (status 2, inside its window)', async () => {
    const bytes = Buffer.from('not read');
    for (const status of [0, 1, 3]) {
      expect((await submit(doctor, byStatus.get(status) ?? 0, { bytes })).json()).toEqual({
        code: 403,
        message: COMPETITION_MESSAGES.notOpen,
      });
    }
    // status 2 whose window has closed
    const id = openIds[openIds.length - 1] ?? 0;
    const before = await t.database.db
      .selectFrom('competitions')
      .select('entry_closes_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable('competitions')
      .set({ entry_closes_at: Date.now() - 1000 })
      .where('id', '=', id)
      .execute();
    expect((await submit(doctor, id, { bytes })).json().message).toBe(COMPETITION_MESSAGES.notOpen);
    await t.database.db
      .updateTable('competitions')
      .set({ entry_closes_at: before.entry_closes_at })
      .where('id', '=', id)
      .execute();
    expect((await submit(doctor, 99999, { bytes })).json()).toEqual({
      code: 404,
      message: COMPETITION_MESSAGES.notFound,
    });
    expect(await uploadsLeft()).toEqual([]);
  });

  it('wants a title, and drops markup from it', async () => {
    const res = await submit(doctor, openIds[0] ?? 0, { bytes: Buffer.from('x') }, '   ');
    expect(res.json()).toEqual({ code: 400, message: COMPETITION_MESSAGES.titleRequired });
    const long = await submit(
      doctor,
      openIds[0] ?? 0,
      { bytes: Buffer.from('x') },
      '长'.repeat(COMPETITION_LIMITS.titleMax + 1),
    );
    expect(long.json().message).toBe(COMPETITION_MESSAGES.titleTooLong);
  });
});

(HAVE_FFMPEG ? describe : describe.skip)('the video', () => {
  if (!HAVE_FFMPEG) console.warn(NO_FFMPEG_MESSAGE);
  const id = () => openIds[0] ?? 0;

  it('refuses by the bytes: an empty file, another kind of file named .mp4, a broken video', async () => {
    expect((await submit(doctor, id(), { bytes: Buffer.alloc(0) })).json()).toEqual({
      code: 400,
      message: COMPETITION_MESSAGES.empty,
    });
    expect((await submit(doctor, id())).json()).toEqual({ code: 400, message: COMPETITION_MESSAGES.empty });
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    expect((await submit(doctor, id(), { bytes: png, name: 'clip.mp4', type: 'video/mp4' })).json()).toEqual({
      code: 400,
      message: COMPETITION_MESSAGES.badType,
    });
    const text = Buffer.from('<html><script>alert(1)</script></html>'.repeat(10));
    expect((await submit(doctor, id(), { bytes: text, name: 'clip.mp4' })).json().message).toBe(
      COMPETITION_MESSAGES.badType,
    );
    // an MP4 header and then nothing a video is made of
    const broken = Buffer.concat([
      Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
      Buffer.alloc(4096, 7),
    ]);
    expect((await submit(doctor, id(), { bytes: broken })).json()).toEqual({
      code: 400,
      message: COMPETITION_MESSAGES.corrupt,
    });
    expect(await uploadsLeft()).toEqual([]);
    expect(await mine(doctor, id())).toBeNull();
  });

  it('refuses too big a file while it streams in, and too short or too long a video', async () => {
    const big = Buffer.concat([
      Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
      Buffer.alloc(MAX_BYTES + 1024),
    ]);
    expect((await submit(doctor, id(), { bytes: big })).json()).toEqual({
      code: 400,
      message: COMPETITION_MESSAGES.tooLarge,
    });
    expect((await submit(doctor, id(), { bytes: await clip('two.mp4') })).json()).toEqual({
      code: 400,
      message: COMPETITION_MESSAGES.tooShort,
    });
    expect((await submit(doctor, id(), { bytes: await clip('long.mp4') })).json()).toEqual({
      code: 400,
      message: COMPETITION_MESSAGES.tooLong,
    });
    expect(await uploadsLeft()).toEqual([]);
    expect(await mine(doctor, id())).toBeNull();
  });

  it('transcodes an entry to HLS in the background, shows its progress, then queues it for review; one entry each', async () => {
    const res = await submit(doctor, id(), { bytes: await clip('six.mp4') }, '<b>动脉瘤</b>夹闭');
    expect(res.statusCode).toBe(200);
    const submitted = res.json().result as MyCompetitionEntry;
    expect(submitted.state).toBe('transcoding');
    expect(submitted.title).toBe('动脉瘤夹闭');
    expect(submitted.previewUrl).toBe('');
    // the uploader's second try is refused while the first stands
    expect((await submit(doctor, id(), { bytes: await clip('six.mp4') })).json()).toEqual({
      code: 409,
      message: COMPETITION_MESSAGES.alreadyEntered,
    });
    const { entry, seen } = await transcoded(doctor, id());
    expect(entry.state).toBe('pending');
    expect(entry.progress).toBe(100);
    expect(seen.every((p, i) => i === 0 || p >= (seen[i - 1] ?? 0))).toBe(true);
    expect(entry.previewUrl).toBe(competitionEntryPlaylist(entry.id));
    const job = await t.database.db
      .selectFrom('transcode_jobs')
      .selectAll()
      .where('entry_id', '=', entry.id)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'done', progress: 100 });
    // a playable playlist: VOD, its segments served
    const playlist = await get(entry.previewUrl, {}, doctor);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('mpegurl');
    expect(playlist.body).toContain('#EXT-X-ENDLIST');
    const segments = playlist.body.split('\n').filter((line) => line.endsWith('.ts'));
    expect(segments.length).toBeGreaterThan(0);
    const segment = await get(entry.previewUrl.replace('index.m3u8', segments[0] ?? ''), {}, doctor);
    expect(segment.statusCode).toBe(200);
    expect(segment.rawPayload[0]).toBe(0x47); // MPEG-TS sync byte
    // the upload is gone once transcoded
    expect(await uploadsLeft()).toEqual([]);
    // not public before approval: a visitor and another doctor find nothing; a moderator may watch
    expect((await get(entry.previewUrl)).statusCode).toBe(404);
    expect((await get(entry.previewUrl, {}, second)).statusCode).toBe(404);
    expect((await get(entry.previewUrl, {}, moderator)).statusCode).toBe(200);
    // no other file of the data folder is reachable
    expect(
      (await get(`/media/competition/entry/${entry.id}/..%2F..%2Fclips%2Fsix.mp4`, {}, doctor)).statusCode,
    ).toBe(404);
    // it waits in the review queue
    const queued = await t.database.db
      .selectFrom('review_queue')
      .select(['status', 'user_id'])
      .where('content_type', '=', COMPETITION_ENTRY_REVIEW_TYPE)
      .where('content_id', '=', entry.id)
      .executeTakeFirstOrThrow();
    expect(queued).toEqual({ status: 'pending', user_id: doctor.id });
  });

  it('approval publishes the entry as the doctor’s short video, listed on the competition page', async () => {
    const entry = (await mine(doctor, id())) as MyCompetitionEntry;
    const pending = (
      await get(r.pending.path, { contentType: COMPETITION_ENTRY_REVIEW_TYPE }, moderator)
    ).json();
    const item = pending.list.find((x: { contentId: number }) => x.contentId === entry.id);
    expect(item.url).toBe(competitionPath(id()));
    expect(item.html).not.toContain('<b>');
    // the review page plays the entry, and its playlist answers the moderator
    expect(item.video).toBe(competitionEntryPlaylist(entry.id));
    expect((await get(item.video, {}, moderator)).statusCode).toBe(200);
    const decided = await t.app.inject({
      method: 'POST',
      url: r.decide.path,
      payload: { id: item.id, decision: 'approve', version: item.version },
      headers: { cookie: moderator.cookie },
    });
    expect(decided.json().code).toBe(1);
    const after = (await mine(doctor, id())) as MyCompetitionEntry;
    expect(after.state).toBe('approved');
    const video = await t.database.db
      .selectFrom('short_videos')
      .selectAll()
      .where('id', '=', after.shortVideoId ?? 0)
      .executeTakeFirstOrThrow();
    expect(video).toMatchObject({
      creator_id: doctor.id,
      status: 'published',
      video_url: competitionEntryPlaylist(entry.id),
    });
    const list = (await get(e.entries.path, { competitionId: id(), pageSize: 100 })).json().list;
    expect(
      list.some(
        (x: { id: number; shortVideoId: number }) => x.id === entry.id && x.shortVideoId === video.id,
      ),
    ).toBe(true);
    // public now
    expect((await get(entry.previewUrl)).statusCode).toBe(200);
  });

  it('rejection shows the reason to the uploader; a WebM entry transcodes too', async () => {
    const res = await submit(second, id(), {
      bytes: await clip('six.webm'),
      name: 'clip.webm',
      type: 'video/webm',
    });
    expect(res.json().code).toBe(1);
    const { entry } = await transcoded(second, id());
    expect(entry.state).toBe('pending');
    const pending = (
      await get(r.pending.path, { contentType: COMPETITION_ENTRY_REVIEW_TYPE }, moderator)
    ).json();
    const item = pending.list.find((x: { contentId: number }) => x.contentId === entry.id);
    await t.app.inject({
      method: 'POST',
      url: r.decide.path,
      payload: { id: item.id, decision: 'reject', reason: '视频未隐去患者信息', version: item.version },
      headers: { cookie: moderator.cookie },
    });
    const after = (await mine(second, id())) as MyCompetitionEntry;
    expect(after).toMatchObject({ state: 'rejected', reason: '视频未隐去患者信息', shortVideoId: null });
    expect((await get(entry.previewUrl)).statusCode).toBe(404);
    const list = (await get(e.entries.path, { competitionId: id(), pageSize: 100 })).json().list;
    expect(list.some((x: { id: number }) => x.id === entry.id)).toBe(false);
    // the doctor mends it and sends it again: the rejected entry, its output and its place in the
    // list are replaced by the new one, which is transcoded and waits for review afresh
    const output = path.join(dataDir, 'competition', 'entries', String(entry.id));
    expect(
      await fs.stat(output).then(
        () => true,
        () => false,
      ),
    ).toBe(true);
    const again = await submit(second, id(), { bytes: await clip('six.mp4') });
    expect(again.json().code).toBe(1);
    const replaced = again.json().result as MyCompetitionEntry;
    expect(replaced.id).not.toBe(entry.id);
    expect(
      await fs.stat(output).then(
        () => true,
        () => false,
      ),
    ).toBe(false);
    expect((await transcoded(second, id())).entry.state).toBe('pending');
    // and a waiting entry is the doctor's one entry
    expect((await submit(second, id(), { bytes: await clip('six.mp4') })).json().code).toBe(409);
  });

  it('takes again a job whose process died while running it, and leaves alone one a live worker holds', async () => {
    const competitionId = openIds[1] ?? openIds[0] ?? 0;
    const db = t.database.db;
    const upload = path.join(dataDir, 'competition', 'uploads');
    await fs.mkdir(upload, { recursive: true });
    const now = Date.now();
    const entryOf = async (userId: number, name: string) => {
      await fs.copyFile(path.join(clips, 'six.mp4'), path.join(upload, name));
      return (
        await db
          .insertInto('competition_entries')
          .values({
            competition_id: competitionId,
            user_id: userId,
            title: '崩溃后恢复',
            state: 'transcoding',
            source_path: path.join('uploads', name),
            bytes: 1,
            duration: 6,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    };
    // held by a worker alive a moment ago (lower id: looked at first)
    const heldEntry = await entryOf(third.id, 'held.upload');
    await db
      .insertInto('transcode_jobs')
      .values({
        entry_id: heldEntry,
        state: 'running',
        progress: 40,
        attempts: 1,
        worker: 'alive',
        heartbeat_at: Date.now(),
        created_at: now,
      })
      .execute();
    // left running at 30% by a process that died ten minutes ago
    const deadEntry = await entryOf(doctor.id, 'dead.upload');
    await db
      .insertInto('transcode_jobs')
      .values({
        entry_id: deadEntry,
        state: 'running',
        progress: 30,
        attempts: 1,
        worker: 'dead',
        heartbeat_at: now - 600_000,
        created_at: now,
      })
      .execute();
    const { entry } = await transcoded(doctor, competitionId);
    expect(entry.state).toBe('pending');
    const job = await db
      .selectFrom('transcode_jobs')
      .selectAll()
      .where('entry_id', '=', deadEntry)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'done', progress: 100, attempts: 2 });
    expect(job.worker).not.toBe('dead');
    const held = await db
      .selectFrom('transcode_jobs')
      .selectAll()
      .where('entry_id', '=', heldEntry)
      .executeTakeFirstOrThrow();
    expect(held).toMatchObject({ state: 'running', worker: 'alive', progress: 40 });
    expect((await mine(third, competitionId))?.state).toBe('transcoding');
    expect((await mine(third, competitionId))?.progress).toBe(40);
    await db.deleteFrom('competition_entries').where('id', '=', heldEntry).execute();
  });

  it('a failed transcode says so, and the doctor may send another video', async () => {
    const competitionId = openIds[2] ?? openIds[0] ?? 0;
    const db = t.database.db;
    const upload = path.join(dataDir, 'competition', 'uploads');
    const now = Date.now();
    // a "video" that passed the checks but that ffmpeg cannot read (truncated since)
    await fs.writeFile(path.join(upload, 'cut.upload'), Buffer.from('000000186674797069736f6d', 'hex'));
    const entryId = (
      await db
        .insertInto('competition_entries')
        .values({
          competition_id: competitionId,
          user_id: doctor.id,
          title: '转码失败',
          state: 'transcoding',
          source_path: path.join('uploads', 'cut.upload'),
          duration: 6,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('transcode_jobs')
      .values({ entry_id: entryId, state: 'queued', created_at: now })
      .execute();
    const { entry } = await transcoded(doctor, competitionId);
    expect(entry.state).toBe('failed');
    expect(entry.previewUrl).toBe('');
    expect((await get(competitionEntryPlaylist(entryId), {}, doctor)).statusCode).toBe(404);
    const again = await submit(doctor, competitionId, { bytes: await clip('six.mp4') });
    expect(again.json().code).toBe(1);
    expect((await transcoded(doctor, competitionId)).entry.state).toBe('pending');
  });
});
