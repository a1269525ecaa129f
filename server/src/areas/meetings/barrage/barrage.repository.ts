import type { Barrage, BarrageHeat, BarrageWindow, PresetComment } from '@portal/api/contract/barrage';
import { PLAYBACK_MESSAGES } from '@portal/api/rules/meeting-playback';
import {
  BARRAGE_MESSAGES,
  BARRAGE_RULES,
  MEETING_MESSAGES,
  type MeetingLiveState,
} from '@portal/api/rules/meetings';
import { sql } from 'kysely';
import type { PortalDb } from '../../../db/database';
import type { Dialect } from '../../../db/dialect';
import { forbidden, tooManyRequests } from '../../../lib/app-error';
import type { LiveBarrage } from '../../../live/index';
import { publicPerson } from '../../../people/public-person';
import type { MeetingRepository } from '../meetings.repository';
import type { PlaybackRepository } from '../playback/playback.repository';
import { venueStatus } from '../playback/venue-access';

export const BARRAGE_ERRORS = {
  noVenue: PLAYBACK_MESSAGES.venueNotFound,
  badWindow: `时间窗口须在0到${BARRAGE_RULES.windowMs / 1000}秒之间`,
  badColor: '弹幕颜色不可用',
  badMode: '弹幕位置不可用',
} as const;

/** the most stored barrage a reconnecting socket is sent before the live ones */
export const BACKLOG_LIMIT = 1_000;

/** pg_advisory_xact_lock's first key: the barrage cooldown's lock space (the second is the user id) */
const COOLDOWN_LOCK_SPACE = 0x62_61_72;

export interface BarrageAccess {
  meetingId: number;
  fieldId: number;
  /**
   * The venue's own state (`venueStatus`, what the player shows), not the meeting's: a live
   * meeting's venue whose talks are over is a replay, one whose day has not come is not yet.
   */
  venueState: MeetingLiveState;
}

interface BarrageRow {
  id: number;
  meeting_id: number;
  field_id: number;
  user_id: number;
  text: string;
  mode: number;
  color: string;
  media_time: number | string;
  created_at: number | string;
  real_name: string | null;
  avatar: string | null;
  identity: number | null;
}

/** who sent it, as anyone may see them: identity 3 (a patient) is 匿名用户 with id 0 */
function senderOf(row: BarrageRow) {
  const person = publicPerson(
    row.real_name === null
      ? undefined
      : { id: row.user_id, real_name: row.real_name, avatar: row.avatar ?? '', identity: row.identity },
    { area: 'meeting' },
  );
  return { id: person.id, realName: person.realName };
}

export function toLive(row: BarrageRow): LiveBarrage {
  return {
    id: Number(row.id),
    meetingId: Number(row.meeting_id),
    fieldId: Number(row.field_id),
    userId: Number(row.user_id),
    text: row.text,
    mode: (Number(row.mode) as 0 | 1 | 2) ?? 0,
    color: row.color,
    mediaTime: Number(row.media_time),
    createdAt: Number(row.created_at),
    sender: senderOf(row),
  };
}

/** what a reader is sent: the public sender, `mine` for their own; the sender's user id stays here */
export function toClient(live: LiveBarrage, viewerId: number | null): Barrage {
  return {
    id: live.id,
    text: live.text,
    mode: live.mode,
    color: live.color,
    mediaTime: live.mediaTime,
    createdAt: live.createdAt,
    mine: viewerId !== null && live.userId === viewerId,
    sender: live.sender,
  };
}

/** Indices of `limit` items spread evenly over `n` (the first always among them). */
export function evenPicks(n: number, limit: number): number[] {
  if (n <= limit) return Array.from({ length: n }, (_, i) => i);
  return Array.from({ length: limit }, (_, i) => Math.floor((i * n) / limit));
}

