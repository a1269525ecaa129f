import { meetingCalendarEndpoints as e } from '@portal/api/endpoints/meeting-calendar';
import { CALENDAR_FEED_PREFIX, meetingIcsPath } from '@portal/api/rules/meeting-calendar';
import { redactUrl } from '../../../../lib/request-log';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../../../test-support/test-app';

/** Calendar export over the demo seed: the .ics of a meeting, stars and the subscribable feed. */
const NOW = DEFAULT_SEED_NOW;
let t: TestApp;

// ---- a small iCalendar reader (ical-generator only writes) ----

interface Property {
  name: string;
  params: string;
  /** as written (escaped) */
  raw: string;
}
interface Component {
  name: string;
  props: Property[];
  children: Component[];
}

/** RFC 5545 3.1: a CRLF followed by a space or a tab continues the line */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

function parseIcs(text: string): Component {
  expect(text.includes('\n') && !/[^\r]\n/.test(text)).toBe(true); // CRLF line ends only
  const stack: Component[] = [{ name: 'ROOT', props: [], children: [] }];
  for (const line of unfold(text).split('\r\n')) {
    if (line === '') continue;
    const colon = line.indexOf(':');
    const head = line.slice(0, colon);
    const raw = line.slice(colon + 1);
    const [name = '', ...params] = head.split(';');
    const top = stack[stack.length - 1]!;
    if (name === 'BEGIN') {
      const child = { name: raw, props: [], children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      expect(top.name).toBe(raw);
      stack.pop();
    } else top.props.push({ name, params: params.join(';'), raw });
  }
  expect(stack).toHaveLength(1);
  const root = stack[0]!.children;
  expect(root).toHaveLength(1);
  return root[0]!;
}

/** a TEXT value as its reader sees it */
const unescapeText = (raw: string) =>
  raw.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
const prop = (c: Component, name: string) => c.props.find((p) => p.name === name);
const text = (c: Component, name: string) => {
  const p = prop(c, name);
  return p === undefined ? undefined : unescapeText(p.raw);
};
const events = (cal: Component) => cal.children.filter((c) => c.name === 'VEVENT');
/** epoch ms → the UTC form DTSTART/DTEND must have: 20261101T020000Z */
const utc = (ms: number) => `${new Date(ms).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

// ---- requests ----

async function get(url: string, options: { cookie?: string; query?: Record<string, string | number> } = {}) {
  return t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(options.query ?? {}).map(([k, v]) => [k, String(v)])),
    headers: { ...OWN_PAGE_HEADERS, ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
}
async function post(url: string, body: unknown, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: { ...OWN_PAGE_HEADERS, ...(cookie ? { cookie } : {}) },
  });
}

/** one sign-in per mobile for the file (a code may be sent once a minute) */
const sessions = new Map<string, Promise<{ cookie: string; id: number }>>();
const session = (mobile: string) => {
  if (!sessions.has(mobile)) sessions.set(mobile, signIn(t, mobile));
  return sessions.get(mobile)!;
};

const star = async (agendaId: number, cookie?: string) => post(e.starAgenda.path, { agendaId }, cookie);
const feedUrl = async (cookie: string) => {
  const res = await get(e.feed.path, { cookie });
  expect(res.statusCode).toBe(200);
  return res.json().result as { url: string; webcalUrl: string };
};
/** the feed as a calendar app reads it: no cookie */
const readFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

// ---- fixtures ----

interface Fixture {
  meeting: { id: number; meeting_name: string; start_time: number; end_time: number; city: string };
  venue: { id: number; name: string };
  /** an agenda item of ours whose theme needs escaping */
  tricky: number;
  trickyTheme: string;
  /** an agenda item of a coming-soon meeting */
  hidden: number;
  hiddenMeeting: number;
}
let f: Fixture;

async function insertAgenda(meetingId: number, fieldId: number | null, theme: string, start: number) {
  const row = await t.database.db
    .insertInto('meeting_agendas')
    .values({
      meeting_id: meetingId,
      theme,
      author_names: '王五、赵六',
      keywords: '',
      start_time: start,
      end_time: start + 45 * 60_000,
      sort: 99,
      summary: '',
      field_id: fieldId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, seed: 'small' });
  const db = t.database.db;
  // a visible meeting with a venue
  const venue = await db
    .selectFrom('meeting_fields')
    .innerJoin('meetings', 'meetings.id', 'meeting_fields.meeting_id')
    .select(['meeting_fields.id', 'meeting_fields.name', 'meetings.id as meeting_id'])
    .where('meetings.publish_status', '=', '1')
    .orderBy('meeting_fields.id')
    .executeTakeFirstOrThrow();
  const meeting = await db
    .selectFrom('meetings')
    .select(['id', 'meeting_name', 'start_time', 'end_time', 'city'])
    .where('id', '=', venue.meeting_id)
    .executeTakeFirstOrThrow();
  const trickyTheme = '胶质瘤, 手术; 放疗\n第二行 <b>加粗</b> \\ 反斜杠';
  const tricky = await insertAgenda(
    meeting.id,
    venue.id,
    trickyTheme,
    Number(meeting.start_time) + 3_600_000,
  );
  const soon = await db
    .selectFrom('meetings')
    .select('id')
    .where('publish_status', '=', '0')
    .where('forthcoming', '=', 'T')
    .executeTakeFirstOrThrow();
  const hidden = await insertAgenda(soon.id, null, '未公开的议程', NOW + 86_400_000);
  f = {
    meeting: {
      ...meeting,
      start_time: Number(meeting.start_time),
      end_time: Number(meeting.end_time),
    },
    venue,
    tricky,
    trickyTheme,
    hidden,
    hiddenMeeting: soon.id,
  };
});
afterAll(async () => {
  await t.close();
});

describe("a meeting's .ics", () => {
  it('is a calendar document to download, named after the meeting with an ASCII fallback', async () => {
    const res = await get(meetingIcsPath(f.meeting.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; /);
    expect(disposition).toContain(`filename="meeting-${f.meeting.id}.ics"`);
    const star = /filename\*=UTF-8''([A-Za-z0-9!#$&+.^_`|~%-]+)$/.exec(disposition);
    expect(star).not.toBeNull();
    expect(decodeURIComponent(star![1]!)).toBe(
      `${f.meeting.meeting_name.replace(/[\\/:*?"<>|]+/g, ' ')}.ics`,
    );
    // the header itself is ASCII
    expect(/^[\x20-\x7e]*$/.test(disposition)).toBe(true);

    const cal = parseIcs(res.body);
    expect(cal.name).toBe('VCALENDAR');
    expect(text(cal, 'VERSION')).toBe('2.0');
    expect(prop(cal, 'PRODID')?.raw).toMatch(/naoyihui/);
    expect(text(cal, 'X-WR-CALNAME')).toBe(`脑医汇 · ${f.meeting.meeting_name}`);
    // no time zone: every time is UTC
    expect(cal.children.some((c) => c.name === 'VTIMEZONE')).toBe(false);
  });

  it('has the meeting over its whole span, then every agenda item at its own UTC times', async () => {
    const cal = parseIcs((await get(meetingIcsPath(f.meeting.id))).body);
    const [first, ...rest] = events(cal);
    expect(text(first!, 'UID')).toBe(`meeting-${f.meeting.id}@naoyihui`);
    expect(text(first!, 'SUMMARY')).toBe(f.meeting.meeting_name);
    expect(prop(first!, 'DTSTART')).toEqual({ name: 'DTSTART', params: '', raw: utc(f.meeting.start_time) });
    expect(prop(first!, 'DTEND')).toEqual({ name: 'DTEND', params: '', raw: utc(f.meeting.end_time) });

    const agendas = await t.database.db
      .selectFrom('meeting_agendas')
      .leftJoin('meeting_fields', 'meeting_fields.id', 'meeting_agendas.field_id')
      .select([
        'meeting_agendas.id',
        'meeting_agendas.theme',
        'meeting_agendas.start_time',
        'meeting_agendas.end_time',
        'meeting_fields.name as venue',
      ])
      .where('meeting_agendas.meeting_id', '=', f.meeting.id)
      .execute();
    expect(rest.map((ev) => text(ev, 'UID')).sort()).toEqual(
      agendas.map((a) => `agenda-${a.id}@naoyihui`).sort(),
    );
    for (const a of agendas) {
      const ev = rest.find((x) => text(x, 'UID') === `agenda-${a.id}@naoyihui`)!;
      expect(text(ev, 'SUMMARY')).toBe(a.theme);
      expect(prop(ev, 'DTSTART')?.raw).toBe(utc(Number(a.start_time)));
      if (a.end_time !== null) expect(prop(ev, 'DTEND')?.raw).toBe(utc(Number(a.end_time)));
      expect(prop(ev, 'DTEND')?.raw).toMatch(/^\d{8}T\d{6}Z$/);
      expect(text(ev, 'URL')).toBe(`http://localhost:80/meeting/detail?id=${f.meeting.id}&agendaId=${a.id}`);
      const location = text(ev, 'LOCATION') ?? '';
      if (a.venue) expect(location.startsWith(a.venue)).toBe(true);
      if (f.meeting.city) expect(location.endsWith(f.meeting.city)).toBe(true);
    }
  });

  it('puts the venue and city in LOCATION and the speakers in DESCRIPTION', async () => {
    const cal = parseIcs((await get(meetingIcsPath(f.meeting.id))).body);
    const ev = events(cal).find((x) => text(x, 'UID') === `agenda-${f.tricky}@naoyihui`)!;
    expect(text(ev, 'LOCATION')).toBe([f.venue.name, f.meeting.city].filter(Boolean).join(' · '));
    expect(text(ev, 'DESCRIPTION')).toContain('讲者：王五、赵六');
    expect(prop(ev, 'DTSTART')?.raw).toBe(utc(f.meeting.start_time + 3_600_000));
    expect(prop(ev, 'DTEND')?.raw).toBe(utc(f.meeting.start_time + 3_600_000 + 45 * 60_000));
  });

  it('escapes commas, semicolons, backslashes and line breaks of a theme; markup is just text', async () => {
    const res = await get(meetingIcsPath(f.meeting.id));
    const cal = parseIcs(res.body);
    const ev = events(cal).find((x) => text(x, 'UID') === `agenda-${f.tricky}@naoyihui`)!;
    expect(prop(ev, 'SUMMARY')?.raw).toBe('胶质瘤\\, 手术\\; 放疗\\n第二行 <b>加粗</b> \\\\ 反斜杠');
    expect(text(ev, 'SUMMARY')).toBe(f.trickyTheme);
    // the theme's line break did not start a line of its own
    expect(
      unfold(res.body)
        .split('\r\n')
        .some((l) => l.startsWith('第二行')),
    ).toBe(false);
    // folded lines stay within 75 octets
    for (const line of res.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('keeps every UID from one export to the next', async () => {
    const uids = async () =>
      events(parseIcs((await get(meetingIcsPath(f.meeting.id))).body)).map((x) => text(x, 'UID'));
    const a = await uids();
    expect(new Set(a).size).toBe(a.length);
    expect(await uids()).toEqual(a);
  });

  it('answers 404 会议不存在 for a coming-soon, missing or malformed meeting', async () => {
    for (const url of [
      meetingIcsPath(f.hiddenMeeting),
      meetingIcsPath(2_000_000),
      '/wapi/meeting/calendar/abc.ics',
      '/wapi/meeting/calendar/99999999999.ics',
      `/wapi/meeting/calendar/${f.meeting.id}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('会议不存在');
    }
  });
});

describe('stars', () => {
  it('visitors are refused with 401; their starred list is empty', async () => {
    expect((await star(f.tricky)).statusCode).toBe(401);
    const res = await get(e.starredAgendas.path, { query: { meetingId: f.meeting.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ agendaIds: [] });
  });

  it('toggles on and off, for the session user only', async () => {
    const me = (await session('13800000011')).cookie;
    const other = (await session('13800000012')).cookie;
    const mine = async (cookie: string) =>
      (await get(e.starredAgendas.path, { cookie, query: { meetingId: f.meeting.id } })).json().result
        .agendaIds;

    expect((await star(f.tricky, me)).json()).toEqual({ code: 1, result: { starred: true } });
    expect(await mine(me)).toEqual([f.tricky]);
    expect(await mine(other)).toEqual([]);
    expect((await star(f.tricky, me)).json().result).toEqual({ starred: false });
    expect(await mine(me)).toEqual([]);
  });

  it('only agenda items of visible meetings: 404 otherwise', async () => {
    const me = (await session('13800000011')).cookie;
    for (const agendaId of [f.hidden, 2_000_000]) {
      const res = await star(agendaId, me);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('议程不存在');
    }
    expect(
      (await get(e.starredAgendas.path, { cookie: me, query: { meetingId: f.hiddenMeeting } })).statusCode,
    ).toBe(404);
  });
});

describe('the feed', () => {
  it('visitors are refused with 401', async () => {
    expect((await get(e.feed.path)).statusCode).toBe(401);
    expect((await post(e.resetFeed.path, undefined)).statusCode).toBe(401);
  });

  it('has a stable secret address, http and webcal', async () => {
    const me = (await session('13800000021')).cookie;
    const a = await feedUrl(me);
    expect(a.url).toMatch(new RegExp(`^http://localhost:80${CALENDAR_FEED_PREFIX}[A-Za-z0-9_-]{32}\\.ics$`));
    expect(a.webcalUrl).toBe(a.url.replace(/^http:/, 'webcal:'));
    expect(await feedUrl(me)).toEqual(a);
    const other = await feedUrl((await session('13800000022')).cookie);
    expect(other.url).not.toBe(a.url);
  });

  it("holds my starred items of visible meetings, never another user's, and names no one", async () => {
    const { cookie: me } = await session('13800000031');
    const { cookie: other } = await session('13800000032');
    const otherAgenda = await t.database.db
      .selectFrom('meeting_agendas')
      .select('id')
      .where('meeting_id', '=', f.meeting.id)
      .where('id', '!=', f.tricky)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await star(f.tricky, me)).json().result.starred).toBe(true);
    expect((await star(otherAgenda.id, other)).json().result.starred).toBe(true);
    // a star left on an item whose meeting is (now) coming soon
    const myId = (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('mobile', '=', '13800000031')
        .executeTakeFirstOrThrow()
    ).id;
    await t.database.db
      .insertInto('meeting_agenda_stars')
      .values({ agenda_id: f.hidden, user_id: myId, created_at: NOW })
      .execute();

    const res = await readFeed((await feedUrl(me)).url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const cal = parseIcs(res.body);
    expect(text(cal, 'X-PUBLISHED-TTL')).toBe('PT1H');
    expect(prop(cal, 'REFRESH-INTERVAL')).toEqual({
      name: 'REFRESH-INTERVAL',
      params: 'VALUE=DURATION',
      raw: 'PT1H',
    });
    expect(text(cal, 'X-WR-CALNAME')).toBe('脑医汇 · 我收藏的议程');
    const evs = events(cal);
    expect(evs.map((x) => text(x, 'UID'))).toEqual([`agenda-${f.tricky}@naoyihui`]);
    expect(text(evs[0]!, 'SUMMARY')).toBe(f.trickyTheme);
    expect(prop(evs[0]!, 'DTSTART')?.raw).toBe(utc(f.meeting.start_time + 3_600_000));
    expect(text(evs[0]!, 'DESCRIPTION')).toContain(`会议：${f.meeting.meeting_name}`);
    expect(text(evs[0]!, 'LOCATION')?.startsWith(f.venue.name)).toBe(true);
    // whose it is appears nowhere
    const user = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', myId)
      .executeTakeFirstOrThrow();
    expect(res.body).not.toContain('13800000031');
    if (user.real_name) expect(unfold(res.body)).not.toContain(user.real_name);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('reset replaces the secret: the old address answers 404 like one that never was', async () => {
    const me = (await session('13800000041')).cookie;
    const old = await feedUrl(me);
    expect((await readFeed(old.url)).statusCode).toBe(200);
    const reset = await post(e.resetFeed.path, undefined, me);
    expect(reset.statusCode).toBe(200);
    const fresh = reset.json().result as { url: string; webcalUrl: string };
    expect(fresh.url).not.toBe(old.url);
    expect(await feedUrl(me)).toEqual(fresh);
    expect((await readFeed(fresh.url)).statusCode).toBe(200);

    const gone = await readFeed(old.url);
    const never = await readFeed(`http://localhost${CALENDAR_FEED_PREFIX}${'A'.repeat(32)}.ics`);
    const malformed = await readFeed(`http://localhost${CALENDAR_FEED_PREFIX}nope.ics`);
    for (const res of [gone, never, malformed]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: '日历订阅不存在' });
    }
  });

  it('keeps the secret out of the request log', () => {
    const token = 'k3J9xQ2mV7pL4sT8wZ1cR6yB5nH0dF3g';
    expect(redactUrl(`${CALENDAR_FEED_PREFIX}${token}.ics?x=1`)).toBe(`${CALENDAR_FEED_PREFIX}[已隐藏]?x=1`);
    expect(redactUrl(meetingIcsPath(3))).toBe(meetingIcsPath(3));
  });
});
