import { searchEndpoints } from '@portal/api/endpoints/search';
import { userEndpoints } from '@portal/api/endpoints/user';
import { SEARCH_TABS } from '@portal/api/rules/search';
import {
  cookiesFrom,
  createTestApp,
  OWN_PAGE_HEADERS,
  type TestApp,
} from '../../../../test-support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const sendCode = (mobile: string, scene = 'login', ip = '10.0.0.1') =>
  t.app.inject({
    method: 'GET',
    url: userEndpoints.sendSms.path,
    query: { mobile, scene },
    headers: OWN_PAGE_HEADERS,
    remoteAddress: ip,
  });

const login = (mobile: string, code: string) =>
  t.app.inject({ method: 'POST', url: userEndpoints.fastLogin.path, payload: { mobile, code } });

describe('SMS code sign-in', () => {
  it('rejects a malformed mobile with a Chinese message', async () => {
    const res = await sendCode('12345');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: '请输入正确的手机号' });
    expect(t.sms.sent).toHaveLength(0);
  });

  it('sends a 6-digit code and refuses a resend within 60 s', async () => {
    expect((await sendCode('13900000001')).json()).toEqual({ code: 1, message: '验证码已发送' });
    expect(t.sms.lastCode('13900000001')).toMatch(/^\d{6}$/);
    const again = await sendCode('13900000001');
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);
  });

  it('signs in with the right code, sets an httpOnly session cookie and a readable logged flag', async () => {
    await sendCode('13900000002');
    const res = await login('13900000002', t.sms.lastCode('13900000002'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(1);
    expect(body.result).toMatchObject({ realName: '用户0002', identity: null, isAuth: 0 });
    expect(JSON.stringify(body)).not.toMatch(/token/i);
    const session = res.cookies.find((c) => c.name === 'portal_session');
    const logged = res.cookies.find((c) => c.name === 'logged');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(logged).toMatchObject({ value: '1', path: '/' });
    expect(logged?.httpOnly).toBeFalsy();

    const check = await t.app.inject({
      method: 'GET',
      url: userEndpoints.checkLogin.path,
      headers: { cookie: cookiesFrom(res) },
    });
    expect(check.json()).toEqual({ code: 1, result: { id: body.result.id } });
  });

  it('a code works once', async () => {
    await sendCode('13900000003');
    const code = t.sms.lastCode('13900000003');
    expect((await login('13900000003', code)).statusCode).toBe(200);
    const reuse = await login('13900000003', code);
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe('请先获取验证码');
  });

  it('five wrong tries invalidate the code, even the right one afterwards', async () => {
    await sendCode('13900000004');
    const right = t.sms.lastCode('13900000004');
    const wrong = right === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) messages.push((await login('13900000004', wrong)).json().message);
    expect(messages).toEqual([
      '验证码错误，还可尝试4次',
      '验证码错误，还可尝试3次',
      '验证码错误，还可尝试2次',
      '验证码错误，还可尝试1次',
      '验证码错误次数过多，请重新获取',
    ]);
    const late = await login('13900000004', right);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('请先获取验证码');
  });

  it('rejects a malformed code before looking anything up', async () => {
    const res = await login('13900000005', '12ab');
    expect(res.json()).toEqual({ code: 400, message: '请输入6位验证码' });
  });
});

describe('session calls', () => {
  async function signIn(mobile: string): Promise<{ cookie: string; id: number }> {
    await sendCode(mobile);
    const res = await login(mobile, t.sms.lastCode(mobile));
    return { cookie: cookiesFrom(res), id: res.json().result.id };
  }

  it('check and personal info answer 401 in Chinese without a session', async () => {
    for (const url of [
      userEndpoints.checkLogin.path,
      userEndpoints.personalInfo.path,
      userEndpoints.identity.path,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401, message: '请先登录' });
    }
  });

  it('personal info is about the session user, whatever userId the request names', async () => {
    const a = await signIn('13900000011');
    const b = await signIn('13900000012');
    const res = await t.app.inject({
      method: 'GET',
      url: userEndpoints.personalInfo.path,
      query: { userId: String(b.id) },
      headers: { cookie: a.cookie },
    });
    expect(res.json().result).toMatchObject({ id: a.id, realName: '用户0011', isAuth: 0, releaseTotal: 0 });
  });

  it('identity call reports identity and isAuth', async () => {
    const a = await signIn('13900000013');
    const res = await t.app.inject({
      method: 'GET',
      url: userEndpoints.identity.path,
      headers: { cookie: a.cookie },
    });
    expect(res.json()).toEqual({ code: 1, result: { identity: null, isAuth: 0 } });
  });

  it('logout ends the session on the server, not only in the browser', async () => {
    const a = await signIn('13900000014');
    const out = await t.app.inject({
      method: 'POST',
      url: userEndpoints.logout.path,
      headers: { cookie: a.cookie },
    });
    expect(out.json().code).toBe(1);
    expect(out.cookies.find((c) => c.name === 'portal_session')?.value).toBe('');
    const check = await t.app.inject({
      method: 'GET',
      url: userEndpoints.checkLogin.path,
      headers: { cookie: a.cookie },
    });
    expect(check.statusCode).toBe(401);
  });

  it('refuses a POST from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: userEndpoints.logout.path,
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403, message: '非法的请求来源' });
  });
});

