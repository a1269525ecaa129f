import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { BARRAGE_LIVE_PATH } from '@portal/api/endpoints/barrage';
import { liveStateAt } from '@portal/api/rules/meetings';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { PortalDb } from '../db/database';

export interface Venue {
  meetingId: number;
  fieldId: number;
}

/** Meetings of the seed to send barrage on: free recorded (with replay barrage), free live, paid. */
export async function seededVenues(db: PortalDb, now: number) {
  const meetings = await db
    .selectFrom('meetings')
    .innerJoin('meeting_fields', 'meeting_fields.meeting_id', 'meetings.id')
    .select([
      'meetings.id as meetingId',
      'meeting_fields.id as fieldId',
      'meetings.live_status',
      'meetings.start_time',
      'meetings.end_time',
      'meetings.price',
      'meetings.publish_status',
      'meetings.forthcoming',
    ])
    .where('meetings.publish_status', '=', '1')
    .orderBy('meeting_fields.id')
    .execute();
  const state = (m: (typeof meetings)[number]) =>
    liveStateAt(
      { liveStatus: m.live_status, startTime: Number(m.start_time), endTime: Number(m.end_time) },
      now,
    );
  const counts = await db
    .selectFrom('meeting_barrages')
    .select(['field_id', (eb) => eb.fn.countAll().as('n')])
    .groupBy('field_id')
    .execute();
  const countOf = new Map(counts.map((c) => [c.field_id, Number(c.n)]));
  const pick = (label: string, ok: (m: (typeof meetings)[number]) => boolean): Venue => {
    const found = meetings
      .filter(ok)
      .sort((a, b) => (countOf.get(b.fieldId) ?? 0) - (countOf.get(a.fieldId) ?? 0));
    if (!found[0]) throw new Error(`the seed has no ${label} venue`);
    return { meetingId: found[0].meetingId, fieldId: found[0].fieldId };
  };
  const recorded = pick('free recorded', (m) => m.price === null && state(m) === 'LE');
  const live = pick('free live', (m) => m.price === null && state(m) === 'LI');
  const paid = pick('paid', (m) => m.price !== null && (state(m) === 'LE' || state(m) === 'LI'));
  const upcoming = meetings.find((m) => m.price === null && state(m) === 'NS');
  // another free venue of a live meeting, when there is one, and a venue of another meeting
  const otherLive = meetings.find(
    (m) =>
      m.price === null && state(m) === 'LI' && m.meetingId === live.meetingId && m.fieldId !== live.fieldId,
  );
  return {
    recorded,
    live,
    paid,
    upcoming: upcoming ? { meetingId: upcoming.meetingId, fieldId: upcoming.fieldId } : undefined,
    otherVenueOfLive: otherLive ? { meetingId: otherLive.meetingId, fieldId: otherLive.fieldId } : undefined,
  };
}

/** Listens on a free port of the loopback; the base ws:// URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}`;
}

export interface LiveClient {
  ws: WebSocket;
  messages: Array<Record<string, unknown> & { type: string }>;
  /** resolves with the first message (already received or coming) that matches; `ms` only guards a hang */
  waitFor(
    match: (m: Record<string, unknown> & { type: string }) => boolean,
    ms?: number,
  ): Promise<Record<string, unknown>>;
  barrageIds(): number[];
  close(): Promise<void>;
}

/** Opens the live feed like a browser page of `origin` would (the cookie, when signed in). */
export async function openLive(
  base: string,
  venue: Venue,
  options: { cookie?: string; origin?: string; after?: number } = {},
): Promise<LiveClient> {
  const query = new URLSearchParams({ meetingId: String(venue.meetingId), fieldId: String(venue.fieldId) });
  if (options.after !== undefined) query.set('after', String(options.after));
  const headers: Record<string, string> = { origin: options.origin ?? base.replace(/^ws/, 'http') };
  if (options.cookie) headers.cookie = options.cookie;
  const ws = new WebSocket(`${base}${BARRAGE_LIVE_PATH}?${query}`, { headers });
  const messages: LiveClient['messages'] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(JSON.parse(data.toString()));
    for (const w of [...waiters]) w();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => {
      res.resume();
      ws.terminate();
      reject(new Error(`upgrade refused: ${res.statusCode}`));
    });
    ws.once('error', reject);
  });
  return {
    ws,
    messages,
    waitFor(match, ms = 120_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check as () => void);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check as () => void);
          reject(new Error(`no matching message within ${ms} ms; got ${JSON.stringify(messages)}`));
        }, ms);
        if (!check()) waiters.add(check as () => void);
      });
    },
    barrageIds: () =>
      messages.flatMap((m) => (m.type === 'barrage' ? [(m.barrage as { id: number }).id] : [])),
    async close() {
      if (ws.readyState === WebSocket.CLOSED) return;
      const closed = once(ws, 'close');
      ws.close();
      await closed;
    },
  };
}

/** The status an upgrade was refused with (or 101 when it opened). */
export async function upgradeStatus(
  base: string,
  path: string,
  headers: Record<string, string>,
): Promise<number> {
  const ws = new WebSocket(`${base}${path}`, { headers });
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      ws.close();
      resolve(101);
    });
    ws.once('unexpected-response', (_req, res) => {
      res.resume();
      ws.terminate();
      resolve(res.statusCode ?? 0);
    });
    ws.once('error', (error) => {
      if (ws.readyState !== WebSocket.CLOSED) reject(error);
    });
  });
}
