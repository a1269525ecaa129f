import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { analyzer } from './analyzer';
import type { Feeder } from './feeder';
import { createIndexer, type Indexer, type SearchRefresh, searchRefresher } from './indexer';

export interface SearchEngine {
  /** the areas' feeders, in the index's order */
  feeders: readonly Feeder[];
  /** the app's indexer over the registered feeders */
  indexer: Indexer;
  /** re-reads rows after a write, on the given connection (a transaction's too) */
  refresh: SearchRefresh;
}

declare module 'fastify' {
  interface FastifyInstance {
    searchEngine: SearchEngine;
  }
}

/**
 * The search engine of one app, over the feeders the areas registered (`areas/index.ts`
 * assembles them, `app.ts` passes them in): the engine imports no area.
 */
export const searchPlugin = fp(async (app: FastifyInstance, options: { feeders: readonly Feeder[] }) => {
  app.decorate('searchEngine', {
    feeders: options.feeders,
    indexer: createIndexer(app.db, options.feeders, analyzer()),
    refresh: searchRefresher(options.feeders),
  });
});
