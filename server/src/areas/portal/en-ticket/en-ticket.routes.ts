import { userEndpoints } from '@portal/api/endpoints/user';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { setSessionCookies } from '../../../auth/sessions';
import { badRequest } from '../../../lib/app-error';
import { limitedTo } from '../../../lib/rate-limits';
import { serve } from '../../../lib/serve-endpoint';
import { toSessionUser } from '../../../people/users';
import { createEnTicketService, enLinkWithCode } from './en-tickets';

const tags = ['英文站登录'];
const INVALID_CODE = '登录码无效或已过期';

export interface EnTicketRoutesOptions {
  enSiteUrl: string;
  secureCookies: boolean;
  now?: () => number;
}

export async function enTicketRoutes(app: FastifyInstance, options: EnTicketRoutesOptions): Promise<void> {
  const tickets = createEnTicketService(app.db, { now: options.now });
  const { users } = app.people;
  // codes are 256-bit random, so guessing is hopeless; the limits (counted in the database, so
  // across instances) keep the table and the database calm under a flood
  const createLimit = {
    ...limitedTo(30, 60_000, '操作过于频繁，请稍后再试', 'en-ticket-create'),
    // per signed-in user (the route refuses visitors anyway)
    keyGenerator: async (request: FastifyRequest) => {
      const me = await request.sessionUser();
      return me ? `user:${me.id}` : `ip:${request.ip}`;
    },
    hook: 'preHandler' as const,
  };
  const exchangeLimit = limitedTo(20, 60_000, '登录尝试过于频繁，请稍后再试', 'en-ticket-exchange');

  await serve(
    app,
    userEndpoints.createEnTicket,
    {
      tags,
      summary: '生成英文站一次性登录码（需登录；60 秒内有效，只能使用一次）',
      config: { rateLimit: createLimit },
    },
    async (request) => {
      const me = await request.requireUser();
      const { code, expiresAt } = await tickets.create(me.id);
      return { code: 1 as const, result: { code, expiresAt, url: enLinkWithCode(options.enSiteUrl, code) } };
    },
  );

  await serve(
    app,
    userEndpoints.exchangeEnTicket,
    {
      tags,
      summary: '用一次性登录码换取会话（会话只在 Cookie 中）',
      // counted before the body is read (onRequest), so malformed tries count too
      config: { fieldMessages: { code: INVALID_CODE }, rateLimit: exchangeLimit },
    },
    async (request, reply) => {
      const userId = await tickets.exchange(request.body.code);
      const user = userId === null ? undefined : await users.findById(userId);
      if (!user) throw badRequest(INVALID_CODE);
      setSessionCookies(request, reply, await app.sessions.create(user.id), options.secureCookies);
      return { code: 1 as const, result: toSessionUser(user) };
    },
  );
}
