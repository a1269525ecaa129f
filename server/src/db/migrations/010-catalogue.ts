import type { Kysely, Migration } from 'kysely';
import { type Dialect, idColumn } from '../dialect';

/**
 * The catalogue search indexes before the owning areas exist: meeting agendas, course videos,
 * short videos, competitions, community questions and answers, books, departments, brands and
 * their product lines, and advertisements. The meetings, cloud-classroom, community, short
 * video, brand and mall areas extend these tables later. Names joined into one column ('、' for
 * people, ',' for keywords) are display strings the search indexes as they are. Timestamps
 * integer milliseconds; long text columns last.
 */
export function catalogue(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
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

      await idColumn(db.schema.createTable('short_videos'), dialect)
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('cover', 'varchar(500)', (c) => c.notNull())
        .addColumn('creator_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('subspecialty_id', 'integer', (c) =>
          c.references('subspecialties.id').onDelete('set null'),
        )
        .addColumn('video_url', 'varchar(500)', (c) => c.notNull())
        // seconds
        .addColumn('duration', 'integer', (c) => c.notNull())
        // 1 brand certified (spec 3 bmsAuth)
        .addColumn('bms_auth', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('essences', 'char(1)', (c) => c.notNull().defaultTo('F'))
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('published'))
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('diggs', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('online_time', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('description', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('short_videos_online_idx')
        .on('short_videos')
        .columns(['online_time', 'id'])
        .execute();
      await db.schema
        .createIndex('short_videos_creator_idx')
        .on('short_videos')
        .columns(['creator_id'])
        .execute();

      await idColumn(db.schema.createTable('competitions'), dialect)
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
        // 0 not started, 1 under review, 2 registration open, 3 ended (spec 4)
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('competition_url', 'varchar(500)', (c) => c.notNull())
        .addColumn('cover_image', 'varchar(500)', (c) => c.notNull())
        .addColumn('subspecialty_id', 'integer', (c) =>
          c.references('subspecialties.id').onDelete('set null'),
        )
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('add_time', 'bigint', (c) => c.notNull())
        .addColumn('description', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
        .execute();

      await idColumn(db.schema.createTable('community_questions'), dialect)
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('creator_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        // 'T': shown as an anonymous user with the default avatar
        .addColumn('is_hide_creator', 'char(1)', (c) => c.notNull().defaultTo('F'))
        .addColumn('essences', 'char(1)', (c) => c.notNull().defaultTo('F'))
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('published'))
        .addColumn('subspecialty_id', 'integer', (c) =>
          c.references('subspecialties.id').onDelete('set null'),
        )
        .addColumn('answers', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        // askQuestionsPeopleNumber: others who want the same question answered
        .addColumn('ask_people', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('publish_time', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        // plain text
        .addColumn('text', 'varchar(4000)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('community_questions_publish_idx')
        .on('community_questions')
        .columns(['publish_time', 'id'])
        .execute();
      await db.schema
        .createIndex('community_questions_subspecialty_idx')
        .on('community_questions')
        .columns(['subspecialty_id'])
        .execute();

      await idColumn(db.schema.createTable('community_answers'), dialect)
        .addColumn('question_id', 'integer', (c) =>
          c.notNull().references('community_questions.id').onDelete('cascade'),
        )
        .addColumn('creator_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('published'))
        .addColumn('is_top', 'char(1)', (c) => c.notNull().defaultTo('F'))
        .addColumn('essences', 'char(1)', (c) => c.notNull().defaultTo('F'))
        .addColumn('diggs', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('publish_time', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        // sanitized HTML
        .addColumn('text', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('community_answers_question_idx')
        .on('community_answers')
        .columns(['question_id', 'publish_time'])
        .execute();
      await db.schema
        .createIndex('community_answers_diggs_idx')
        .on('community_answers')
        .columns(['diggs', 'id'])
        .execute();

      await idColumn(db.schema.createTable('books'), dialect)
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('cover', 'varchar(500)', (c) => c.notNull())
        // fen (1/100 yuan), so prices stay exact in both databases
        .addColumn('price_fen', 'integer', (c) => c.notNull())
        // fen; null when the book is not discounted
        .addColumn('discount_price_fen', 'integer')
        .addColumn('press_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('publish_year', 'integer', (c) => c.notNull())
        .addColumn('isbn', 'varchar(20)', (c) => c.notNull().unique())
        .addColumn('subspecialty_id', 'integer', (c) =>
          c.references('subspecialties.id').onDelete('set null'),
        )
        // copies sold: the books tab's 热销 order
        .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('introduction', 'varchar(4000)', (c) => c.notNull().defaultTo(''))
        .execute();

      await db.schema
        .createTable('book_authors')
        .addColumn('book_id', 'integer', (c) => c.notNull().references('books.id').onDelete('cascade'))
        .addColumn('sort', 'integer', (c) => c.notNull())
        // 'A' author, 'T' translator (spec 3)
        .addColumn('type', 'char(1)', (c) => c.notNull())
        .addColumn('name', 'varchar(50)', (c) => c.notNull())
        .addPrimaryKeyConstraint('book_authors_pk', ['book_id', 'sort'])
        .execute();

      await idColumn(db.schema.createTable('departments'), dialect)
        // the hospital the department belongs to (spec 3 hospitalGroupName)
        .addColumn('hospital_group_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('icon_url', 'varchar(500)', (c) => c.notNull())
        .addColumn('city', 'varchar(20)', (c) => c.notNull())
        .addColumn('subspecialty_id', 'integer', (c) =>
          c.references('subspecialties.id').onDelete('set null'),
        )
        .addColumn('member_total', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('subscribers', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('description', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
        .execute();

      await db.schema
        .createTable('department_members')
        .addColumn('department_id', 'integer', (c) =>
          c.notNull().references('departments.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('department_members_pk', ['department_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('department_members_user_idx')
        .on('department_members')
        .columns(['user_id'])
        .execute();

      // isSubscribe of a department card
      await db.schema
        .createTable('department_subscriptions')
        .addColumn('department_id', 'integer', (c) =>
          c.notNull().references('departments.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('department_subscriptions_pk', ['department_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('department_subscriptions_user_idx')
        .on('department_subscriptions')
        .columns(['user_id'])
        .execute();

      await idColumn(db.schema.createTable('brands'), dialect)
        .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
        .addColumn('logo', 'varchar(500)', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('description', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
        .execute();

      await idColumn(db.schema.createTable('product_lines'), dialect)
        .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        // a first-level device category (spec 3 categoryId; the jump rule needs it)
        .addColumn('category_id', 'integer', (c) => c.references('brand_categories.id').onDelete('set null'))
        .addColumn('share_image', 'varchar(500)', (c) => c.notNull())
        .addColumn('products', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('articles', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('subscribers', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('description', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createIndex('product_lines_brand_idx')
        .on('product_lines')
        .columns(['brand_id'])
        .execute();

      // subscribeStatus of a product line
      await db.schema
        .createTable('product_line_subscriptions')
        .addColumn('product_line_id', 'integer', (c) =>
          c.notNull().references('product_lines.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_line_subscriptions_pk', ['product_line_id', 'user_id'])
        .execute();

      // products (006) gain their brand and line; one column per statement, as SQLite wants
      await db.schema
        .alterTable('products')
        .addColumn('brand_id', 'integer', (c) => c.references('brands.id').onDelete('set null'))
        .execute();
      await db.schema
        .alterTable('products')
        .addColumn('product_line_id', 'integer', (c) => c.references('product_lines.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('products_product_line_idx')
        .on('products')
        .columns(['product_line_id'])
        .execute();

      await idColumn(db.schema.createTable('advertisements'), dialect)
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
        .addColumn('image', 'varchar(500)', (c) => c.notNull())
        // where it shows, e.g. search_result, search_side
        .addColumn('module', 'varchar(50)', (c) => c.notNull())
        // the address a click opens: a site path or an absolute http(s) URL
        .addColumn('click_location', 'varchar(500)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', 'char(1)', (c) => c.notNull().defaultTo('T'))
        .addColumn('start_time', 'bigint', (c) => c.notNull())
        .addColumn('end_time', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        // JSON object: {keywords: string[], position: number, ...} the module reads
        .addColumn('extras', 'varchar(4000)', (c) => c.notNull().defaultTo('{}'))
        .execute();
    },
  };
}
