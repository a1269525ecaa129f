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
}

export type CompetitionTables = {
  competitions: CompetitionsTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends CompetitionTables {}
}
