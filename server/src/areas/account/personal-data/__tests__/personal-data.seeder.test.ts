import { accountPersonalDataEndpoints as e } from '@portal/api/endpoints/account-personal-data';
import { reviewEndpoints as r } from '@portal/api/endpoints/reviews';
import { userEndpoints } from '@portal/api/endpoints/user';
import { IDENTITY_REVIEW_TYPE } from '@portal/api/rules/account-personal-data';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../../../test-support/test-app';

/** The demo's applications: approved, rejected with reasons, waiting; levels as /score computes them. */
const MODERATOR = '13800000009';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => DEFAULT_SEED_NOW, moderatorMobiles: [MODERATOR], seed: 'small' });
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string, cookie: string, query: Record<string, string> = {}) =>
  (await t.app.inject({ method: 'GET', url, query, headers: { ...OWN_PAGE_HEADERS, cookie } })).json();

it('gives the verified, failed and reviewing users their applications, queued like real ones', async () => {
  const db = t.database.db;
  const rows = await db.selectFrom('identity_verifications').selectAll().execute();
  const statuses = new Set(rows.map((row) => row.status));
  expect(statuses).toEqual(new Set(['approved', 'rejected', 'pending']));
  for (const row of rows.filter((x) => x.status === 'rejected')) expect(row.reason).toBeTruthy();

  const queued = await db
    .selectFrom('review_queue')
    .select(['content_id', 'status', 'user_id'])
    .where('content_type', '=', IDENTITY_REVIEW_TYPE)
    .execute();
  expect(queued).toHaveLength(rows.length);
  for (const row of rows)
    expect(queued.find((q) => q.content_id === row.id)).toEqual({
      content_id: row.id,
      status: row.status,
      user_id: row.user_id,
    });

  // the moderators see the waiting ones
  const moderator = await signIn(t, MODERATOR);
  const page = await get(r.pending.path, moderator.cookie, { contentType: IDENTITY_REVIEW_TYPE });
  expect(page.page.totalCount).toBe(rows.filter((x) => x.status === 'pending').length);
  expect(page.list[0].html).toContain('执业证');

  // the failed demo doctor reads why; the reviewing one (whose publishing the e2e suite pins) has none queued
  const failed = await signIn(t, '13800000003');
  const mine = (await get(e.personalData.path, failed.cookie)).result;
  expect(mine.profile.isAuth).toBe(3);
  expect(mine.verification).toMatchObject({ status: 'rejected', reason: expect.any(String) });
  const reviewing = await signIn(t, '13800000002');
  expect((await get(userEndpoints.pendingContent.path, reviewing.cookie)).result.pending).toBe(false);
});

it('stores each user’s level as /score computes it', async () => {
  const doctor = await signIn(t, '13800000001');
  const info = (await get(userEndpoints.personalInfo.path, doctor.cookie)).result;
  const score = (await get(e.scoreSummary.path, doctor.cookie)).result;
  expect(score.points).toBeGreaterThan(0);
  expect(info.levelNumber).toBe(score.level);
});

it('takes new applications after the seed (the queue’s ids continue past the seeded ones)', async () => {
  const doctor = await signIn(t, '13800000004');
  const path = `2026/10/${'c'.repeat(32)}.webp`;
  await t.database.db
    .insertInto('media_uploads')
    .values({ user_id: doctor.id, path, bytes: 10, created_at: DEFAULT_SEED_NOW })
    .execute();
  const url = `/media/uploads/${path}`;
  const res = await t.app.inject({
    method: 'POST',
    url: e.submitVerification.path,
    payload: { identity: 1, certificateUrl: url, badgeUrl: url },
    headers: { ...OWN_PAGE_HEADERS, cookie: doctor.cookie },
  });
  expect(res.json()).toMatchObject({ code: 1, result: { profile: { isAuth: 2 } } });
});
