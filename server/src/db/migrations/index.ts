import type { Migration, MigrationProvider } from 'kysely';
import type { Dialect } from '../dialect';
import { foundation } from './001-foundation';
import { portalFrame } from './002-portal-frame';
import { articlesComments } from './003-articles-comments';
import { infoEngagement } from './004-info-engagement';
import { weekliesColumns } from './005-weeklies-columns';
import { sidebar } from './006-sidebar';
import { panoramicGuidance } from './007-panoramic-guidance';
import { meetingsCourses } from './008-meetings-courses';
import { activities } from './009-activities';
import { catalogue } from './010-catalogue';
import { search } from './011-search';
import { searchMeta } from './012-search-meta';
import { safety } from './013-safety';

/** Migrations live in code (not read from disk) so the bundled server carries them. */
export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '001-foundation': foundation(dialect),
        '002-portal-frame': portalFrame(dialect),
        '003-articles-comments': articlesComments(dialect),
        '004-info-engagement': infoEngagement(dialect),
        '005-weeklies-columns': weekliesColumns(dialect),
        '006-sidebar': sidebar(dialect),
        '007-panoramic-guidance': panoramicGuidance(dialect),
        '008-meetings-courses': meetingsCourses(dialect),
        '009-activities': activities(dialect),
        '010-catalogue': catalogue(dialect),
        '011-search': search(dialect),
        '012-search-meta': searchMeta(dialect),
        '013-safety': safety(dialect),
      };
    },
  };
}
