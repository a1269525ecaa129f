import { INT_MAX } from '@portal/api/contract/envelope';
import { meetingCalendarEndpoints as e } from '@portal/api/endpoints/meeting-calendar';
import {
  CALENDAR_FEED_PREFIX,
  CALENDAR_FEED_TOKEN,
  CALENDAR_MESSAGES,
  calendarFeedPath,
  ICS_CONTENT_TYPE,
  CALENDAR_LIMITS as L,
  MEETING_ICS_PREFIX,
  webcalUrl,
} from '@portal/api/rules/meeting-calendar';
import { MEETING_MESSAGES } from '@portal/api/rules/meetings';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../../../lib/app-error';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import type { MeetingsRouteOptions } from '../repositories';
import { attachmentHeader, meetingCalendar, starredFeedCalendar } from './calendar-ics';

const tags = ['会议'];

const MEETING_FILE = /^([1-9]\d{0,9})\.ics$/;
/** `{id}.ics` → id (within PostgreSQL's integer); null otherwise */
function meetingIdOf(file: string): number | null {
  const digits = MEETING_FILE.exec(file)?.[1];
  if (digits === undefined) return null;
  const n = Number(digits);
  return n <= INT_MAX ? n : null;
}

/** `{token}.ics` → token when it has a token's shape; null otherwise */
function tokenOf(file: string): string | null {
  if (!file.endsWith('.ics')) return null;
  const token = file.slice(0, -'.ics'.length);
  return CALENDAR_FEED_TOKEN.test(token) ? token : null;
}

const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
/** the origin the request came to (behind a trusted proxy, the one the visitor asked) */
function originOf(request: FastifyRequest): string {
  if (!HOST.test(request.host)) throw badRequest('请求地址不正确');
  return `${request.protocol}://${request.host}`;
}

const errorSchema = {
  type: 'object',
  properties: { code: { type: 'integer' }, message: { type: 'string' } },
  required: ['code', 'message'],
} as const;

/**
 * Calendar export (issue "Calendar export"): a meeting's programme as an .ics download, stars on
 * agenda items, and each user's feed of the items they starred, which calendar apps (Outlook,
 * Apple, Google) subscribe to at a secret address since they send no cookie.
 */
export async function meetingCalendarRoutes(app: FastifyInstance, options: MeetingsRouteOptions) {
  const now = options.now ?? (() => Date.now());
  const { calendar } = options.repos;

  const feedOf = (request: FastifyRequest, token: string) => {
    const url = `${originOf(request)}${calendarFeedPath(token)}`;
    return { code: 1 as const, result: { url, webcalUrl: webcalUrl(url) } };
  };

  await serve(
    app,
    e.starAgenda,
    { tags, summary: '收藏/取消收藏议程（加入我的日历订阅）', preValidation: signedInFirst },
    async (request) => {
      const user = await request.requireUser();
      return {
        code: 1 as const,
        result: { starred: await calendar.toggleStar(user.id, request.body.agendaId) },
      };
    },
  );

  await serve(
    app,
    e.starredAgendas,
    { tags, summary: '我在该会议收藏的议程 id（未登录为空）' },
    async (request) => {
      const { meetingId } = request.query;
      await calendar.meeting(meetingId);
      const viewer = await request.sessionUser();
      const agendaIds = viewer ? await calendar.starredIdsOf(viewer.id, meetingId) : [];
      return { code: 1 as const, result: { agendaIds } };
    },
  );

  await serve(
    app,
    e.feed,
    {
      tags,
      summary: '我的日历订阅地址（首次调用时生成私密令牌）',
      preValidation: signedInFirst,
      // it makes the secret on first use: only our own pages' scripts ask for it
      config: { ownPagesOnly: true },
    },
    async (request) => {
      const user = await request.requireUser();
      return feedOf(request, await calendar.feedToken(user.id));
    },
  );

  await serve(
    app,
    e.resetFeed,
    { tags, summary: '重置日历订阅地址（旧地址随即失效）', preValidation: signedInFirst },
    async (request) => {
      const user = await request.requireUser();
      return feedOf(request, await calendar.resetFeedToken(user.id));
    },
  );

  app.get<{ Params: { file: string } }>(
    `${CALENDAR_FEED_PREFIX}:file`,
    {
      schema: {
        tags,
        summary: '日历订阅（iCalendar）：地址中的私密令牌所属用户收藏的议程；无需登录',
        params: {
          type: 'object',
          properties: { file: { type: 'string', description: '{token}.ics' } },
          required: ['file'],
        },
        response: { 200: { type: 'string', description: ICS_CONTENT_TYPE }, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const token = tokenOf(request.params.file);
      // a token never made and one replaced by a reset answer alike
      const userId = token === null ? null : await calendar.userOfFeed(token);
      if (userId === null) throw notFound(CALENDAR_MESSAGES.feedNotFound);
      const body = starredFeedCalendar(await calendar.starredAgendas(userId), {
        origin: originOf(request),
        now: now(),
      });
      return reply
        .header('Content-Type', ICS_CONTENT_TYPE)
        .header('Cache-Control', 'private, no-cache')
        .header('Referrer-Policy', 'no-referrer')
        .header('X-Robots-Tag', 'noindex')
        .send(body);
    },
  );

  app.get<{ Params: { file: string } }>(
    `${MEETING_ICS_PREFIX}:file`,
    {
      schema: {
        tags,
        summary: '会议日程（iCalendar 下载）：会议及其每个议程',
        params: {
          type: 'object',
          properties: { file: { type: 'string', description: '{meetingId}.ics' } },
          required: ['file'],
        },
        response: { 200: { type: 'string', description: ICS_CONTENT_TYPE }, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const meetingId = meetingIdOf(request.params.file);
      if (meetingId === null) throw notFound(MEETING_MESSAGES.notFound);
      const meeting = await calendar.meeting(meetingId);
      const body = meetingCalendar(meeting, await calendar.agendasOfMeeting(meetingId), {
        origin: originOf(request),
        now: now(),
      });
      return reply
        .header('Content-Type', ICS_CONTENT_TYPE)
        .header('Content-Disposition', attachmentHeader(meeting.name, `meeting-${meetingId}`))
        .header('Cache-Control', `public, max-age=${L.meetingIcsMaxAge}`)
        .send(body);
    },
  );
}
