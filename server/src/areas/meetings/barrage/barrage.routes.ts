import fastifyWebsocket from '@fastify/websocket';
import { BARRAGE_LIVE_PATH, barrageEndpoints as e } from '@portal/api/endpoints/barrage';
import { LIVE_RESTART_CLOSE_CODE, type LiveMessage } from '@portal/api/rules/barrage-live';
import { isBlockedBarrage } from '@portal/api/rules/barrage-words';
import { BARRAGE_MESSAGES, BARRAGE_RULES } from '@portal/api/rules/meetings';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { WebSocket } from 'ws';
import { refuseIdentifiers } from '../../../content-safety/patient-identifiers';
import { charCount, hasVisibleText, plainText } from '../../../content-safety/plain-text';
import { AppError, badRequest, forbidden } from '../../../lib/app-error';
import { wholeList } from '../../../lib/envelope';
import { isOwnOrigin, type OriginPolicy } from '../../../lib/origin-check';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import type { BusEvent } from '../../../live/index';
import type { MeetingsRepositories } from '../repositories';
import { BARRAGE_ERRORS, toClient } from './barrage.repository';

/** live sockets one client address may hold on an instance, unless the operator says otherwise */
export const LIVE_SOCKETS_PER_CLIENT = 50;

export interface BarrageRoutesOptions {
  now?: () => number;
  repos: MeetingsRepositories;
  /**
   * Live sockets one client address may hold at once on this instance (`PORTAL_LIVE_SOCKETS_PER_CLIENT`):
   * a hospital's doctors behind one address watch together, a script opening thousands to inflate
   * the viewer count or exhaust the server does not.
   */
  socketsPerClient?: number;
  /** the origins the upgrade accepts besides our own host (the same policy as writes) */
  originPolicy: OriginPolicy;
}

/** What the live socket sends (JSON text frames). */
export type { LiveMessage };

const tags = ['会议弹幕'];

/** how often the server pings a live socket; one that has not answered the last ping is dropped */
const PING_INTERVAL_MS = 30_000;
/** ids a socket remembers sending, so a barrage both replayed and published goes out once */
const SEEN_LIMIT = 5_000;

const LiveQuery = Type.Object({
  meetingId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  fieldId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  /** the last barrage id this client saw: the stored ones after it are sent first */
  after: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
});
type LiveQuery = { meetingId: number; fieldId: number; after?: number };

/** The text rules of a barrage (no unmasked patient identifier among them); the cleaned text, or a Chinese 400. */
export function checkBarrageText(input: string): string {
  // markup is refused, not quietly dropped: whoever sends it is trying something
  if (isBlockedBarrage(input)) throw badRequest(BARRAGE_MESSAGES.blocked);
  const text = plainText(input);
  if (!hasVisibleText(text)) throw badRequest(BARRAGE_MESSAGES.empty);
  if (charCount(text) > BARRAGE_RULES.maxChars) throw badRequest(BARRAGE_MESSAGES.tooLong);
  if (isBlockedBarrage(text)) throw badRequest(BARRAGE_MESSAGES.blocked);
  refuseIdentifiers({ barrage: text });
  return text;
}

/**
 * Barrage (弹幕, issue 11): preset phrases, replay windows and heat-map, sending, and the live feed
 * over a WebSocket. Needs `app.barrageBus` (barrageBusPlugin).
 */
