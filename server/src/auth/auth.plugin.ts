import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notSignedIn } from '../lib/app-error';
import { createSessionStore, type SessionStore, type SessionUserRow, sessionToken } from './sessions';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
  }
  interface FastifyRequest {
    /** who the session says is acting; null for visitors. Resolved once per request. */
    sessionUser(): Promise<SessionUserRow | null>;
    requireUser(): Promise<SessionUserRow>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<SessionUserRow | null>>();

export const authPlugin = fp(async (app: FastifyInstance) => {
  const sessions = createSessionStore(app.db);
  app.decorate('sessions', sessions);
  app.decorateRequest('sessionUser', function sessionUser(this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      const token = sessionToken(this);
      pending = token ? sessions.resolve(token) : Promise.resolve(null);
      cache.set(this, pending);
    }
    return pending;
  });
  app.decorateRequest('requireUser', async function requireUser(this: FastifyRequest) {
    const user = await this.sessionUser();
    if (!user) throw notSignedIn();
    return user;
  });
});
