import fs from 'node:fs';
import path from 'node:path';
import type { VenuePlay } from '@portal/api/contract/meeting-playback';
import { meetingPlaybackEndpoints as e } from '@portal/api/endpoints/meeting-playback';
import {
  HLS_PLAYLIST_TYPE,
  HLS_SEGMENT_TYPE,
  PLAYBACK_LIMITS,
  venueMediaBase,
  venuePlaylistUrl,
} from '@portal/api/rules/meeting-playback';
import { MEETING_MESSAGES } from '@portal/api/rules/meetings';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';
import { LECTURE_DIR } from '../playback.routes';

/** Meeting video over the demo seed: play info, live and VOD playlists, segments, who may watch. */
const NOW = DEFAULT_SEED_NOW;
const MINUTE = 60_000;
/** the clock of the app: tests of the live playlist move it */
let clock = NOW;
let t: TestApp;

const SEGMENTS: { file: string; duration: number }[] = JSON.parse(
  fs.readFileSync(path.join(LECTURE_DIR, 'segments.json'), 'utf8'),
);
const SEGMENT_MS = 4_000;
const LOOP_MS = SEGMENTS.length * SEGMENT_MS;

interface VenueRow {
  meetingId: number;
  fieldId: number;
  startedAt: number;
  endedAt: number;
  talks: number;
}

/** venues with talks of visible meetings, with the span of their talks */
async function venuesWhere(filter: { liveStatus: string; paid: boolean }): Promise<VenueRow[]> {
  const db = t.database.db;
  let query = db
    .selectFrom('meeting_fields')
    .innerJoin('meetings', 'meetings.id', 'meeting_fields.meeting_id')
    .innerJoin('meeting_agendas', 'meeting_agendas.field_id', 'meeting_fields.id')
    .select((eb) => [
      'meeting_fields.meeting_id',
      'meeting_fields.id',
      eb.fn.min('meeting_agendas.start_time').as('first'),
      eb.fn.max('meeting_agendas.end_time').as('last'),
      eb.fn.countAll().as('talks'),
    ])
    .where('meetings.live_status', '=', filter.liveStatus as 'LE')
    .where('meetings.publish_status', '=', '1')
    .groupBy(['meeting_fields.meeting_id', 'meeting_fields.id'])
    .orderBy('meeting_fields.meeting_id')
    .orderBy('meeting_fields.id');
  query = filter.paid
    ? query.where('meetings.price', 'is not', null)
    : query.where('meetings.price', 'is', null);
  const rows = await query.execute();
  return rows.map((r) => ({
    meetingId: r.meeting_id,
    fieldId: r.id,
    startedAt: Number(r.first),
    endedAt: Number(r.last),
    talks: Number(r.talks),
  }));
}

async function get(url: string, cookie?: string, query: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, query, headers: cookie ? { cookie } : {} });
}

async function playInfo(meetingId: number, cookie?: string): Promise<VenuePlay[]> {
  const res = await get(e.playInfo.path, cookie, { meetingId: String(meetingId) });
  expect(res.statusCode).toBe(200);
  return res.json().list;
}

const lines = (playlist: string) => playlist.trimEnd().split('\n');
const extinfMs = (playlist: string) =>
  lines(playlist)
    .filter((l) => l.startsWith('#EXTINF:'))
    .reduce((sum, l) => sum + Math.round(Number(l.slice('#EXTINF:'.length, -1)) * 1000), 0);
const uris = (playlist: string) => lines(playlist).filter((l) => l && !l.startsWith('#'));
const mediaSequence = (playlist: string) =>
  Number(
    lines(playlist)
      .find((l) => l.startsWith('#EXT-X-MEDIA-SEQUENCE:'))
      ?.split(':')[1],
  );

let freeRecorded: VenueRow;
let live: VenueRow;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, seed: 'small' });
  const free = (await venuesWhere({ liveStatus: 'LE', paid: false })).filter((v) => v.talks >= 2);
  expect(free.length).toBeGreaterThan(1);
  freeRecorded = free[0]!;
  // a free meeting of another id made live: it runs now when the clock is inside its day
  live = free.find((v) => v.meetingId !== freeRecorded.meetingId)!;
  await t.database.db
    .updateTable('meetings')
    .set({ live_status: 'LI' })
    .where('id', '=', live.meetingId)
    .execute();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock = NOW;
});