describe('registration', () => {
  const register = (payload: object) =>
    t.app.inject({ method: 'POST', url: userEndpoints.register.path, payload });

  it('creates a user with the chosen identity and signs them in', async () => {
    await sendCode('13900000021', 'register');
    const res = await register({
      mobile: '13900000021',
      code: t.sms.lastCode('13900000021'),
      realName: '  李雪  ',
      identity: 1,
    });
    expect(res.json().result).toMatchObject({ realName: '李雪', identity: 1, isAuth: 0 });
    const info = await t.app.inject({
      method: 'GET',
      url: userEndpoints.personalInfo.path,
      headers: { cookie: cookiesFrom(res) },
    });
    expect(info.json().result).toMatchObject({ realName: '李雪', identity: 1 });
  });

  it('makes a newly registered doctor findable under the 用户 tab at once', async () => {
    await sendCode('13900000024', 'register');
    await register({
      mobile: '13900000024',
      code: t.sms.lastCode('13900000024'),
      realName: '欧阳静雯',
      identity: 1,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: searchEndpoints.query.path,
      query: { keywords: '欧阳静雯', type: SEARCH_TABS.users },
    });
    expect(res.json().list.map((item: { user?: { realName: string } }) => item.user?.realName)).toEqual([
      '欧阳静雯',
    ]);
  });

  it('answers a code request for a registered mobile like any other, and says so only once the code is right', async () => {
    await sendCode('13900000022');
    await login('13900000022', t.sms.lastCode('13900000022'));
    // past the resend interval of the sign-in code
    await t.database.db.updateTable('sms_codes').set({ created_at: 0 }).execute();
    const known = await sendCode('13900000022', 'register', '10.0.0.2');
    const unknown = await sendCode('13900000025', 'register', '10.0.0.2');
    expect([known.statusCode, known.json()]).toEqual([200, { code: 1, message: '验证码已发送' }]);
    expect([unknown.statusCode, unknown.json()]).toEqual([200, { code: 1, message: '验证码已发送' }]);
    // a wrong code tells nothing either
    const wrong = await register({ mobile: '13900000022', code: '000000', realName: '张三', identity: 1 });
    const wrongUnknown = await register({
      mobile: '13900000025',
      code: '000000',
      realName: '张三',
      identity: 1,
    });
    expect(wrong.statusCode).toBe(wrongUnknown.statusCode);
    expect(wrong.json().message.replace(/\d+次/, 'N次')).toBe(
      wrongUnknown.json().message.replace(/\d+次/, 'N次'),
    );
    const right = await register({
      mobile: '13900000022',
      code: t.sms.lastCode('13900000022'),
      realName: '张三',
      identity: 1,
    });
    expect(right.statusCode).toBe(409);
    expect(right.json().message).toBe('该手机号已注册，请直接登录');
  });

  it('validates name and identity in Chinese and writes nothing', async () => {
    await sendCode('13900000023', 'register');
    const code = t.sms.lastCode('13900000023');
    expect(
      (await register({ mobile: '13900000023', code, realName: '   ', identity: 1 })).json().message,
    ).toBe('请输入真实姓名（1-20个字）');
    expect(
      (await register({ mobile: '13900000023', code, realName: '张三', identity: 9 })).json().message,
    ).toBe('请选择身份');
    for (const realName of ['\u200b\u200b', '<img src=x>', '&lt;b&gt;&lt;/b&gt;']) {
      expect((await register({ mobile: '13900000023', code, realName, identity: 1 })).json().message).toBe(
        '请输入真实姓名（1-20个字）',
      );
    }
    const count = await t.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
    // the code was not spent by the rejected attempts
    expect((await register({ mobile: '13900000023', code, realName: '张三', identity: 3 })).json().code).toBe(
      1,
    );
  });
});

describe('dev outbox', () => {
  it('exists only in demo mode', async () => {
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: userEndpoints.devOutbox.path,
          query: { mobile: '13900000031' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
