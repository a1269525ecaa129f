import type { Generated } from 'kysely';

/**
 * Short videos (migration 010's part of this feature, in `./migration.ts`). Durations in seconds.
 */

export interface ShortVideosTable {
  id: Generated<number>;
  title: string;
  cover: string;
  creator_id: number;
  subspecialty_id: number | null;
  video_url: string;
  /** seconds */
  duration: number;
  /** 1 brand certified */
  bms_auth: number;
  essences: 'T' | 'F';
  status: 'published' | 'pending';
  views: number;
  diggs: number;
  comments: number;
  online_time: number;
  created_at: number;
  description: string;
  /** collects (migration 039) */
  favorites: Generated<number>;
}

/** views counted (migration 039): one row per video, viewer and Beijing day */
export interface ShortVideoViewsTable {
  video_id: number;
  /** 'u:{user id}' or 'v:{hash of the visitor's address}' */
  viewer: string;
  /** '2026-11-28' */
  day: string;
}

export type ShortVideoTables = {
  short_videos: ShortVideosTable;
  short_video_views: ShortVideoViewsTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends ShortVideoTables {}
}