describe('play info', () => {
  it("lists the meeting's venues with their talks as chapters of the replay timeline", async () => {
    const venues = await playInfo(freeRecorded.meetingId);
    const fields = await t.database.db
      .selectFrom('meeting_fields')
      .select('id')
      .where('meeting_id', '=', freeRecorded.meetingId)
      .execute();
    expect(venues.map((v) => v.fieldId).sort()).toEqual(fields.map((f) => f.id).sort());
    const venue = venues.find((v) => v.fieldId === freeRecorded.fieldId)!;
    const agendas = await t.database.db
      .selectFrom('meeting_agendas')
      .select(['id', 'theme', 'start_time'])
      .where('field_id', '=', freeRecorded.fieldId)
      .orderBy('start_time')
      .execute();
    expect(venue).toMatchObject({
      state: 'LE',
      canWatch: true,
      reason: null,
      playlistUrl: venuePlaylistUrl(freeRecorded.meetingId, freeRecorded.fieldId),
      live: false,
      startedAt: freeRecorded.startedAt,
      durationMs: freeRecorded.endedAt - freeRecorded.startedAt,
    });
    expect(venue.chapters).toEqual(
      agendas.map((a) => ({
        agendaId: a.id,
        theme: a.theme,
        offsetMs: Number(a.start_time) - freeRecorded.startedAt,
      })),
    );
    expect(venue.chapters[0]!.offsetMs).toBe(0);
    for (const c of venue.chapters) expect(c.offsetMs).toBeLessThan(venue.durationMs);
  });

  it('refuses a missing meeting with 404 and an id past the integer range with 400', async () => {
    const missing = await get(e.playInfo.path, undefined, { meetingId: '2147483647' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MEETING_MESSAGES.notFound);
    const huge = await get(e.playInfo.path, undefined, { meetingId: '99999999999' });
    expect(huge.statusCode).toBe(400);
  });
});

describe('recorded venue (VOD)', () => {
  it('is a VOD playlist as long as the talks, looping the lecture with discontinuities', async () => {
    const res = await get(venuePlaylistUrl(freeRecorded.meetingId, freeRecorded.fieldId));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(HLS_PLAYLIST_TYPE);
    expect(res.headers['cache-control']).toBe(`private, max-age=${PLAYBACK_LIMITS.vodPlaylistMaxAge}`);
    const playlist = res.body;
    expect(lines(playlist)[0]).toBe('#EXTM3U');
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(lines(playlist).at(-1)).toBe('#EXT-X-ENDLIST');
    const duration = freeRecorded.endedAt - freeRecorded.startedAt;
    const total = extinfMs(playlist);
    expect(total).toBeGreaterThanOrEqual(duration);
    expect(total - duration).toBeLessThan(LOOP_MS);
    const loops = total / LOOP_MS;
    expect(lines(playlist).filter((l) => l === '#EXT-X-DISCONTINUITY')).toHaveLength(loops - 1);
    const list = uris(playlist);
    expect(list[0]).toBe('0.ts');
    expect(list.at(-1)).toBe(`${list.length - 1}.ts`);
  });

  it('serves segments as the MPEG-TS bytes on disk, looping, and nothing past the end', async () => {
    const base = venueMediaBase(freeRecorded.meetingId, freeRecorded.fieldId);
    const first = await get(`${base}0.ts`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe(HLS_SEGMENT_TYPE);
    const onDisk = fs.readFileSync(path.join(LECTURE_DIR, SEGMENTS[0]!.file));
    expect(first.rawPayload.equals(onDisk)).toBe(true);
    expect(first.rawPayload[0]).toBe(0x47); // the MPEG-TS sync byte
    expect(Number(first.headers['content-length'])).toBe(onDisk.length);

    const secondLoop = await get(`${base}${SEGMENTS.length + 1}.ts`);
    expect(secondLoop.statusCode).toBe(200);
    expect(secondLoop.rawPayload.equals(fs.readFileSync(path.join(LECTURE_DIR, SEGMENTS[1]!.file)))).toBe(
      true,
    );

    const playlist = (await get(venuePlaylistUrl(freeRecorded.meetingId, freeRecorded.fieldId))).body;
    const count = uris(playlist).length;
    expect((await get(`${base}${count - 1}.ts`)).statusCode).toBe(200);
    const past = await get(`${base}${count}.ts`);
    expect(past.statusCode).toBe(404);
    expect(past.json().message).toBe('视频片段不存在');
  });
});

describe('live venue', () => {
  it('slides at the live edge without ENDLIST, and a late joiner starts near the edge', async () => {
    const url = venuePlaylistUrl(live.meetingId, live.fieldId);
    const base = venueMediaBase(live.meetingId, live.fieldId);
    const window = PLAYBACK_LIMITS.liveWindowSegments;

    clock = live.startedAt + 20 * MINUTE;
    const info = (await playInfo(live.meetingId)).find((v) => v.fieldId === live.fieldId)!;
    expect(info).toMatchObject({ state: 'LI', live: true, canWatch: true, startedAt: live.startedAt });

    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).not.toContain('#EXT-X-ENDLIST');
    expect(first.body).not.toContain('#EXT-X-PLAYLIST-TYPE');
    // a viewer joining 20 minutes in is at the live edge, not at the start
    const edge = (20 * MINUTE) / SEGMENT_MS;
    expect(mediaSequence(first.body)).toBe(edge - window);
    expect(uris(first.body)).toEqual(Array.from({ length: window }, (_, i) => `${edge - window + i}.ts`));
    // the segment being "recorded" may be fetched, the one after it not yet
    expect((await get(`${base}${edge}.ts`)).statusCode).toBe(200);
    expect((await get(`${base}${edge + 1}.ts`)).statusCode).toBe(404);
    const fetched = await get(`${base}${edge - 1}.ts`);
    expect(
      fetched.rawPayload.equals(
        fs.readFileSync(path.join(LECTURE_DIR, SEGMENTS[(edge - 1) % SEGMENTS.length]!.file)),
      ),
    ).toBe(true);

    // eight seconds later the window has moved by two segments
    clock += 8_000;
    const later = await get(url);
    expect(mediaSequence(later.body)).toBe(edge - window + 2);
    expect(uris(later.body).at(-1)).toBe(`${edge + 1}.ts`);
    expect((await get(`${base}${edge + 1}.ts`)).statusCode).toBe(200);
  });

  it('becomes the VOD of the day once the venue’s last talk is over', async () => {
    clock = live.endedAt + MINUTE;
    const res = await get(venuePlaylistUrl(live.meetingId, live.fieldId));
    expect(res.statusCode).toBe(200);
    expect(lines(res.body).at(-1)).toBe('#EXT-X-ENDLIST');
    const info = (await playInfo(live.meetingId)).find((v) => v.fieldId === live.fieldId)!;
    expect(info).toMatchObject({ state: 'LE', live: false, canWatch: true });
  });

  it('is not started before the meeting starts', async () => {
    clock = live.startedAt - 2 * 86_400_000;
    const res = await get(venuePlaylistUrl(live.meetingId, live.fieldId));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MEETING_MESSAGES.notStarted);
  });
});

