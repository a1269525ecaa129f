import { accountPersonalDataEndpoints as e } from '@portal/api/endpoints/account-personal-data';
import { userEndpoints } from '@portal/api/endpoints/user';
import { levelOf, SCORE_RULES } from '@portal/api/rules/account-score';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../../../test-support/test-app';
import { createLevelRefresher, LEVEL_REFRESH_MS } from '../score/level-refresh';
import { buildLedger, type ScoreEvent } from '../score/score-ledger';

/**
 * /score on a real database: points read from the rows of what the user did, with the per-day
 * caps of Beijing days, the level written back to `users.level_number`, and the owner alone.
 */
const HOUR = 3_600_000;
// 2026-05-20 10:00 Beijing
const NOW = Date.parse('2026-05-20T10:00:00+08:00');
let t: TestApp;
type Who = { cookie: string; id: number };

const get = (url: string, who?: Who, query: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    query,
    headers: { ...OWN_PAGE_HEADERS, ...(who ? { cookie: who.cookie } : {}) },
  });

async function comment(userId: number, at: number, text = '同意楼上的观点') {
  await t.database.db
    .insertInto('comments')
    .values({
      target_type: 'mp_article',
      target_id: 1,
      parent_id: null,
      reply_to_user_id: null,
      user_id: userId,
      text,
      diggs: 0,
      created_at: at,
    })
    .execute();
}

