import type { Kysely, Migration } from 'kysely';
import { type Dialect, idColumn } from '../../db/dialect';

/**
 * Meetings and cloud-classroom courses, the minimum the channel home and the daily
 * recommendations read; the meetings and cloud-classroom areas extend these tables later.
 */
export function meetingsCourses(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('meetings'), dialect)
        .addColumn('meeting_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('app_main_pic', 'varchar(500)', (c) => c.notNull())
        .addColumn('title_pic', 'varchar(500)', (c) => c.notNull())
        // LE recorded, NS upcoming, LI live, NL none (spec 4)
        .addColumn('live_status', 'varchar(2)', (c) => c.notNull())
        .addColumn('start_time', 'bigint', (c) => c.notNull())
        .addColumn('end_time', 'bigint', (c) => c.notNull())
        .addColumn('province', 'varchar(20)', (c) => c.notNull())
        .addColumn('city', 'varchar(20)', (c) => c.notNull())
        // '1' published, '0' not yet; '0' with forthcoming 'T' shows as coming soon
        .addColumn('publish_status', 'char(1)', (c) => c.notNull().defaultTo('1'))
        .addColumn('forthcoming', 'char(1)', (c) => c.notNull().defaultTo('F'))
        .addColumn('subspecialty_id', 'integer', (c) =>
          c.references('subspecialties.id').onDelete('set null'),
        )
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        // when it was announced: the information flow orders by it
        .addColumn('publish_time', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('meetings_subspecialty_idx')
        .on('meetings')
        .columns(['subspecialty_id', 'start_time'])
        .execute();
      await db.schema
        .createIndex('meetings_publish_idx')
        .on('meetings')
        .columns(['publish_time', 'id'])
        .execute();
      await db.schema.createIndex('meetings_start_idx').on('meetings').columns(['start_time']).execute();

      await idColumn(db.schema.createTable('courses'), dialect)
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('cover', 'varchar(500)', (c) => c.notNull())
        .addColumn('speaker_names', 'varchar(200)', (c) => c.notNull())
        // yuan; null is free (spec 3: money empty = free)
        .addColumn('money', 'integer')
        // tenths of a point (48 = 4.8), so both databases compare it exactly
        .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('subspecialty_id', 'integer', (c) =>
          c.references('subspecialties.id').onDelete('set null'),
        )
        .addColumn('publish_time', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('courses_subspecialty_idx')
        .on('courses')
        .columns(['subspecialty_id', 'publish_time'])
        .execute();
      await db.schema
        .createIndex('courses_publish_idx')
        .on('courses')
        .columns(['publish_time', 'id'])
        .execute();
    },
  };
}

/**
 * Migration 010's part of this area (the whole of 010 is composed in `areas/migrations.ts`): the
 * agenda of a meeting and the lectures of a course. Names joined into one column ('、' for
 * people, ',' for keywords) are display strings the search indexes as they are.
 */