/** Barrage reads and writes of a meeting venue (issue 11). */
export function createBarrageRepository(
  db: PortalDb,
  dialect: Dialect,
  now: () => number,
  meetings: MeetingRepository,
  playback: PlaybackRepository,
) {
  const rows = () =>
    db
      .selectFrom('meeting_barrages as b')
      .leftJoin('users as u', 'u.id', 'b.user_id')
      .select([
        'b.id',
        'b.meeting_id',
        'b.field_id',
        'b.user_id',
        'b.text',
        'b.mode',
        'b.color',
        'b.media_time',
        'b.created_at',
        'u.real_name',
        'u.avatar',
        'u.identity',
      ]);

  /**
   * The meeting must be visible (404), the venue one of its own (404), and a paid meeting's
   * barrage is for ticket holders only (403), whether read, watched live or sent.
   */
  async function access(meetingId: number, fieldId: number, viewerId: number | null): Promise<BarrageAccess> {
    const meeting = await meetings.assertVisible(meetingId);
    const [venue, ticket] = await Promise.all([
      playback.venue(meetingId, fieldId),
      meeting.price !== null && viewerId !== null ? playback.hasTicket(meetingId, viewerId) : false,
    ]);
    if (meeting.price !== null && !ticket) throw forbidden(MEETING_MESSAGES.paymentRequired);
    return { meetingId, fieldId, venueState: venueStatus(meeting, venue, now()).state };
  }

  /** the venue's timeline length: first talk start → last talk end */
  async function timelineMs(fieldId: number): Promise<number> {
    const span = await db
      .selectFrom('meeting_agendas')
      .select((eb) => [
        eb.fn.min('start_time').as('first'),
        eb.fn.max(eb.fn.coalesce('end_time', 'start_time')).as('last'),
      ])
      .where('field_id', '=', fieldId)
      .executeTakeFirst();
    if (span?.first == null || span.last == null) return 0;
    return Math.max(0, Number(span.last) - Number(span.first));
  }

  return {
    access,

    async presets(meetingId: number): Promise<PresetComment[]> {
      await meetings.assertVisible(meetingId);
      const list = await db
        .selectFrom('meeting_preset_comments')
        .select(['id', 'text', 'meeting_id'])
        .where((eb) => eb.or([eb('meeting_id', 'is', null), eb('meeting_id', '=', meetingId)]))
        .orderBy('sort')
        .orderBy('id')
        .execute();
      // the meeting's own phrases before the global ones
      return [...list.filter((p) => p.meeting_id !== null), ...list.filter((p) => p.meeting_id === null)].map(
        (p) => ({ id: p.id, text: p.text }),
      );
    },

    /** barrage of [from, to) of the venue's video by media time, thinned evenly past windowLimit */
    async window(fieldId: number, from: number, to: number, viewerId: number | null): Promise<BarrageWindow> {
      const inWindow = () =>
        rows()
          .where('b.field_id', '=', fieldId)
          .where('b.media_time', '>=', from)
          .where('b.media_time', '<', to);
      const counted = await db
        .selectFrom('meeting_barrages')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('field_id', '=', fieldId)
        .where('media_time', '>=', from)
        .where('media_time', '<', to)
        .executeTakeFirst();
      const total = Number(counted?.n ?? 0);
      let found: BarrageRow[];
      if (total <= BARRAGE_RULES.windowLimit) {
        found = await inWindow().orderBy('b.media_time').orderBy('b.id').execute();
      } else {
        const ids = await db
          .selectFrom('meeting_barrages')
          .select('id')
          .where('field_id', '=', fieldId)
          .where('media_time', '>=', from)
          .where('media_time', '<', to)
          .orderBy('media_time')
          .orderBy('id')
          .execute();
        const chosen = evenPicks(ids.length, BARRAGE_RULES.windowLimit).map((i) => ids[i]!.id);
        found = await inWindow()
          .where('b.id', 'in', chosen)
          .orderBy('b.media_time')
          .orderBy('b.id')
          .execute();
      }
      return { from, to, total, list: found.map((r) => toClient(toLive(r), viewerId)) };
    },

    /** barrage counts in heatBuckets equal parts of the venue's timeline (later ones in the last) */
    async heat(fieldId: number): Promise<BarrageHeat> {
      const n = BARRAGE_RULES.heatBuckets;
      const [timeline, extent] = await Promise.all([
        timelineMs(fieldId),
        db
          .selectFrom('meeting_barrages')
          .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('media_time').as('last')])
          .where('field_id', '=', fieldId)
          .executeTakeFirst(),
      ]);
      const total = Number(extent?.n ?? 0);
      // a venue without a programme: as long as its barrage goes
      const durationMs = timeline > 0 ? timeline : total > 0 ? Number(extent?.last ?? 0) + 1 : 0;
      const buckets = new Array<number>(n).fill(0);
      if (total > 0 && durationMs > 0) {
        // literals, not parameters: PostgreSQL matches the GROUP BY expression to the selected one by text
        const bucket = sql<number>`(media_time * ${sql.lit(n)}) / ${sql.lit(Math.floor(durationMs))}`;
        const grouped = await db
          .selectFrom('meeting_barrages')
          .select([bucket.as('bucket'), (eb) => eb.fn.countAll().as('n')])
          .where('field_id', '=', fieldId)
          .groupBy(bucket)
          .execute();
        for (const g of grouped) {
          const i = Math.min(n - 1, Math.max(0, Math.floor(Number(g.bucket))));
          buckets[i] = (buckets[i] ?? 0) + Number(g.n);
        }
      }
      return { durationMs, bucketMs: durationMs / n, buckets, total };
    },

    /**
     * Stores a barrage unless the user sent one within cooldownMs (429). Holds across instances and
     * against concurrent sends: PostgreSQL takes a per-user advisory lock for the check and the
     * insert; SQLite runs them as one conditional INSERT (SQLite writes one at a time).
     */
    async insert(values: {
      meetingId: number;
      fieldId: number;
      userId: number;
      text: string;
      mode: number;
      color: string;
      mediaTime: number;
    }): Promise<LiveBarrage> {
      const t = now();
      const since = t - BARRAGE_RULES.cooldownMs;
      let id: number | undefined;
      if (dialect === 'postgres') {
        id = await db.transaction().execute(async (trx) => {
          await sql`select pg_advisory_xact_lock(${COOLDOWN_LOCK_SPACE}::int4, ${values.userId}::int4)`.execute(
            trx,
          );
          const recent = await trx
            .selectFrom('meeting_barrages')
            .select('id')
            .where('user_id', '=', values.userId)
            .where('created_at', '>', since)
            .limit(1)
            .executeTakeFirst();
          if (recent) return undefined;
          const row = await trx
            .insertInto('meeting_barrages')
            .values({
              meeting_id: values.meetingId,
              field_id: values.fieldId,
              user_id: values.userId,
              text: values.text,
              mode: values.mode,
              color: values.color,
              media_time: values.mediaTime,
              created_at: t,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return Number(row.id);
        });
      } else {
        const inserted = await sql<{ id: number }>`
          insert into meeting_barrages (meeting_id, field_id, user_id, text, mode, color, media_time, created_at)
          select ${values.meetingId}, ${values.fieldId}, ${values.userId}, ${values.text}, ${values.mode},
            ${values.color}, ${values.mediaTime}, ${t}
          where not exists (
            select 1 from meeting_barrages where user_id = ${values.userId} and created_at > ${since}
          )
          returning id`.execute(db);
        const row = inserted.rows[0];
        id = row ? Number(row.id) : undefined;
      }
      if (id === undefined) throw tooManyRequests(BARRAGE_MESSAGES.tooFast);
      const stored = await rows().where('b.id', '=', id).executeTakeFirstOrThrow();
      return toLive(stored);
    },

    /** stored barrage of a venue after `after`, oldest first (a reconnect's missed ones) */
    async after(fieldId: number, after: number): Promise<LiveBarrage[]> {
      const found = await rows()
        .where('b.field_id', '=', fieldId)
        .where('b.id', '>', after)
        .orderBy('b.id')
        .limit(BACKLOG_LIMIT)
        .execute();
      return found.map(toLive);
    },

    /** the venue's newest barrage id (0 when none) */
    async lastId(fieldId: number): Promise<number> {
      const row = await db
        .selectFrom('meeting_barrages')
        .select((eb) => eb.fn.max('id').as('id'))
        .where('field_id', '=', fieldId)
        .executeTakeFirst();
      return Number(row?.id ?? 0);
    },
  };
}

export type BarrageRepository = ReturnType<typeof createBarrageRepository>;
