import { portalEndpoints } from '@portal/api/endpoints/portal';
import { userEndpoints } from '@portal/api/endpoints/user';
import { seedDatabase } from '../../../../seed/generate';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

/** The frame calls over the demo seed, as the shell sees them on a fresh start. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database.db, { scale: 0.05 });
});
afterAll(async () => {
  await t.close();
});

const list = async (url: string, query?: Record<string, string>, headers?: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url, query, headers });
  expect(res.statusCode).toBe(200);
  return res.json().list;
};

it('serves the seeded frame', async () => {
  const header = await list(portalEndpoints.navigation.path, { position: 'header' });
  expect(header.map((l: { name: string }) => l.name)).toEqual([
    '首页',
    '资讯',
    '会议',
    '病例',
    '云课堂',
    '全景手术',
    '关于我们',
  ]);
  expect(JSON.stringify(header)).not.toContain('/personalfile');
  expect(await list(portalEndpoints.navigation.path, { position: 'footer' })).toHaveLength(7);
  expect(await list(portalEndpoints.hintWords.path, { dictIdStr: 'search_hint' })).toHaveLength(10);
  expect((await list(portalEndpoints.academicResources.path)).length).toBeGreaterThanOrEqual(6);
  expect(await list(portalEndpoints.channels.path)).toHaveLength(10);
  expect(await list(portalEndpoints.deviceCategories.path)).toHaveLength(10);
  const qr = await list(portalEndpoints.footerQrCodes.path, undefined, { host: 'localhost:3000' });
  expect(qr).toHaveLength(6);
  expect(qr[0]).toMatchObject({ name: '脑医汇 App 下载', url: 'http://localhost:3000/linkdownload' });
  expect(await list(userEndpoints.requirementTypes.path)).toHaveLength(6);
});

it('gives the demo accounts their unread counts and pending content', async () => {
  const read = async (mobile: string) => {
    const { cookie } = await signIn(t, mobile);
    const headers = { cookie };
    const unread = await t.app.inject({ method: 'GET', url: userEndpoints.unreadCount.path, headers });
    const pending = await t.app.inject({ method: 'GET', url: userEndpoints.pendingContent.path, headers });
    return { unread: unread.json().result.count, pending: pending.json().result };
  };
  expect(await read('13800000001')).toEqual({ unread: 3, pending: { pending: false, count: 0 } });
  expect(await read('13800000002')).toEqual({ unread: 120, pending: { pending: false, count: 0 } });
  expect(await read('13800000008')).toEqual({ unread: 1, pending: { pending: true, count: 1 } });
});
