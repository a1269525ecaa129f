import { beijingDate } from '@portal/api/beijing-time';
import type { MeetingCard } from '@portal/api/contract/channel';
import type { AgendaItem, MeetingDetail } from '@portal/api/contract/meetings';
import { meetingEndpoints as e } from '@portal/api/endpoints/meetings';
import { DEFAULT_SEED_NOW } from '../../../seed/options';
import { createTestApp, signIn as signInAs, type TestApp } from '../../../test-support/test-app';

/** The meeting reads over the demo seed, at the seed's own "now". */
const NOW = DEFAULT_SEED_NOW;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, seed: 'small' });
});
afterAll(async () => {
  await t.close();
});

async function get(url: string, query: Record<string, string | number> = {}, cookie?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: cookie ? { cookie } : {},
  });
  return { status: res.statusCode, body: res.json() };
}

const signIn = async (mobile: string) => (await signInAs(t, mobile)).cookie;

describe('meeting home', () => {
  it('lists specialities that have meetings, with counts', async () => {
    const { body } = await get(e.specialities.path);
    expect(body.code).toBe(1);
    expect(body.list.length).toBeGreaterThan(0);
    for (const s of body.list) expect(s.meetingCount).toBeGreaterThan(0);
  });

  it('splits meetings into recent (not over, soonest first) and history (over, latest first)', async () => {
    const recent = await get(e.recent.path, { pageNo: 1, pageSize: 50 });
    const history = await get(e.history.path, { pageNo: 1, pageSize: 50 });
    const r: MeetingCard[] = recent.body.list;
    const h: MeetingCard[] = history.body.list;
    expect(r.length).toBeGreaterThan(0);
    expect(h.length).toBeGreaterThan(0);
    for (const m of r) expect(['LI', 'NS', 'NL', 'LE']).toContain(m.meetingLiveStatus);
    expect(r.map((m) => m.startTime)).toEqual([...r.map((m) => m.startTime)].sort((a, b) => a - b));
    expect(h.map((m) => m.startTime)).toEqual([...h.map((m) => m.startTime)].sort((a, b) => b - a));
    for (const m of h) expect(m.meetingLiveStatus === 'LE' || m.meetingLiveStatus === 'NL').toBe(true);
    // together they are every meeting
    const total = recent.body.page.totalCount + history.body.page.totalCount;
    const all = await t.database.db
      .selectFrom('meetings')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(total).toBe(Number(all?.n));
  });

  it('filters by speciality: every meeting is in it or one of its children', async () => {
    const [spec] = (await get(e.specialities.path)).body.list;
    const { body } = await get(e.history.path, { specialityId: spec.id, pageSize: 50 });
    const ids = (
      await t.database.db
        .selectFrom('subspecialties')
        .select('id')
        .where((eb) => eb.or([eb('id', '=', spec.id), eb('parent_id', '=', spec.id)]))
        .execute()
    ).map((r) => r.id);
    for (const m of body.list as MeetingCard[]) {
      const row = await t.database.db
        .selectFrom('meetings')
        .select('subspecialty_id')
        .where('id', '=', m.id)
        .executeTakeFirstOrThrow();
      expect(ids).toContain(row.subspecialty_id);
    }
  });

  it("today's meetings touch today's Beijing date, live ones first", async () => {
    const { body } = await get(e.today.path);
    const today = beijingDate(NOW);
    const list: MeetingCard[] = body.list;
    expect(list.some((m) => m.meetingLiveStatus === 'LI')).toBe(true);
    const firstNotLive = list.findIndex((m) => m.meetingLiveStatus !== 'LI');
    if (firstNotLive >= 0)
      expect(list.slice(firstNotLive).some((m) => m.meetingLiveStatus === 'LI')).toBe(false);
    for (const m of list) expect(m.meetingDateStr.slice(0, 10) <= today).toBe(true);
  });

  it('the calendar marks the days of a month, and a marked day lists its meetings', async () => {
    const month = beijingDate(NOW).slice(0, 7);
    const { body } = await get(e.calendarMonth.path, { month });
    expect(body.list.length).toBeGreaterThan(0);
    for (const d of body.list) expect(d.date.startsWith(month)).toBe(true);
    const day = body.list[0];
    const byDate = await get(e.byDate.path, { date: day.date });
    expect(byDate.body.list.length).toBe(day.count);
  });

  it('refuses a malformed month or date with a Chinese message', async () => {
    for (const [path, q] of [
      [e.calendarMonth.path, { month: '2026-13' }],
      [e.byDate.path, { date: '2026-02-3' }],
      [e.byDate.path, { date: '<script>' }],
    ] as const) {
      const { status, body } = await get(path, q);
      expect(status).toBe(400);
      expect(body.message).toMatch(/\p{Script=Han}/u);
    }
  });

  it('pages series, speakers, tags and brands', async () => {
    const series = await get(e.series.path);
    expect(series.body.list.length).toBeGreaterThan(0);
    expect(series.body.list[0].meetingCount).toBeGreaterThan(1);
    expect(series.body.list[0].latest).not.toBeNull();
    const hot = await get(e.hotSpeakers.path, { limit: 5 });
    expect(hot.body.list).toHaveLength(5);
    const all = await get(e.allSpeakers.path, { pageNo: 2, pageSize: 10 });
    expect(all.body.list).toHaveLength(10);
    expect(all.body.page.totalPage).toBeGreaterThan(2);
    const tags = await get(e.tags.path);
    const byTag = await get(e.byTag.path, { tagId: tags.body.list[0].id });
    expect(byTag.body.list.length).toBeGreaterThan(0);
    const brands = await get(e.brands.path);
    expect(brands.body.list.length).toBeGreaterThan(0);
  });

  it('answers an empty page past the last one, and refuses an absurd page number', async () => {
    const far = await get(e.history.path, { pageNo: 9999 });
    expect(far.body.list).toEqual([]);
    const absurd = await get(e.history.path, { pageNo: '99999999999999999999' });
    expect(absurd.status).toBe(400);
  });
});

