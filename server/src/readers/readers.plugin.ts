import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Readers } from './readers';
import { readers } from './registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** what the areas read of each other's data, each provided by its owner (`readers/readers.ts`) */
    readers: Readers;
  }
}

/** `app.readers`: the readers the composition installed. */
export const readersPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('readers', readers());
});