describe('who may watch a paid meeting', () => {
  let ticket: { meetingId: number; fieldId: number };
  let holder: string;

  beforeAll(async () => {
    const row = await t.database.db
      .selectFrom('meeting_tickets')
      .innerJoin('users', 'users.id', 'meeting_tickets.user_id')
      .select('meeting_tickets.meeting_id')
      .where('users.mobile', '=', '13800000001')
      .executeTakeFirstOrThrow();
    const venues = await venuesWhere({ liveStatus: 'LE', paid: true });
    const venue = venues.find((v) => v.meetingId === row.meeting_id)!;
    expect(venue).toBeDefined();
    ticket = { meetingId: venue.meetingId, fieldId: venue.fieldId };
    holder = (await signIn(t, '13800000001')).cookie;
  });

  it('refuses visitors and users without a ticket on the playlist and on every segment', async () => {
    const other = (await signIn(t, '13900007701')).cookie;
    const url = venuePlaylistUrl(ticket.meetingId, ticket.fieldId);
    const segment = `${venueMediaBase(ticket.meetingId, ticket.fieldId)}0.ts`;
    for (const cookie of [undefined, other]) {
      for (const target of [url, segment]) {
        const res = await get(target, cookie);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 403, message: MEETING_MESSAGES.paymentRequired });
      }
      const info = (await playInfo(ticket.meetingId, cookie)).find((v) => v.fieldId === ticket.fieldId)!;
      expect(info).toMatchObject({
        state: 'LE',
        canWatch: false,
        reason: MEETING_MESSAGES.paymentRequired,
        playlistUrl: null,
      });
    }
  });

  it('plays to the ticket holder', async () => {
    const url = venuePlaylistUrl(ticket.meetingId, ticket.fieldId);
    const playlist = await get(url, holder);
    expect(playlist.statusCode).toBe(200);
    expect(lines(playlist.body).at(-1)).toBe('#EXT-X-ENDLIST');
    const segment = await get(`${venueMediaBase(ticket.meetingId, ticket.fieldId)}0.ts`, holder);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe(HLS_SEGMENT_TYPE);
    const info = (await playInfo(ticket.meetingId, holder)).find((v) => v.fieldId === ticket.fieldId)!;
    expect(info).toMatchObject({ canWatch: true, reason: null, playlistUrl: url });
  });
});

