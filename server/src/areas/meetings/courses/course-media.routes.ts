import fs from 'node:fs';
import path from 'node:path';
import { CLASSROOM_MESSAGES as M } from '@portal/api/rules/classroom';
import {
  HLS_PLAYLIST_TYPE,
  HLS_SEGMENT_TYPE,
  PLAYBACK_LIMITS as L,
} from '@portal/api/rules/meeting-playback';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../../lib/app-error';
import { idOf, LECTURE_DIR, type Lecture, loadLecture, sequenceOf } from '../playback/playback.routes';
import type { MeetingsRouteOptions } from '../repositories';
import { segmentOfSequence, segmentsCovering, vodPlaylist } from '../video/hls-playlists';

const tags = ['云课堂'];

const errorSchema = {
  type: 'object',
  properties: { code: { type: 'integer' }, message: { type: 'string' } },
  required: ['code', 'message'],
} as const;

const lectureParams = {
  courseId: { type: 'string', description: '课程 id' },
  videoId: { type: 'string', description: '课时 id（须属于该课程）' },
} as const;

interface LectureParams {
  courseId: string;
  videoId: string;
}
interface SegmentParams extends LectureParams {
  segment: string;
}

/**
 * A lecture's HLS media under /media/course/{courseId}/lecture/{videoId}/: `index.m3u8`, a VOD
 * playlist of the demo lecture's segments looped until the lecture's length, where it ends (so the
 * player's duration is the lecture's, and the 90 % a certificate asks is of that length),
 * and `{n}.ts`. The playlist and every segment check who may watch: a paid course's lectures only
 * for a signed-in buyer (its first lecture is a free preview), 403 otherwise.
 */
export async function courseMediaRoutes(
  app: FastifyInstance,
  options: MeetingsRouteOptions & { hlsDir?: string },
) {
  const dir = options.hlsDir ?? LECTURE_DIR;
  const { courses } = options.repos;

  let loaded: Promise<Lecture> | undefined;
  const media = () => {
    loaded ??= loadLecture(dir).catch((error) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };

  async function access(params: LectureParams, request: FastifyRequest) {
    const courseId = idOf(params.courseId);
    if (courseId === null) throw notFound(M.courseNotFound);
    const videoId = idOf(params.videoId);
    if (videoId === null) throw notFound(M.lectureNotFound);
    // who asks matters only for a paid course; a free one is read without the session
    const row = await courses.course(courseId);
    const viewer = row.money === null ? null : await request.sessionUser();
    const found = await courses.lectureAccess(courseId, videoId, viewer?.id ?? null);
    if (!found) throw notFound(M.lectureNotFound);
    if (!found.canWatch) throw new AppError(403, M.notBought);
    return found.lecture;
  }

  app.get<{ Params: LectureParams }>(
    '/media/course/:courseId/lecture/:videoId/index.m3u8',
    {
      schema: {
        tags,
        summary: '课时的 HLS 点播列表（付费课程须已购买，首课时可试看）',
        params: { type: 'object', properties: lectureParams, required: ['courseId', 'videoId'] },
        response: {
          200: { type: 'string', description: HLS_PLAYLIST_TYPE },
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const lecture = await access(request.params, request);
      const m = await media();
      return reply
        .header('Content-Type', HLS_PLAYLIST_TYPE)
        .header('Cache-Control', `private, max-age=${L.vodPlaylistMaxAge}`)
        .send(
          vodPlaylist(m.segments, {
            count: segmentsCovering(m.segments, Number(lecture.duration) * 1000),
            uri: (n) => `${n}.ts`,
          }),
        );
    },
  );

  app.get<{ Params: SegmentParams }>(
    '/media/course/:courseId/lecture/:videoId/:segment',
    {
      schema: {
        tags,
        summary: '课时的 HLS 分片 {n}.ts（与播放列表同样校验观看权限）',
        params: {
          type: 'object',
          properties: { ...lectureParams, segment: { type: 'string', description: '{n}.ts，n 为媒体序号' } },
          required: ['courseId', 'videoId', 'segment'],
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
      if (n === null) throw notFound(M.segmentNotFound);
      const lecture = await access(request.params, request);
      const m = await media();
      if (n >= segmentsCovering(m.segments, Number(lecture.duration) * 1000))
        throw notFound(M.segmentNotFound);
      const { file } = segmentOfSequence(m.segments, n);
      return reply
        .header('Content-Type', HLS_SEGMENT_TYPE)
        .header('Content-Length', String(m.sizes.get(file)))
        .header('Cache-Control', `private, max-age=${L.segmentMaxAge}`)
        .send(fs.createReadStream(path.join(dir, file)));
    },
  );
}
