import type { Generated } from 'kysely';

/**
 * Case and video competitions (migration 010's part of this feature, in `./migration.ts`).
 */

/** 0 not started, 1 under review, 2 registration open, 3 ended (spec 4) */
export type CompetitionStatus = 0 | 1 | 2 | 3;

export interface CompetitionsTable {
  id: Generated<number>;
  name: string;
  code: string;
  status: CompetitionStatus;
  competition_url: string;
  cover_image: string;
  subspecialty_id: number | null;
  views: number;
  add_time: number;
  description: string;
  /** 040-competition-entries */
  rules: Generated<string>;
  entry_opens_at: number | null;
  entry_closes_at: number | null;
}

export type EntryStateColumn = 'transcoding' | 'failed' | 'pending' | 'approved' | 'rejected';

/** A doctor's video entry (040-competition-entries). */
export interface CompetitionEntriesTable {
  id: Generated<number>;
  competition_id: number;
  user_id: number;
  title: string;
  description: Generated<string>;
  state: EntryStateColumn;
  /** the upload, relative to the data folder; '' once removed */
  source_path: Generated<string>;
  bytes: Generated<number>;
  /** seconds */
  duration: Generated<number>;
  /** the HLS playlist once transcoded */
  video_url: Generated<string>;
  short_video_id: number | null;
  award: Generated<string>;
  award_rank: number | null;
  created_at: number;
  updated_at: number;
}

export type TranscodeJobState = 'queued' | 'running' | 'done' | 'failed';

/** One transcode to HLS (040-competition-entries), taken by the worker loop. */
export interface TranscodeJobsTable {
  id: Generated<number>;
  entry_id: number;
  state: TranscodeJobState;
  progress: Generated<number>;
  attempts: Generated<number>;
  error: Generated<string>;
  worker: Generated<string>;
  heartbeat_at: Generated<number>;
  created_at: number;
  finished_at: number | null;
}

export type CompetitionTables = {
  competitions: CompetitionsTable;
  competition_entries: CompetitionEntriesTable;
  transcode_jobs: TranscodeJobsTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends CompetitionTables {}
}
