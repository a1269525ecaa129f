import type { Kysely, Migration } from 'kysely';
import { type Dialect, idColumn } from '../../../db/dialect';

/**
 * 040-competition-entries: a competition's rules and entry window, the doctors' video entries,
 * and the transcode jobs a worker in the server process takes one at a time.
 */
export function competitionEntriesMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('competitions')
        .addColumn('rules', 'varchar(4000)', (c) => c.notNull().defaultTo(''))
        .execute();
      // when entries may be sent (ms) while registration is open (status 2); null: no bound
      await db.schema.alterTable('competitions').addColumn('entry_opens_at', 'bigint').execute();
      await db.schema.alterTable('competitions').addColumn('entry_closes_at', 'bigint').execute();

      await idColumn(db.schema.createTable('competition_entries'), dialect)
        .addColumn('competition_id', 'integer', (c) =>
          c.notNull().references('competitions.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('description', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
        // transcoding → pending (queued for review) → approved | rejected; or failed (transcode)
        .addColumn('state', 'varchar(20)', (c) => c.notNull())
        // the upload under the data folder (relative), '' once it is no longer kept
        .addColumn('source_path', 'varchar(300)', (c) => c.notNull().defaultTo(''))
        .addColumn('bytes', 'bigint', (c) => c.notNull().defaultTo(0))
        // seconds, as ffprobe read it
        .addColumn('duration', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('video_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('short_video_id', 'integer', (c) => c.references('short_videos.id').onDelete('set null'))
        .addColumn('award', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .addColumn('award_rank', 'integer')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      // one entry per doctor per competition (the submit route says so first; this decides races)
      await db.schema
        .createIndex('competition_entries_user_uniq')
        .on('competition_entries')
        .columns(['competition_id', 'user_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('competition_entries_list_idx')
        .on('competition_entries')
        .columns(['competition_id', 'state', 'created_at'])
        .execute();
      await db.schema
        .createIndex('competition_entries_user_idx')
        .on('competition_entries')
        .columns(['user_id', 'created_at'])
        .execute();

      await idColumn(db.schema.createTable('transcode_jobs'), dialect)
        .addColumn('entry_id', 'integer', (c) =>
          c.notNull().references('competition_entries.id').onDelete('cascade'),
        )
        // queued → running → done | failed
        .addColumn('state', 'varchar(20)', (c) => c.notNull())
        .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('error', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        // the running worker's token and its last sign of life: a job whose worker went silent is taken again
        .addColumn('worker', 'varchar(64)', (c) => c.notNull().defaultTo(''))
        .addColumn('heartbeat_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('finished_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('transcode_jobs_state_idx')
        .on('transcode_jobs')
        .columns(['state', 'id'])
        .execute();
      await db.schema
        .createIndex('transcode_jobs_entry_idx')
        .on('transcode_jobs')
        .columns(['entry_id'])
        .execute();
    },
  };
}
