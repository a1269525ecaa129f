import type { PlaybackChapter } from '@portal/api/contract/meeting-playback';
import { PLAYBACK_MESSAGES } from '@portal/api/rules/meeting-playback';
import type { PortalDb } from '../../../db/database';
import { notFound } from '../../../lib/app-error';
import type { MeetingRepository } from '../meetings.repository';
import type { VenueSpan } from './venue-access';

export interface Venue extends VenueSpan {
  fieldId: number;
  name: string;
}

export interface VenueWithChapters extends Venue {
  chapters: PlaybackChapter[];
}

/** The reads of meeting playback: the meeting, its venues with their talks, and tickets. */
export function createPlaybackRepository(db: PortalDb, meetings: MeetingRepository) {
  return {
    /** the meeting if a reader may open it (404 会议不存在 otherwise), with its price and state */
    meeting: (id: number) => meetings.assertVisible(id),

    /** every venue of a meeting in programme order, its talks as chapters */
    async venues(meetingId: number): Promise<VenueWithChapters[]> {
      const [fields, agendas] = await Promise.all([
        db
          .selectFrom('meeting_fields')
          .select(['id', 'name', 'day'])
          .where('meeting_id', '=', meetingId)
          .orderBy('day')
          .orderBy('sort')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('meeting_agendas')
          .select(['id', 'field_id', 'theme', 'start_time', 'end_time'])
          .where('meeting_id', '=', meetingId)
          .where('field_id', 'is not', null)
          .orderBy('start_time')
          .orderBy('sort')
          .orderBy('id')
          .execute(),
      ]);
      return fields.map((f) => {
        const talks = agendas.filter((a) => a.field_id === f.id);
        const starts = talks.map((a) => Number(a.start_time));
        const ends = talks.map((a) => Number(a.end_time ?? a.start_time));
        const startedAt = talks.length ? Math.min(...starts) : null;
        return {
          fieldId: f.id,
          name: f.name,
          day: f.day,
          startedAt,
          endedAt: talks.length ? Math.max(...ends) : null,
          chapters:
            startedAt === null
              ? []
              : talks.map((a) => ({
                  agendaId: a.id,
                  theme: a.theme,
                  offsetMs: Number(a.start_time) - startedAt,
                })),
        };
      });
    },

    /** one venue of the meeting, with the span of its talks (404 会场不存在 if not the meeting's) */
    async venue(meetingId: number, fieldId: number): Promise<Venue> {
      const field = await db
        .selectFrom('meeting_fields')
        .select(['id', 'name', 'day'])
        .where('id', '=', fieldId)
        .where('meeting_id', '=', meetingId)
        .executeTakeFirst();
      if (!field) throw notFound(PLAYBACK_MESSAGES.venueNotFound);
      const span = await db
        .selectFrom('meeting_agendas')
        .select((eb) => [
          eb.fn.min('start_time').as('first'),
          eb.fn.max(eb.fn.coalesce('end_time', 'start_time')).as('last'),
        ])
        .where('meeting_id', '=', meetingId)
        .where('field_id', '=', fieldId)
        .executeTakeFirst();
      const first = span?.first ?? null;
      const last = span?.last ?? null;
      return {
        fieldId: field.id,
        name: field.name,
        day: field.day,
        startedAt: first === null ? null : Number(first),
        endedAt: last === null ? null : Number(last),
      };
    },

    /** the user holds a ticket to the meeting (the money area writes them) */
    async hasTicket(meetingId: number, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('meeting_tickets')
        .select('user_id')
        .where('meeting_id', '=', meetingId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type PlaybackRepository = ReturnType<typeof createPlaybackRepository>;
