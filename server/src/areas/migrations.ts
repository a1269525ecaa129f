import type { Migration, MigrationProvider } from 'kysely';
import type { Dialect } from '../db/dialect';
import { foundation } from '../db/migrations/001-foundation';
import { portalFrame } from '../db/migrations/002-portal-frame';
import { articlesComments } from '../db/migrations/003-articles-comments';
import { infoEngagement } from '../db/migrations/004-info-engagement';
import { catalogue } from '../db/migrations/010-catalogue';
import { search } from '../db/migrations/011-search';
import { searchMeta } from '../db/migrations/012-search-meta';
import { safety } from '../db/migrations/013-safety';
import { searchIndexReads } from '../db/migrations/014-search-index-reads';
import { searchVectorsInline } from '../db/migrations/015-search-vectors-inline';
import { activities } from './community/activities/migration';
import { panoramicGuidance } from './content/panoramic-guidance/migration';
import { sidebar } from './content/sidebar/migration';
import { weekliesColumns } from './content/weeklies-columns/migration';
import { meetingsCourses } from './meetings/migration';

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
        '014-search-index-reads': searchIndexReads(dialect),
        '015-search-vectors-inline': searchVectorsInline(dialect),
      };
    },
  };
}
