import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { named } from '../lib/plugin-name';
import { followRoutes } from './follows';
import { createUserRepository, type UserRepository } from './users';

declare module 'fastify' {
  interface FastifyInstance {
    /** the portal's people: users (sign-in, profiles, counts) */
    people: { users: UserRepository };
  }
}

/**
 * The people mechanism of one app (`app.people`): the users every area names (authors, askers,
 * followers) and who follows whom, with the follow-user call. Registered after the search engine,
 * which a new account joins at once.
 */
export const peoplePlugin = fp(async (app: FastifyInstance, options: { now?: () => number }) => {
  app.decorate('people', { users: createUserRepository(app.db, app.searchEngine.refresh) });
  await app.register(named(followRoutes), { now: options.now ?? (() => Date.now()) });
});
