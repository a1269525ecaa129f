import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle, PortalDb } from './database';
import type { Dialect } from './dialect';

declare module 'fastify' {
  interface FastifyInstance {
    db: PortalDb;
    dialect: Dialect;
  }
}

/** Exposes the already-opened database; whoever opened it decides when it closes. */
export const dbPlugin = fp(async (app: FastifyInstance, options: { handle: DatabaseHandle }) => {
  app.decorate('db', options.handle.db);
  app.decorate('dialect', options.handle.dialect);
});
