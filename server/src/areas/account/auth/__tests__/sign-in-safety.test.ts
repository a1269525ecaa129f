import { Writable } from 'node:stream';
import { userEndpoints } from '@portal/api/endpoints/user';
import { createTestApp, OWN_PAGE_HEADERS, type TestApp } from '../../../../test-support/test-app';
import { SIGN_IN_TRIES } from '../auth.routes';

/**
 * What an attacker tried against sign-in (issue "Safety and a real seed"): rotated forwarding
 * headers, a second server instance, a cross-site page sending SMS, reading the demo outbox from
 * afar, and the logs.
 */
const apps: TestApp[] = [];
afterEach(async () => {
  // apps sharing a database close before its owner
  for (const app of apps.reverse()) await app.close();
  apps.length = 0;
});
async function app(options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  apps.push(t);
  return t;
}

const wrongLogin = (t: TestApp, headers: Record<string, string> = {}, remoteAddress = '10.9.0.1') =>
  t.app.inject({
    method: 'POST',
    url: userEndpoints.fastLogin.path,
    payload: { mobile: '13900000101', code: '000000' },
    headers,
    remoteAddress,
  });

const sendSms = (
  t: TestApp,
  headers: Record<string, string>,
  remoteAddress = '10.9.0.2',
  mobile = '13900000102',
) =>
  t.app.inject({ method: 'GET', url: userEndpoints.sendSms.path, query: { mobile }, headers, remoteAddress });

describe('client address', () => {
  it('ignores X-Forwarded-For from anyone by default, so rotating it does not reset the sign-in limit', async () => {
    const t = await app();
    for (let i = 0; i < SIGN_IN_TRIES.max; i += 1) {
      const res = await wrongLogin(t, { 'x-forwarded-for': `203.0.113.${i}` });
      expect(res.statusCode).toBe(400);
    }
    const over = await wrongLogin(t, { 'x-forwarded-for': '198.51.100.77' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ code: 429, message: '登录尝试过于频繁，请10分钟后再试' });
  });

  it('takes the client from X-Forwarded-For only when the peer is a configured proxy', async () => {
    const t = await app({ trustProxy: ['10.9.0.1'] });
    for (let i = 0; i < SIGN_IN_TRIES.max; i += 1) {
      await wrongLogin(t, { 'x-forwarded-for': '203.0.113.5' });
    }
    expect((await wrongLogin(t, { 'x-forwarded-for': '203.0.113.5' })).statusCode).toBe(429);
    // another client behind the same proxy has its own count
    expect((await wrongLogin(t, { 'x-forwarded-for': '203.0.113.6' })).statusCode).toBe(400);
    // a peer that is not the proxy cannot pose as a fresh client
    const other = '10.9.9.9';
    for (let i = 0; i < SIGN_IN_TRIES.max; i += 1) {
      await wrongLogin(t, { 'x-forwarded-for': `198.51.100.${i}` }, other);
    }
    expect((await wrongLogin(t, { 'x-forwarded-for': '198.51.100.200' }, other)).statusCode).toBe(429);
  });

  it('counts sign-in tries across server instances that share the database', async () => {
    const first = await app();
    const second = await app({ database: first.database });
    const half = SIGN_IN_TRIES.max / 2;
    for (let i = 0; i < half; i += 1) expect((await wrongLogin(first)).statusCode).toBe(400);
    for (let i = 0; i < half; i += 1) expect((await wrongLogin(second)).statusCode).toBe(400);
    expect((await wrongLogin(first)).statusCode).toBe(429);
    expect((await wrongLogin(second)).statusCode).toBe(429);
  });

  it('counts registration and SMS sign-in as one budget, and malformed tries too', async () => {
    const t = await app();
    for (let i = 0; i < SIGN_IN_TRIES.max; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: i % 2 ? userEndpoints.register.path : userEndpoints.fastLogin.path,
        payload: { mobile: 'x' },
        remoteAddress: '10.9.0.3',
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await wrongLogin(t, {}, '10.9.0.3')).statusCode).toBe(429);
  });

  it('lets the tries of the window go once it has passed', async () => {
    let now = Date.UTC(2026, 10, 24, 12);
    const t = await app({ now: () => now });
    for (let i = 0; i < SIGN_IN_TRIES.max; i += 1) await wrongLogin(t);
    expect((await wrongLogin(t)).statusCode).toBe(429);
    now += SIGN_IN_TRIES.windowMs;
    expect((await wrongLogin(t)).statusCode).toBe(400);
  });
});

