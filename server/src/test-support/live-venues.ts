import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { BARRAGE_LIVE_PATH } from '@portal/api/endpoints/barrage';
import { liveStateAt } from '@portal/api/rules/meetings';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { venueStatus } from '../areas/meetings/index';
import type { PortalDb } from '../db/database';

export interface Venue {
  meetingId: number;
  fieldId: number;
}

/**
 * Venues of the seed to send barrage and gifts on, each in its own state at `now` (the venue's,
 * as the player and the server decide it: `venueStatus`): free recorded (with replay barrage),
 * free live, paid; and, when the seed has them, venues of a live meeting that are over or not yet.
 */
export async function seededVenues(db: PortalDb, now: number) {
  const [rows, spans] = await Promise.all([
    db
      .selectFrom('meetings')
      .innerJoin('meeting_fields', 'meeting_fields.meeting_id', 'meetings.id')
      .select([
        'meetings.id as meetingId',
        'meeting_fields.id as fieldId',
        'meeting_fields.day',
        'meetings.live_status',
        'meetings.start_time',
        'meetings.end_time',
        'meetings.price',
      ])
      .where('meetings.publish_status', '=', '1')
      .orderBy('meeting_fields.id')
      .execute(),
    db
      .selectFrom('meeting_agendas')
      .select((eb) => [
        'field_id',
        eb.fn.min('start_time').as('first'),
        eb.fn.max(eb.fn.coalesce('end_time', 'start_time')).as('last'),
      ])
      .where('field_id', 'is not', null)
      .groupBy('field_id')
      .execute(),
  ]);
  const spanOf = new Map(spans.map((s) => [s.field_id, s]));
  const meetings = rows.map((m) => {
    const span = spanOf.get(m.fieldId);
    return {
      ...m,
      state: liveStateAt(
        { liveStatus: m.live_status, startTime: Number(m.start_time), endTime: Number(m.end_time) },
        now,
      ),
      venueState: venueStatus(
        m,
        {
          day: m.day,
          startedAt: span?.first == null ? null : Number(span.first),
          endedAt: span?.last == null ? null : Number(span.last),
        },
        now,
      ).state,
    };
  });
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
  const freeFirst = (found: typeof meetings) => found.find((m) => m.price === null) ?? found[0];
  const venueOf = (m: (typeof meetings)[number] | undefined): Venue | undefined =>
    m ? { meetingId: m.meetingId, fieldId: m.fieldId } : undefined;
  const recorded = pick('free recorded', (m) => m.price === null && m.state === 'LE');
  const live = pick('free live', (m) => m.price === null && m.venueState === 'LI');
  const paid = pick('paid', (m) => m.price !== null && (m.state === 'LE' || m.state === 'LI'));
  const upcoming = meetings.find((m) => m.price === null && m.state === 'NS');
  // another venue of the live meeting that takes barrage (live too, or over), when there is one
  const otherLive = meetings.find(
    (m) =>
      m.meetingId === live.meetingId &&
      m.fieldId !== live.fieldId &&
      (m.venueState === 'LI' || m.venueState === 'LE'),
  );
  return {
    recorded,
    live,
    paid,
    upcoming: venueOf(upcoming),
    otherVenueOfLive: venueOf(otherLive),
    /** a venue of a live meeting whose talks are over (its replay), a free one when there is one */
    overOfLive: venueOf(freeFirst(meetings.filter((m) => m.state === 'LI' && m.venueState === 'LE'))),
    /** a venue of a live meeting whose day has not come, a free one when there is one */
    notYetOfLive: venueOf(freeFirst(meetings.filter((m) => m.state === 'LI' && m.venueState === 'NS'))),
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
