import fs from 'node:fs';
import path from 'node:path';
import { beijingDayStart } from '@portal/api/beijing-time';
import { INT_MAX } from '@portal/api/contract/envelope';
import { meetingPlaybackEndpoints as e } from '@portal/api/endpoints/meeting-playback';
import {
  HLS_PLAYLIST_TYPE,
  HLS_SEGMENT_TYPE,
  PLAYBACK_LIMITS as L,
  PLAYBACK_MESSAGES,
  venuePlaylistUrl,
} from '@portal/api/rules/meeting-playback';
import { MEETING_MESSAGES } from '@portal/api/rules/meetings';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../../lib/app-error';
import { wholeList } from '../../../lib/envelope';
import { serve } from '../../../lib/serve-endpoint';
import { HLS_DIR } from '../../../paths';
import type { MeetingsRouteOptions } from '../repositories';
import {
  livePlaylist,
  liveSequenceAt,
  type Segment,
  segmentOfSequence,
  vodPlaylist,
} from '../video/hls-playlists';
import { durationOf, refusal, venueStatus } from './venue-access';

const tags = ['会议'];

/** the demo lecture every venue plays (HLS_DIR/lecture: 15 × 4 s MPEG-TS segments) */
export const LECTURE_DIR = path.join(HLS_DIR, 'lecture');

export interface Lecture {
  segments: Segment[];
  /** bytes of each segment file, by file name */
  sizes: Map<string, number>;
  /** one pass over the segments */
  loopMs: number;
}

const SEGMENT_FILE = /^[A-Za-z0-9_-]{1,64}\.ts$/;

export async function loadLecture(dir: string): Promise<Lecture> {
  const segments = JSON.parse(
    await fs.promises.readFile(path.join(dir, 'segments.json'), 'utf8'),
  ) as Segment[];
  if (!Array.isArray(segments) || segments.length === 0) throw new Error(`no segments in ${dir}`);
  const sizes = new Map<string, number>();
  for (const s of segments) {
    if (!SEGMENT_FILE.test(s.file)) throw new Error(`bad segment file name ${s.file}`);
    sizes.set(s.file, (await fs.promises.stat(path.join(dir, s.file))).size);
  }
  const loopMs = segments.reduce((sum, s) => sum + Math.round(s.duration * 1000), 0);
  return { segments, sizes, loopMs };
}

/** how many passes of the lecture a replay of `durationMs` plays (at least one, at most a day's) */
export const loopsFor = (lecture: Lecture, durationMs: number) =>
  Math.max(1, Math.ceil(Math.min(durationMs, L.maxReplayMs) / lecture.loopMs));

const ID = /^[1-9]\d{0,9}$/;
/** a path id: digits only, within PostgreSQL's integer; null otherwise */
export function idOf(raw: string): number | null {
  if (!ID.test(raw)) return null;
  const n = Number(raw);
  return n <= INT_MAX ? n : null;
}

const SEGMENT = /^(0|[1-9]\d{0,9})\.ts$/;
/** `{n}.ts` → n (0 … INT_MAX); null otherwise */
export function sequenceOf(raw: string): number | null {
  const digits = SEGMENT.exec(raw)?.[1];
  if (digits === undefined) return null;
  const n = Number(digits);
  return n <= INT_MAX ? n : null;
}

interface VenueParams {
  meetingId: string;
  fieldId: string;
}
interface SegmentParams extends VenueParams {
  segment: string;
}

const errorSchema = {
  type: 'object',
  properties: { code: { type: 'integer' }, message: { type: 'string' } },
  required: ['code', 'message'],
} as const;

const venueParams = {
  meetingId: { type: 'string', description: '会议 id' },
  fieldId: { type: 'string', description: '会场 id（须属于该会议）' },
} as const;

/**
 * Meeting video (issue "Video: live and recorded playback"): the play info of each venue
 * (getAllLiveMeetingDetail), and the HLS media of a venue under /media/meeting/{meetingId}/venue/
 * {fieldId}/: `index.m3u8`, a sliding live playlist while the venue's talks run and a VOD playlist of
 * the whole day once they are over, and `{n}.ts`, its segments. The playlist and every segment check
 * who may watch: a paid meeting only for a signed-in holder of a ticket.
 */