describe('sending an SMS', () => {
  it('is refused to a cross-site page: no client header, cross-site fetch metadata or a foreign Origin', async () => {
    const t = await app();
    const img = await sendSms(t, { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' });
    expect(img.statusCode).toBe(403);
    expect(img.json()).toEqual({ code: 403, message: '非法的请求来源' });
    expect((await sendSms(t, { ...OWN_PAGE_HEADERS, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(
      (await sendSms(t, { ...OWN_PAGE_HEADERS, origin: 'https://evil.example', host: 'localhost:3000' }))
        .statusCode,
    ).toBe(403);
    expect(t.sms.sent).toHaveLength(0);
    const own = await sendSms(t, { ...OWN_PAGE_HEADERS, 'sec-fetch-site': 'same-origin' });
    expect(own.json()).toEqual({ code: 1, message: '验证码已发送' });
    expect(t.sms.sent).toHaveLength(1);
  });
});

describe('the demo outbox', () => {
  const readOutbox = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: userEndpoints.devOutbox.path,
      query: { mobile: '13900000102' },
      headers,
      remoteAddress,
    });

  it('answers only a caller on this machine, and never one that came through a proxy', async () => {
    const t = await app({ demo: true, defaultSmsSender: true });
    expect((await sendSms(t, OWN_PAGE_HEADERS)).statusCode).toBe(200);
    const local = await readOutbox(t, '127.0.0.1');
    expect(local.json().result.code).toMatch(/^\d{6}$/);
    expect((await readOutbox(t, '::1')).json().result.code).toBe(local.json().result.code);
    for (const [address, headers] of [
      ['10.9.0.8', {}],
      ['192.168.1.20', {}],
      ['127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }],
      ['127.0.0.1', { forwarded: 'for=203.0.113.9' }],
      ['127.0.0.1', { 'x-real-ip': '203.0.113.9' }],
    ] as const) {
      const res = await readOutbox(t, address, headers);
      expect([address, res.statusCode]).toEqual([address, 404]);
      expect(res.body).not.toContain(local.json().result.code);
    }
  });

  it('does not exist outside demo mode, nor behind a trusted proxy', async () => {
    const plain = await app({ defaultSmsSender: true });
    expect((await readOutbox(plain, '127.0.0.1')).statusCode).toBe(404);
    const proxied = await app({ demo: true, defaultSmsSender: true, trustProxy: ['127.0.0.1'] });
    expect((await readOutbox(proxied, '127.0.0.1')).statusCode).toBe(404);
  });
});

describe('logs', () => {
  function capture() {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { lines, logger: { level: 'debug', stream } };
  }

  it('never carry an SMS code or a whole mobile outside the demo', async () => {
    const { lines, logger } = capture();
    const t = await app({ logger, defaultSmsSender: true });
    const res = await sendSms(t, OWN_PAGE_HEADERS, '10.9.0.2', '13912345678');
    expect(res.statusCode).toBe(200);
    const row = await t.database.db.selectFrom('sms_codes').select('code_hash').executeTakeFirstOrThrow();
    const log = lines.join('');
    expect(log).toContain('/oldweb/getSmsAgain.jspx?mobile=139****5678');
    expect(log).not.toContain('13912345678');
    // the code is not in the log in any form: no six digits after "code"
    expect(log).not.toMatch(/"code":"\d{6}"/);
    expect(log).not.toContain(row.code_hash);
  });

  it('redact codes and tokens in request URLs', async () => {
    const { lines, logger } = capture();
    const t = await app({ logger });
    await t.app.inject({ method: 'GET', url: '/wapi/anything?code=123456&token=abc&mobile=13912345678&x=1' });
    const log = lines.join('');
    expect(log).toContain('?code=[已隐藏]&token=[已隐藏]&mobile=139****5678&x=1');
    expect(log).not.toContain('123456');
  });
});

describe('cookies behind a proxy', () => {
  const signIn = async (t: TestApp, headers: Record<string, string>, remoteAddress: string) => {
    await sendSms(t, OWN_PAGE_HEADERS, remoteAddress, '13900000109');
    return t.app.inject({
      method: 'POST',
      url: userEndpoints.fastLogin.path,
      payload: { mobile: '13900000109', code: t.sms.lastCode('13900000109') },
      headers,
      remoteAddress,
    });
  };

  it('are Secure when a trusted proxy says the visitor came over https', async () => {
    const t = await app({ trustProxy: ['10.9.0.20'] });
    const res = await signIn(t, { 'x-forwarded-proto': 'https' }, '10.9.0.20');
    expect(res.cookies.find((c) => c.name === 'portal_session')).toMatchObject({
      secure: true,
      httpOnly: true,
    });
  });

  it('are not marked by an untrusted peer claiming https, and always Secure when configured', async () => {
    const t = await app();
    const res = await signIn(t, { 'x-forwarded-proto': 'https' }, '10.9.0.21');
    expect(res.cookies.find((c) => c.name === 'portal_session')?.secure).toBeFalsy();
    const always = await app({ secureCookies: true });
    const secure = await signIn(always, {}, '10.9.0.22');
    expect(secure.cookies.find((c) => c.name === 'logged')?.secure).toBe(true);
  });
});

describe('/docs', () => {
  it('is not served unless asked, and served with a content security policy when it is', async () => {
    const off = await app();
    expect((await off.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(404);
    const on = await app({ apiDocs: true });
    const page = await on.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });
});
