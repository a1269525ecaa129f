import { BARRAGE_RULES } from '@portal/api/rules/meetings';
import { seededDatabase } from '../../../test-support/seeded-tables';
import { DISCUSSION_ITEM, QUESTION_MINUTES } from '../replay-barrage.seed';

/**
 * A recorded venue's replay carries the barrage an audience sends: hundreds over a day's programme,
 * from its first minutes, thickest as each talk starts and at question time, about the talks, by
 * seeded users. Read on the default database, as the meeting page reads it.
 */
const seeded = seededDatabase('full');
const MINUTE = 60_000;

interface Talk {
  fieldId: number;
  start: number;
  end: number;
  theme: string;
}
interface Sent {
  field_id: number;
  user_id: number;
  text: string;
  media_time: number;
  created_at: number;
}

async function read() {
  const db = seeded();
  const talks: Talk[] = (
    await db
      .selectFrom('meeting_agendas as a')
      .innerJoin('meetings as m', 'm.id', 'a.meeting_id')
      .select(['a.field_id', 'a.start_time', 'a.end_time', 'a.theme'])
      .where('m.live_status', '=', 'LE')
      .where('a.field_id', 'is not', null)
      .execute()
  ).map((a) => ({
    fieldId: Number(a.field_id),
    start: Number(a.start_time),
    end: Number(a.end_time),
    theme: a.theme,
  }));
  const barrage: Sent[] = (
    await db
      .selectFrom('meeting_barrages as b')
      .innerJoin('meetings as m', 'm.id', 'b.meeting_id')
      .select(['b.field_id', 'b.user_id', 'b.text', 'b.media_time', 'b.created_at'])
      .where('m.live_status', '=', 'LE')
      .execute()
  ).map((b) => ({ ...b, media_time: Number(b.media_time), created_at: Number(b.created_at) }));
  const venues = new Map<number, { origin: number; end: number; talks: Talk[]; sent: Sent[] }>();
  for (const t of talks) {
    const v = venues.get(t.fieldId) ?? { origin: t.start, end: t.end, talks: [], sent: [] };
    v.origin = Math.min(v.origin, t.start);
    v.end = Math.max(v.end, t.end);
    v.talks.push(t);
    venues.set(t.fieldId, v);
  }
  for (const b of barrage) venues.get(b.field_id)?.sent.push(b);
  return { talks, barrage, venues };
}

/** barrage a minute sent in [from, to) minutes after each talk's start (or before its end), over all talks */
function perMinute(
  venues: Awaited<ReturnType<typeof read>>['venues'],
  from: number,
  to: number,
  anchor: 'start' | 'end',
  only: (t: Talk) => boolean = () => true,
): number {
  let sent = 0;
  let minutes = 0;
  for (const v of venues.values())
    for (const t of v.talks.filter(only)) {
      const zero = anchor === 'start' ? t.start : t.end;
      const lo = zero + from * MINUTE;
      const hi = zero + to * MINUTE;
      minutes += to - from;
      sent += v.sent.filter((b) => b.created_at >= lo && b.created_at < hi).length;
    }
  return sent / minutes;
}

describe('replay barrage of recorded venues', () => {
  it('is as dense as a watched replay: hundreds over a long venue, from its first minutes', async () => {
    const { venues } = await read();
    expect(venues.size).toBeGreaterThan(20);
    let sent = 0;
    let minutes = 0;
    for (const v of venues.values()) {
      const length = (v.end - v.origin) / MINUTE;
      sent += v.sent.length;
      minutes += length;
      expect(v.sent.length / length).toBeGreaterThan(0.5);
      if (length >= 180) expect(v.sent.length).toBeGreaterThanOrEqual(200);
      // people arrive as the video starts
      expect(Math.min(...v.sent.map((b) => b.media_time))).toBeLessThan(3 * MINUTE);
    }
    const average = sent / minutes;
    expect(average).toBeGreaterThanOrEqual(1.5);
    expect(average).toBeLessThanOrEqual(3);
  });

  it('bursts as each talk starts and at question time, and runs busiest through a discussion', async () => {
    const { venues } = await read();
    const middle = perMinute(venues, 10, 25, 'start');
    expect(perMinute(venues, 0, 2, 'start')).toBeGreaterThan(2 * middle);
    expect(perMinute(venues, -QUESTION_MINUTES, 0, 'end')).toBeGreaterThan(2 * middle);
    const discussing = (t: Talk) => DISCUSSION_ITEM.test(t.theme);
    expect(perMinute(venues, 10, 25, 'start', discussing)).toBeGreaterThan(
      1.5 * perMinute(venues, 10, 25, 'start', (t) => !discussing(t)),
    );
  });

  it('sits on its venue’s timeline: media time from the first talk, sent then', async () => {
    const { venues } = await read();
    const off: Sent[] = [];
    for (const v of venues.values())
      for (const b of v.sent)
        if (b.media_time < 0 || b.created_at !== v.origin + b.media_time || b.created_at >= v.end)
          off.push(b);
    expect(off).toEqual([]);
  });

  it('says varied things, asks questions at question time, and names the speakers', async () => {
    const { barrage, venues } = await read();
    const counts = new Map<string, number>();
    for (const b of barrage) counts.set(b.text, (counts.get(b.text) ?? 0) + 1);
    expect(counts.size).toBeGreaterThan(barrage.length / 20);
    expect(Math.max(...counts.values())).toBeLessThan(barrage.length / 50);
    expect(barrage.filter((b) => b.text.length === 0 || b.text.length > BARRAGE_RULES.maxChars)).toEqual([]);
    // question time asks: a good share of what is sent then is a question
    let asked = 0;
    let then = 0;
    for (const v of venues.values())
      for (const t of v.talks)
        for (const b of v.sent)
          if (b.created_at >= t.end - QUESTION_MINUTES * MINUTE && b.created_at < t.end) {
            then += 1;
            if (/[？?]$/.test(b.text)) asked += 1;
          }
    expect(asked / then).toBeGreaterThan(0.25);
    expect(barrage.some((b) => /教授|老师/.test(b.text))).toBe(true);
  });

  it('is sent by seeded users, none faster than the cooldown allows', async () => {
    const { barrage } = await read();
    const users = await seeded().selectFrom('users').select(['id', 'identity']).execute();
    const identity = new Map(users.map((u) => [u.id, u.identity]));
    expect(barrage.filter((b) => !identity.has(b.user_id) || identity.get(b.user_id) === null)).toEqual([]);
    const times = new Map<number, number[]>();
    for (const b of barrage) {
      const list = times.get(b.user_id) ?? [];
      list.push(b.created_at);
      times.set(b.user_id, list);
    }
    let tooFast = 0;
    for (const list of times.values()) {
      list.sort((a, b) => a - b);
      for (let i = 1; i < list.length; i++)
        if ((list[i] as number) - (list[i - 1] as number) < BARRAGE_RULES.cooldownMs) tooFast += 1;
    }
    expect(tooFast).toBe(0);
  });
});
