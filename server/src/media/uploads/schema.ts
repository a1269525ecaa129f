import type { Generated } from 'kysely';

/**
 * One picture uploaded from the rich-text editor (migration 021): who sent it, where it is kept and
 * how big it is. It counts a user's uploads (refused tries too) for the hourly limit and lets a later clean-up find
 * pictures no published text refers to. The same bytes sent twice are one file and two rows.
 */
export interface MediaUploadsTable {
  id: Generated<number>;
  user_id: number;
  /**
   * below the uploads folder: `YYYY/MM/<hash>.webp`; '' while the upload is being read, and for
   * good when it was refused (the try still counts for the hourly limit, and names no picture)
   */
  path: string;
  /** of the stored (re-encoded) file */
  bytes: number;
  created_at: number;
}

export type MediaUploadTables = {
  media_uploads: MediaUploadsTable;
};

// the tables join the one `Database` type (the mechanism registers them: db/ imports no area)
declare module '../../db/schema' {
  interface Database extends MediaUploadTables {}
}