export async function agendasLecturesTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('meeting_agendas'), dialect)
    .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('theme', 'varchar(200)', (c) => c.notNull())
    // '、'-joined speaker names, as the meeting page prints them
    .addColumn('author_names', 'varchar(200)', (c) => c.notNull())
    // ','-joined
    .addColumn('keywords', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('summary', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('meeting_agendas_meeting_idx')
    .on('meeting_agendas')
    .columns(['meeting_id', 'sort'])
    .execute();

  await idColumn(db.schema.createTable('course_videos'), dialect)
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('speaker_names', 'varchar(200)', (c) => c.notNull())
    // seconds
    .addColumn('duration', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('course_videos_course_idx')
    .on('course_videos')
    .columns(['course_id', 'sort'])
    .execute();
}

/**
 * 016-meeting-programme: what the meeting pages need beyond the cards: series, venues, speakers,
 * tags, interviews, express news, venue cases, pinned comments; votes, questionnaires and
 * check-in; barrage, preset phrases, tickets of paid meetings, starred agenda items and calendar
 * feeds.
 */
export function meetingProgramme(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('meeting_series'), dialect)
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('cover', 'varchar(500)', (c) => c.notNull())
        .addColumn('intro', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
        .execute();

      // one column per statement: SQLite adds one at a time
      await db.schema
        .alterTable('meetings')
        .addColumn('series_id', 'integer', (c) => c.references('meeting_series.id').onDelete('set null'))
        .execute();
      await db.schema.alterTable('meetings').addColumn('price', 'integer').execute();
      await db.schema
        .alterTable('meetings')
        .addColumn('intro', 'varchar(4000)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('meetings')
        .addColumn('checkin_fields', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('meetings')
        .addColumn('brand_id', 'integer', (c) => c.references('brands.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('meetings_series_idx')
        .on('meetings')
        .columns(['series_id', 'start_time'])
        .execute();
      await db.schema.createIndex('meetings_brand_idx').on('meetings').columns(['brand_id']).execute();
      await db.schema.createIndex('meetings_end_idx').on('meetings').columns(['end_time']).execute();

      await idColumn(db.schema.createTable('meeting_fields'), dialect)
        .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        // Beijing date 'YYYY-MM-DD': a venue belongs to one day of the meeting
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('group_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('meeting_fields_meeting_idx')
        .on('meeting_fields')
        .columns(['meeting_id', 'day', 'sort'])
        .execute();

      await db.schema
        .alterTable('meeting_agendas')
        .addColumn('field_id', 'integer', (c) => c.references('meeting_fields.id').onDelete('set null'))
        .execute();
      await db.schema.alterTable('meeting_agendas').addColumn('end_time', 'bigint').execute();
      await db.schema
        .createIndex('meeting_agendas_field_idx')
        .on('meeting_agendas')
        .columns(['field_id', 'start_time'])
        .execute();

      await idColumn(db.schema.createTable('meeting_speakers'), dialect)
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addColumn('avatar', 'varchar(500)', (c) => c.notNull())
        .addColumn('hospital', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .addColumn('title', 'varchar(100)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createTable('meeting_agenda_speakers')
        .addColumn('agenda_id', 'integer', (c) =>
          c.notNull().references('meeting_agendas.id').onDelete('cascade'),
        )
        .addColumn('speaker_id', 'integer', (c) =>
          c.notNull().references('meeting_speakers.id').onDelete('cascade'),
        )
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('meeting_agenda_speakers_pk', ['agenda_id', 'speaker_id'])
        .execute();
      await db.schema
        .createIndex('meeting_agenda_speakers_speaker_idx')
        .on('meeting_agenda_speakers')
        .columns(['speaker_id'])
        .execute();

      await idColumn(db.schema.createTable('meeting_tags'), dialect)
        .addColumn('name', 'varchar(50)', (c) => c.notNull().unique())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('meeting_tag_links')
        .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
        .addColumn('tag_id', 'integer', (c) => c.notNull().references('meeting_tags.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('meeting_tag_links_pk', ['tag_id', 'meeting_id'])
        .execute();

      await idColumn(db.schema.createTable('meeting_interviews'), dialect)
        .addColumn('series_id', 'integer', (c) =>
          c.notNull().references('meeting_series.id').onDelete('cascade'),
        )
        .addColumn('meeting_id', 'integer', (c) => c.references('meetings.id').onDelete('set null'))
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('cover', 'varchar(500)', (c) => c.notNull())
        .addColumn('guest', 'varchar(100)', (c) => c.notNull())
        .addColumn('publish_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('meeting_interviews_series_idx')
        .on('meeting_interviews')
        .columns(['series_id', 'publish_time'])
        .execute();

      await idColumn(db.schema.createTable('meeting_express'), dialect)
        .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('summary', 'varchar(1000)', (c) => c.notNull())
        .addColumn('publish_time', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('meeting_express_meeting_idx')
        .on('meeting_express')
        .columns(['meeting_id', 'publish_time'])
        .execute();

      await db.schema
        .createTable('meeting_field_cases')
        .addColumn('field_id', 'integer', (c) =>
          c.notNull().references('meeting_fields.id').onDelete('cascade'),
        )
        .addColumn('article_id', 'integer', (c) =>
          c.notNull().references('mp_articles.id').onDelete('cascade'),
        )
        .addColumn('sort', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('meeting_field_cases_pk', ['field_id', 'article_id'])
        .execute();

      await db.schema
        .createTable('meeting_comment_sticks')
        .addColumn('comment_id', 'integer', (c) =>
          c.primaryKey().references('comments.id').onDelete('cascade'),
        )
        .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('meeting_comment_sticks_meeting_idx')
        .on('meeting_comment_sticks')
        .columns(['meeting_id', 'sort'])
        .execute();

      await participationTables(db, dialect);
      await mediaTables(db, dialect);
    },
  };
}

async function participationTables(db: Kysely<unknown>, dialect: Dialect) {
  await idColumn(db.schema.createTable('meeting_vote_themes'), dialect)
    .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('meeting_vote_themes_meeting_idx')
    .on('meeting_vote_themes')
    .columns(['meeting_id', 'sort'])
    .execute();
  await idColumn(db.schema.createTable('meeting_vote_phases'), dialect)
    .addColumn('theme_id', 'integer', (c) =>
      c.notNull().references('meeting_vote_themes.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('max_choices', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('opens_at', 'bigint', (c) => c.notNull())
    .addColumn('closes_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('meeting_vote_phases_theme_idx')
    .on('meeting_vote_phases')
    .columns(['theme_id', 'sort'])
    .execute();
  await idColumn(db.schema.createTable('meeting_vote_options'), dialect)
    .addColumn('phase_id', 'integer', (c) =>
      c.notNull().references('meeting_vote_phases.id').onDelete('cascade'),
    )
    .addColumn('label', 'varchar(200)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('votes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('meeting_vote_options_phase_idx')
    .on('meeting_vote_options')
    .columns(['phase_id', 'sort'])
    .execute();
  await db.schema
    .createTable('meeting_vote_ballots')
    .addColumn('phase_id', 'integer', (c) =>
      c.notNull().references('meeting_vote_phases.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('option_ids', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // one ballot per user per phase, whatever two requests at once try
    .addPrimaryKeyConstraint('meeting_vote_ballots_pk', ['phase_id', 'user_id'])
    .execute();

  await idColumn(db.schema.createTable('questionnaires'), dialect)
    .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('intro', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('questionnaires_meeting_idx')
    .on('questionnaires')
    .columns(['meeting_id'])
    .execute();
  await idColumn(db.schema.createTable('questionnaire_items'), dialect)
    .addColumn('questionnaire_id', 'integer', (c) =>
      c.notNull().references('questionnaires.id').onDelete('cascade'),
    )
    // 1 single choice, 2 multiple choice, 3 text
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(500)', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('options', 'varchar(4000)', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('questionnaire_items_questionnaire_idx')
    .on('questionnaire_items')
    .columns(['questionnaire_id', 'sort'])
    .execute();
  await db.schema
    .createTable('questionnaire_results')
    .addColumn('questionnaire_id', 'integer', (c) =>
      c.notNull().references('questionnaires.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('questionnaire_results_pk', ['questionnaire_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('meeting_checkins')
    .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('info', 'text', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('meeting_checkins_pk', ['meeting_id', 'user_id'])
    .execute();
}

async function mediaTables(db: Kysely<unknown>, dialect: Dialect) {
  await idColumn(db.schema.createTable('meeting_barrages'), dialect)
    .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    // each venue has its own video, so a barrage belongs to a venue's timeline
    .addColumn('field_id', 'integer', (c) => c.notNull().references('meeting_fields.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'varchar(600)', (c) => c.notNull())
    // 0 scroll, 1 top, 2 bottom
    .addColumn('mode', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('color', 'varchar(7)', (c) => c.notNull().defaultTo('#ffffff'))
    // milliseconds into the video
    .addColumn('media_time', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('meeting_barrages_time_idx')
    .on('meeting_barrages')
    .columns(['field_id', 'media_time'])
    .execute();
  await db.schema
    .createIndex('meeting_barrages_user_idx')
    .on('meeting_barrages')
    .columns(['user_id', 'created_at'])
    .execute();

  await idColumn(db.schema.createTable('meeting_preset_comments'), dialect)
    .addColumn('meeting_id', 'integer', (c) => c.references('meetings.id').onDelete('cascade'))
    .addColumn('text', 'varchar(150)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('meeting_tickets')
    .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('paid_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('meeting_tickets_pk', ['meeting_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('meeting_agenda_stars')
    .addColumn('agenda_id', 'integer', (c) =>
      c.notNull().references('meeting_agendas.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('meeting_agenda_stars_pk', ['user_id', 'agenda_id'])
    .execute();

  await db.schema
    .createTable('meeting_calendar_feeds')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

/** a gift's icon: a round badge with its word, as a data: SVG (no file to ship or serve) */
function giftIcon(word: string, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><circle cx="32" cy="32" r="30" fill="url(#g)"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${word}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Migration 018: the gifts of the live rooms and the record of each one sent (issue 12). */
export function meetingGifts(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('meeting_gifts'), dialect)
        .addColumn('name', 'varchar(20)', (c) => c.notNull())
        .addColumn('icon', 'varchar(2000)', (c) => c.notNull())
        .addColumn('price_coins', 'integer', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull())
        .execute();
      await db
        .insertInto('meeting_gifts' as never)
        .values(
          [
            ['点赞', '赞', '#4f8cff', '#2456d6', 1],
            ['鲜花', '花', '#ff7aa2', '#d6336c', 10],
            ['咖啡', '咖', '#c08457', '#7c4a25', 30],
            ['奖杯', '杯', '#f7c948', '#c98a00', 100],
            ['火箭', '箭', '#ff7a45', '#d4380d', 520],
          ].map(([name, word, from, to, price], sort) => ({
            name,
            icon: giftIcon(String(word), String(from), String(to)),
            price_coins: price,
            sort,
          })) as never,
        )
        .execute();

      await db.schema
        .createTable('meeting_gift_sends')
        .addColumn('order_no', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
        .addColumn('field_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('gift_id', 'integer', (c) => c.notNull().references('meeting_gifts.id'))
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('coins', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('meeting_gift_sends_meeting_idx')
        .on('meeting_gift_sends')
        .columns(['meeting_id', 'user_id'])
        .execute();
    },
  };
}
