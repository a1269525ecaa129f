import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PortalDb } from '../db/database';
import type { Database } from '../db/schema';

export const SESSION_COOKIE = 'portal_session';
/** readable by script: tells the screens a session may exist (spec 6: "cookie token or logged flag") */
export const LOGGED_COOKIE = 'logged';
export const SESSION_TTL_MS = 30 * 24 * 3_600_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type SessionUserRow = Pick<
  Database['users'],
  | 'real_name'
  | 'avatar'
  | 'identity'
  | 'is_auth'
  | 'title'
  | 'company'
  | 'department'
  | 'level_number'
  | 'medal_pendant_icon'
  | 'fans'
> & { id: number };

export interface SessionStore {
  create(userId: number): Promise<string>;
  resolve(token: string): Promise<SessionUserRow | null>;
  destroy(token: string): Promise<void>;
}

export function createSessionStore(db: PortalDb, now = () => Date.now()): SessionStore {
  return {
    async create(userId) {
      const token = randomBytes(32).toString('base64url');
      const t = now();
      await db
        .insertInto('sessions')
        .values({
          token_hash: hashToken(token),
          user_id: userId,
          created_at: t,
          expires_at: t + SESSION_TTL_MS,
        })
        .execute();
      return token;
    },
    async resolve(token) {
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'users.id',
          'users.real_name',
          'users.avatar',
          'users.identity',
          'users.is_auth',
          'users.title',
          'users.company',
          'users.department',
          'users.level_number',
          'users.medal_pendant_icon',
          'users.fans',
        ])
        .where('sessions.token_hash', '=', hashToken(token))
        .where('sessions.expires_at', '>', now())
        .executeTakeFirst();
      return row ?? null;
    },
    async destroy(token) {
      await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
    },
  };
}

/**
 * Cookies are Secure when the operator says every visitor comes over https, or when this request
 * did: TLS on our socket, or `X-Forwarded-Proto: https` from a proxy the operator trusts.
 */
export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  alwaysSecure: boolean,
): void {
  const secure = alwaysSecure || request.protocol === 'https';
  const maxAge = SESSION_TTL_MS / 1000;
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge });
  reply.setCookie(LOGGED_COOKIE, '1', { httpOnly: false, sameSite: 'lax', secure, path: '/', maxAge });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(LOGGED_COOKIE, { path: '/' });
}

export const sessionToken = (request: FastifyRequest): string | undefined => request.cookies[SESSION_COOKIE];