describe('meetings without video to play now', () => {
  it('answers 403 会议尚未开始 for an upcoming meeting, on the playlist and its segments', async () => {
    const [upcoming] = await venuesWhere({ liveStatus: 'NS', paid: false });
    expect(upcoming).toBeDefined();
    const { meetingId, fieldId } = upcoming!;
    for (const target of [
      venuePlaylistUrl(meetingId, fieldId),
      `${venueMediaBase(meetingId, fieldId)}0.ts`,
    ]) {
      const res = await get(target);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MEETING_MESSAGES.notStarted);
    }
    const info = (await playInfo(meetingId)).find((v) => v.fieldId === fieldId)!;
    expect(info).toMatchObject({
      state: 'NS',
      canWatch: false,
      reason: MEETING_MESSAGES.notStarted,
      playlistUrl: null,
    });
  });

  it('answers 404 本会议暂无视频 for a meeting without video and for a venue without talks', async () => {
    const nl = await venuesWhere({ liveStatus: 'NL', paid: false });
    expect(nl.length).toBeGreaterThan(0);
    const res = await get(venuePlaylistUrl(nl[0]!.meetingId, nl[0]!.fieldId));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MEETING_MESSAGES.noVideo);
    const empty = await t.database.db
      .insertInto('meeting_fields')
      .values({
        meeting_id: freeRecorded.meetingId,
        name: '空会场',
        day: '2026-01-01',
        group_name: '分会场',
        sort: 99,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      for (const target of [
        venuePlaylistUrl(freeRecorded.meetingId, empty.id),
        `${venueMediaBase(freeRecorded.meetingId, empty.id)}0.ts`,
      ]) {
        const res = await get(target);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(MEETING_MESSAGES.noVideo);
      }
      const info = (await playInfo(freeRecorded.meetingId)).find((v) => v.fieldId === empty.id)!;
      expect(info).toMatchObject({ state: 'NL', canWatch: false, durationMs: 0, chapters: [] });
    } finally {
      await t.database.db.deleteFrom('meeting_fields').where('id', '=', empty.id).execute();
    }
  });

  it('answers 404 会议不存在 for a coming-soon meeting', async () => {
    const soon = await t.database.db
      .selectFrom('meetings')
      .innerJoin('meeting_fields', 'meeting_fields.meeting_id', 'meetings.id')
      .select(['meetings.id', 'meeting_fields.id as fieldId'])
      .where('meetings.publish_status', '=', '0')
      .where('meetings.forthcoming', '=', 'T')
      .executeTakeFirst();
    expect(soon).toBeDefined();
    if (!soon) return;
    const res = await get(venuePlaylistUrl(soon.id, soon.fieldId));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MEETING_MESSAGES.notFound);
  });
});

describe('forged paths', () => {
  it('answers 404 with a Chinese message, never 500', async () => {
    const { meetingId, fieldId } = freeRecorded;
    const otherVenue = live.fieldId;
    const cases: [string, string][] = [
      [`/media/meeting/abc/venue/${fieldId}/index.m3u8`, MEETING_MESSAGES.notFound],
      [`/media/meeting/0/venue/${fieldId}/index.m3u8`, MEETING_MESSAGES.notFound],
      [`/media/meeting/0${meetingId}/venue/${fieldId}/index.m3u8`, MEETING_MESSAGES.notFound],
      [`/media/meeting/-1/venue/${fieldId}/index.m3u8`, MEETING_MESSAGES.notFound],
      [`/media/meeting/99999999999/venue/${fieldId}/index.m3u8`, MEETING_MESSAGES.notFound],
      [`/media/meeting/2147483647/venue/${fieldId}/index.m3u8`, MEETING_MESSAGES.notFound],
      [`/media/meeting/${meetingId}/venue/1e3/index.m3u8`, '会场不存在'],
      [`/media/meeting/${meetingId}/venue/2147483648/index.m3u8`, '会场不存在'],
      // a venue of another meeting
      [`/media/meeting/${meetingId}/venue/${otherVenue}/index.m3u8`, '会场不存在'],
      [`/media/meeting/${meetingId}/venue/${otherVenue}/0.ts`, '会场不存在'],
      [`/media/meeting/${meetingId}/venue/${fieldId}/99999999999.ts`, '视频片段不存在'],
      [`/media/meeting/${meetingId}/venue/${fieldId}/2147483647.ts`, '视频片段不存在'],
      [`/media/meeting/${meetingId}/venue/${fieldId}/-1.ts`, '视频片段不存在'],
      [`/media/meeting/${meetingId}/venue/${fieldId}/01.ts`, '视频片段不存在'],
      [`/media/meeting/${meetingId}/venue/${fieldId}/1.5.ts`, '视频片段不存在'],
      [`/media/meeting/${meetingId}/venue/${fieldId}/seg-000.ts`, '视频片段不存在'],
      [`/media/meeting/${meetingId}/venue/${fieldId}/..%2Fsegments.json`, '视频片段不存在'],
      [`/media/meeting/${meetingId}/venue/${fieldId}/segments.json`, '视频片段不存在'],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect([url, res.json().message]).toEqual([url, message]);
    }
  });
});
