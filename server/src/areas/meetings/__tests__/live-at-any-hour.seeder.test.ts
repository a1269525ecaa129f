import { seedDatabase } from '../../../test-support/seed';
import { createTestDatabase, SEEDING_TIMEOUT } from '../../../test-support/test-database';
import { venueStatus } from '../playback/venue-access';

/**
 * The demo is seeded "as of now" at any hour: a meeting seeded live must be streaming a talk then,
 * also before 08:30 Beijing, when "this morning's" programme has not begun (it used to be live with
 * an empty playlist from midnight until 08:30 Beijing).
 */
describe.each(['2026-11-27T00:05:00+08:00', '2026-11-27T03:00:00+08:00', '2026-11-27T14:00:00+08:00'])(
  'a demo seeded at %s',
  (at) => {
    const now = Date.parse(at);
    it(
      'has a live meeting with a venue live now and a talk on now',
      async () => {
        const handle = await createTestDatabase();
        try {
          await seedDatabase(handle.db, { scale: 0.05, now });
          const db = handle.db;
          const meetings = await db
            .selectFrom('meetings')
            .select(['id', 'live_status', 'start_time', 'end_time', 'price'])
            .where('live_status', '=', 'LI')
            .execute();
          expect(meetings.length).toBeGreaterThan(0);
          let streaming = 0;
          for (const m of meetings) {
            const talks = await db
              .selectFrom('meeting_agendas')
              .innerJoin('meeting_fields', 'meeting_fields.id', 'meeting_agendas.field_id')
              .select([
                'meeting_fields.id as fieldId',
                'meeting_fields.day',
                'meeting_agendas.start_time',
                'meeting_agendas.end_time',
              ])
              .where('meeting_agendas.meeting_id', '=', m.id)
              .execute();
            // each venue's span: its first talk's start to its last talk's end
            const venues = new Map<number, { day: string; start: number; end: number }>();
            for (const t of talks) {
              const span = venues.get(t.fieldId) ?? { day: t.day, start: Number.POSITIVE_INFINITY, end: 0 };
              venues.set(t.fieldId, {
                day: t.day,
                start: Math.min(span.start, Number(t.start_time)),
                end: Math.max(span.end, Number(t.end_time)),
              });
            }
            for (const span of venues.values()) {
              const status = venueStatus(m, { day: span.day, startedAt: span.start, endedAt: span.end }, now);
              // live means streaming: the day's first talk has begun
              if (status.state === 'LI') {
                expect(span.start).toBeLessThanOrEqual(now);
                streaming += 1;
              }
            }
          }
          expect(streaming).toBeGreaterThan(0);
        } finally {
          await handle.close();
        }
      },
      SEEDING_TIMEOUT,
    );
  },
);
