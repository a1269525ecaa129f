import type { Kysely, Migration, MigrationProvider } from 'kysely';
import { sessionTables } from '../auth/migration';
import { commentTables } from '../comments/migration';
import type { Dialect } from '../db/dialect';
import { search } from '../db/migrations/011-search';
import { searchMeta } from '../db/migrations/012-search-meta';
import { safety } from '../db/migrations/013-safety';
import { searchIndexReads } from '../db/migrations/014-search-index-reads';
import { searchVectorsInline } from '../db/migrations/015-search-vectors-inline';
import { subspecialtyTables } from '../db/migrations/subspecialties';
import { engagementTables } from '../engagement/migration';
import { mediaUploads } from '../media/uploads/migration';
import { messageTables } from '../notices/migration';
import { paymentTables } from '../payments/migration';
import { followTables, userTables } from '../people/migration';
import { reviewDecisions, reviewQueueTable } from '../reviews/migration';
import {
  accountProfileMigration,
  browsingHistoryTables,
  couponReservationsMigration,
  courseProgressResumeMigration,
  messageCentreMigration,
  personalDataMigration,
  purchasesMigration,
  signInCodeTables,
} from './account/index';
import {
  bookOrdersMigration,
  bookTables,
  brandCategoryTables,
  brandPagesMigration,
  brandVideosMigration,
  departmentPagesMigration,
  departmentTables,
  productInterestsMigration,
  productLineTables,
} from './brands/index';
import {
  activities,
  activityDescriptions,
  communityAnswering,
  communityAskIntentions,
  communityInvitations,
  communityInviteMessages,
  communityQuestionExtras,
  communityTopicReview,
  communityTopics,
  qaProductTables,
  questionAnswerTables,
} from './community/index';
import {
  articleParagraphsColumn,
  articleTables,
  articleWritingMigration,
  channelTables,
  competitionEntriesMigration,
  competitionTables,
  infoFavoritesColumn,
  infoTables,
  panoramicGuidance,
  shortVideoEngagementMigration,
  shortVideoTables,
  sidebar,
  weekliesColumns,
} from './content/index';
import {
  agendaProductTables,
  agendasLecturesTables,
  classroomMigration,
  cmeCertificatesMigration,
  meetingGiftsMigration as meetingGifts,
  meetingProgrammeMigration as meetingProgramme,
  meetingsCoursesMigration as meetingsCourses,
} from './meetings/index';
import { enTicketTables, navigationTables, requirementTables } from './portal/index';
import { advertisementTables, searchVoterSalts } from './search/index';

/*
 * A deployed database records each migration it ran by name and never runs it again, so a
 * migration keeps its name and creates what it created, in the same order, after its tables
 * moved to the areas that own them: the ones that span areas are composed here from the areas'
 * parts.
 */

/**
 * 001-foundation as deployed: users (people), their sessions (auth) and sign-in codes (account), the
 * subspecialty tree, news items (content).
 */
function foundationMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await userTables(db, dialect);
      await sessionTables(db);
      await signInCodeTables(db, dialect);
      await subspecialtyTables(db, dialect);
      await infoTables(db, dialect);
    },
  };
}

/**
 * 002-portal-frame as deployed: the shell's frame (portal) with the More popup's channels (content)
 * and device categories (brands), the notices' messages and the review queue.
 */
function portalFrameMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await navigationTables(db, dialect);
      await channelTables(db, dialect);
      await brandCategoryTables(db, dialect);
      await requirementTables(db, dialect);
      await messageTables(db, dialect);
      await reviewQueueTable(db, dialect);
      await enTicketTables(db);
    },
  };
}

/**
 * 003-articles-comments as deployed: user-written articles (content), the comments and engagement
 * mechanisms' tables, follows (people) and browsing history (account).
 */
function articlesCommentsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await articleTables(db, dialect);
      await commentTables(db, dialect);
      await engagementTables(db);
      await followTables(db);
      await browsingHistoryTables(db, dialect);
    },
  };
}

/** 004-info-engagement as deployed: news items' collect counter, user articles' block bodies. */
function infoEngagementMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await infoFavoritesColumn(db);
      await articleParagraphsColumn(db);
    },
  };
}

/** 010-catalogue as deployed: the tables search indexed before their areas had any, each area's part. */
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

/**
 * 036-product-mentions: what mentions a product, each link kept by the area whose content it is (a
 * meeting's talks, the community's questions and answers; articles and cases had `content_products`
 * since 006).
 */
function productMentionsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await agendaProductTables(db);
      await qaProductTables(db);
    },
  };
}

/** Migrations live in code (not read from disk) so the bundled server carries them. */
export function migrationProvider(dialect: Dialect): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '001-foundation': foundationMigration(dialect),
        '002-portal-frame': portalFrameMigration(dialect),
        '003-articles-comments': articlesCommentsMigration(dialect),
        '004-info-engagement': infoEngagementMigration(),
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
        '016-meeting-programme': meetingProgramme(dialect),
        '017-payments': { up: (db) => paymentTables(db, dialect) },
        '018-meeting-gifts': meetingGifts(dialect),
        '019-community-topics': communityTopics(dialect),
        '020-community-answering': communityAnswering(),
        '021-media-uploads': mediaUploads(dialect),
        '022-community-ask-intentions': communityAskIntentions(),
        '023-review-decisions': reviewDecisions(),
        '024-community-invitations': communityInvitations(),
        '025-community-question-extras': communityQuestionExtras(),
        '026-activity-descriptions': activityDescriptions(),
        '027-account-profile': accountProfileMigration(dialect),
        '028-personal-data': personalDataMigration(dialect),
        '029-message-centre': messageCentreMigration(dialect),
        '030-account-purchases': purchasesMigration(dialect),
        '031-coupon-reservations': couponReservationsMigration(),
        '032-brand-pages': brandPagesMigration(dialect),
        '033-product-interests': productInterestsMigration(dialect),
        '034-book-orders': bookOrdersMigration(),
        '035-department-pages': departmentPagesMigration(dialect),
        '036-product-mentions': productMentionsMigration(),
        '037-brand-videos': brandVideosMigration(dialect),
        '038-classroom': {
          async up(db) {
            await classroomMigration(dialect).up(db);
            await courseProgressResumeMigration().up(db);
          },
        },
        '039-short-video-engagement': shortVideoEngagementMigration(),
        '040-competition-entries': competitionEntriesMigration(dialect),
        '041-cme-certificates': cmeCertificatesMigration(dialect),
        '042-article-writing': articleWritingMigration(),
        '043-community-invite-messages': communityInviteMessages(dialect),
        '044-community-topic-review': communityTopicReview(),
        '045-search-voter-salts': searchVoterSalts(),
      };
    },
  };
}
