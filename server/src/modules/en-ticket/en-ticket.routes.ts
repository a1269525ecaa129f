import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  EnTicketResponse,
  ExchangeEnTicketBody,
  ExchangeEnTicketResponse,
} from '@portal/api/contract/portal';
import { userPaths } from '@portal/api/contract/user';
import type { FastifyInstance } from 'fastify';
import { badRequest, tooManyRequests } from '../../lib/app-error';
import { FixedWindowLimiter } from '../../lib/fixed-window-limiter';
import { setSessionCookies } from '../auth/sessions';
import { createUserRepository, toSessionUser } from '../auth/users';
import { createEnTicketService, enLinkWithCode } from './en-tickets';

const tags = ['英文站登录'];
const INVALID_CODE = '登录码无效或已过期';

export interface EnTicketRoutesOptions {
  enSiteUrl: string;
  secureCookies: boolean;
  now?: () => number;
}

export async function enTicketRoutes(
  appBase: FastifyInstance,
  options: EnTicketRoutesOptions,
): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const tickets = createEnTicketService(app.db, { now: options.now });
  const users = createUserRepository(app.db);
  // codes are 256-bit random, so guessing is hopeless; the limits keep the table and the
  // database calm under a flood
  const createLimiter = new FixedWindowLimiter(30, 60_000, options.now);
  const exchangeLimiter = new FixedWindowLimiter(20, 60_000, options.now);

  app.post(
    userPaths.createEnTicket,
    {
      schema: {
        tags,
        summary: '生成英文站一次性登录码（需登录；60 秒内有效，只能使用一次）',
        response: { 200: EnTicketResponse },
      },
    },
    async (request) => {
      const me = await request.requireUser();
      if (!createLimiter.take(String(me.id))) throw tooManyRequests('操作过于频繁，请稍后再试');
      const { code, expiresAt } = await tickets.create(me.id);
      return { code: 1 as const, result: { code, expiresAt, url: enLinkWithCode(options.enSiteUrl, code) } };
    },
  );

  app.post(
    userPaths.exchangeEnTicket,
    {
      schema: {
        tags,
        summary: '用一次性登录码换取会话（会话只在 Cookie 中）',
        body: ExchangeEnTicketBody,
        response: { 200: ExchangeEnTicketResponse },
      },
      config: { fieldMessages: { code: INVALID_CODE } },
      // counted before the body is read, so malformed tries count too
      onRequest: async (request) => {
        if (!exchangeLimiter.take(request.ip)) throw tooManyRequests('登录尝试过于频繁，请稍后再试');
      },
    },
    async (request, reply) => {
      const userId = await tickets.exchange(request.body.code);
      const user = userId === null ? undefined : await users.findById(userId);
      if (!user) throw badRequest(INVALID_CODE);
      setSessionCookies(reply, await app.sessions.create(user.id), options.secureCookies);
      return { code: 1 as const, result: toSessionUser(user) };
    },
  );
}
