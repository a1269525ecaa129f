import { createHash } from 'node:crypto';
import { userEndpoints } from '@portal/api/endpoints/user';
import { cookiesFrom, createTestApp, signIn, type TestApp } from '../../../../test-support/test-app';
import { createEnTicketService, EN_TICKET_TTL_MS, enLinkWithCode } from '../en-tickets';

let t: TestApp;
let clock: number;
let me: { cookie: string; id: number };

beforeEach(async () => {
  clock = Date.UTC(2026, 10, 1, 2);
  t = await createTestApp({ now: () => clock, enSiteUrl: 'https://en.example.com/login?lang=en#top' });
  me = await signIn(t, '13900004001');
});
afterEach(async () => {
  await t.close();
});

const create = (cookie?: string) =>
  t.app.inject({ method: 'POST', url: userEndpoints.createEnTicket.path, headers: cookie ? { cookie } : {} });

const exchange = (code: unknown, remoteAddress = '10.20.0.1') =>
  t.app.inject({
    method: 'POST',
    url: userEndpoints.exchangeEnTicket.path,
    payload: { code },
    remoteAddress,
  });

const sessionOf = (cookie: string) => /portal_session=([^;]+)/.exec(cookie)?.[1];

describe('create EN code', () => {
  it('needs a session', async () => {
    const res = await create();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 401, message: '请先登录' });
  });

  it('returns a one-time code valid 60 s and the EN link carrying it, never the session token', async () => {
    const res = await create(me.cookie);
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.expiresAt).toBe(clock + 60_000);
    expect(result.code).not.toBe(sessionOf(me.cookie));
    expect(JSON.stringify(res.json())).not.toContain(sessionOf(me.cookie));
    expect(res.cookies).toEqual([]);
    // the existing query and fragment are kept
    const url = new URL(result.url);
    expect(url.origin + url.pathname).toBe('https://en.example.com/login');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('code')).toBe(result.code);
    expect(url.hash).toBe('#top');
  });

  it('stores only the hash of the code', async () => {
    const { result } = (await create(me.cookie)).json();
    const rows = await t.database.db.selectFrom('en_tickets').selectAll().execute();
    expect(rows).toEqual([
      {
        code_hash: createHash('sha256').update(result.code).digest('hex'),
        user_id: me.id,
        created_at: clock,
        expires_at: clock + 60_000,
        used_at: null,
      },
    ]);
  });

  it('gives a different code each time', async () => {
    const a = (await create(me.cookie)).json().result.code;
    const b = (await create(me.cookie)).json().result.code;
    expect(a).not.toBe(b);
  });
});

describe('exchange EN code', () => {
  it('signs the user in with a new session cookie, and the session works', async () => {
    const { result } = (await create(me.cookie)).json();
    const res = await exchange(result.code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 1,
      result: {
        id: me.id,
        realName: '用户4001',
        avatarAddress: expect.any(String),
        identity: null,
        isAuth: 0,
      },
    });
    expect(res.body).not.toMatch(/token/i);
    const session = res.cookies.find((c) => c.name === 'portal_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.value).not.toBe(result.code);
    expect(session?.value).not.toBe(sessionOf(me.cookie));
    expect(res.body).not.toContain(session?.value);
    expect(res.cookies.find((c) => c.name === 'logged')?.value).toBe('1');

    const check = await t.app.inject({
      method: 'GET',
      url: userEndpoints.checkLogin.path,
      headers: { cookie: cookiesFrom(res) },
    });
    expect(check.json()).toEqual({ code: 1, result: { id: me.id } });
  });

  it('works once', async () => {
    const { result } = (await create(me.cookie)).json();
    expect((await exchange(result.code)).statusCode).toBe(200);
    const again = await exchange(result.code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 400, message: '登录码无效或已过期' });
    expect(again.cookies).toEqual([]);
  });

  it('works once even when two exchanges race', async () => {
    const { result } = (await create(me.cookie)).json();
    const answers = await Promise.all([exchange(result.code), exchange(result.code), exchange(result.code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('expires after 60 s', async () => {
    const fresh = (await create(me.cookie)).json().result.code;
    const stale = (await create(me.cookie)).json().result.code;
    clock += EN_TICKET_TTL_MS - 1;
    expect((await exchange(fresh)).statusCode).toBe(200);
    clock += 1;
    const res = await exchange(stale);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: '登录码无效或已过期' });
  });

  it.each([
    ['unknown', 'A'.repeat(43)],
    ['too short', 'abc'],
    ['too long', 'a'.repeat(200)],
    ['not a string', { a: 1 }],
  ])('refuses an %s code with one message', async (_label, code) => {
    const res = await exchange(code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: '登录码无效或已过期' });
  });

  it('refuses a missing code with the same message', async () => {
    const res = await t.app.inject({ method: 'POST', url: userEndpoints.exchangeEnTicket.path, payload: {} });
    expect(res.json()).toEqual({ code: 400, message: '登录码无效或已过期' });
  });

  it('limits tries per address', async () => {
    for (let i = 0; i < 20; i++) expect((await exchange('B'.repeat(43), '10.30.0.1')).statusCode).toBe(400);
    const limited = await exchange('B'.repeat(43), '10.30.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 429, message: '登录尝试过于频繁，请稍后再试' });
    // another address is not affected; after the window the address may try again
    expect((await exchange('B'.repeat(43), '10.30.0.2')).statusCode).toBe(400);
    clock += 60_000;
    expect((await exchange('B'.repeat(43), '10.30.0.1')).statusCode).toBe(400);
  });

  it('refuses an exchange posted from another site', async () => {
    const { result } = (await create(me.cookie)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: userEndpoints.exchangeEnTicket.path,
      payload: { code: result.code },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('EN code service', () => {
  it('clears expired codes as new ones are made', async () => {
    let now = 1_000_000;
    const service = createEnTicketService(t.database.db, { now: () => now });
    await service.create(me.id);
    now += EN_TICKET_TTL_MS;
    await service.create(me.id);
    const rows = await t.database.db.selectFrom('en_tickets').select('created_at').execute();
    expect(rows).toEqual([{ created_at: now }]);
  });

  it('adds the code to a link with or without a query', () => {
    expect(enLinkWithCode('https://en.naoyihui.com/', 'abc')).toBe('https://en.naoyihui.com/?code=abc');
    expect(enLinkWithCode('https://en.naoyihui.com/?a=1&code=old', 'x-y_z')).toBe(
      'https://en.naoyihui.com/?a=1&code=x-y_z',
    );
  });
});
