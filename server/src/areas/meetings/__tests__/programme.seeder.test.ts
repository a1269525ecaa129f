import { countRows, seededDatabase, tally } from '../../../test-support/seeded-tables';
import { meetingProgrammeSeeder } from '../programme.seeder';

const seeded = seededDatabase('small');
const CHINA_OFFSET = 8 * 3_600_000;
const chinaDay = (ms: number) => new Date(ms + CHINA_OFFSET).toISOString().slice(0, 10);

describe('meeting programme seed', () => {
  it('fills its tables', async () => {
    for (const table of meetingProgrammeSeeder.tables)
      expect(await countRows(seeded(), table)).toBeGreaterThan(0);
    for (const table of [
      'meeting_agenda_speakers',
      'meeting_interviews',
      'meeting_vote_ballots',
      'meeting_tickets',
    ])
      expect(await countRows(seeded(), table)).toBeGreaterThan(0);
  });

  it('puts every agenda item in a venue of its own meeting, on the venue’s day, in order', async () => {
    const db = seeded();
    const rows = await db
      .selectFrom('meeting_agendas')
      .leftJoin('meeting_fields', 'meeting_fields.id', 'meeting_agendas.field_id')
      .select([
        'meeting_agendas.meeting_id',
        'meeting_agendas.start_time',
        'meeting_agendas.end_time',
        'meeting_fields.meeting_id as field_meeting',
        'meeting_fields.day',
      ])
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const a of rows) {
      expect(a.field_meeting).toBe(a.meeting_id);
      expect(chinaDay(Number(a.start_time))).toBe(a.day);
      expect(Number(a.end_time)).toBeGreaterThan(Number(a.start_time));
    }
  });

  it('links every agenda speaker, once per name', async () => {
    const db = seeded();
    const agendas = await db.selectFrom('meeting_agendas').select(['id', 'author_names']).execute();
    const links = await db
      .selectFrom('meeting_agenda_speakers')
      .innerJoin('meeting_speakers', 'meeting_speakers.id', 'meeting_agenda_speakers.speaker_id')
      .select(['agenda_id', 'name'])
      .execute();
    const namesOf = new Map<number, string[]>();
    for (const l of links) namesOf.set(l.agenda_id, [...(namesOf.get(l.agenda_id) ?? []), l.name]);
    for (const a of agendas) expect(namesOf.get(a.id)?.sort()).toEqual(a.author_names.split('、').sort());
    const speakers = await db.selectFrom('meeting_speakers').select('name').execute();
    expect(new Set(speakers.map((s) => s.name)).size).toBe(speakers.length);
  });

  it('counts each vote option exactly as its ballots chose it, one ballot per user per phase', async () => {
    const db = seeded();
    const ballots = await db.selectFrom('meeting_vote_ballots').select(['option_ids']).execute();
    const chosen = tally(ballots.flatMap((b) => b.option_ids.split(',').map(Number)));
    const options = await db.selectFrom('meeting_vote_options').select(['id', 'votes']).execute();
    for (const o of options) expect(o.votes).toBe(chosen.get(o.id) ?? 0);
  });

  it('places replay barrage inside its venue’s timeline, only on recorded meetings', async () => {
    const db = seeded();
    const rows = await db
      .selectFrom('meeting_barrages')
      .innerJoin('meetings', 'meetings.id', 'meeting_barrages.meeting_id')
      .innerJoin('meeting_fields', 'meeting_fields.id', 'meeting_barrages.field_id')
      .select([
        'meetings.live_status',
        'meeting_barrages.media_time',
        'meeting_fields.meeting_id as field_meeting',
        'meeting_barrages.meeting_id',
      ])
      .execute();
    for (const b of rows) {
      expect(b.live_status).toBe('LE');
      expect(b.field_meeting).toBe(b.meeting_id);
      expect(Number(b.media_time)).toBeGreaterThanOrEqual(0);
    }
  });

  it('gives the demo doctor a ticket to one paid recorded meeting', async () => {
    const db = seeded();
    const ticket = await db
      .selectFrom('meeting_tickets')
      .innerJoin('users', 'users.id', 'meeting_tickets.user_id')
      .innerJoin('meetings', 'meetings.id', 'meeting_tickets.meeting_id')
      .select(['users.mobile', 'meetings.price', 'meetings.live_status'])
      .executeTakeFirstOrThrow();
    expect(ticket).toEqual({ mobile: '13800000001', price: expect.any(Number), live_status: 'LE' });
  });
});
