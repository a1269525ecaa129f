import { userEndpoints } from '@portal/api/endpoints/user';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../test-support/test-app';

/**
 * The cross-site rule for writes (docs/architecture.md, "Cross-site writes"): a write the browser
 * says another site's page started is refused whatever else it carries, unless the browser names
 * a site we list as its Origin; a foreign Origin is refused; a call without either (a server's)
 * goes through.
 */

const HOST = 'portal.test';
const LISTED = 'https://en.portal-partner.example';
const FORBIDDEN = { code: 403, message: '非法的请求来源' };
let t: TestApp;
let mobileSeq = 0;
const nextMobile = () => `1390008${String(1000 + mobileSeq++).padStart(4, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ allowedOrigins: [LISTED] });
});
afterAll(async () => {
  await t.close();
});

/** a signed-in user's logout with these headers; whether their session still holds afterwards */
async function logout(headers: Record<string, string>) {
  const user = await signIn(t, nextMobile());
  const res = await t.app.inject({
    method: 'POST',
    url: userEndpoints.logout.path,
    headers: { host: HOST, cookie: user.cookie, ...headers },
  });
  const check = await t.app.inject({
    method: 'GET',
    url: userEndpoints.checkLogin.path,
    headers: { host: HOST, cookie: user.cookie },
  });
  return { status: res.statusCode, body: res.json(), stillSignedIn: check.statusCode === 200 };
}

describe('writes another site’s page started', () => {
  it.each([
    ['nothing else', {}],
    ['our client’s header', { ...OWN_PAGE_HEADERS }],
    ['our own origin', { origin: `https://${HOST}`, ...OWN_PAGE_HEADERS }],
    ['a foreign origin', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
    ['the value in capitals', { 'sec-fetch-site': 'CROSS-SITE' }],
  ])('Sec-Fetch-Site: cross-site with %s is refused and changes nothing', async (_, extra) => {
    const res = await logout({ 'sec-fetch-site': 'cross-site', ...extra });
    expect(res).toEqual({ status: 403, body: FORBIDDEN, stillSignedIn: true });
  });

  it('every write method is held, not only POST', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: userEndpoints.logout.path,
        headers: { host: HOST, 'sec-fetch-site': 'cross-site', ...OWN_PAGE_HEADERS },
      });
      expect([method, res.statusCode, res.json()]).toEqual([method, 403, FORBIDDEN]);
    }
  });

  it('a site we list (PORTAL_ALLOWED_ORIGINS, the EN site) may, named by the browser as the Origin', async () => {
    expect(await logout({ 'sec-fetch-site': 'cross-site', origin: LISTED })).toMatchObject({
      status: 200,
      stillSignedIn: false,
    });
  });
});

describe('other writes', () => {
  it('our own pages (same-origin, or no fetch metadata) and servers (no Origin) go through', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'same-origin', origin: `http://${HOST}`, ...OWN_PAGE_HEADERS },
      { origin: `https://${HOST}` },
      {},
    ] as Record<string, string>[])
      expect(await logout(headers)).toMatchObject({ status: 200, stillSignedIn: false });
  });

  it('a foreign origin is refused, same-site or without fetch metadata', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'same-site', origin: `https://blog.${HOST}` },
      { origin: 'https://evil.example' },
    ] as Record<string, string>[])
      expect(await logout(headers)).toEqual({ status: 403, body: FORBIDDEN, stillSignedIn: true });
  });
});