export async function meetingPlaybackRoutes(
  app: FastifyInstance,
  options: MeetingsRouteOptions & { hlsDir?: string },
) {
  const now = options.now ?? (() => Date.now());
  const dir = options.hlsDir ?? LECTURE_DIR;
  const { playback } = options.repos;

  // read once, on the first request; a failed read is tried again by the next one
  let loaded: Promise<Lecture> | undefined;
  const lecture = () => {
    loaded ??= loadLecture(dir).catch((error) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };

  /** may this viewer have this venue's video now? throws the refusal (404/403) if not */
  async function venueAccess(meetingIdRaw: string, fieldIdRaw: string, request: FastifyRequest) {
    const meetingId = idOf(meetingIdRaw);
    if (meetingId === null) throw notFound(MEETING_MESSAGES.notFound);
    const fieldId = idOf(fieldIdRaw);
    if (fieldId === null) throw notFound(PLAYBACK_MESSAGES.venueNotFound);
    const meeting = await playback.meeting(meetingId);
    const venue = await playback.venue(meetingId, fieldId);
    const at = now();
    const status = venueStatus(meeting, venue, at);
    const paid = meeting.price !== null;
    let entitled = !paid;
    if (paid && status.playable) {
      const viewer = await request.sessionUser();
      entitled = viewer !== null && (await playback.hasTicket(meetingId, viewer.id));
    }
    const refused = refusal(status, paid, entitled);
    if (refused) throw refused;
    // playable: the venue has talks
    return { venue, live: status.state === 'LI', startedAt: venue.startedAt as number, at };
  }

  await serve(
    app,
    e.playInfo,
    { tags, summary: '会议各会场的播放信息（直播/回放地址、章节、能否观看及原因）' },
    async (request) => {
      const { meetingId } = request.query;
      const meeting = await playback.meeting(meetingId);
      const paid = meeting.price !== null;
      const [venues, viewer] = await Promise.all([
        playback.venues(meetingId),
        paid ? request.sessionUser() : null,
      ]);
      const entitled = !paid || (viewer !== null && (await playback.hasTicket(meetingId, viewer.id)));
      const at = now();
      return wholeList(
        venues.map((v) => {
          const status = venueStatus(meeting, v, at);
          const refused = refusal(status, paid, entitled);
          return {
            fieldId: v.fieldId,
            name: v.name,
            day: v.day,
            state: status.state,
            canWatch: refused === null,
            reason: refused?.message ?? null,
            playlistUrl: refused === null ? venuePlaylistUrl(meetingId, v.fieldId) : null,
            live: status.state === 'LI',
            startedAt: v.startedAt ?? beijingDayStart(v.day),
            durationMs: durationOf(v),
            chapters: v.chapters,
          };
        }),
      );
    },
  );

  app.get<{ Params: VenueParams }>(
    '/media/meeting/:meetingId/venue/:fieldId/index.m3u8',
    {
      schema: {
        tags,
        summary: '会场的 HLS 播放列表：直播中为滑动直播列表，结束后为点播列表（付费会议须已购票）',
        params: { type: 'object', properties: venueParams, required: ['meetingId', 'fieldId'] },
        response: {
          200: { type: 'string', description: HLS_PLAYLIST_TYPE },
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { venue, live, startedAt, at } = await venueAccess(
        request.params.meetingId,
        request.params.fieldId,
        request,
      );
      const media = await lecture();
      const { segments } = media;
      const uri = (n: number) => `${n}.ts`;
      if (live) {
        return reply
          .header('Content-Type', HLS_PLAYLIST_TYPE)
          .header('Cache-Control', 'no-store')
          .send(livePlaylist(segments, { startedAt, now: at, window: L.liveWindowSegments, uri }));
      }
      const loops = loopsFor(media, durationOf(venue));
      return reply
        .header('Content-Type', HLS_PLAYLIST_TYPE)
        .header('Cache-Control', `private, max-age=${L.vodPlaylistMaxAge}`)
        .send(vodPlaylist(segments, { loops, uri }));
    },
  );

  app.get<{ Params: SegmentParams }>(
    '/media/meeting/:meetingId/venue/:fieldId/:segment',
    {
      schema: {
        tags,
        summary: '会场的 HLS 分片 {n}.ts（MPEG-TS；与播放列表同样校验观看权限）',
        params: {
          type: 'object',
          properties: { ...venueParams, segment: { type: 'string', description: '{n}.ts，n 为媒体序号' } },
          required: ['meetingId', 'fieldId', 'segment'],
        },
        response: {
          200: { type: 'string', description: HLS_SEGMENT_TYPE },
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const n = sequenceOf(request.params.segment);
      if (n === null) throw notFound(PLAYBACK_MESSAGES.segmentNotFound);
      const { venue, live, startedAt, at } = await venueAccess(
        request.params.meetingId,
        request.params.fieldId,
        request,
      );
      const media = await lecture();
      // live: up to the segment being "recorded" (the one after the last listed); VOD: its length
      const beyond = live
        ? n > liveSequenceAt(media.segments, startedAt, at)
        : n >= loopsFor(media, durationOf(venue)) * media.segments.length;
      if (beyond) throw notFound(PLAYBACK_MESSAGES.segmentNotFound);
      const { file } = segmentOfSequence(media.segments, n);
      return reply
        .header('Content-Type', HLS_SEGMENT_TYPE)
        .header('Content-Length', String(media.sizes.get(file)))
        .header('Cache-Control', `private, max-age=${L.segmentMaxAge}`)
        .send(fs.createReadStream(path.join(dir, file)));
    },
  );
}
