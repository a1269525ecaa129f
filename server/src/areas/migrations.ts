import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { Dialect } from '../db/dialect';
import { foundation } from '../db/migrations/001-foundation';
import { portalFrame } from '../db/migrations/002-portal-frame';
import { articlesComments } from '../db/migrations/003-articles-comments';
import { infoEngagement } from '../db/migrations/004-info-engagement';
import { search } from '../db/migrations/011-search';
import { searchMeta } from '../db/migrations/012-search-meta';
import { safety } from '../db/migrations/013-safety';
import { searchIndexReads } from '../db/migrations/014-search-index-reads';
import { searchVectorsInline } from '../db/migrations/015-search-vectors-inline';
import { bookTables } from './brands/books/migration';
import { departmentTables } from './brands/departments/migration';
import { productLineTables } from './brands/products/migration';
import { activities } from './community/activities/migration';
import { questionAnswerTables } from './community/migration';
import { competitionTables } from './content/competitions/migration';
import { panoramicGuidance } from './content/panoramic-guidance/migration';
import { shortVideoTables } from './content/short-videos/migration';
import { sidebar } from './content/sidebar/migration';
import { weekliesColumns } from './content/weeklies-columns/migration';
import { agendasLecturesTables, meetingsCourses } from './meetings/migration';
import { advertisementTables } from './search/migration';

/**
 * 010-catalogue as deployed: one migration creating the tables search indexed before their areas
 * had any, now each area's part. Its name and what it creates, in this order, stay as they ran:
 * a deployed database has recorded it under that name and must neither run it again nor miss it.
 */
function catalogueMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await agendasLecturesTables(db, dialect);
      await shortVideoTables(db, dialect);
      await competitionTables(db, dialect);
      await questionAnswerTables(db, dialect);
      await bookTables(db, dialect);
      await departmentTables(db, dialect);
      await productLineTables(db, dialect);
      await advertisementTables(db, dialect);
    },
  };
}

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
        '010-catalogue': catalogueMigration(dialect),
        '011-search': search(dialect),
        '012-search-meta': searchMeta(dialect),
        '013-safety': safety(dialect),
        '014-search-index-reads': searchIndexReads(dialect),
        '015-search-vectors-inline': searchVectorsInline(dialect),
      };
    },
  };
}
