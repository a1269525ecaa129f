import { userEndpoints } from '@portal/api/endpoints/user';
import { REAL_NAME_MAX, USER_MESSAGES } from '@portal/api/rules/user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  clearSessionCookies,
  type SessionUserRow,
  sessionToken,
  setSessionCookies,
} from '../../../auth/sessions';
import { hasVisibleText, plainText } from '../../../content-safety/plain-text';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import { limitedTo } from '../../../lib/rate-limits';
import { serve } from '../../../lib/serve-endpoint';
import { isConcealed } from '../../../people/public-person';
import { toPersonalInfo, toSessionUser } from '../../../people/users';
import { createLevelRefresher } from '../personal-data/score/level-refresh';
import { createSmsCodeService, type SmsSendLimits } from './sms-codes';
import { LogSmsSender, type SmsSender } from './sms-sender';

export interface AuthRoutesOptions {
  demo: boolean;
  secureCookies: boolean;
  smsSender?: SmsSender;
  smsLimits?: SmsSendLimits;
  /** sign-in tries one client address may make in the window (default SIGN_IN_TRIES.max) */
  signInTries?: number;
}

const tags = ['用户与登录'];

/**
 * Sign-in tries (SMS sign-in and registration together) per client address: counted in the
 * database, so they hold across server instances like the SMS limits, and before the body is
 * read, so malformed tries count too.
 */
export const SIGN_IN_TRIES = { max: 30, windowMs: 10 * 60_000 } as const;
export const ALREADY_REGISTERED = '该手机号已注册，请直接登录';

/** the outbox answers only a caller on this machine, and never one that came through a proxy */
function isLocalOperator(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || peer.startsWith('127.') || peer.startsWith('::ffff:127.');
  const forwarded =
    request.headers['x-forwarded-for'] !== undefined ||
    request.headers.forwarded !== undefined ||
    request.headers['x-real-ip'] !== undefined;
  return loopback && !forwarded;
}

export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions): Promise<void> {
  const defaultSender = new LogSmsSender(app.log, options.demo);
  const sender = options.smsSender ?? defaultSender;
  const smsCodes = createSmsCodeService(app.db, sender, undefined, options.smsLimits);
  const { users } = app.people;
  const levels = createLevelRefresher(app.db);
  const signInLimit = limitedTo(
    options.signInTries ?? SIGN_IN_TRIES.max,
    SIGN_IN_TRIES.windowMs,
    '登录尝试过于频繁，请10分钟后再试',
    'sign-in',
  );

  await serve(
    app,
    userEndpoints.sendSms,
    {
      tags,
      summary: '发送短信验证码',
      // a GET as the spec names it, but it costs an SMS: only our pages' scripts may send one
      config: { ownPagesOnly: true },
    },
    async (request) => {
      const scene = request.query.scene ?? 'login';
      // the same answer for known and unknown mobiles: whether one is registered is told only
      // to whoever proves they hold it (registration, after the code is checked)
      await smsCodes.send(request.query.mobile, scene, request.ip);
      return { code: 1 as const, message: USER_MESSAGES.codeSent };
    },
  );

  await serve(
    app,
    userEndpoints.fastLogin,
    { tags, summary: '手机号验证码登录', config: { rateLimit: signInLimit } },
    async (request, reply) => {
      const { mobile, code } = request.body;
      await smsCodes.verify(mobile, 'login', code);
      // a first sign-in creates the account; the user completes identity and profile later
      const user =
        (await users.findByMobile(mobile)) ??
        (await users.create({ mobile, realName: null, identity: null }));
      setSessionCookies(request, reply, await app.sessions.create(user.id), options.secureCookies);
      return { code: 1 as const, result: toSessionUser(user) };
    },
  );

  await serve(
    app,
    userEndpoints.register,
    { tags, summary: '注册', config: { rateLimit: signInLimit } },
    async (request, reply) => {
      const { mobile, code, realName, identity } = request.body;
      // a name is text: no markup, no invisible marks, something visible
      const name = plainText(realName).replace(/\s+/g, ' ');
      if (!hasVisibleText(name)) throw badRequest(`请输入真实姓名（1-${REAL_NAME_MAX}个字）`);
      // the code first: only the holder of the mobile learns that it is registered already
      await smsCodes.verify(mobile, 'register', code);
      if (await users.findByMobile(mobile)) throw new AppError(409, ALREADY_REGISTERED);
      const user = await users.create({ mobile, realName: name, identity });
      setSessionCookies(request, reply, await app.sessions.create(user.id), options.secureCookies);
      return { code: 1 as const, result: toSessionUser(user) };
    },
  );

  await serve(
    app,
    userEndpoints.checkLogin,
    { tags, summary: '登录状态检查（已登录返回 code 1）' },
    async (request) => {
      const user = await request.requireUser();
      return { code: 1 as const, result: { id: user.id } };
    },
  );

  await serve(
    app,
    userEndpoints.personalInfo,
    { tags, summary: '个人信息（本人需登录；带 profileUserId 时访客也可查看他人主页）' },
    async (request) => {
      // userId in the request is ignored: the session says who asks. Without profileUserId it is
      // the session user's own info, and a visitor gets 401 (the session check relies on it)
      const profileId = request.query.profileUserId;
      const me = profileId === undefined ? await request.requireUser() : await request.sessionUser();
      const viewerId = me?.id ?? null;
      const row: SessionUserRow | undefined =
        me && (profileId ?? me.id) === me.id ? me : await users.findById(profileId!);
      // an anonymous person's profile is theirs alone: to anyone else it does not exist
      if (!row || isConcealed(row, { viewerId })) throw notFound('用户不存在');
      // identity 7 is anonymous in the article area: others do not learn that they wrote any
      const [counts, levelNumber] = await Promise.all([
        users.counts(row.id, {
          articles: !isConcealed(row, { viewerId, area: 'article' }),
          hiddenQuestions: viewerId === row.id,
        }),
        // the level as /score computes it, scored at most every few minutes (level-refresh.ts);
        // a failed scoring shows the stored level rather than failing the session check
        levels.levelOf(row.id, row.level_number).catch((error: unknown) => {
          request.log.warn({ err: error, userId: row.id }, 'level refresh failed');
          return row.level_number;
        }),
      ]);
      return { code: 1 as const, result: toPersonalInfo({ ...row, level_number: levelNumber }, counts) };
    },
  );

  await serve(app, userEndpoints.identity, { tags, summary: '当前用户身份' }, async (request) => {
    const me = await request.requireUser();
    return { code: 1 as const, result: { identity: me.identity, isAuth: me.is_auth } };
  });

  await serve(app, userEndpoints.logout, { tags, summary: '退出登录' }, async (request, reply) => {
    const token = sessionToken(request);
    if (token) await app.sessions.destroy(token);
    clearSessionCookies(reply);
    return { code: 1 as const, message: '已退出登录' };
  });

  // the demo's outbox: the codes its sender kept (the default sender keeps them in demo mode only)
  const outbox = options.demo ? sender.outbox : null;
  if (outbox) {
    await serve(
      app,
      userEndpoints.devOutbox,
      { tags: ['演示模式'], summary: '开发发件箱：最近发送到该手机号的验证码（仅演示模式，仅本机访问）' },
      async (request) => {
        if (!isLocalOperator(request)) throw notFound('接口不存在');
        const entry = outbox.get(request.query.mobile);
        return {
          code: 1 as const,
          result: { mobile: request.query.mobile, code: entry?.code ?? null, sentAt: entry?.sentAt ?? null },
        };
      },
    );
  }
}
