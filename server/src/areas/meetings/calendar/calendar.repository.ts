import { randomBytes } from 'node:crypto';
import { CALENDAR_MESSAGES } from '@portal/api/rules/meeting-calendar';
import { MEETING_MESSAGES } from '@portal/api/rules/meetings';
import type { PortalDb } from '../../../db/database';
import { notFound } from '../../../lib/app-error';

/** a meeting as its calendar shows it */
export interface CalendarMeeting {
  id: number;
  name: string;
  startTime: number;
  endTime: number;
  province: string;
  city: string;
}

/** an agenda item as a calendar shows it */
export interface CalendarAgenda {
  id: number;
  meetingId: number;
  meetingName: string;
  theme: string;
  startTime: number;
  endTime: number | null;
  /** the venue (会场), if the item has one */
  venue: string | null;
  city: string;
  /** who speaks, with their hospital when known; else the item's '、'-joined author names */
  speakers: string[];
}

/** 24 random bytes, base64url: 32 characters nobody can guess */
export const newFeedToken = () => randomBytes(24).toString('base64url');

/** a meeting anyone may open: published, or at least not "coming soon" (spec 4) */
const visible = { publish_status: '0', forthcoming: 'T' } as const;

/** Stars of agenda items, the feed secrets and what the calendars of a meeting or a feed show. */
export function createCalendarRepository(db: PortalDb, now: () => number) {
  const agendaColumns = [
    'meeting_agendas.id',
    'meeting_agendas.meeting_id',
    'meeting_agendas.theme',
    'meeting_agendas.author_names',
    'meeting_agendas.start_time',
    'meeting_agendas.end_time',
    'meeting_fields.name as venue',
    'meetings.meeting_name',
    'meetings.city',
  ] as const;

  /** agenda items with their venue and meeting, of visible meetings only */
  const agendaQuery = () =>
    db
      .selectFrom('meeting_agendas')
      .innerJoin('meetings', 'meetings.id', 'meeting_agendas.meeting_id')
      .leftJoin('meeting_fields', 'meeting_fields.id', 'meeting_agendas.field_id')
      .select(agendaColumns)
      .where((eb) =>
        eb.not(
          eb.and([
            eb('meetings.publish_status', '=', visible.publish_status),
            eb('meetings.forthcoming', '=', visible.forthcoming),
          ]),
        ),
      );

  async function withSpeakers(
    rows: Awaited<ReturnType<ReturnType<typeof agendaQuery>['execute']>>,
  ): Promise<CalendarAgenda[]> {
    const ids = rows.map((r) => r.id);
    const speakers = new Map<number, string[]>();
    if (ids.length > 0) {
      const linked = await db
        .selectFrom('meeting_agenda_speakers')
        .innerJoin('meeting_speakers', 'meeting_speakers.id', 'meeting_agenda_speakers.speaker_id')
        .select(['meeting_agenda_speakers.agenda_id', 'meeting_speakers.name', 'meeting_speakers.hospital'])
        .where('meeting_agenda_speakers.agenda_id', 'in', ids)
        .orderBy('meeting_agenda_speakers.agenda_id')
        .orderBy('meeting_agenda_speakers.sort')
        .execute();
      for (const s of linked)
        speakers.set(s.agenda_id, [
          ...(speakers.get(s.agenda_id) ?? []),
          s.hospital ? `${s.name}（${s.hospital}）` : s.name,
        ]);
    }
    return rows.map((r) => ({
      id: r.id,
      meetingId: r.meeting_id,
      meetingName: r.meeting_name,
      theme: r.theme,
      startTime: Number(r.start_time),
      endTime: r.end_time === null ? null : Number(r.end_time),
      venue: r.venue ?? null,
      city: r.city,
      speakers:
        speakers.get(r.id) ??
        r.author_names
          .split('、')
          .map((n) => n.trim())
          .filter(Boolean),
    }));
  }

  async function feedOf(userId: number): Promise<string | null> {
    const row = await db
      .selectFrom('meeting_calendar_feeds')
      .select('token')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.token ?? null;
  }

  return {
    /** a visible meeting, or 404 会议不存在 */
    async meeting(meetingId: number): Promise<CalendarMeeting> {
      const row = await db
        .selectFrom('meetings')
        .select([
          'id',
          'meeting_name',
          'start_time',
          'end_time',
          'province',
          'city',
          'publish_status',
          'forthcoming',
        ])
        .where('id', '=', meetingId)
        .executeTakeFirst();
      if (!row || (row.publish_status === visible.publish_status && row.forthcoming === visible.forthcoming))
        throw notFound(MEETING_MESSAGES.notFound);
      return {
        id: row.id,
        name: row.meeting_name,
        startTime: Number(row.start_time),
        endTime: Number(row.end_time),
        province: row.province,
        city: row.city,
      };
    },

    /** a meeting's agenda items in programme order */
    async agendasOfMeeting(meetingId: number): Promise<CalendarAgenda[]> {
      const rows = await agendaQuery()
        .where('meeting_agendas.meeting_id', '=', meetingId)
        .orderBy('meeting_agendas.start_time')
        .orderBy('meeting_agendas.sort')
        .orderBy('meeting_agendas.id')
        .execute();
      return withSpeakers(rows);
    },

    /** the agenda items a user starred, of visible meetings, in time order */
    async starredAgendas(userId: number): Promise<CalendarAgenda[]> {
      const rows = await agendaQuery()
        .innerJoin('meeting_agenda_stars', 'meeting_agenda_stars.agenda_id', 'meeting_agendas.id')
        .where('meeting_agenda_stars.user_id', '=', userId)
        .orderBy('meeting_agendas.start_time')
        .orderBy('meeting_agendas.id')
        .execute();
      return withSpeakers(rows);
    },

    /** stars or unstars an agenda item of a visible meeting for the user; the star after it */
    async toggleStar(userId: number, agendaId: number): Promise<boolean> {
      const agenda = await agendaQuery().where('meeting_agendas.id', '=', agendaId).executeTakeFirst();
      if (!agenda) throw notFound(CALENDAR_MESSAGES.agendaNotFound);
      const removed = await db
        .deleteFrom('meeting_agenda_stars')
        .where('user_id', '=', userId)
        .where('agenda_id', '=', agendaId)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) > 0) return false;
      // a concurrent toggle that starred it first leaves it starred
      await db
        .insertInto('meeting_agenda_stars')
        .values({ agenda_id: agendaId, user_id: userId, created_at: now() })
        .onConflict((oc) => oc.columns(['user_id', 'agenda_id']).doNothing())
        .execute();
      return true;
    },

    /** the ids of a meeting's agenda items the user starred */
    async starredIdsOf(userId: number, meetingId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('meeting_agenda_stars')
        .innerJoin('meeting_agendas', 'meeting_agendas.id', 'meeting_agenda_stars.agenda_id')
        .select('meeting_agendas.id')
        .where('meeting_agenda_stars.user_id', '=', userId)
        .where('meeting_agendas.meeting_id', '=', meetingId)
        .orderBy('meeting_agendas.start_time')
        .orderBy('meeting_agendas.id')
        .execute();
      return rows.map((r) => r.id);
    },

    /** the user's feed secret, made on first use (two first uses at once agree on one) */
    async feedToken(userId: number): Promise<string> {
      const existing = await feedOf(userId);
      if (existing) return existing;
      await db
        .insertInto('meeting_calendar_feeds')
        .values({ user_id: userId, token: newFeedToken(), created_at: now() })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      const token = await feedOf(userId);
      if (!token) throw new Error('calendar feed token was not stored');
      return token;
    },

    /** a new secret for the user's feed: the old address stops working */
    async resetFeedToken(userId: number): Promise<string> {
      const token = newFeedToken();
      await db
        .insertInto('meeting_calendar_feeds')
        .values({ user_id: userId, token, created_at: now() })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ token, created_at: now() }))
        .execute();
      return token;
    },

    /** whose feed a secret opens; null for one that never was or was replaced */
    async userOfFeed(token: string): Promise<number | null> {
      const row = await db
        .selectFrom('meeting_calendar_feeds')
        .select('user_id')
        .where('token', '=', token)
        .executeTakeFirst();
      return row?.user_id ?? null;
    },
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
