import type { Kysely, Migration } from 'kysely';
import { type Dialect, idColumn } from '../../../db/dialect';

/**
 * Panoramic surgery (elab) cases, their classifications and special columns; guides and expert
 * consensus documents with their interpreting videos. Timestamps integer milliseconds; long
 * text columns last.
 */
export function panoramicGuidance(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await idColumn(db.schema.createTable('elab_classifications'), dialect)
        .addColumn('code', 'varchar(40)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(40)', (c) => c.notNull())
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await idColumn(db.schema.createTable('elab_cases'), dialect)
        .addColumn('case_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('image', 'varchar(500)', (c) => c.notNull())
        .addColumn('classification_id', 'integer', (c) => c.notNull().references('elab_classifications.id'))
        .addColumn('hospital', 'varchar(100)', (c) => c.notNull())
        .addColumn('share_desc', 'varchar(500)', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('publish_time', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('body_html', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('elab_cases_latest_idx')
        .on('elab_cases')
        .columns(['publish_time', 'id'])
        .execute();
      await db.schema
        .createIndex('elab_cases_classification_idx')
        .on('elab_cases')
        .columns(['classification_id', 'publish_time'])
        .execute();

      await db.schema
        .createTable('elab_case_authors')
        .addColumn('case_id', 'integer', (c) => c.notNull().references('elab_cases.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('elab_case_authors_pk', ['case_id', 'user_id'])
        .execute();

      await db.schema
        .createTable('elab_case_subspecialties')
        .addColumn('case_id', 'integer', (c) => c.notNull().references('elab_cases.id').onDelete('cascade'))
        .addColumn('subspecialty_id', 'integer', (c) => c.notNull().references('subspecialties.id'))
        .addPrimaryKeyConstraint('elab_case_subspecialties_pk', ['case_id', 'subspecialty_id'])
        .execute();

      await idColumn(db.schema.createTable('elab_special_columns'), dialect)
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('cover', 'varchar(500)', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('description', 'varchar(1000)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('elab_column_cases')
        .addColumn('column_id', 'integer', (c) =>
          c.notNull().references('elab_special_columns.id').onDelete('cascade'),
        )
        .addColumn('case_id', 'integer', (c) => c.notNull().references('elab_cases.id').onDelete('cascade'))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('elab_column_cases_pk', ['column_id', 'case_id'])
        .execute();

      await idColumn(db.schema.createTable('guides'), dialect)
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('society', 'varchar(100)', (c) => c.notNull())
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('subspecialty_id', 'integer', (c) =>
          c.references('subspecialties.id').onDelete('set null'),
        )
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('publish_time', 'bigint', (c) => c.notNull())
        .addColumn('summary', 'varchar(1000)', (c) => c.notNull())
        .addColumn('body_html', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('guides_list_idx')
        .on('guides')
        .columns(['kind', 'subspecialty_id', 'publish_time'])
        .execute();

      await idColumn(db.schema.createTable('interpreting_videos'), dialect)
        .addColumn('guide_id', 'integer', (c) => c.notNull().references('guides.id').onDelete('cascade'))
        .addColumn('video_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('cover', 'varchar(500)', (c) => c.notNull())
        .addColumn('author_name', 'varchar(50)', (c) => c.notNull())
        .addColumn('author_head_image', 'varchar(500)', (c) => c.notNull())
        .addColumn('author_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('video_url', 'varchar(500)', (c) => c.notNull())
        .addColumn('duration', 'integer', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('publish_time', 'bigint', (c) => c.notNull())
        .addColumn('description', 'varchar(1000)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('interpreting_videos_guide_idx')
        .on('interpreting_videos')
        .columns(['guide_id', 'publish_time'])
        .execute();
      await db.schema
        .createIndex('interpreting_videos_latest_idx')
        .on('interpreting_videos')
        .columns(['publish_time', 'id'])
        .execute();
    },
  };
}
