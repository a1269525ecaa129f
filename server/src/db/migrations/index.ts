import type { Migration, MigrationProvider } from 'kysely';
import type { Dialect } from '../dialect';
import { foundation } from './001-foundation';
import { portalFrame } from './002-portal-frame';
import { articlesComments } from './003-articles-comments';

/** Migrations live in code (not read from disk) so the bundled server carries them. */
export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '001-foundation': foundation(dialect),
        '002-portal-frame': portalFrame(dialect),
        '003-articles-comments': articlesComments(dialect),
      };
    },
  };
}