async function question(userId: number, at: number, status: 'published' | 'pending', title: string) {
  const row = await t.database.db
    .insertInto('community_questions')
    .values({
      title,
      creator_id: userId,
      is_hide_creator: 'F',
      essences: 'F',
      status,
      subspecialty_id: null,
      answers: 0,
      views: 0,
      ask_people: 0,
      publish_time: at,
      created_at: at,
      text: '',
      activity_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(async () => {
  await t.close();
});

describe('the ledger', () => {
  const ev = (action: ScoreEvent['action'], id: number, time: number): ScoreEvent => ({
    userId: 1,
    action,
    id,
    time,
    subject: '',
    url: '',
  });

  it('caps each action per Beijing day, in time order, and counts a once-ever action once', () => {
    const lateMay19 = Date.parse('2026-05-19T23:59:00+08:00');
    const earlyMay20 = Date.parse('2026-05-20T00:01:00+08:00');
    const events = [
      ...Array.from({ length: 4 }, (_, i) => ev('article', i + 1, lateMay19 - i * 1000)),
      ev('article', 9, earlyMay20),
      ev('verified', 1, earlyMay20),
      ev('verified', 2, earlyMay20 + 1000),
    ];
    const ledger = buildLedger(events);
    // three of the four articles of the 19th (the earliest three), the one of the 20th, one approval
    expect(ledger.map((x) => `${x.action}:${x.id}`)).toEqual([
      'article:4',
      'article:3',
      'article:2',
      'article:9',
      'verified:1',
    ]);
    const article = SCORE_RULES.find((r) => r.action === 'article')!;
    expect(ledger.filter((x) => x.action === 'article').every((x) => x.points === article.points)).toBe(true);
  });
});

describe('the score calls', () => {
  it('counts published work with the caps, pages the history newest first and keeps the level in step', async () => {
    const me = await signIn(t, '13900015001');
    const other = await signIn(t, '13900015002');
    // 12 comments today (10 count), 2 yesterday, a published and a pending question today
    for (let i = 0; i < 12; i += 1) await comment(me.id, NOW - (i + 1) * 60_000, `今天的评论 ${i}`);
    await comment(me.id, NOW - 24 * HOUR, '昨天的评论');
    await comment(me.id, NOW - 25 * HOUR);
    const published = await question(me.id, NOW - 2 * HOUR, 'published', '胶质瘤术后复查间隔？');
    await question(me.id, NOW - HOUR, 'pending', '审核中的问题不计分');
    await comment(other.id, NOW - 1000);

    const summary = await get(e.scoreSummary.path, me);
    expect(summary.statusCode).toBe(200);
    const result = summary.json().result;
    // 10 + 2 comments × 1, one question × 5
    expect(result.points).toBe(17);
    expect(result.level).toBe(levelOf(17));
    expect(result.todayPoints).toBe(15);
    expect(result.rules.find((r: { action: string }) => r.action === 'comment')).toEqual({
      action: 'comment',
      todayCount: 10,
      todayPoints: 10,
      done: false,
    });
    expect(result.rules.find((r: { action: string }) => r.action === 'question')).toMatchObject({
      todayCount: 1,
    });

    const page1 = (await get(e.scoreHistory.path, me, { pageNo: '1', pageSize: '5' })).json();
    expect(page1.page).toEqual({ pageNo: 1, pageSize: 5, totalCount: 13, totalPage: 3 });
    // the cap counts in time order: the day's first ten earn, the two latest (0 and 1) do not
    expect(page1.list[0]).toMatchObject({ action: 'comment', points: 1, subject: '今天的评论 2' });
    const page3 = (await get(e.scoreHistory.path, me, { pageNo: '3', pageSize: '5' })).json();
    expect(page3.list.map((x: { subject: string }) => x.subject)).toEqual([
      '胶质瘤术后复查间隔？',
      '昨天的评论',
      '同意楼上的观点',
    ]);
    const all = (await get(e.scoreHistory.path, me, { pageSize: '50' })).json().list;
    expect(all.find((x: { action: string }) => x.action === 'question')).toMatchObject({
      subject: '胶质瘤术后复查间隔？',
      url: `/topic-circle/questionhome?id=${published}`,
      points: 5,
    });

    // 17 more comments over later days lift the points past 30: level 2, written to the user
    for (let day = 2; day <= 3; day += 1)
      for (let i = 0; i < 10; i += 1) await comment(me.id, NOW - day * 24 * HOUR - i * 60_000);
    const lifted = (await get(e.scoreSummary.path, me)).json().result;
    expect(lifted.points).toBe(37);
    expect(lifted).toMatchObject({ level: 2, levelStart: 30, nextLevelAt: 100 });
    expect((await get(userEndpoints.personalInfo.path, me)).json().result.levelNumber).toBe(2);
  });

  it('is the owner’s alone: a visitor gets 401, an id names nobody else', async () => {
    const owner = await signIn(t, '13900015011');
    const other = await signIn(t, '13900015012');
    await comment(owner.id, NOW - 1000);
    expect((await get(e.scoreSummary.path)).statusCode).toBe(401);
    expect((await get(e.scoreHistory.path)).json()).toEqual({ code: 401, message: '请先登录' });
    expect((await get(e.scoreSummary.path, owner)).json().result.points).toBe(1);
    const theirs = await get(e.scoreHistory.path, other, { userId: String(owner.id) });
    expect(theirs.json().list).toEqual([]);
    expect((await get(e.scoreSummary.path, other, { userId: String(owner.id) })).json().result.points).toBe(
      0,
    );
  });
});

describe('the level in the personal info (the profile header, every page’s session read)', () => {
  const info = async (who: Who, query: Record<string, string> = {}) =>
    (await get(userEndpoints.personalInfo.path, who, query)).json().result;
  const thirtyComments = async (userId: number) => {
    // 10 a day (the cap) on three days: 30 points, level 2
    for (let day = 1; day <= 3; day += 1)
      for (let i = 0; i < 10; i += 1) await comment(userId, NOW - day * 24 * HOUR - i * 60_000);
  };

  it('shows the level earned without the user opening /score', async () => {
    const me = await signIn(t, '13900015021');
    await thirtyComments(me.id);
    expect(await info(me)).toMatchObject({ id: me.id, levelNumber: 2 });
    const stored = await t.database.db
      .selectFrom('users')
      .select('level_number')
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(stored.level_number).toBe(2);
    // and to others looking at the profile
    const visitor = await signIn(t, '13900015022');
    expect(await info(visitor, { profileUserId: String(me.id) })).toMatchObject({ levelNumber: 2 });
  });

  it('scores a user at most once per period: points earned since show after it, without /score', async () => {
    // the route's refresher runs on the wall clock: this one on a clock the test moves
    let clock = NOW;
    const levels = createLevelRefresher(t.database.db, () => clock);
    const me = await signIn(t, '13900015031');
    expect(await levels.levelOf(me.id, 1)).toBe(1);
    await thirtyComments(me.id);
    clock = NOW + LEVEL_REFRESH_MS - 1;
    // scored a moment ago: the page loads in between answer the stored level without scoring
    expect(await levels.levelOf(me.id, 1)).toBe(1);
    clock = NOW + LEVEL_REFRESH_MS;
    expect(await levels.levelOf(me.id, 1)).toBe(2);
    const stored = await t.database.db
      .selectFrom('users')
      .select('level_number')
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(stored.level_number).toBe(2);
    // the score page agrees
    expect((await get(e.scoreSummary.path, me)).json().result).toMatchObject({ points: 30, level: 2 });
  });
});
