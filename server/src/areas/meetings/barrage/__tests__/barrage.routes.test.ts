import type { Barrage, BarrageHeat, BarrageWindow } from '@portal/api/contract/barrage';
import { BARRAGE_LIVE_PATH, barrageEndpoints as e } from '@portal/api/endpoints/barrage';
import { BARRAGE_MESSAGES, BARRAGE_RULES, MEETING_MESSAGES } from '@portal/api/rules/meetings';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import {
  listen,
  openLive,
  seededVenues,
  upgradeStatus,
  type Venue,
} from '../../../../test-support/live-venues';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';
import { BARRAGE_ERRORS, evenPicks } from '../barrage.repository';

/** Barrage over the demo seed (SQLite, or PostgreSQL with TEST_DATABASE_URL), one instance, memory bus. */
let clock = DEFAULT_SEED_NOW;
let t: TestApp;
let venues: Awaited<ReturnType<typeof seededVenues>>;
let mobileSeq = 0;
const nextMobile = () => `1370000${String(1000 + mobileSeq++).padStart(4, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, seed: 'small' });
  venues = await seededVenues(t.database.db, DEFAULT_SEED_NOW);
});
afterAll(async () => {
  await t.close();
});

async function get(url: string, query: Record<string, number>, cookie?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: cookie ? { cookie } : {},
  });
  return { status: res.statusCode, body: res.json() };
}

const sendBody = (venue: Venue, text: string, extra: Record<string, unknown> = {}) => ({
  meetingId: venue.meetingId,
  fieldId: venue.fieldId,
  text,
  mode: 0,
  color: '#ffffff',
  mediaTime: 12_345,
  ...extra,
});

async function send(cookie: string | undefined, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: e.send.path,
    payload: body,
    headers: cookie ? { cookie } : {},
  });
  return { status: res.statusCode, body: res.json() };
}

/** a ticket to the venue's meeting (what paying would leave), whether the meeting is paid or free */
const holdTicket = (userId: number, venue: Venue) =>
  t.database.db
    .insertInto('meeting_tickets')
    .values({ meeting_id: venue.meetingId, user_id: userId, order_no: `T${userId}`, paid_at: clock })
    .execute();

const storedOf = async (userId: number) =>
  t.database.db.selectFrom('meeting_barrages').selectAll().where('user_id', '=', userId).execute();

describe('preset phrases', () => {
  it('lists the phrases as {id, text}; 404 for a meeting that does not exist', async () => {
    const { status, body } = await get(e.presets.path, { meetingId: venues.live.meetingId });
    expect(status).toBe(200);
    expect(body.list.length).toBeGreaterThan(0);
    for (const p of body.list) expect(Object.keys(p).sort()).toEqual(['id', 'text']);
    const missing = await get(e.presets.path, { meetingId: 99_999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MEETING_MESSAGES.notFound);
  });
});

describe('replay window', () => {
  it('returns the barrage of [from, to) by media time, with the public sender', async () => {
    const { recorded } = venues;
    const all = await t.database.db
      .selectFrom('meeting_barrages')
      .select(['id', 'media_time'])
      .where('field_id', '=', recorded.fieldId)
      .execute();
    expect(all.length).toBeGreaterThan(0);
    // a minute around the first barrage
    const first = Math.min(...all.map((b) => Number(b.media_time)));
    const from = Math.max(0, first - 10_000);
    const to = from + BARRAGE_RULES.windowMs;
    const { status, body } = await get(e.list.path, { ...recorded, from, to });
    expect(status).toBe(200);
    const w: BarrageWindow = body.result;
    const expected = all.filter((b) => Number(b.media_time) >= from && Number(b.media_time) < to);
    expect(w.total).toBe(expected.length);
    expect(w.list.map((b) => b.id).sort((a, b) => a - b)).toEqual(
      expected.map((b) => b.id).sort((a, b) => a - b),
    );
    expect(w.list.map((b) => b.mediaTime)).toEqual([...w.list.map((b) => b.mediaTime)].sort((a, b) => a - b));
    for (const b of w.list) {
      expect(Object.keys(b).sort()).toEqual([
        'color',
        'createdAt',
        'id',
        'mediaTime',
        'mine',
        'mode',
        'sender',
        'text',
      ]);
      expect(b.mine).toBe(false);
    }
  });

  it('refuses a window longer than windowMs or empty', async () => {
    const { recorded } = venues;
    for (const [from, to] of [
      [0, BARRAGE_RULES.windowMs + 1],
      [5_000, 5_000],
      [5_000, 1_000],
    ]) {
      const { status, body } = await get(e.list.path, { ...recorded, from: from!, to: to! });
      expect(status).toBe(400);
      expect(body.message).toBe(BARRAGE_ERRORS.badWindow);
    }
  });

  it('a venue of another meeting is 404', async () => {
    const { status, body } = await get(e.list.path, {
      meetingId: venues.recorded.meetingId,
      fieldId: venues.live.fieldId,
      from: 0,
      to: 1_000,
    });
    expect(status).toBe(404);
    expect(body.message).toBe(BARRAGE_ERRORS.noVenue);
  });

  it('thins a dense minute evenly to windowLimit', async () => {
    const { recorded } = venues;
    const user = await signIn(t, nextMobile());
    // 3.5 windowLimit barrages in a quiet stretch far past the seeded ones
    const base = 50_000_000;
    const n = Math.round(BARRAGE_RULES.windowLimit * 3.5);
    const rows = Array.from({ length: n }, (_, i) => ({
      meeting_id: recorded.meetingId,
      field_id: recorded.fieldId,
      user_id: user.id,
      text: `密集弹幕 ${i}`,
      mode: 0,
      color: '#ffffff',
      media_time: base + Math.floor((i * BARRAGE_RULES.windowMs) / n),
      created_at: clock,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await t.database.db
        .insertInto('meeting_barrages')
        .values(rows.slice(i, i + 200))
        .execute();
    const { body } = await get(e.list.path, { ...recorded, from: base, to: base + BARRAGE_RULES.windowMs });
    const w: BarrageWindow = body.result;
    expect(w.total).toBe(n);
    expect(w.list).toHaveLength(BARRAGE_RULES.windowLimit);
    expect(new Set(w.list.map((b) => b.id)).size).toBe(BARRAGE_RULES.windowLimit);
    // spread over the whole minute, not the first 300
    expect(w.list[0]!.mediaTime).toBe(base);
    expect(w.list.at(-1)!.mediaTime).toBeGreaterThan(base + BARRAGE_RULES.windowMs * 0.95);
    const quarter = w.list.filter((b) => b.mediaTime < base + BARRAGE_RULES.windowMs / 4).length;
    expect(Math.abs(quarter - BARRAGE_RULES.windowLimit / 4)).toBeLessThanOrEqual(2);
    // the owner sees them as theirs
    const own = await get(e.list.path, { ...recorded, from: base, to: base + 1_000 }, user.cookie);
    expect(own.body.result.list.every((b: Barrage) => b.mine)).toBe(true);
    await t.database.db.deleteFrom('meeting_barrages').where('user_id', '=', user.id).execute();
  });

  it('evenPicks spreads the picks and keeps all when there are few', () => {
    expect(evenPicks(3, 5)).toEqual([0, 1, 2]);
    expect(evenPicks(10, 5)).toEqual([0, 2, 4, 6, 8]);
    expect(new Set(evenPicks(1_000, 300)).size).toBe(300);
  });
});

describe('heat-map', () => {
  it('has heatBuckets buckets over the venue timeline that sum to the venue count', async () => {
    const { recorded } = venues;
    const { status, body } = await get(e.heat.path, { ...recorded });
    expect(status).toBe(200);
    const heat: BarrageHeat = body.result;
    const count = await t.database.db
      .selectFrom('meeting_barrages')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('field_id', '=', recorded.fieldId)
      .executeTakeFirst();
    expect(heat.buckets).toHaveLength(BARRAGE_RULES.heatBuckets);
    expect(heat.total).toBe(Number(count?.n));
    expect(heat.buckets.reduce((a, b) => a + b, 0)).toBe(heat.total);
    // the timeline: the venue's first talk start to its last talk end
    const agendas = await t.database.db
      .selectFrom('meeting_agendas')
      .select(['start_time', 'end_time'])
      .where('field_id', '=', recorded.fieldId)
      .execute();
    const first = Math.min(...agendas.map((a) => Number(a.start_time)));
    const last = Math.max(...agendas.map((a) => Number(a.end_time ?? a.start_time)));
    expect(heat.durationMs).toBe(last - first);
    expect(heat.bucketMs).toBeCloseTo(heat.durationMs / BARRAGE_RULES.heatBuckets);
    // each seeded barrage lands in the bucket of its media time
    const rows = await t.database.db
      .selectFrom('meeting_barrages')
      .select('media_time')
      .where('field_id', '=', recorded.fieldId)
      .execute();
    const expected = new Array(BARRAGE_RULES.heatBuckets).fill(0);
    for (const r of rows)
      expected[Math.min(BARRAGE_RULES.heatBuckets - 1, Math.floor(Number(r.media_time) / heat.bucketMs))] +=
        1;
    expect(heat.buckets).toEqual(expected);
  });
});

describe('sending', () => {
  it('refuses a visitor with 401 before anything else', async () => {
    const { status } = await send(undefined, sendBody(venues.live, ''));
    expect(status).toBe(401);
  });

  it('refuses bad text, markup, blocked words, bad colours and modes, in Chinese, storing nothing', async () => {
    const user = await signIn(t, nextMobile());
    const cases: [Record<string, unknown>, string][] = [
      [sendBody(venues.live, ''), BARRAGE_MESSAGES.empty],
      [sendBody(venues.live, '  \u200b\u200b  '), BARRAGE_MESSAGES.empty],
      [sendBody(venues.live, '好'.repeat(BARRAGE_RULES.maxChars + 1)), BARRAGE_MESSAGES.tooLong],
      [sendBody(venues.live, '字'.repeat(601)), BARRAGE_MESSAGES.tooLong],
      [sendBody(venues.live, '有问题加 微 信：abc123'), BARRAGE_MESSAGES.blocked],
      [sendBody(venues.live, '课件请加Ｖ'), BARRAGE_MESSAGES.blocked],
      [sendBody(venues.live, '代-开-发-票'), BARRAGE_MESSAGES.blocked],
      [sendBody(venues.live, '网上赌。博'), BARRAGE_MESSAGES.blocked],
      [sendBody(venues.live, '联系 138 0000 1234'), BARRAGE_MESSAGES.blocked],
      [sendBody(venues.live, '<img src=x onerror=alert(1)>讲得好'), BARRAGE_MESSAGES.blocked],
      [sendBody(venues.live, '&lt;script&gt;alert(1)&lt;/script&gt;'), BARRAGE_MESSAGES.blocked],
      [sendBody(venues.live, '<b>加粗</b>'), BARRAGE_MESSAGES.blocked],
      [sendBody(venues.live, '讲得好', { color: '#123456' }), BARRAGE_ERRORS.badColor],
      [sendBody(venues.live, '讲得好', { color: 'red' }), BARRAGE_ERRORS.badColor],
      [sendBody(venues.live, '讲得好', { mode: 5 }), BARRAGE_ERRORS.badMode],
    ];
    for (const [body, message] of cases) {
      const res = await send(user.cookie, body);
      expect([res.status, res.body.message, String(body.text).slice(0, 20)]).toEqual([
        400,
        message,
        String(body.text).slice(0, 20),
      ]);
    }
    expect(await storedOf(user.id)).toHaveLength(0);
  });

  it('lets medicine through (增加VEGF is not 加V)', async () => {
    const user = await signIn(t, nextMobile());
    const res = await send(
      user.cookie,
      sendBody(venues.recorded, '贝伐单抗降低VEGF，增加vegf抑制后水肿减轻吗？'),
    );
    expect(res.status).toBe(200);
  });

  it('stores and answers the barrage as mine; a second within the cooldown is 429 and not stored', async () => {
    const user = await signIn(t, nextMobile());
    const first = await send(
      user.cookie,
      sendBody(venues.recorded, '  <这个入路很漂亮>  ', { color: '#FE0302', mode: 1 }),
    );
    // '<这' is not a tag: the text is kept, trimmed
    expect(first.status).toBe(200);
    const b: Barrage = first.body.result;
    expect(b).toMatchObject({
      text: '<这个入路很漂亮>',
      mode: 1,
      color: '#fe0302',
      mediaTime: 12_345,
      mine: true,
    });
    expect(b.createdAt).toBe(clock);
    expect(b.sender.id).toBe(user.id);
    const again = await send(user.cookie, sendBody(venues.recorded, '再来一条'));
    expect(again.status).toBe(429);
    expect(again.body.message).toBe(BARRAGE_MESSAGES.tooFast);
    clock += BARRAGE_RULES.cooldownMs - 1;
    expect((await send(user.cookie, sendBody(venues.recorded, '还是太快'))).status).toBe(429);
    clock += 1;
    expect((await send(user.cookie, sendBody(venues.recorded, '可以了'))).status).toBe(200);
    expect((await storedOf(user.id)).map((r) => r.text)).toEqual(['<这个入路很漂亮>', '可以了']);
    clock += BARRAGE_RULES.cooldownMs;
  });

  it('of two concurrent sends by one user, exactly one is stored', async () => {
    const user = await signIn(t, nextMobile());
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => send(user.cookie, sendBody(venues.recorded, `同时 ${i}`))),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 429, 429, 429]);
    expect(await storedOf(user.id)).toHaveLength(1);
  });

  it('a paid meeting is for ticket holders: 403 to read, heat and send without one', async () => {
    const user = await signIn(t, nextMobile());
    const { paid } = venues;
    for (const res of [
      await send(user.cookie, sendBody(paid, '讲得好')),
      await get(e.list.path, { ...paid, from: 0, to: 1_000 }, user.cookie),
      await get(e.heat.path, { ...paid }, user.cookie),
      await get(e.list.path, { ...paid, from: 0, to: 1_000 }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MEETING_MESSAGES.paymentRequired);
    }
    expect(await storedOf(user.id)).toHaveLength(0);
    await t.database.db
      .insertInto('meeting_tickets')
      .values({ meeting_id: paid.meetingId, user_id: user.id, order_no: `T${user.id}`, paid_at: clock })
      .execute();
    expect((await get(e.list.path, { ...paid, from: 0, to: 1_000 }, user.cookie)).status).toBe(200);
    expect((await send(user.cookie, sendBody(paid, '讲得好'))).status).toBe(200);
  });

  it('a meeting that has not started takes no barrage', async () => {
    if (!venues.upcoming) return;
    const user = await signIn(t, nextMobile());
    const res = await send(user.cookie, sendBody(venues.upcoming, '期待'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(BARRAGE_MESSAGES.notLive);
  });

  it('a venue of a live meeting whose day has not come takes no barrage, ticket or not', async () => {
    const venue = venues.notYetOfLive;
    expect(venue).toBeDefined();
    if (!venue) return;
    const user = await signIn(t, nextMobile());
    await holdTicket(user.id, venue);
    const res = await send(user.cookie, sendBody(venue, '期待'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(BARRAGE_MESSAGES.notLive);
    expect(BARRAGE_MESSAGES.notLive).toBe('该会场当前未在直播，无法发送弹幕');
    expect(await storedOf(user.id)).toHaveLength(0);
  });

  it('a patient sends as 匿名用户 with id 0, and their name never leaves the server', async () => {
    const mobile = nextMobile();
    const user = await signIn(t, mobile);
    await t.database.db
      .updateTable('users')
      .set({ identity: 3, real_name: '病人甲某' })
      .where('id', '=', user.id)
      .execute();
    const sent = await send(user.cookie, sendBody(venues.recorded, '谢谢医生', { mediaTime: 60_000_000 }));
    expect(sent.status).toBe(200);
    expect(sent.body.result.sender).toEqual({ id: 0, realName: '匿名用户' });
    const read = await get(e.list.path, { ...venues.recorded, from: 60_000_000, to: 60_000_001 });
    expect(read.body.result.list).toHaveLength(1);
    expect(read.body.result.list[0].sender).toEqual({ id: 0, realName: '匿名用户' });
    expect(JSON.stringify(read.body)).not.toContain('病人甲某');
    clock += BARRAGE_RULES.cooldownMs;
  });
});

describe('live feed (one instance, memory bus)', () => {
  let base: string;
  beforeAll(async () => {
    base = await listen(t.app);
  });

  it('delivers a sent barrage to every socket of the venue within a second; the sender’s marked mine', async () => {
    const { live } = venues;
    const sender = await signIn(t, nextMobile());
    const mine = await openLive(base, live, { cookie: sender.cookie });
    const visitor = await openLive(base, live);
    try {
      const hello = await visitor.waitFor((m) => m.type === 'hello');
      expect(hello.viewers).toBeGreaterThanOrEqual(2);
      expect(typeof hello.lastId).toBe('number');
      const started = Date.now();
      const res = await send(sender.cookie, sendBody(live, '老师讲得好'));
      expect(res.status).toBe(200);
      const id = res.body.result.id;
      const got = await Promise.all([
        mine.waitFor((m) => m.type === 'barrage' && (m.barrage as Barrage).id === id),
        visitor.waitFor((m) => m.type === 'barrage' && (m.barrage as Barrage).id === id),
      ]);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect((got[0].barrage as Barrage).mine).toBe(true);
      expect((got[1].barrage as Barrage).mine).toBe(false);
      expect(got[1].barrage).toMatchObject({
        text: '老师讲得好',
        mediaTime: 12_345,
        sender: { id: sender.id },
      });
      // the sender's user id travels only as the public sender
      expect(Object.keys(got[1].barrage as object)).not.toContain('userId');
    } finally {
      await Promise.all([mine.close(), visitor.close()]);
      clock += BARRAGE_RULES.cooldownMs;
    }
  });

  it('a replayed meeting’s barrage is stored but not broadcast; another venue’s is not delivered', async () => {
    const sender = await signIn(t, nextMobile());
    const other = venues.otherVenueOfLive;
    const watcher = await openLive(base, venues.live);
    try {
      await watcher.waitFor((m) => m.type === 'hello');
      if (other) expect((await send(sender.cookie, sendBody(other, '分会场'))).status).toBe(200);
      clock += BARRAGE_RULES.cooldownMs;
      expect((await send(sender.cookie, sendBody(venues.recorded, '回放'))).status).toBe(200);
      // a barrage of the live venue, sent after them, arrives after they would have
      clock += BARRAGE_RULES.cooldownMs;
      const after = (await send(sender.cookie, sendBody(venues.live, '直播'))).body.result.id;
      await watcher.waitFor((m) => m.type === 'barrage' && (m.barrage as Barrage).id === after);
      expect(watcher.barrageIds()).toEqual([after]);
    } finally {
      await watcher.close();
      clock += BARRAGE_RULES.cooldownMs;
    }
  });

  it('a live meeting’s venue whose talks are over keeps barrage as its replay: stored, not broadcast', async () => {
    const venue = venues.overOfLive;
    expect(venue).toBeDefined();
    if (!venue) return;
    const sender = await signIn(t, nextMobile());
    await holdTicket(sender.id, venue);
    const publish = jest.spyOn(t.app.barrageBus, 'publish');
    try {
      const sent = await send(sender.cookie, sendBody(venue, '回看', { mediaTime: 70_000_000 }));
      expect(sent.status).toBe(200);
      expect((await storedOf(sender.id)).map((b) => [b.text, Number(b.media_time)])).toEqual([
        ['回看', 70_000_000],
      ]);
      expect(publish).not.toHaveBeenCalled();
      // the live venue of the same moment is broadcast, as before
      clock += BARRAGE_RULES.cooldownMs;
      expect((await send(sender.cookie, sendBody(venues.live, '直播'))).status).toBe(200);
      expect(publish).toHaveBeenCalledTimes(1);
    } finally {
      publish.mockRestore();
      clock += BARRAGE_RULES.cooldownMs;
    }
  });

  it('a reconnect with `after` gets the missed barrage once, then the live ones', async () => {
    const { live } = venues;
    const first = await openLive(base, live);
    const hello = await first.waitFor((m) => m.type === 'hello');
    const users = await Promise.all([
      signIn(t, nextMobile()),
      signIn(t, nextMobile()),
      signIn(t, nextMobile()),
    ]);
    const a = await send(users[0]!.cookie, sendBody(live, '第一条'));
    await first.waitFor((m) => m.type === 'barrage');
    const lastSeen = first.barrageIds().at(-1)!;
    expect(lastSeen).toBe(a.body.result.id);
    await first.close();
    // missed while away
    const missed = [
      (await send(users[1]!.cookie, sendBody(live, '第二条'))).body.result.id,
      (await send(users[2]!.cookie, sendBody(live, '第三条'))).body.result.id,
    ];
    const again = await openLive(base, live, { after: lastSeen });
    try {
      await again.waitFor((m) => m.type === 'barrage' && (m.barrage as Barrage).id === missed[1]);
      expect(again.messages[0]!.type).toBe('hello');
      clock += BARRAGE_RULES.cooldownMs;
      const live4 = (await send(users[0]!.cookie, sendBody(live, '第四条'))).body.result.id;
      await again.waitFor((m) => m.type === 'barrage' && (m.barrage as Barrage).id === live4);
      // no duplicate: one more arrives after any copy would have
      clock += BARRAGE_RULES.cooldownMs;
      const live5 = (await send(users[1]!.cookie, sendBody(live, '第五条'))).body.result.id;
      await again.waitFor((m) => m.type === 'barrage' && (m.barrage as Barrage).id === live5);
      expect(again.barrageIds()).toEqual([...missed, live4, live5]);
      expect(Number(hello.lastId)).toBeLessThan(lastSeen);
    } finally {
      await again.close();
      clock += BARRAGE_RULES.cooldownMs;
    }
  });

  it('answers ping with pong and ignores anything else a client sends', async () => {
    const watcher = await openLive(base, venues.live);
    try {
      watcher.ws.send(JSON.stringify({ type: 'barrage', text: '绕过发送接口' }));
      watcher.ws.send('ping');
      await watcher.waitFor((m) => m.type === 'pong');
      expect(watcher.barrageIds()).toEqual([]);
    } finally {
      await watcher.close();
    }
  });

  it('refuses an upgrade from another site, and to a paid meeting without a ticket', async () => {
    const q = (v: Venue) => `${BARRAGE_LIVE_PATH}?meetingId=${v.meetingId}&fieldId=${v.fieldId}`;
    expect(await upgradeStatus(base, q(venues.live), { origin: 'https://evil.example' })).toBe(403);
    expect(await upgradeStatus(base, q(venues.live), { origin: base.replace(/^ws/, 'http') })).toBe(101);
    const user = await signIn(t, nextMobile());
    expect(await upgradeStatus(base, q(venues.paid), { cookie: user.cookie })).toBe(403);
    expect(await upgradeStatus(base, `${BARRAGE_LIVE_PATH}?meetingId=99999999&fieldId=1`, {})).toBe(404);
    expect(await upgradeStatus(base, `${BARRAGE_LIVE_PATH}?meetingId=x`, {})).toBe(400);
  });

  it('counts this instance’s viewers and tells the others when one leaves', async () => {
    const { live } = venues;
    const one = await openLive(base, live);
    await one.waitFor((m) => m.type === 'hello');
    const before = await t.app.barrageBus.viewers(live.meetingId);
    const two = await openLive(base, live);
    const hello = await two.waitFor((m) => m.type === 'hello');
    expect(hello.viewers).toBe(before + 1);
    await two.close();
    await one.waitFor((m) => m.type === 'viewers' && m.count === before);
    await one.close();
  });

  it('holds a client address to its share of live sockets; one closing frees a place', async () => {
    // a second instance on the same database, two sockets a client
    const second = await createTestApp({ database: t.database, now: () => clock, liveSocketsPerClient: 2 });
    try {
      const secondBase = await listen(second.app);
      const one = await openLive(secondBase, venues.live);
      const two = await openLive(secondBase, venues.live);
      await one.waitFor((m) => m.type === 'hello');
      await two.waitFor((m) => m.type === 'hello');
      const third = await openLive(secondBase, venues.live);
      const closed = await new Promise<{ code: number; reason: string }>((resolve) =>
        third.ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
      );
      expect(closed).toEqual({ code: 1008, reason: 'too many connections' });
      expect(third.messages).toEqual([]);

      await one.close();
      // the place is free once the server has seen the close
      let fourth: Awaited<ReturnType<typeof openLive>> | undefined;
      for (let i = 0; i < 20 && !fourth; i += 1) {
        const attempt = await openLive(secondBase, venues.live);
        // either welcomed or turned away (closed), whichever the server decides
        const closed = new Promise<null>((resolve) => attempt.ws.once('close', () => resolve(null)));
        const hello = await Promise.race([attempt.waitFor((m) => m.type === 'hello'), closed]);
        if (hello) fourth = attempt;
        else await attempt.close().catch(() => undefined);
      }
      expect(fourth).toBeDefined();
      await fourth?.close();
      await two.close();
    } finally {
      await second.close();
    }
  });
});