describe('meeting detail', () => {
  async function aMeeting(where: (q: ReturnType<typeof base>) => ReturnType<typeof base>) {
    return where(base()).select('meetings.id').orderBy('meetings.id').executeTakeFirstOrThrow();
  }
  const base = () => t.database.db.selectFrom('meetings');

  it('answers the head with days, tags and check-in fields', async () => {
    const m = await aMeeting((q) => q.where('live_status', '=', 'LE').where('price', 'is', null));
    const { body } = await get(e.detail.path, { id: m.id });
    const d: MeetingDetail = body.result;
    expect(d.id).toBe(m.id);
    expect(d.days.length).toBeGreaterThan(0);
    expect(d.canWatch).toBe(true);
    for (const f of d.checkinFields)
      expect(['realName', 'mobile', 'hospital', 'department', 'title', 'city']).toContain(f);
  });

  it('a paid meeting can be watched only with a ticket, as the session says', async () => {
    const ticket = await t.database.db
      .selectFrom('meeting_tickets')
      .select('meeting_id')
      .executeTakeFirstOrThrow();
    const visitor = await get(e.detail.path, { id: ticket.meeting_id });
    expect(visitor.body.result.price).toBeGreaterThan(0);
    expect(visitor.body.result.canWatch).toBe(false);
    const owner = await signIn('13800000001');
    expect((await get(e.detail.path, { id: ticket.meeting_id }, owner)).body.result.canWatch).toBe(true);
    const other = await signIn('13800000004');
    expect((await get(e.detail.path, { id: ticket.meeting_id }, other)).body.result.canWatch).toBe(false);
  });

  it('a coming-soon meeting cannot be opened: 404 会议不存在', async () => {
    const soon = await aMeeting((q) => q.where('publish_status', '=', '0').where('forthcoming', '=', 'T'));
    for (const [path, q] of [
      [e.detail.path, { id: soon.id }],
      [e.agenda.path, { meetingId: soon.id }],
      [e.speakers.path, { meetingId: soon.id }],
    ] as const) {
      const { status, body } = await get(path, q);
      expect(status).toBe(404);
      expect(body.message).toBe('会议不存在');
    }
    expect((await get(e.detail.path, { id: 2_000_000 })).status).toBe(404);
  });

  it('counts a view per call', async () => {
    const m = await aMeeting((q) => q.where('live_status', '=', 'LE'));
    const a = (await get(e.pv.path, { id: m.id })).body.result.pv;
    const b = (await get(e.pv.path, { id: m.id })).body.result.pv;
    expect(b).toBe(a + 1);
  });

  it('lists venues by group and the agenda of a day and venue, with speakers', async () => {
    const field = await t.database.db
      .selectFrom('meeting_fields')
      .select(['meeting_fields.id', 'meeting_fields.meeting_id', 'meeting_fields.day'])
      .where('meeting_fields.group_name', '=', '分会场')
      .innerJoin('meetings', 'meetings.id', 'meeting_fields.meeting_id')
      .where('meetings.publish_status', '=', '1')
      .orderBy('meeting_fields.id')
      .executeTakeFirstOrThrow();
    const groups = (await get(e.fields.path, { meetingId: field.meeting_id, date: field.day })).body.list;
    expect(groups.map((g: { groupName: string }) => g.groupName)).toEqual(['主会场', '分会场']);
    const all: AgendaItem[] = (await get(e.agenda.path, { meetingId: field.meeting_id, date: field.day }))
      .body.list;
    const venue: AgendaItem[] = (
      await get(e.agenda.path, { meetingId: field.meeting_id, date: field.day, fieldsId: field.id })
    ).body.list;
    expect(venue.length).toBeGreaterThan(0);
    expect(venue.length).toBeLessThan(all.length);
    for (const a of venue) {
      expect(a.fieldId).toBe(field.id);
      expect(a.speakers.length).toBeGreaterThan(0);
      expect(a.speakers.map((s) => s.name).join('、')).toBe(a.authorNames);
    }
    expect(venue.map((a) => a.startTime)).toEqual([...venue.map((a) => a.startTime)].sort((x, y) => x - y));
  });

  it('the agenda summary: theme, authors, summary and keywords; 404 without one', async () => {
    const withSummary = await t.database.db
      .selectFrom('meeting_agendas')
      .innerJoin('meetings', 'meetings.id', 'meeting_agendas.meeting_id')
      .select(['meeting_agendas.id', 'meeting_agendas.keywords'])
      .where('summary', '<>', '')
      .where('meetings.publish_status', '=', '1')
      .executeTakeFirstOrThrow();
    const { body } = await get(e.agendaSummary.path, { agendaId: withSummary.id });
    expect(body.result.summary.length).toBeGreaterThan(10);
    expect(body.result.keywordsList).toEqual(withSummary.keywords.split(','));
    expect(body.result.authorList.length).toBeGreaterThan(0);
    const without = await t.database.db
      .selectFrom('meeting_agendas')
      .select('id')
      .where('summary', '=', '')
      .executeTakeFirstOrThrow();
    const none = await get(e.agendaSummary.path, { agendaId: without.id });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('该议程暂无摘要');
  });

  it('series reviews leave out the meeting read; interviews and express news page', async () => {
    const m = await t.database.db
      .selectFrom('meetings')
      .select(['id', 'series_id'])
      .where('series_id', 'is not', null)
      .where('live_status', '=', 'LE')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const reviews = (await get(e.previousReviews.path, { seriesId: m.series_id!, meetingId: m.id })).body
      .list;
    expect(reviews.map((r: MeetingCard) => r.id)).not.toContain(m.id);
    const interviews = await get(e.interviews.path, { seriesId: m.series_id! });
    expect(interviews.body.page.totalCount).toBeGreaterThan(0);
    const withExpress = await t.database.db
      .selectFrom('meeting_express')
      .select('meeting_id')
      .executeTakeFirstOrThrow();
    const express = await get(e.express.path, { meetingId: withExpress.meeting_id });
    expect(express.body.list.length).toBeGreaterThan(0);
  });

  it("a venue's cases never carry a patient's name", async () => {
    const rows = await t.database.db
      .selectFrom('meeting_field_cases')
      .select('field_id')
      .distinct()
      .execute();
    for (const r of rows.slice(0, 20)) {
      const res = await get(e.fieldCases.path, { fieldsId: r.field_id });
      if (res.status === 404) continue;
      for (const c of res.body.list) {
        const creator = await t.database.db
          .selectFrom('mp_articles')
          .innerJoin('users', 'users.id', 'mp_articles.creator_id')
          .select(['users.identity', 'users.real_name'])
          .where('mp_articles.id', '=', c.id)
          .executeTakeFirstOrThrow();
        if (creator.identity === 3 || creator.identity === 7) expect(c.authorName).toBe('匿名用户');
        else expect(c.authorName).toBe(creator.real_name);
      }
    }
  });
});
