import { accountMessageEndpoints } from '@portal/api/endpoints/account-messages';
import { portalEndpoints } from '@portal/api/endpoints/portal';
import { userEndpoints } from '@portal/api/endpoints/user';
import { createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';

/** The frame calls over the demo seed, as the shell sees them on a fresh start. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'small' });
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

it('gives the demo accounts their unread messages, in step with the message centre, and pending content', async () => {
  const read = async (mobile: string) => {
    const { cookie } = await signIn(t, mobile);
    const headers = { cookie };
    const unread = await t.app.inject({ method: 'GET', url: userEndpoints.unreadCount.path, headers });
    const counts = await t.app.inject({
      method: 'GET',
      url: accountMessageEndpoints.unreadCounts.path,
      headers,
    });
    const pending = await t.app.inject({ method: 'GET', url: userEndpoints.pendingContent.path, headers });
    const tabs = counts.json().result.tabs as Record<string, number>;
    return {
      unread: unread.json().result.count as number,
      tabs,
      tabsTotal: Object.values(tabs).reduce((a, b) => a + b, 0),
      pending: pending.json().result,
    };
  };
  const doctor = await read('13800000001');
  // the badge is the message centre's tabs added up, and the doctor has news in several of them
  expect(doctor.unread).toBe(doctor.tabsTotal);
  expect(Object.values(doctor.tabs).filter((n) => n > 0).length).toBeGreaterThanOrEqual(4);
  // the seeded wallet history's latest payments are not read yet
  expect(doctor.tabs.Order).toBeGreaterThan(0);
  expect(doctor.pending).toEqual({ pending: false, count: 0 });
  const reviewing = await read('13800000002');
  expect(reviewing.unread).toBe(reviewing.tabsTotal);
  expect(reviewing.unread).toBeGreaterThan(0);
  // waiting for verification is not content under review
  expect(reviewing.pending).toEqual({ pending: false, count: 0 });
  const withPending = await read('13800000008');
  expect(withPending.unread).toBe(withPending.tabsTotal);
  expect(withPending.pending).toEqual({ pending: true, count: 1 });
});