export async function barrageRoutes(app: FastifyInstance, options: BarrageRoutesOptions) {
  const { barrage } = options.repos;
  // the app's bus (barrage-bus.plugin.ts), closed with the app after the sockets
  const bus = app.barrageBus;
  let closing = false;
  /** this instance's open live sockets: told to reconnect elsewhere when it stops */
  const liveSockets = new Set<WebSocket>();
  app.addHook('preClose', async () => {
    closing = true;
    // before the websocket plugin's own close (a bare close, which a player takes for a failure
    // and backs off from): a restart, so the player comes back at once through the balancer
    for (const socket of liveSockets) socket.close(LIVE_RESTART_CLOSE_CODE, 'restart');
  });

  await serve(
    app,
    e.presets,
    { tags, summary: '弹幕预设短语（本会议的在前，再是通用的）' },
    async (request) => wholeList(await barrage.presets(request.query.meetingId)),
  );

  await serve(
    app,
    e.list,
    {
      tags,
      summary: `一段媒体时间窗口内的弹幕（不超过 ${BARRAGE_RULES.windowMs / 1000} 秒；超过 ${BARRAGE_RULES.windowLimit} 条时均匀抽取）`,
    },
    async (request) => {
      const { meetingId, fieldId, from, to } = request.query;
      if (to <= from || to - from > BARRAGE_RULES.windowMs) throw badRequest(BARRAGE_ERRORS.badWindow);
      const viewer = await request.sessionUser();
      await barrage.access(meetingId, fieldId, viewer?.id ?? null);
      return { code: 1 as const, result: await barrage.window(fieldId, from, to, viewer?.id ?? null) };
    },
  );

  await serve(
    app,
    e.heat,
    { tags, summary: `会场时间轴上的弹幕密度（${BARRAGE_RULES.heatBuckets} 段）` },
    async (request) => {
      const { meetingId, fieldId } = request.query;
      const viewer = await request.sessionUser();
      await barrage.access(meetingId, fieldId, viewer?.id ?? null);
      return { code: 1 as const, result: await barrage.heat(fieldId) };
    },
  );

  await serve(
    app,
    e.send,
    {
      tags,
      summary: `发送弹幕（需登录；${BARRAGE_RULES.maxChars} 字以内，每 ${BARRAGE_RULES.cooldownMs / 1000} 秒一条；直播中实时推送）`,
      config: {
        fieldMessages: {
          text: BARRAGE_MESSAGES.empty,
          'text:maxLength': BARRAGE_MESSAGES.tooLong,
          mode: BARRAGE_ERRORS.badMode,
          color: BARRAGE_ERRORS.badColor,
          mediaTime: '播放时间不正确',
        },
      },
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      const { meetingId, fieldId, mode, mediaTime } = request.body;
      const color = request.body.color.toLowerCase();
      if (!(BARRAGE_RULES.modes as readonly number[]).includes(mode))
        throw badRequest(BARRAGE_ERRORS.badMode);
      if (!(BARRAGE_RULES.colors as readonly string[]).includes(color))
        throw badRequest(BARRAGE_ERRORS.badColor);
      const text = checkBarrageText(request.body.text);
      const place = await barrage.access(meetingId, fieldId, me.id);
      // a barrage sits on the venue's video: live, or its replay once its talks are over; none
      // before the venue's day has come, none on a venue without video
      if (place.venueState === 'NS' || place.venueState === 'NL') throw badRequest(BARRAGE_MESSAGES.notLive);
      const stored = await barrage.insert({
        meetingId,
        fieldId,
        userId: me.id,
        text,
        mode,
        color,
        mediaTime,
      });
      if (place.venueState === 'LI') {
        try {
          await bus.publish(stored);
        } catch (error) {
          // stored is stored: the replay and a reconnect's backlog still carry it
          request.log.error({ err: error }, 'publishing a barrage failed');
        }
      }
      return { code: 1 as const, result: toClient(stored, me.id) };
    },
  );

  // ---- the live feed ----

  await app.register(fastifyWebsocket, { options: { maxPayload: 4_096 } });

  /** this instance's open sockets per meeting */
  const localViewers = new Map<number, number>();
  /** this instance's open sockets per client address */
  const perClient = new Map<string, number>();
  const socketsPerClient = options.socketsPerClient ?? LIVE_SOCKETS_PER_CLIENT;
  const countViewers = (meetingId: number, delta: number) => {
    const count = Math.max(0, (localViewers.get(meetingId) ?? 0) + delta);
    if (count > 0) localViewers.set(meetingId, count);
    else localViewers.delete(meetingId);
    return bus.setLocalViewers(meetingId, count);
  };

  app.route<{ Querystring: LiveQuery }>({
    method: 'GET',
    url: BARRAGE_LIVE_PATH,
    schema: { tags, summary: '直播弹幕与在线人数（WebSocket）', querystring: LiveQuery },
    websocket: true,
    preValidation: async (request: FastifyRequest<{ Querystring: LiveQuery }>) => {
      // a browser always names the page that opens a socket: another site's page may not use our cookie
      const origin = request.headers.origin;
      if (origin && !isOwnOrigin(request, origin, options.originPolicy)) throw forbidden('非法的请求来源');
    },
    preHandler: async (request: FastifyRequest<{ Querystring: LiveQuery }>) => {
      if (!request.ws) throw new AppError(400, '请使用 WebSocket 连接');
      const viewer = await request.sessionUser();
      await barrage.access(request.query.meetingId, request.query.fieldId, viewer?.id ?? null);
    },
    handler: async (socket: WebSocket, request: FastifyRequest<{ Querystring: LiveQuery }>) => {
      const client = request.ip;
      const held = perClient.get(client) ?? 0;
      if (held >= socketsPerClient) {
        // 1008 policy violation; the reason is what the player would show
        socket.close(1008, 'too many connections');
        return;
      }
      perClient.set(client, held + 1);
      liveSockets.add(socket);
      socket.once('close', () => {
        liveSockets.delete(socket);
        const left = (perClient.get(client) ?? 1) - 1;
        if (left > 0) perClient.set(client, left);
        else perClient.delete(client);
      });
      const { meetingId, fieldId, after } = request.query;
      const viewer = await request.sessionUser();
      const viewerId = viewer?.id ?? null;
      const seen = new Set<number>();
      const queued: BusEvent[] = [];
      let ready = false;
      let open = true;
      let counted = false;
      let unsubscribe: (() => Promise<void>) | undefined;

      const send = (message: LiveMessage) => {
        if (open && socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const deliver = (event: BusEvent) => {
        if (event.kind === 'viewers') return send({ type: 'viewers', count: event.count });
        if (event.kind === 'gift') {
          const { userId, meetingId: _m, fieldId: giftField, ...gift } = event.gift;
          if (giftField === fieldId)
            send({ type: 'gift', gift: { ...gift, mine: viewerId !== null && userId === viewerId } });
          return;
        }
        const b = event.barrage;
        if (b.fieldId !== fieldId || seen.has(b.id)) return;
        seen.add(b.id);
        if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value as number);
        send({ type: 'barrage', barrage: toClient(b, viewerId) });
      };

      let alive = true;
      const pinger = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, PING_INTERVAL_MS);
      pinger.unref();
      socket.on('pong', () => {
        alive = true;
      });
      socket.on('message', (data, isBinary) => {
        if (isBinary) return;
        const text = data.toString();
        // sending goes through the POST, where every rule applies; a client says only ping
        if (text === 'ping' || text === '{"type":"ping"}') send({ type: 'pong' });
      });

      let setup: Promise<void> = Promise.resolve();
      socket.on('close', () => {
        open = false;
        clearInterval(pinger);
        void setup.finally(async () => {
          if (closing) return;
          try {
            await unsubscribe?.();
            if (counted) await countViewers(meetingId, -1);
          } catch (error) {
            request.log.warn({ err: error }, 'leaving a live barrage feed');
          }
        });
      });

      setup = (async () => {
        // subscribe before reading the stored ones: whatever is published meanwhile is queued, not lost
        unsubscribe = await bus.subscribe(meetingId, (event) => {
          if (ready) deliver(event);
          else queued.push(event);
        });
        if (!open) return;
        counted = true;
        const viewers = await countViewers(meetingId, 1);
        const [backlog, lastId] = await Promise.all([
          after === undefined ? Promise.resolve([]) : barrage.after(fieldId, after),
          barrage.lastId(fieldId),
        ]);
        send({ type: 'hello', viewers, lastId });
        for (const b of backlog) deliver({ kind: 'barrage', barrage: b });
        ready = true;
        for (const event of queued.splice(0)) deliver(event);
      })().catch((error) => {
        request.log.error({ err: error }, 'opening a live barrage feed');
        if (open) socket.close(1011, 'unavailable');
      });
      await setup;
    },
  });
}
